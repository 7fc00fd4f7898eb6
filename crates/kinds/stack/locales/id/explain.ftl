## `fde-grade explain CODE` untuk kode jenis stack: ringkasan, arti, alasan dan contoh tiap kode.

explain-stack-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("缺 solution.json"): skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-stack-bad-data = Snapshot kasus tidak bisa dipakai untuk menilai.
    .what = `warehouse_snapshot.json` bukan JSON, tidak punya kunci yang dibaca evaluator dengan `x["key"]`, atau berisi teks, daftar atau objek di tempat angka.
    .why = Evaluator akan melempar pengecualian untuk setiap kiriman; fde-grade berhenti sebelum menilai (kode keluar 2).
    .example = Baris inventory tanpa `location`.

explain-stack-not-json = Rencana bukan JSON seperti dibaca Python.
    .what = Berkas bukan UTF-8 atau bukan JSON yang sah (penanda urutan bita dibuang: evaluator membukanya sebagai utf-8-sig).
    .why = `json.load` melempar pengecualian di dalam try evaluator: `exception` dengan pesan Python, skor 0.
    .example = Berkas yang terpotong di tengah.

explain-stack-not-object = Rencana bukan objek JSON.
    .what = Nilai teratas berkas adalah daftar, angka, teks atau null.
    .why = Evaluator mengembalikan `fatal` ("solution.json 顶层不是对象"): skor 0.
    .example = `[{"{"}"type": "inbound"{"}"}]`.

explain-stack-no-operations = Tidak ada daftar `operations` yang tidak kosong.
    .what = `operations` objek tidak ada, bukan daftar, atau kosong.
    .why = Evaluator mengembalikan `fatal` ("solution.json 缺 operations 或为空"): skor 0.
    .example = `{"{"}"operations": []{"}"}`.

explain-stack-raises = Sebuah baris membuat evaluator melempar pengecualian.
    .what = Sebuah baris bukan objek (`.get`-nya melempar AttributeError), atau menit atau ton tak hingga atau bilangan bulat di luar double (`int(round(...))` melempar OverflowError, yang tidak ditangkap `except` baris).
    .why = Python melempar di dalam try evaluator: `exception`, skor 0, apa pun kesalahan lainnya.
    .example = `"start_minute": 1e999`.

explain-stack-no-rows = Tidak ada baris yang bisa dibaca.
    .what = Setiap baris berjenis tak dikenal atau menit atau tonnya tidak ada atau bukan angka.
    .why = Evaluator mengembalikan `fatal` ("operations 中没有一条可解析的作业行"): skor 0.
    .example = Baris dengan `"type": "入库"`.

explain-stack-bad-type = Jenis sebuah baris bukan salah satu dari empat.
    .what = `type` tidak persis inbound, outbound, passive_move atau active_move.
    .why = Pelanggaran keras: baris dibuang dan rencana mendapat skor 0.
    .example = `"type": "IN"`.

explain-stack-bad-number = Menit atau ton sebuah baris tidak ada atau bukan angka.
    .what = `start_minute`, `end_minute` atau `tons` tidak ada, null, daftar, atau teks yang tidak bisa dibaca `float()` (NaN juga).
    .why = Pelanggaran keras: baris dibuang dan rencana mendapat skor 0.
    .example = `"tons": "two"`.

explain-stack-duration = Sebuah baris tidak berlangsung selama menit jenisnya.
    .what = `end_minute - start_minute` (masing-masing dibulatkan ke menit utuh) bukan durasi jenisnya: masuk 3, keluar 10, pindah 10 dalam kasus ini.
    .why = Pelanggaran keras: skor 0. Tidak ada penyangga.
    .example = Baris keluar dari menit 100 sampai 105.

explain-stack-outside-day = Sebuah baris berjalan di luar hari rencana.
    .what = Mulai sebelum 0 atau berakhir setelah resources.day_minutes (1.800 dalam kasus ini).
    .why = Pelanggaran keras: skor 0.
    .example = Pemindahan dari 1.795 sampai 1.805.

