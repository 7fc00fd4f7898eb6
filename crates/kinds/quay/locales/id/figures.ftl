## Gambar (site/src/kinds/quay/) dan halaman jenis derek dermaga.

what-quay-data = daftar kapal
what-quay-submission = jadwal derek
fig-quay-gantt-title = Jadwal pada linimasa
fig-quay-gantt-aria = Kerja, perpindahan, dan tunggu tiap derek sepanjang waktu, satu lajur per derek, jendela kapal per tambatan di atas
fig-quay-pick = Pilih jadwal untuk melihat linimasanya.
fig-quay-berth = tambatan { $berth }
fig-quay-lane = derek { $crane }
fig-quay-legend = Biru: kerja (dinamai kapalnya); oranye: perpindahan; abu-abu: tunggu (server mengisi celah lebih dari sedetik dengannya); hijau di atas: jendela tiap kapal di tambatannya. Merah: kejadian yang melanggar aturan, persilangan (di lajur derek yang terlalu ke kanan), kapal yang kurang kerja.
fig-quay-terms = biaya = 100.000.000 × { $cranes } derek + { $moves } dtk perpindahan = { $cost } · skor { $score }
fig-quay-rejected = ditolak: { $count } × `{ $code }` · skor 0
fig-quay-rung-broken = { $count } × `{ $code }` dilanggar
fig-quay-rung-cost = biaya { $cost }
glance-quay-vessels = Kapal
glance-quay-berths = Tambatan
glance-quay-work = Kerja derek yang diperlukan (jam)
glance-quay-span = Jendela
glance-quay-bad-data = Evaluator melempar pengecualian pada data kasus ini:
formula-quay-read = `cranes` mendaftar kejadian tiap derek (work, move, wait) dengan waktu `YYYY-MM-DD HH:MM:SS`; celah lebih dari sedetik menjadi tunggu di tempat derek berada.
formula-quay-rules = Setiap aturan harus dipenuhi: satu kejadian sekaligus, perpindahan 880 dtk per tambatan, kerja di tambatan kapalnya di dalam jendelanya, semua kerja kapal selesai, dan derek tidak pernah bersilang menurut crane_id.
formula-quay-cost = Biaya = 100.000.000 × derek + detik perpindahan: satu derek lebih sedikit selalu mengalahkan penghematan perpindahan mana pun.
formula-quay-score = Skor = { $reference } / biaya, dibulatkan ke 6 desimal.
report-quay-rejected = ditolak: { $count } masalah
report-quay-cost = Biaya
report-quay-cost-note = 100.000.000 × derek + detik perpindahan
report-quay-cranes = Derek
report-quay-cranes-note = panjang `cranes`
report-quay-moves = Detik perpindahan
report-quay-moves-note = 880 dtk per tambatan yang dilalui
report-quay-vessels = Kapal terlayani
report-quay-vessels-note = semua kerjanya di dalam jendelanya
report-quay-crossings = Persilangan
report-quay-crossings-note = derek yang keluar dari urutan crane_id di rel
formats-quay-solution-title = Jadwal derek (JSON)
formats-quay-solution-text = Satu objek dengan `cranes`: `crane_id` tiap derek dan `events`-nya, masing-masing dengan `type` (work, move, wait), `start_time` dan `end_time` (`YYYY-MM-DD HH:MM:SS`), `berth` atau `from_berth` dan `to_berth`, dan `vessel_id` sebuah kerja.
format-quay-submission = JSON solusi (cranes: crane_id dan events tiap derek, type, start_time, end_time, berth atau from_berth dan to_berth, vessel_id tiap kejadian)
fig-quay-live-aria = Jadwal: seret kejadian sepanjang lajurnya atau ke lajur derek lain, atau pilih dengan tombol panah dan angkat dengan Spasi
fig-quay-help = Seret kejadian (tetikus atau jari) dalam waktu atau ke lajur derek lain; atau fokuskan gambar, pilih kejadian dengan Home dan ← → (↑ ↓ derek lain), angkat dengan Spasi, geser lima menit dengan ← → atau ke derek lain dengan ↑ ↓, lalu letakkan dengan Spasi (Esc mengembalikannya). Setiap perpindahan dinilai ulang oleh penilai kasus ini sendiri, seperti `fde-grade quay` menilai berkas yang diunduh.
fig-quay-moved = { $event } kini di derek { $crane }: { $result }
fig-quay-picked = { $event } derek { $crane } diangkat: ← → geser waktu, ↑ ↓ ke derek lain, Spasi meletakkan, Esc mengembalikan
fig-quay-selected = { $event } derek { $crane }: Spasi mengangkatnya
fig-quay-undone = Perpindahan terakhir diurungkan
fig-quay-back = Kembali ke jadwal contoh

## "Apa yang paling mahal" (site/src/kinds/quay/coach.rs).
kinds-quay-lead = Biaya jadwal dalam dua sukunya, lalu detik perpindahan tiap derek (bagiannya dari semua perpindahan), kerja, dan waktu menganggur, yang paling banyak berpindah lebih dulu: dengan derek sebanyak ini, perpindahan yang tersisa untuk dihemat; derek yang kebanyakan menganggur yang patut dicoba dikeluarkan.
kinds-quay-terms = 100,000,000 × { $cranes } derek = { $crane_term }; perpindahan: { $moves } dtk
kinds-quay-crane = Derek
kinds-quay-moves = Perpindahan (dtk)
kinds-quay-share = Bagian perpindahan
kinds-quay-work = Kerja (dtk)
kinds-quay-wait = Menganggur (dtk)
