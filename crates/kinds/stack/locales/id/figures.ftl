## Gambar (site/src/kinds/stack/) dan halaman jenis stack.

what-stack-data = snapshot gudang
what-stack-submission = operasi satu hari
format-stack-submission = JSON solusi (operations: operation_id, type, sku, batch, source, target, region, tons, start_minute, end_minute, forklift, task_id, trip_id tiap baris)
glance-stack-bays = Lokasi tumpuk
glance-stack-mixed = Lokasi campur di awal
glance-stack-forklifts = Forklift
glance-stack-stock = Stok di awal (t)
glance-stack-inbound = Tugas masuk · t
glance-stack-outbound = Tugas keluar · t
formula-stack-read = `operations` mencantumkan setiap baris hari itu: jenisnya (`inbound`, `outbound`, `passive_move`, `active_move`), lot, lokasi, ton, menit, forklift, tugas dan perjalanan; menit dibulatkan ke menit utuh, ton dibandingkan dalam mikroton.
formula-stack-rules = Setiap aturan harus terpenuhi: tiap baris selama menit jenisnya di dalam hari dan giliran forkliftnya, sesuai zona dan haknya; tiap perjalanan paling banyak batasnya dan satu jendela waktu; perjalanan forklift tidak bertumpang, tidak di atas batas hariannya; ton setiap tugas dibawa tepat; stok yang dijalankan tidak pernah kurang, tidak ada lokasi di atas batasnya.
formula-stack-objective = Objektif = lokasi campur di akhir + (a + b / 10.000) / 10.000, a ton yang tersisa di atas kapasitas nominal dan b ton yang dipindah, keduanya dalam persepuluhan (paling banyak 9.999): lokasi campur yang lebih sedikit selalu menang.
formula-stack-score = Skor = { $reference } / objektif, dibulatkan ke 10 desimal (1.000.000 bila objektifnya 0).
report-stack-rejected = ditolak: { $count } masalah
report-stack-objective = Objektif
report-stack-objective-note = lokasi campur + (a + b/10⁴)/10⁴
report-stack-mixed = Lokasi campur
report-stack-mixed-note = lokasi yang berakhir dengan lebih dari satu SKU atau batch
report-stack-overweight = Ton di atas kapasitas
report-stack-overweight-note = tersisa di akhir hari (a, dalam persepuluhan)
report-stack-moved = Ton dipindah
report-stack-moved-note = pemindahan antarlokasi (b, dalam persepuluhan)
report-stack-rows = Baris
report-stack-rows-note = baris yang bisa dibaca evaluator
report-stack-violations = Aturan dilanggar
report-stack-violations-note = tiap kalimat sekali, seperti evaluator menghitung
fig-stack-rung-broken = { $count } × `{ $code }` dilanggar
fig-stack-rung-objective = objektif { $objective }
formats-stack-solution-title = Operasi satu hari (JSON)
formats-stack-solution-text = Satu objek dengan `operations`: `operation_id`, `type`, `sku`, `batch`, `source`, `target`, `region`, `tons`, `start_minute`, `end_minute`, `forklift`, `task_id` dan `trip_id` tiap baris.
fig-stack-timeline-title = Hari itu pada linimasa
fig-stack-timeline-aria = Perjalanan tiap forklift sepanjang menit hari itu, satu lajur per forklift, jam di luar gilirannya diarsir
fig-stack-pick = Pilih rencana untuk melihat harinya.
fig-stack-legend = Biru: masuk; oranye: keluar; ungu: pindah pasif; hijau kebiruan: pindah aktif (baris satu perjalanan ditumpuk di lajurnya, diberi nama SKU bila muat). Abu-abu: forklift di luar giliran. Merah: baris yang melanggar aturan, tumpang waktu (pada menit perjalanan berikutnya mulai), forklift di atas batas hariannya atau tidak ada di daftar; merah putus-putus: baris tugas yang tidak dibawa tepat.
fig-stack-terms = objektif = { $mixed } lokasi campur + ({ $a } + { $b } / 10,000) / 10,000 = { $objective } · skor { $score }
fig-stack-rejected = ditolak: { $count } pelanggaran, pertama `{ $code }` · skor 0

## What costs most (site/src/kinds/stack/coach.rs).
kinds-stack-lead = Tujuan rencana dalam tiga sukunya, masing-masing sepersepuluh ribu dari suku sebelumnya: pertama bay campuran, jadi satu bay berisi dua SKU atau batch lebih mahal daripada tonase berapa pun; lalu ton tiap forklift terhadap batas hariannya, yang paling penuh lebih dulu (yang tak punya sisa ruang yang perlu diringankan).
kinds-stack-terms = bay campuran { $mixed }; kelebihan berat { $overweight } persepuluh ton; dipindah { $moved } persepuluh ton
kinds-stack-forklift = Forklif
kinds-stack-used = Ton dipindah
kinds-stack-cap = Batas harian
kinds-stack-full = Dari batasnya
