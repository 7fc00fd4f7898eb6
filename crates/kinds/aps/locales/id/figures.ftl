## Gambar jenis aps (site/src/kinds/aps/) dan halamannya.

what-aps-data = buku kerja perencanaan
what-aps-submission = jadwal
format-aps-submission = JSON solusi (scheduled_ops: wop_oid, resource, start_dt, dan end_dt tiap operasi sebagai waktu ISO 8601)
fig-aps-gantt-title = Jadwal pada perangkatnya
fig-aps-gantt-aria = Diagram Gantt: satu lajur per perangkat, waktu mendatar; tiap operasi sebuah batang berwarna menurut pesanannya; malam dan hari Minggu diarsir; operasi yang melanggar aturan bergaris tepi merah, tumpang tindih dan urutan yang salah ditandai garis merah
fig-aps-pick = Pilih jadwal yang dapat dibaca untuk melihatnya pada perangkatnya.
fig-aps-legend = Satu lajur per perangkat (perangkat aktif milik kasus, lalu sumber daya lain yang disebut rencana); tiap operasi sebuah batang berwarna pesanannya (abu-abu: bukan operasi terjadwalkan); arsiran: malam sebelum 08:00 dan mulai 18:00, serta hari Minggu. Tepi merah: operasi pada perangkat yang tak boleh dipakainya, mulai di luar jam kerja, atau panjangnya salah; garis merah: operasi yang mulai sebelum operasi sebelumnya pada perangkatnya atau dalam pesanannya selesai.
fig-aps-terms = keterlambatan { $delay } hari dari paling banyak { $upper } · utilisasi { $util } → skor { $score }
fig-aps-rejected = ditolak: { $count } × { $code } dan lainnya
fig-aps-hidden = { $count } operasi tanpa dua waktu yang terbaca tidak digambar.
fig-aps-rung-broken = { $count } × `{ $code }` dilanggar
fig-aps-rung-delay = keterlambatan { $delay } hari
glance-aps-ops = Operasi terjadwalkan
glance-aps-orders = Pesanan · bertenggat
glance-aps-devices = Perangkat aktif
glance-aps-minutes = Menit kerja (Σ MAK × QTY)
glance-aps-bad-data = Evaluator memunculkan galat pada buku kerja kasus ini:
formula-aps-read = `scheduled_ops` mendaftar setiap operasi terjadwalkan: `wop_oid`-nya, perangkat tempatnya berjalan (`resource`), serta `start_dt` dan `end_dt`-nya, waktu ISO 8601.
formula-aps-rules = Setiap aturan harus terpenuhi: setiap operasi terjadwalkan masuk jadwal, kedua waktu terbaca, perangkat yang diizinkan simpul rutenya, mulai Senin sampai Sabtu 08:00–18:00, tidak ada dua operasi sekaligus pada satu perangkat, panjang MAK × QTY menit kerja (±1 %), dan operasi tiap pesanan berurutan.
formula-aps-objective = Kualitasnya p0 = 1 − total keterlambatan / batas atasnya (semua operasi berurutan pada satu perangkat), ditambah utilisasi yang dikuantisasi ke 1.000 langkah, tiap langkah bernilai 0,49 / 1001 dari satu menit kerja keterlambatan: keterlambatan lebih sedikit selalu menang.
formula-aps-score = Skor = (p0 + langkah × nilai langkah) / { $reference }, dibulatkan ke 8 desimal.
report-aps-rejected = ditolak: { $count } masalah
report-aps-delay = Total keterlambatan (hari)
report-aps-delay-note = selisih akhir terakhir tiap pesanan melewati tenggatnya, dijumlahkan
report-aps-upper = Batas atas keterlambatan (hari)
report-aps-upper-note = semua operasi berurutan pada satu perangkat sejak 2026-05-27 08:00
report-aps-util = Utilisasi
report-aps-util-note = menit kerja dibagi perangkat terpakai × rentang kerja jadwal
report-aps-absolute = Skor mutlak
report-aps-absolute-note = p0 + utilisasi terkuantisasi × nilai langkah
report-aps-late = Pesanan terlambat
report-aps-late-note = pesanan yang operasi terakhirnya selesai melewati tenggat
report-aps-violations = Aturan dilanggar
report-aps-violations-note = tiap operasi dan tiap pasangan dihitung (server mencantumkan enam baris)
formats-aps-solution-title = Jadwal (JSON)
formats-aps-solution-text = Satu objek dengan `scheduled_ops`: daftar dengan satu objek per operasi, masing-masing dengan `wop_oid` (WOP.OID yang dijadwalkan kasus), `resource` (perangkat aktif yang diizinkan simpul rutenya), `start_dt` dan `end_dt` (ISO 8601, menit kerja di antaranya MAK × QTY).
