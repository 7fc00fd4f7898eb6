## Kata-kata panel: pelatih rute, "Yang paling mahal", sisa laporan, dokumen format, data sendiri, berbagi, dan rumus prediksi.

## Pelatih rute (site/src/components/coach.rs).

coach-title = Pelatih
coach-lead = Langkah berikutnya untuk rencana di layar: satu perubahan yang paling menurunkan biayanya, atau perbaikan yang membuatnya valid.
coach-start = Latih rencana ini: langkah terbaik berikutnya
coach-start-repair = Perbaiki rencana ini
coach-unreadable = Jawaban pelatih tidak dapat dibaca: { $error }
coach-map-label = Peta rencana dengan langkah yang disarankan untuk toko { $stores }
coach-map-caption = Langkah ini: sambungan yang dihapus bergaris putus, sambungan baru tebal, toko yang dipindah dilingkari.
coach-move-relocate = Pindahkan toko { $stores } dari rute { $route } perhentian { $stop } ke rute { $route2 } perhentian { $stop2 }
coach-move-swap = Tukar toko { $stores } (rute { $route } perhentian { $stop } ↔ rute { $route2 } perhentian { $stop2 })
coach-move-reverse = Balik urutan rute { $route } dari perhentian { $stop } ({ $stores }) sampai perhentian { $stop2 }
coach-move-other = Ubah
coach-place = rute { $route } perhentian { $stop }
coach-repair-fix-code = Betulkan kode
coach-repair-drop-unknown = Hapus kode yang tidak dikenal
coach-repair-drop-duplicate = Hapus kunjungan ganda
coach-repair-insert-missing = Sisipkan toko yang terlewat
coach-repair-split-route = Pecah rute
coach-repair-add-route = Tambah rute kosong
coach-repair-remove-empty-route = Hapus rute kosong
coach-repair-merge-routes = Gabungkan dua rute
coach-repair-move-for-capacity = Pindahkan dari truk yang penuh
coach-why-fix-code = kode ini kemungkinan besar maksudnya toko ini
coach-why-drop-unknown = tidak ada toko dengan kode ini dalam kasus
coach-why-drop-duplicate = toko ini dikunjungi lebih dari sekali
coach-why-insert-missing = tidak ada rute yang mengunjungi toko ini; di sini tambahan waktunya paling sedikit
coach-why-too-few-routes = kasus meminta lebih banyak rute
coach-why-too-many-routes = kasus meminta lebih sedikit rute
coach-why-move-for-capacity = rute ini melebihi kapasitas; toko ini muat di tempat lain dengan tambahan waktu paling sedikit
coach-run-running = Mode pelatih: { $moves } langkah, biaya { $cost }, skor { $score }
coach-run-ended = Mode pelatih selesai: { $moves } langkah, biaya { $cost }, skor { $score }
coach-run-converged = {" "}(tidak ada langkah lagi)
coach-run-stopped = {" "}(dihentikan)
coach-stop = Hentikan
coach-looking = Pelatih sedang mencari…
coach-apply-one = Terapkan
coach-apply-with = Terapkan (bersama { $count } sebelumnya)
coach-repairs-head = Rencana ini tidak valid. { $count } perbaikan membuatnya valid:
coach-repairs-head-partial = Rencana ini tidak valid. { $count } perbaikan membuatnya sevalid yang kasus ini izinkan (ruangnya kurang):
coach-repair-all = Terapkan semua perbaikan
coach-nothing = Tidak ada satu langkah pun yang menurunkan biaya rencana ini: pelatih tidak punya saran lagi.
coach-next = Langkah terbaik berikutnya:
coach-gain-cost = menghemat biaya { $saved } ({ $before } → { $after }), skor { $score }
coach-gain-seconds = waktu berkendara { $seconds } detik lebih singkat
coach-gain-spatial = { $intrusions } toko yang menyusup dan { $crossings } persilangan rute hilang
coach-found-in = Ditemukan dalam { $ms } ms di worker penilai, diukur dengan mesin penilai sendiri: penghematannya sama dengan hasil penilaian ulang rencana sesudahnya.
coach-apply = Terapkan langkah ini
coach-run = Mode pelatih: terapkan langkah sampai tidak ada yang membantu
coach-undo = Urungkan
coach-download = Unduh rencana ini (JSON rute)

## "Yang paling mahal" (site/src/components/coach_kinds.rs).

