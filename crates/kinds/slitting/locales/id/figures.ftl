## Halaman jenis slitting: nama berkasnya.

fig-slitting-patterns-title = Pola potong rencana: strip dan sisa per potongan
fig-slitting-patterns-aria = Satu batang per potongan, selebar koil induknya: stripnya berdampingan dan tepi yang tersisa sebagai sisa
fig-slitting-pick = Pilih rencana yang potongannya diperiksa untuk melihat polanya.
fig-slitting-width = tiap batang: satu potongan selebar koilnya (mm), potongan satu koil bersama
fig-slitting-legend = biru: lebar pesanan; merah: lebar yang tidak dipesan; arsir: sisa
fig-slitting-note = Skor menghitung potongan (95 %) dan sisa hanya sedikit (5 %). Rasio sisa:
fig-slitting-slot = posisi
fig-slitting-rung-broken = { $count } × `{ $code }` dilanggar
fig-slitting-rung-cuts = { $cuts } potongan
glance-slitting-coils = Koil induk
glance-slitting-stock = Stok (kg)
glance-slitting-widths = Lebar pesanan
glance-slitting-ordered = Pesanan (kg)
glance-slitting-bad-data = Evaluator melempar pengecualian pada data kasus ini:
formula-slitting-rows = Satu baris per potongan: koil di stok (lebarnya ±10 mm), sedikitnya 100 kg (dikurangi 10), 1 sampai 5 strip lebar pesanan yang muat di lebar koil. Baris tanpa berat di atas 0 dibuang.
formula-slitting-rules = Potongan satu koil dalam beratnya (+10 kg); setiap lebar pesanan dibuat dalam ±10 kg (berat strip = berat potong × lebarnya / lebar koil).
formula-slitting-cuts = Skor potongan = 1 + 0,05 × (46 − potongan), atau 1 − 0,2 × (potongan − 46) di atas 46; gabungan = 0,05 × (1 − sisa) + 0,95 × skor potongan.
formula-slitting-score = Skor = gabungan / { $reference }, dibulatkan ke 6 desimal.
report-slitting-rejected = ditolak: { $count } masalah
report-slitting-cuts = Potongan
report-slitting-cuts-note = baris tersisa setelah yang dibuang (target 46)
report-slitting-scrap = Sisa
report-slitting-scrap-note = berat yang dipotong tetapi tidak menjadi strip, dibagi berat yang dipotong
report-slitting-cut-score = Skor potongan
report-slitting-cut-score-note = 1 + 0,05 per potongan di bawah 46
report-slitting-combined = Gabungan
report-slitting-combined-note = 0,05 × (1 − sisa) + 0,95 × skor potongan
report-slitting-met = Lebar terpenuhi
report-slitting-met-note = dalam ±10 kg dari pesanannya
formats-slitting-solution-title = Rencana pemotongan (CSV)
formats-slitting-solution-text = Satu baris per potongan: mother_id, mother_width, mother_cut_weight, lalu hingga 5 strip, masing-masing lebar (sub1_width…) dengan panjangnya (sub1_long…).
what-slitting-data = stok koil induk
what-slitting-submission = rencana pemotongan

## "Apa yang paling mahal" (site/src/kinds/slitting/coach.rs).
kinds-slitting-lead = Skor punya dua bagian: jumlah potongan dan sisa. Tiap baris adalah skor bila bagian itu diubah dan sisanya tetap; lalu potongan yang menyisakan sisa terbanyak.
kinds-slitting-part = Perubahan
kinds-slitting-score-if = Skor
kinds-slitting-gain = Tambahan
kinds-slitting-fewer = Satu potongan lebih sedikit
kinds-slitting-clean = Tanpa sisa
kinds-slitting-cut = Potongan
kinds-slitting-coil = Gulungan induk
kinds-slitting-used = Strip / lebar gulungan (mm)
kinds-slitting-scrap = Sisa (kg)
kinds-slitting-share = Porsi dari sisa
fig-slitting-live-aria = Potongan: seret strip ke potongan lain, atau pilih satu dengan tombol panah dan angkat dengan Spasi
fig-slitting-live-score = { $cuts } potongan · sisa { $scrap } · skor { $score }
fig-slitting-live-rejected = ditolak: { $count } × `{ $code }` · skor 0
fig-slitting-help = Seret strip ke potongan lain (tetikus atau jari) agar dipotong di sana, di ujung potongan itu; atau fokuskan gambar, pilih strip dengan ← → dan potongan dengan ↑ ↓, angkat strip dengan Spasi, bawa dengan ↑ ↓ dan letakkan dengan Spasi (Esc mengembalikannya). Satu potongan paling banyak lima strip. Tiap pemindahan dinilai ulang oleh penilai kasus ini sendiri, sama seperti `fde-grade slitting` menilai berkas yang diunduh.
fig-slitting-moved = Potongan { $row } ({ $mother }) kini punya { $n } strip: { $result }
fig-slitting-full = Potongan { $row } ({ $mother }) sudah punya lima strip: tidak ada yang dipindah
fig-slitting-picked = Strip potongan { $row } ({ $mother }) diangkat: ↑ ↓ membawanya, Spasi meletakkan, Esc mengembalikan
fig-slitting-selected = Potongan { $row } ({ $mother }), { $n } strip: ← → memilih strip, Spasi mengangkatnya
fig-slitting-undone = Pemindahan terakhir diurungkan
fig-slitting-back = Kembali ke rencana contoh

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-more-cuts = sah, lebih banyak potongan
fig-rule-ladder-step-strips = strip
fig-rule-ladder-step-widths = lebar
fig-rule-ladder-step-a-row-dropped = satu baris hilang
