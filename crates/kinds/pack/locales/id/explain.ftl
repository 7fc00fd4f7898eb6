## `fde-grade explain CODE` untuk kode jenis pack: ringkasan, artinya, alasannya, dan contoh.

explain-pack-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("File not found: PATH") setelah membaca buku kerja kasus: skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-pack-bad-data = Buku kerja kasus tidak dapat dipakai.
    .what = load_data.xlsx tidak memiliki lembar 多货推荐1, kolom yang dicari evaluator, blok 集装箱信息, atau bukan buku kerja.
    .why = Evaluator membaca buku kerja sebelum kiriman apa pun; galat yang dimunculkannya menjadi `exception` untuk setiap berkas: skor 0.
    .example = Lembar yang diganti nama menjadi Sheet1, atau tabel SKU tanpa kolom 重量.

explain-pack-not-json = Rencana bukan JSON seperti dibaca Python.
    .what = Berkas bukan UTF-8, diawali tanda urutan bita, atau bukan JSON yang sah.
    .why = `json.load` memunculkan galat di dalam try evaluator, sehingga ia melaporkan `exception` dengan pesan Python: skor 0.
    .example = Berkas yang disimpan dengan BOM, atau `{"{"}"placements": [`.

explain-pack-not-an-object = Rencana bukan objek JSON.
    .what = Berkas berisi daftar, teks, angka, atau null.
    .why = Evaluator memanggil `.get("placements")` padanya, yang memunculkan `AttributeError`: `exception`, skor 0.
    .example = `[{"{"}"sku_id": "ITEM_A", ...{"}"}]` tanpa objek di luarnya.

explain-pack-no-placements = Rencana tidak memiliki daftar `placements` yang tidak kosong.
    .what = Kuncinya tidak ada, daftarnya kosong, atau nilainya bukan daftar.
    .why = Evaluator mengembalikan `fatal` ("Missing or empty 'placements'"): skor 0.
    .example = `{"{"}"boxes": [...]{"}"}` atau `{"{"}"placements": []{"}"}`.

explain-pack-raises = Penilaian membuat Python memunculkan galat.
    .what = Sebuah penempatan bukan objek, `sku_id` berupa daftar atau objek, koordinat berupa bilangan bulat terlalu besar untuk float, atau kasus membiarkan kosong ukuran, berat, atau batas yang diperlukan pemeriksaan.
    .why = Evaluator tidak menangkap galat ini di tempat terjadinya: ia melaporkan `exception` dengan pesan Python, skor 0.
    .example = `"x": 1e999` dibaca sebagai tak hingga, tetapi `"x": 1` diikuti 400 nol memunculkan galat.

explain-pack-unknown-sku = Penempatan menyebut SKU yang tidak ada di kasus.
    .what = `sku_id` tidak ada atau bukan salah satu SKUID buku kerja, persis seperti tertulis.
    .why = Evaluator mencatat "unknown sku_id=…" sebagai pelanggaran: skor 0.
    .example = `"sku_id": "item_a"` atau `"SKU": "ITEM_A"` (kuncinya harus `sku_id`).

explain-pack-count = SKU wajib ditempatkan terlalu sedikit atau terlalu banyak.
    .what = Jumlah penempatan SKU yang 数量-nya diberikan berbeda dari angka itu.
    .why = Evaluator mencatat "required count: …" sebagai pelanggaran: skor 0.
    .example = 65 kotak ITEM_A padahal wajib 66.

explain-pack-overweight = Muatan terlalu berat.
    .what = Jumlah berat semua kotak (dari buku kerja, per SKU) melewati 最大载重 kontainer lebih dari 1e-6 kg.
    .why = Evaluator mencatat "C3: total_weight=…" sebagai pelanggaran: skor 0.
    .example = 23.000,5 kg dalam kontainer untuk 23.000 kg.

explain-pack-geometry = Sebuah bidang penempatan bukan angka.
    .what = x, y, z, l, w, atau h tidak ada, null, daftar, atau teks yang ditolak float().
    .why = Evaluator mencatat "missing/invalid geometry fields" sebagai pelanggaran dan melewatkan kotak itu dalam pemeriksaan tumpukan: skor 0.
    .example = `"x": null` atau `"l": "1,09"`.

explain-pack-negative = Kotak dimulai di bawah nol.
    .what = x, y, atau z kurang dari −1e-6.
    .why = Evaluator mencatat "C4: … negative coord" sebagai pelanggaran: skor 0.
    .example = `"z": -0.01`.

explain-pack-out-of-bounds = Kotak berakhir di luar kontainer.
    .what = x + l, y + w, atau z + h melewati panjang, lebar, atau tinggi kontainer lebih dari 1e-6.
    .why = Evaluator mencatat "C4: …" untuk setiap sumbu sebagai pelanggaran: skor 0.
    .example = Kotak sepanjang 1,09 m di x = 11 dalam kontainer 12 m.

explain-pack-not-upright = Kotak tidak berdiri tegak.
    .what = h berbeda dari tinggi SKU lebih dari 1e-6.
    .why = Evaluator mencatat "C6: … (upright)" sebagai pelanggaran: skor 0.
    .example = ITEM_A dibaringkan dengan h = 0,5.

explain-pack-not-a-rotation = Tapak kotak bukan milik SKU-nya.
    .what = (l, w) bukan (panjang, lebar) SKU maupun (lebar, panjang) dalam 1e-6.
    .why = Evaluator mencatat "C7: … not a rotation" sebagai pelanggaran: skor 0.
    .example = ITEM_A ditulis 1,1 × 0,5 padahal panjangnya 1,09.

explain-pack-overlap = Dua kotak berbagi ruang.
    .what = Kedua kotak bertumpuk lebih dari 1e-6 m pada ketiga sumbu; permukaan, tepi, dan sudut yang bersentuhan boleh.
    .why = Evaluator mencatat tiga tumpukan pertama dan jumlah sisanya sebagai pelanggaran: skor 0.
    .example = Dua kotak di sudut yang sama.