kinds-title = Yang paling mahal
kinds-lead = Di mana berkas ini kehilangan skor, dan apa hasilnya bila diperbaiki: setiap skor di bawah dihitung ulang oleh penilai di halaman ini pada berkas yang diubah ({ $ms } ms).
kinds-unreadable = Data kasus tidak dapat dibaca, jadi tidak ada yang bisa dianalisis.
kinds-data-too-large = Data kasus Anda terlalu besar untuk dianalisis di halaman ini: jalankan `fde-grade coach` padanya.
kinds-file-too-large = { $file } terlalu besar untuk dianalisis di halaman ini (lebih dari 1 MB): jalankan `fde-grade coach` padanya.
kinds-not-valid = Berkas ini tidak valid di sini, jadi tidak ada skor dan tidak ada yang bisa dianalisis.
kinds-no-explain = Mesin kasus ini belum bisa menjelaskan per baris, jadi pelatih tidak bisa mengurutkan barisnya.
kinds-other-case = Berkas ini dinilai untuk kasus lain, jadi tidak ada yang bisa dianalisis di sini.
kinds-defaulted = gagal bayar
kinds-repaid = lancar bayar
kinds-sc-head = Skor { $score } dari AUC { $auc } dan KS { $ks }.
kinds-sc-bands = Pita nilai seri yang membatasi KS
kinds-sc-no-bands = Tidak ada pita nilai seri yang berisi nasabah gagal bayar dan nasabah lancar bayar sekaligus: nilai seri tidak merugikan berkas ini.
kinds-sc-bands-note = Nasabah dengan skor yang sama membentuk satu pita; KS hanya dibaca di tepi pita, dan AUC menghitung nilai seri sebagai setengah benar. Memecah pita berarti memberi nasabah gagal bayarnya skor sedikit di atasnya (setengah jalan ke skor berikutnya yang lebih tinggi), agar mereka berada di atas nasabah lancar bayar.
kinds-sc-rows = Baris yang paling merugikan AUC
kinds-sc-no-rows = Tidak ada baris yang salah urut: setiap nasabah gagal bayar berskor di atas setiap nasabah lancar bayar.
kinds-sc-rows-note = Nasabah gagal bayar kehilangan AUC untuk setiap nasabah lancar bayar yang berskor di atasnya, nasabah lancar bayar untuk setiap nasabah gagal bayar di bawahnya (nilai seri dihitung setengah); AUC yang hilang adalah bagian itu dari semua pasangan.
kinds-col-score = skor
kinds-col-rows = baris
kinds-col-ks-if-broken = KS bila dipecah
kinds-col-auc-if-broken = AUC bila dipecah
kinds-col-score-if-broken = skor bila dipecah
kinds-col-gain = kenaikan
kinds-col-customer = nasabah
kinds-col-line = baris ke
kinds-col-outcome = hasil
kinds-col-auc-lost = AUC hilang
kinds-col-by = menurut
kinds-col-group = kelompok
kinds-col-costs = kerugian
kinds-col-score-if-exact = skor bila tepat
kinds-col-pred-vs-truth = prediksi lawan nilai sebenarnya
kinds-col-share-of = bagian dari { $loss }
kinds-col-type = jenis
kinds-col-to = kepada
kinds-col-cost = biaya
kinds-col-share-cost = bagian dari biaya kontak
kinds-pred-without = Tanpa 1 % baris terburuk ({ $rows } dari { $scored }), skornya menjadi { $score } ({ $gain }).
kinds-pred-share-of = { $share } dari { $loss }
kinds-pred-vs = { $name }{ $pred } lawan { $truth }
kinds-pred-head = Skor { $score } ({ $metric }) atas { $rows } baris yang dinilai.
kinds-pred-groups = Kelompok yang paling mahal
kinds-pred-no-groups = Tidak ada kolom kunci yang membagi baris menjadi beberapa kelompok untuk dibandingkan.
kinds-pred-groups-note = Baris dikelompokkan menurut target atau nilai kolom kunci: bagian tiap kelompok dari galat, dan skor bila kelompok itu diprediksi tepat (yang lain tetap).
kinds-pred-rows = Baris yang paling mahal
kinds-pred-no-rows = Tidak ada baris yang dinilai yang merugi: setiap prakiraan tepat.
kinds-up-without = Tanpa { $lines } baris ini, biaya kontak menjadi { $cost } dan skor bersih { $net } ({ $gain }): { $verdict }, { $points }.
kinds-up-ledger-unchecked = {" "}Buku besar tidak diperiksa untuk log itu (proses yang tidak pernah mengajukan pertanyaan itu akan menandatangani catatannya sendiri).
kinds-up-head = Uplift { $uplift } dikurangi biaya kontak { $cost }: bersih { $net }.
kinds-up-lines = Baris log permintaan yang paling mahal
kinds-up-no-lines = Tidak ada baris log permintaan yang menambah biaya kontak.
kinds-event-ask = pertanyaan
kinds-event-reply = balasan otomatis
kinds-event-inbox = kotak masuk
kinds-event-wait = menunggu
kinds-event-pilot = hari uji coba
kinds-event-other = lainnya

