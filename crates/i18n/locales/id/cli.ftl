## Baris perintah (`fde-grade --format table`, `fde-grade explain`).

cli-valid = VALID
cli-rejected = TIDAK VALID
cli-score = skor
cli-hint = saran: { $hint }
cli-more = … dan { $n } lagi
cli-explain-category = Kategori
cli-explain-message = Pesan
cli-explain-hint = Saran
cli-explain-what = Artinya
cli-explain-why = Alasannya
cli-explain-example = Contoh
cli-explain-also = { $category } (juga { $also })
cli-explain-unknown = kode diagnostik `{ $code }` tidak dikenal; yang paling mirip: { $nearest }
cli-explain-all = `fde-grade explain --all` menampilkan semua kode

## Letak yang ditunjuk diagnostik, di `[...]` tabel (nilainya apa adanya).

## `fde-grade coach ... --format table` (nilai sudah diberi spasi sesuai lebar kolom, apa adanya).
cli-coach-valid = valid
cli-coach-not-valid = tidak valid
cli-coach-place = rute { $route } posisi { $stop }
cli-coach-repair = perbaikan { $n }  { $kind } { $store } { $from } { $to } { $why }
cli-coach-repairs-not-enough = perbaikan ini tidak menghasilkan rencana yang valid (ruang kasusnya terlalu sempit)
cli-coach-cost-score = biaya { $cost }  skor { $score }
cli-coach-no-move = tidak ada langkah yang menghemat biaya
cli-coach-suggestion = saran { $n }  { $kind } { $stores } rute { $from_route } posisi { $from_stop } -> rute { $to_route } posisi { $to_stop }  hemat { $saved }  ({ $seconds } dtk, { $intrusions } toko masuk area lain dan { $crossings } persilangan berkurang)
cli-coach-move = langkah { $n }  { $kind } { $stores } rute { $from_route } posisi { $from_stop } -> rute { $to_route } posisi { $to_stop }  hemat { $saved }  ({ $seconds } dtk, { $intrusions } toko masuk area lain dan { $crossings } persilangan berkurang)
cli-coach-after = setelah { $moves } langkah: biaya { $cost }  skor { $score }  ({ $done })
cli-coach-converged = tidak ada langkah lagi
cli-coach-bound = batas jumlah langkah tercapai

## Angka-angka jenis kasus di `fde-grade --format table` (setelah baris pertama).
cli-table-routing = rute { $routes }  waktu { $time } dtk  keseimbangan { $balance }  toko masuk area lain { $intrusions }  persilangan { $crossings }  penalti spasial { $spatial }  biaya { $cost } / acuan { $reference }
cli-table-scorecard = AUC { $auc }  KS { $ks }  gabungan { $combined }  acuan { $reference }  { $rows } baris ({ $positive } gagal bayar, { $negative } lancar bayar di nilai sebenarnya)  pita { $bands }
cli-table-prediction = acuan { $reference }  { $rows } baris  { $scored } dari { $truth } baris nilai sebenarnya dinilai
cli-table-target = { $target }: { $value } atas { $rows } baris
cli-table-uplift-head = { $file }  tugas { $task }  { $valid }  { $verdict }  poin { $points }
cli-table-uplift = KPI { $kpi } (baseline { $baseline }, oracle { $oracle })  uplift { $uplift }  terbatas { $bounded }  biaya kontak { $cost }  bersih { $net }
cli-table-uplift-error = galat: { $why }
cli-table-uplift-repaired = jika diperbaiki: bersih { $net }, { $verdict }, poin { $points }
cli-table-uplift-server = yang akan ditagih server
cli-table-uplift-view = { $label }: biaya kontak { $cost }, bersih { $net }, { $verdict }
cli-table-uplift-ledger = buku besar: { $status }