explain-stack-row-tons = Sebuah baris tidak membawa apa-apa atau lebih dari batas perjalanan.
    .what = Tonnya, dalam mikroton, 0 atau kurang, atau di atas resources.max_task_tons (2 t).
    .why = Pelanggaran keras: skor 0.
    .example = `"tons": 2.5`.

explain-stack-inbound-source = Baris masuk tidak berasal dari PACKING.
    .what = `source`-nya tidak persis PACKING.
    .why = Pelanggaran keras: skor 0.
    .example = `"source": "packing"`.

explain-stack-outbound-target = Baris keluar tidak menuju OUTBOUND.
    .what = `target`-nya tidak persis OUTBOUND.
    .why = Pelanggaran keras: skor 0.
    .example = `"target": "DOCK"`.

explain-stack-unknown-bay = Sebuah baris menyebut lokasi yang tidak ada di gudang.
    .what = Target baris masuk, source baris keluar, atau source atau target pemindahan bukan `location` snapshot.
    .why = Pelanggaran keras: skor 0.
    .example = `"target": "ZONE_A_LOC_999"`.

explain-stack-region = Zona sebuah baris bukan zona lokasinya.
    .what = `region` baris berbeda dari zona lokasinya (ZONE_A, ZONE_B atau ZONE_C di awal namanya): target untuk masuk, source untuk keluar.
    .why = Pelanggaran keras: skor 0.
    .example = Baris masuk ke ZONE_B_LOC_004 dengan `"region": "ZONE_A"`.

explain-stack-cross-region = Pemindahan melintasi zona.
    .what = Source, target dan region pemindahan tidak semuanya zona yang sama.
    .why = Zona adalah gedung terpisah: pelanggaran keras, skor 0.
    .example = Pemindahan dari ZONE_A_LOC_001 ke ZONE_B_LOC_001.

explain-stack-same-bay = Pemindahan tidak ke mana-mana.
    .what = Source dan target pemindahan adalah lokasi yang sama.
    .why = Pelanggaran keras: skor 0.
    .example = Pemindahan dari ZONE_A_LOC_001 ke ZONE_A_LOC_001.

explain-stack-unknown-forklift = Sebuah baris menyebut forklift di luar daftar.
    .what = `forklift`-nya bukan forklift_id dari resources.forklifts.
    .why = Pelanggaran keras: skor 0; tonnya tidak dihitung ke batas mana pun.
    .example = `"forklift": "FLT_099"`.

explain-stack-forklift-region = Forklift bekerja di luar zonanya.
    .what = Zona baris tidak ada di region_scope forklift.
    .why = Pelanggaran keras: skor 0.
    .example = Baris ZONE_C untuk forklift yang hanya ZONE_A.

explain-stack-forklift-type = Forklift mengerjakan jenis yang tidak boleh.
    .what = Jenis baris tidak ada di allowed_types forklift (keempatnya bila tidak dicantumkan).
    .why = Pelanggaran keras: skor 0.
    .example = active_move untuk forklift yang hanya boleh masuk dan keluar.

explain-stack-outside-shift = Sebuah baris berjalan di luar giliran forkliftnya.
    .what = Mulai sebelum shift_start forklift atau berakhir setelah shift_end-nya.
    .why = Pelanggaran keras: skor 0.
    .example = Forklift giliran pertama (0 sampai 780) bekerja 775 sampai 785.

explain-stack-unknown-task = Baris masuk atau keluar tidak menyebut tugas yang dikenal.
    .what = `task_id`-nya bukan task_id dari inbound_tasks (masuk) atau outbound_tasks (keluar).
    .why = Pelanggaran keras: skor 0; tonnya tidak dihitung ke tugas mana pun.
    .example = `"task_id": ""` pada baris keluar.