## Sisa laporan (report.rs), masalah (diagnostics.rs), data sendiri, berbagi.

panels-ms = ms
report-if-repaired-note = { $verdict } pada skor bersih { $net }: skor proses ini bila baris yang rusak diperbaiki
report-repriced-note = { $label }: biaya kontak { $cost }, bersih { $net } ({ $verdict }), { $count } baris berbeda harganya
report-repriced-label = yang akan ditagih server
report-ledger = buku besar
report-ledger-verified = cocok dengan buku besar
report-ledger-altered = diubah
report-ledger-none = tidak diperiksa: tidak ada entri buku besar, jadi baris log permintaan yang diubah, ditambah, atau dihapus tidak dapat dideteksi
report-ledger-not-checked = tidak diperiksa: { $why }
diag-none = Tidak ada masalah dalam berkas: semua pemeriksaan lolos.
diag-found = { $count } masalah ditemukan
diag-show-fewer = Tampilkan lebih sedikit
diag-show-all = Tampilkan semua { $count }
diag-hint = Saran:
diag-cat-fatal = fatal
diag-cat-schema = skema
diag-cat-value = nilai
diag-cat-warning = peringatan
own-could-not-read = Tidak dapat membaca { $file }: { $error }
own-no-such-file = Kasus ini tidak membaca berkas bernama { $unknown }: yang dibaca adalah { $names }.
share-the-file = berkas dalam tautan
share-attempt-too-big = berkas percobaan ini terlalu besar untuk disimpan
share-data-unreadable = data kasus tidak dapat dibaca
share-an-attempt = sebuah percobaan

## Dokumen format (formats.rs).

