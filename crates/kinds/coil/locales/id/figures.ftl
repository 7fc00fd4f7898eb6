## Kata-kata gambar dan halaman jenis coil.

fig-coil-profile-title = Profil lebar dan ukuran rol urutan
fig-coil-profile-aria = Lebar tiap koil dalam urutan penggulungan, ukuran rolnya sebagai pita di bawahnya
fig-coil-pick = Pilih urutan yang semua id-nya dikenal untuk melihat profilnya.
fig-coil-width = lebar (mm), dalam urutan penggulungan
fig-coil-band = pita hijau: rol kecil; ungu: rol besar
fig-coil-rolls = rol
fig-coil-legend = merah: langkah yang melanggar aturan sambungan, tebal, atau lebar; jingga: lebar naik; dilingkari: koil lebar depan
fig-coil-switches = pergantian ukuran rol (paling banyak 1)
fig-coil-rung-broken = { $count } × `{ $code }` dilanggar
fig-coil-rung-penalty = penalti { $penalty }
fig-coil-live-aria = Urutan: seret koil ke tempat lain, atau pilih satu dengan tombol panah dan angkat dengan Spasi
fig-coil-live-score = penalti { $penalty } = 10,000 × { $jumps } pelanggaran aturan + 100 × { $rises } kenaikan lebar + { $groups } kelompok grade · skor { $score }
fig-coil-live-rejected = ditolak: { $count } × `{ $code }` · skor 0
fig-coil-help = Seret koil sepanjang urutan (tetikus atau jari) agar digulung di tempat lain; atau fokuskan gambar, pilih koil dengan ← →, angkat dengan Spasi, pindahkan dengan ← → dan letakkan dengan Spasi (Esc mengembalikannya). Tiap pemindahan dinilai ulang oleh penilai kasus ini sendiri, sama seperti `fde-grade coil` menilai berkas yang diunduh.
fig-coil-moved = { $id } kini di tempat { $place } dari { $n }: { $result }
fig-coil-picked = { $id } diangkat dari tempat { $place }: ← → memindahkan, Spasi meletakkan, Esc mengembalikan
fig-coil-selected = { $id }, tempat { $place } dari { $n }: Spasi mengangkatnya
fig-coil-undone = Pemindahan terakhir diurungkan
fig-coil-back = Kembali ke urutan contoh
glance-coil-coils = Koil
glance-coil-grades = Grade
glance-coil-small = Koil rol kecil
glance-coil-front = Koil lebar depan
glance-coil-bad-data = Evaluator melempar pengecualian pada data kasus ini:
formula-coil-read = `sequence` mencantumkan id; masing-masing dibaca sebagai `str(id).strip()` dan harus koil rencana kerja.
formula-coil-rules = Setiap koil tepat sekali, ukuran rol berganti paling banyak sekali, dan koil lebar depan paling awal.
formula-coil-penalty = Penalti = 10,000 × langkah yang melanggar aturan sambungan, tebal, atau lebar + 100 × kenaikan lebar + kelompok grade.
formula-coil-score = Skor = { $reference } / penalti, dibulatkan ke 4 desimal.
report-coil-rejected = ditolak: { $count } masalah
report-coil-penalty = Penalti
report-coil-penalty-note = 10,000 × pelanggaran + 100 × kenaikan + kelompok
report-coil-jumps = Langkah melanggar
report-coil-jumps-note = langkah sambungan, tebal, dan lebar
report-coil-rises = Kenaikan lebar
report-coil-rises-note = koil yang lebih lebar dari sebelumnya
report-coil-groups = Kelompok grade
report-coil-groups-note = deret satu grade
report-coil-switches = Pergantian ukuran rol
report-coil-switches-note = paling banyak 1
formats-coil-solution-title = Urutan koil (JSON)
formats-coil-solution-text = Satu objek dengan `sequence`: id setiap koil rencana kerja sekali, dalam urutan penggulungan.
what-coil-data = rencana kerja
what-coil-submission = urutan koil

## Yang paling mahal (site/src/kinds/coil/coach.rs).
kinds-coil-lead = Penalti urutan dibagi menjadi tiga bagiannya, masing-masing dengan skor bila bagian itu hilang; lalu langkah yang paling mahal, terbesar dulu, masing-masing pada posisinya dalam urutan, dari satu koil ke koil berikutnya.
kinds-coil-part = Bagian
kinds-coil-count = Jumlah
kinds-coil-cost = Penalti
kinds-coil-without = Skor tanpanya
kinds-coil-part-breaks = 10,000 × pelanggaran aturan
kinds-coil-part-rises = 100 × kenaikan lebar
kinds-coil-part-groups = 1 × kelompok grade
kinds-coil-position = Posisi
kinds-coil-step = Dari → ke
kinds-coil-what = Biayanya untuk
kinds-coil-step-cost = Biayanya
kinds-coil-linkage = melanggar aturan sambungan
kinds-coil-thickness = melanggar aturan tebal
kinds-coil-width = melanggar aturan lebar
kinds-coil-rise = lebar naik
kinds-coil-new-group = kelompok grade baru

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-width-rises = valid, lebar naik
fig-rule-ladder-step-valid-rule-jumps = valid, langkah melanggar aturan
fig-rule-ladder-step-roll-changes = pergantian rol
fig-rule-ladder-step-front-width-coils = koil lebar depan
fig-rule-ladder-step-unknown-ids = id tak dikenal