explain-stack-task-lot = Sebuah baris membawa lot lain dari tugasnya.
    .what = sku atau batch-nya (sebagai teks) berbeda dari milik tugasnya.
    .why = Pelanggaran keras: skor 0. Batch lain dari SKU yang sama tidak bisa menggantikan.
    .example = Tugas (SKU_0001, 20250601) dilayani dengan batch 20250602.

explain-stack-before-task = Sebuah baris mulai sebelum tugasnya.
    .what = Menit mulainya sebelum start_minute tugas (mulai paling awal tugas).
    .why = Pelanggaran keras: skor 0.
    .example = Tugas pada menit 120 dilayani sejak menit 100.

explain-stack-move-task = Pemindahan menyebut tugas.
    .what = passive_move atau active_move punya `task_id` yang tidak kosong.
    .why = Pelanggaran keras: skor 0. Pemindahan tidak melayani tugas.
    .example = `"task_id": "IN_TASK_0001"` pada pemindahan.

explain-stack-short-stock = Sebuah perjalanan mengambil barang yang tidak ada di lokasi.
    .what = Dijalankan menurut mulai (lalu operation_id), ambil dulu baru taruh pada menit yang sama, lokasi source menyimpan (sku, batch) baris itu lebih sedikit dari yang diambil.
    .why = Pelanggaran keras: skor 0; stok tetap berkurang, dan bisa berakhir di bawah nol.
    .example = Baris keluar pada menit 10 untuk barang yang baru masuk pada menit 20.

explain-stack-over-ceiling = Sebuah lokasi diisi melebihi batasnya.
    .what = Setelah sebuah baris menaruh barang, berat lokasi melebihi yang lebih besar dari kapasitas nominal dan isinya di awal.
    .why = Pelanggaran keras: skor 0. Lokasi yang kelebihan sejak awal tidak boleh bertambah berat.
    .example = Lokasi 30 t berisi 29 t mendapat 2 t lagi.

explain-stack-trip-window = Baris-baris satu perjalanan tidak berbagi menit.
    .what = Baris satu perjalanan (forklift dan trip_id sama; baris tanpa trip_id adalah perjalanannya sendiri) punya menit mulai atau akhir berbeda.
    .why = Pelanggaran keras: skor 0. Kalimatnya hanya menyebut perjalanan: perjalanan dua forklift dengan trip_id sama dihitung sekali.
    .example = Dua baris perjalanan T1 pada menit 0–10 dan 10–20.

explain-stack-trip-tons = Sebuah perjalanan membawa lebih dari batasnya.
    .what = Ton baris-baris satu perjalanan bersama melebihi resources.max_task_tons.
    .why = Pelanggaran keras: skor 0.
    .example = Dua baris 1,5 t dalam satu perjalanan.

explain-stack-overlap = Perjalanan sebuah forklift bertumpang.
    .what = Perjalanannya diurutkan menurut (mulai, akhir, trip_id): satu mulai sebelum yang sebelumnya berakhir (bersentuhan boleh).
    .why = Pelanggaran keras: skor 0.
    .example = Perjalanan pada menit 0–10 dan 5–15 di satu forklift.

explain-stack-daily-cap = Forklift menangani lebih dari batas harinya.
    .what = Ton semua barisnya, semua jenis, melebihi daily_ton_cap-nya.
    .why = Pelanggaran keras: skor 0.
    .example = Forklift berbatas 190 t mengerjakan 96 perjalanan 2 t.

explain-stack-coverage = Ton sebuah tugas tidak dibawa tepat.
    .what = Ton baris-barisnya bersama berbeda dari ton tugas lebih dari 0,001 t (lebih atau kurang).
    .why = Pelanggaran keras: skor 0.
    .example = Tugas 5 t dilayani dua perjalanan 2 t.

explain-stack-negative-stock = Sebuah lokasi berakhir di bawah nol.
    .what = Setelah semua baris, stok satu (sku, batch) di lokasi di bawah −0,001 t.
    .why = Pelanggaran keras: skor 0.
    .example = Barang diambil dua kali dari lokasi yang menyimpannya sekali.