formats-routes-json-lists-title = JSON rute, tiap rute sebuah daftar
formats-routes-json-lists-text = Satu objek dengan daftar `routes`, satu item per truk, rute kosong ikut ditulis (jumlah item = jumlah truk). Tiap rute mendaftar kode toko sesuai urutan kunjungan, ditulis seperti kolom `网点编码` pada data kasus; angka dibaca sebagai teks (`46` dan `"46"` kode yang sama, tetapi nol di depan yang hilang tidak). Jangan tulis depo: setiap rute berangkat dan kembali ke sana. Simpan sebagai UTF-8 tanpa BOM.
formats-routes-json-objects-title = JSON rute, tiap rute sebuah objek
formats-routes-json-objects-text = Sama, tetapi tiap rute berupa objek yang daftar `customers`-nya memuat kodenya sesuai urutan kunjungan (kunci lain diabaikan; objek tanpa `customers` adalah rute kosong).
formats-routes-csv-stops-title = CSV rute, satu baris per perhentian
formats-routes-csv-stops-text = Judul kolom dan satu baris per perhentian, dipisah koma (titik koma atau tab juga dikenali): kolom rute (`route`, `route_id`, `vehicle`, `vehicle_id`, `truck`, `车辆`, `路线`, …), kolom kode toko (`store_code`, `store`, `store_id`, `code`, `customer_id`, `网点编码`, …) dan, bila ada, kolom urutan kunjungan (`visit_order`, `order`, `seq`, `position`, `顺序`, …). Rute mengikuti urutan kemunculan pertamanya; perhentian mengikuti urutan kunjungan (tanpa kolom itu, urutan berkas). Baris dengan kode toko kosong menyatakan rute kosong.
formats-routes-csv-vehicles-title = CSV rute, satu baris per truk
formats-routes-csv-vehicles-text = Judul kolom dan satu baris per truk: kolom rute (seperti di atas) dan kolom perhentian (`stops`, `codes`, `customers`, `stores`, `path`, `网点序列`, …) yang memuat kode rute itu sesuai urutan kunjungan dalam satu sel, dipisah `;` (atau `|`, `->`, `→`, spasi, atau koma di dalam sel berkutip).
formats-scorecard-predictions-title = CSV prediksi
formats-scorecard-predictions-text = Judul kolom dengan kolom `customer_id` dan `prob_default`, namanya persis (huruf besar-kecil dan spasi berpengaruh, seperti di pandas), dan satu baris untuk setiap nasabah set uji, urutan bebas. `prob_default` adalah peluang gagal bayar dalam [0, 1] (skor berskala 300–850 ditolak). Kolom lain diabaikan.
formats-uplift-result-title = JSON hasil (keluaran penilai kasus)
formats-uplift-result-text = Satu objek JSON. `kpi` (KPI sistem yang diserahkan), `kpi_baseline` (KPI sistem tanpa perubahan) dan `kpi_oracle` (KPI solusi acuan) berupa angka, ketiganya wajib; `task` (atau `engagement` dari FDE-Gym) menamai proses; `incidents` berupa daftar, dan satu entri saja membatasi uplift pada 0; `contact_cost` hanya dipakai bila berkas datang tanpa log permintaan. Hasil harness lengkap (dengan `uplift`, `uplift_net`, `discovery`, …) juga dibaca: tiga kolom KPI menjadi acuan, sisanya dihitung ulang.
formats-uplift-ask-log-title = Log permintaan (taruh bersama hasilnya)
formats-uplift-ask-log-text = Satu objek JSON per baris, seperti yang ditulis server FDE-Gym; beri nama `ask.jsonl` (sembarang `.jsonl`, atau `….ask.json`). Setiap baris perlu `to` (`id` seseorang, atau `inbox`, `wait`, `pilot`) dan `facts` (daftar teks); `cost` adalah biaya yang dikenakan harness untuk baris itu (angka, 0 bila tidak ada), dan biaya kontak adalah jumlahnya, dibulatkan ke 4 desimal. `t` (jam sejak mulai), `question`, `topics`, `n_asked` dan `hours` dari sebuah penantian dibaca untuk menghitung ulang harga log dengan orang-orang kasus.
formats-uplift-people-title = JSON orang (data kasus: people.json)
formats-uplift-people-text = Orang yang boleh ditanyai agen (muat milik Anda sendiri di "Pakai data kasus Anda sendiri"). `npcs` (atau `people`) mendaftar mereka: `id` (sama dengan `to` di log permintaan), `name`, `role`, `cost` satu pertanyaan; opsional `soft_limit` (pertanyaan dengan harga biasa, berikutnya 3 kali lipat), `patience` (pertanyaan yang masih dijawab) dan `off_limits` (true: selalu harga biasa). Opsional `clock.wait_cost_per_day`, `pilot.cost` (harga hari uji coba ke-n) dan `pilot.max_runs`.
formats-prediction-title = CSV prediksi
formats-the-test-set = set uji
formats-prediction-about = Berkas dipisah koma dengan judul kolom yang menamai kolom { $columns }. Kunci ({ $key }) mengenali sebuah baris: satu baris untuk setiap baris { $test }, urutan bebas; kolom lainnya memuat prediksi Anda sebagai angka biasa. Nama kolom harus persis (huruf besar-kecil dan spasi). Di bawah: baris-baris pertama `{ $source }`, berkas jawaban yang dinilai valid.

## The prediction page (prediction.rs).

pred-peek-caption = Baris-baris pertama nilai sebenarnya

## Rumus prediksi (prediction.rs, formula_steps).

