## `fde-grade explain CODE` untuk kode jenis coil.

explain-coil-file-not-found = Berkas urutan tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("File not found: PATH"): skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-coil-bad-data = Berkas data kasus membuat evaluator melempar pengecualian.
    .what = `work_plan.csv` atau `grade_catalog.csv` tidak punya suatu kolom, menyebut grade yang tidak ada di katalog, atau punya ukuran yang tidak bisa dibaca float().
    .why = Evaluator membaca data sebelum kiriman mana pun: setiap kiriman mendapat `exception`, skor 0.
    .example = Baris rencana kerja yang grade-nya bukan grade_id katalog.

explain-coil-not-json = Urutan bukan JSON seperti yang dibaca Python.
    .what = Berkas bukan UTF-8, diawali tanda urutan bita, atau bukan JSON yang sah.
    .why = `json.load` melempar pengecualian di dalam try evaluator: `exception` dengan pesan Python, skor 0.
    .example = Berkas yang disimpan dengan BOM.

explain-coil-not-an-object = Berkas urutan bukan objek JSON.
    .what = Berkas berisi daftar, teks, angka, atau null.
    .why = Evaluator memanggil `.get("sequence")` padanya, yang melempar `AttributeError`: `exception`, skor 0.
    .example = `["COIL_001", "COIL_002"]` tanpa objek di sekelilingnya.

explain-coil-no-sequence = Tidak ada daftar `sequence` yang tidak kosong.
    .what = Kunci `sequence` tidak ada, atau nilainya kosong atau bukan daftar.
    .why = Evaluator mengembalikan `fatal` ("Missing or empty 'sequence'"): skor 0.
    .example = `{"{"}"sequence": []{"}"}`.

explain-coil-unknown-coil = Sebuah id bukan koil rencana kerja.
    .what = Setelah `str(m).strip()`, suatu butir bukan id rencana kerja (angka 1 menjadi "1", true menjadi "True").
    .why = Evaluator mengembalikan `schema` yang mencantumkan hingga lima id tak dikenal: skor 0.
    .example = `"COIL_1"` padahal rencana punya `COIL_001`.

explain-coil-wrong-count = Jumlah koil urutan berbeda dari rencana.
    .what = Daftar lebih panjang atau lebih pendek dari rencana kerja.
    .why = Kelengkapan adalah `constraint`: skor 0.
    .example = 80 id untuk 81 koil.

explain-coil-missing-coil = Sebuah koil rencana tertinggal.
    .what = Sebuah id rencana kerja tidak muncul di urutan.
    .why = Evaluator mencantumkan hingga lima id yang hilang sebagai `constraint`: skor 0.
    .example = Semua koil kecuali `COIL_081`.

explain-coil-duplicate = Sebuah koil dicantumkan dua kali.
    .what = Sebuah id muncul lebih dari sekali.
    .why = Evaluator melaporkan "存在重复材料号" sebagai `constraint`: skor 0.
    .example = `COIL_001` di posisi 0 dan 5.

explain-coil-roll-switch = Rol berganti lebih dari sekali.
    .what = Koil rol kecil dan rol besar berselang-seling: ukuran rol berganti di dua tempat atau lebih.
    .why = Pemisahan ukuran rol adalah `constraint`: skor 0.
    .example = kecil, besar, kecil.

explain-coil-front-width = Koil lebar depan tidak di depan.
    .what = Koil yang lebarnya sama dengan lebar depan grade-nya berada setelah koil yang bukan.
    .why = Awalan koil lebar depan adalah `constraint`: skor 0.
    .example = Tiga koil lebar depan di posisi 0, 1, dan 7.