## Alasan perbaikan dari coach.
cli-repair-depot = ini kode depo: rute selalu berangkat dari dan kembali ke depo tanpa mencantumkannya
cli-repair-no-match = tidak ada toko di kasus ini yang mirip dengan kode ini
cli-repair-visited = toko { $store } dikunjungi { $n } kali; kunjungan inilah yang paling murah untuk dihapus
cli-repair-one-route = rencana memerlukan setidaknya satu rute untuk menampung toko
cli-repair-not-visited = toko { $store } tidak dikunjungi; di sinilah tambahan waktunya paling sedikit
cli-repair-empty-route = { $routes } rute padahal yang diwajibkan { $want }; rute ini kosong
cli-repair-merge = { $routes } rute padahal yang diwajibkan { $want }: perhentian rute { $second } disambung setelah rute { $first } (gabungan yang paling sedikit menambah waktu)
cli-repair-split = { $routes } rute padahal yang diwajibkan { $want }: paruh kedua rute terpanjang menjadi rute tersendiri
cli-repair-add-route = rute terlalu sedikit dan tidak ada yang cukup panjang untuk dipecah: rute kosong tetap dihitung
cli-repair-over-capacity = rute { $route } melebihi kapasitas; toko ini muat di rute { $target } dengan tambahan waktu paling sedikit
cli-repair-quotes = kode diapit tanda kutip atau spasi
cli-repair-decimal = kode ditulis sebagai bilangan desimal
cli-repair-decimal-zeros = kode ditulis sebagai bilangan desimal dan nol di depannya hilang
cli-repair-zeros = nol di depan kode hilang (spreadsheet membaca kode sebagai angka)
cli-repair-case = kode hanya berbeda huruf besar-kecilnya
cli-repair-slips = kode ini berjarak { $n } salah ketik dari kode toko ini, dan tidak dekat dengan toko lain
cli-table-uplift-harness = harness tidak bisa menilai run ini: { $message }
cli-table-ledger-none = tidak diperiksa: tidak ada entri buku besar, jadi baris log permintaan yang diubah, ditambah, atau dihapus tidak bisa dideteksi
cli-table-ledger-verified = cocok dengan buku besar
cli-table-ledger-unverified = tidak terverifikasi: run ini dibuat sebelum buku besar ada
cli-table-ledger-altered = diubah
cli-table-ledger-not-checked = tidak diperiksa: { $why }

## Why a run stops (stderr, exit 2), and warnings; after `fde-grade: `. Paths, flags and codes as they are.
cli-warning = peringatan: { $warning }
cli-error-cannot-read = tidak dapat membaca { $path }: { $why }
cli-error-cannot-list = tidak dapat membuka daftar isi { $path }: { $why }
cli-error-cannot-write = tidak dapat menulis { $path }: { $why }
cli-error-io-not-found = berkas atau direktori tidak ada
cli-error-io-denied = izin ditolak
cli-error-io-is-dir = ini sebuah direktori
cli-error-io-not-dir = sebagian jalurnya bukan direktori
cli-error-wrong-kind = { $file } adalah kasus { $kind }, bukan kasus { $want }
cli-error-needs-data = { $kind } memerlukan --{ $role } { $name } (atau --case yang menyebutkannya)
cli-error-no-submission = tidak ada berkas jawaban
cli-error-aggregate = --aggregate hanya untuk hasil uplift
cli-error-aggregate-coach = --aggregate untuk penilaian, bukan untuk pelatih
cli-error-server-coach = --format server untuk penilaian, bukan untuk pelatih
cli-error-coach-routing = coach routing memerlukan kasus routing
cli-error-not-a-plan = { $file } tidak dapat dibaca sebagai rencana rute, jadi tidak ada yang bisa dilatih:
cli-error-not-scored = { $file } tidak dinilai valid ({ $verdict }), jadi tidak ada skor dan tidak ada yang bisa dilatih; nilai dulu untuk melihat sebabnya
cli-error-no-explanation = { $file }: mesin penilai kasus ini belum bisa menjelaskan baris per baris, jadi pelatih tidak dapat mengurutkan barisnya
cli-error-not-built = build ini tidak memiliki coach { $kind }
cli-error-refused = { $n } berkas tidak dinilai: penilai tidak dapat meniru cara server membacanya (case/unsupported di laporan)
cli-error-located = { $location }: { $what }
cli-error-with-hint = { $what } ({ $hint })