pred-f-and = {" "}dan{" "}
pred-f-or = {" "}atau{" "}
pred-f-in-truth = {" "}(pada nilai sebenarnya)
pred-f-both-sides = {" "}(di kedua sisi)
pred-f-inf-too = , ±inf juga
pred-f-to-numeric = { $cols } dibaca sebagai angka (teks menjadi kosong{ $inf })
pred-f-not-null = tidak ada { $cols } yang kosong
pred-f-finite = { $cols } berupa angka hingga
pred-f-in-set = { $col } salah satu dari { $values }
pred-f-each = tidak ada nilai { $cols } yang { $ops }
pred-f-within = { $col } berada dalam [{ $lo }, { $hi }]
pred-f-drop-null = baris dengan { $cols } kosong dibuang{ $frame }
pred-f-clip = { $col } dipotong ke [{ $lo }, { $hi }] (tidak ditolak)
pred-f-cast-int = { $cols } dibulatkan ke bawah menjadi bilangan bulat{ $frame } (1,7 → 1)
pred-f-to-str = { $cols } dibandingkan sebagai teks{ $frame }
pred-f-parse-time = { $cols } dibaca sebagai tanggal{ $frame }
pred-f-unique = tidak ada ({ $cols }) yang muncul dua kali
pred-f-covers = setiap ({ $cols }) dari nilai sebenarnya punya baris
pred-f-no-extra = tidak ada ({ $cols }) yang tidak tercantum di nilai sebenarnya
pred-f-join-complete = setiap baris nilai sebenarnya menemukan prediksinya
pred-f-the-reference = acuan
pred-f-your-value = nilai Anda
pred-f-guard = {" "}(bila { $what } tidak di atas { $than }, skornya { $other })
pred-f-shortfall = rata-rata kekurangan saat nilai sebenarnya di atas { $threshold }
pred-f-percentile = persentil ke-{ $q } dari galat absolut
pred-f-normaliser = {" "}÷ `{ $name }` milik acuan
pred-f-csv-rows = setiap baris punya kunci dan angka hingga, dibaca seperti modul csv dan float() Python membacanya
pred-f-csv-keys = tidak ada kunci yang muncul dua kali, setiap kunci nilai sebenarnya punya baris dan tidak ada kunci lain
pred-f-first = Pertama, { $file } harus lolos semua pemeriksaan: punya kolom { $columns }{ $checks }. Jika tidak, skornya 0.
pred-f-order-yours = , sesuai urutan berkas Anda
pred-f-order-key = , diurutkan menurut kunci
pred-f-order-truth = , sesuai urutan nilai sebenarnya
pred-f-match = Setiap baris nilai sebenarnya dipasangkan dengan baris Anda yang { $keys }-nya sama{ $order }.
pred-f-mask-positive = {" "}atas baris yang nilai sebenarnya di atas 0
pred-f-mask-not-nan = {" "}atas baris yang nilai sebenarnya tidak kosong
pred-f-log = {" "}({ $names } dibandingkan sebagai log(1 + x))
pred-f-nan = {" "}Nilai kosong atau tak hingga dihitung 0.
pred-f-group = { $metric } per kelompok `{ $key }`, lalu rata-rata antarkelompok.{ $nan }
pred-f-combine-mean = lalu rata-rata antartarget
pred-f-combine-weighted = lalu jumlah berbobot { $terms }
pred-f-combine-first = nilai target pertama
pred-f-per-target = Untuk tiap target ({ $targets }): { $metric }{ $mask }{ $log }; { $combine }.{ $nan }
pred-f-floor = , paling kecil { $min }
pred-f-terms = Untuk { $targets }{ $mask }{ $log }: { $terms }{ $floor }.{ $nan }
pred-f-metric = { $metric } dari { $targets }{ $mask }{ $log }.{ $nan }
pred-f-objective = Galat itu diubah menjadi nilai yang makin tinggi makin baik: 1 ÷ (1 + galat).
pred-f-score-over = Skor = nilai Anda ÷ acuan ({ $r })
pred-f-score-under = Skor = acuan ({ $r }) ÷ nilai Anda
pred-f-score-other = Skor: nilai Anda dibandingkan acuan ({ $r })
pred-f-clamp = , nilai Anda paling kecil { $min }
pred-f-rounded = ; dibulatkan ke 6 desimal, tanpa batas atas: melampaui acuan memberi lebih dari 1.
pred-m-mae = galat absolut rata-rata (MAE)
pred-m-rmse = akar galat kuadrat rata-rata (RMSE)
pred-m-mape = galat persentase absolut rata-rata (MAPE, dalam %)
pred-m-wape = galat persentase absolut berbobot (WAPE: Σ|galat| ÷ Σ|nilai sebenarnya|)
pred-m-one-minus-wape = 1 − WAPE (1 − Σ|galat| ÷ Σ|nilai sebenarnya|)
pred-m-smape = MAPE simetris
pred-m-r2 = R² (1 − galat kuadrat ÷ varians nilai sebenarnya)
pred-m-mre = galat relatif rata-rata
pred-m-weighted-rmse = RMSE berbobot nilai sebenarnya
pred-m-skill = keunggulan dibanding menebak nol (1 − MAE ÷ rata-rata |nilai sebenarnya|)
pred-m-composite = jumlah berbobot beberapa metrik

## Alat gambar (embed.rs, EmbedTools).

embed-tools-embed = Sematkan
embed-tools-export = Ekspor SVG
embed-tools-alone = Gambar saja ↗
embed-tools-saved = SVG tersimpan.
embed-tools-nothing = Gambar ini belum punya isi untuk diekspor.
embed-tools-copied = Kode sematan disalin.
embed-tools-select = Pilih kodenya lalu salin.
embed-tools-colours = Warna
embed-tools-light = terang (untuk halaman terang)
embed-tools-dark = gelap (untuk halaman gelap)
embed-tools-auto = otomatis (pengaturan sistem pembaca)
embed-tools-paste = Tempelkan ini ke halaman Anda: gambar menyesuaikan ukuran wadahnya dan mengikuti lebar halaman.
embed-tools-copy = Salin
embed-tools-dropped = Berkas yang Anda taruh tetap di halaman ini, jadi tautan tidak bisa membawanya: sematan menampilkan contoh kasus.
pred-metric-composite = metrik gabungan
