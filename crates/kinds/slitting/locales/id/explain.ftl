## `fde-grade explain CODE` untuk kode jenis slitting: ringkasan, artinya, alasannya, dan contoh.

explain-slitting-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.csv` untuk dibaca.
    .why = Evaluator menjawab "solution.csv not found under DIR": skor 0.
    .example = Folder kiriman tanpa `solution.csv`.

explain-slitting-bad-data = Berkas data kasus membuat evaluator melempar pengecualian.
    .what = `mother_coil.csv` atau `requirements.csv` tidak punya kolom yang dibaca evaluator (宽度, 重量), memilikinya dua kali, atau tidak bisa dibaca sebagai CSV.
    .why = Evaluator membaca data sebelum rencana mana pun tanpa penangkap umum: ia berhenti, tidak mencetak apa pun, setiap rencana skor 0.
    .example = `requirements.csv` yang kolom lebarnya bernama `width`.

explain-slitting-unreadable = pandas tidak dapat membaca rencana.
    .what = Berkas bukan UTF-8, kosong, atau satu baris punya kolom lebih banyak dari judul.
    .why = `pd.read_csv` melempar di dalam try evaluator: "Failed to read solution.csv: …", skor 0.
    .example = Baris dengan koma tambahan setelah baris data pertama.

explain-slitting-no-rows = Tidak ada baris yang tersisa untuk dinilai.
    .what = Setiap baris kosong atau `mother_cut_weight`-nya kosong, bukan angka, nol atau negatif.
    .why = Evaluator menjawab "solution.csv 无有效数据行": skor 0.
    .example = Hanya baris judul.

explain-slitting-dropped-row = Satu baris dibuang sebelum dinilai.
    .what = `mother_cut_weight`-nya kosong, bukan angka yang dibaca pandas, nol atau negatif.
    .why = Server membuangnya diam-diam: bukan potongan dan stripnya tidak dibuat, biasanya membuat satu lebar kurang.
    .example = `mother_cut_weight` ditulis `abc`.

explain-slitting-crash = Evaluator berhenti pada rencana.
    .what = Dua kolom bernama sama setelah spasi dibuang (`mother_id` dan ` mother_id`), atau koil yang tak punya lebar di data dipotong tanpa lebar.
    .why = Di luar try-nya evaluator melempar: tidak mencetak apa pun dan tidak ada skor.
    .example = Kolom `mother_cut_weight` dan `mother_cut_weight ` berdampingan.

explain-slitting-missing-coil-id = Potongan tidak menyebut koil induk.
    .what = `mother_id` kosong, hilang, atau kolomnya tidak ada.
    .why = Baris itu pelanggaran: skor 0.
    .example = Baris yang kolom pertamanya kosong.

explain-slitting-unknown-coil = Potongan menyebut koil yang tidak ada di stok.
    .what = Setelah `str(id).strip()`, id bukan salah satu id stok (M_0, M_1, … menurut urutan baris; koil berberat 0 tidak di stok).
    .why = Baris itu pelanggaran: skor 0.
    .example = `coil1` atau `M_12` untuk stok 12 koil.

explain-slitting-width-mismatch = Lebar koil sebuah potongan bukan lebar koilnya.
    .what = `mother_width` berbeda lebih dari 10 mm dari lebar di stok.
    .why = Pelanggaran: skor 0 (lebar stok dipakai untuk hal lain).
    .example = `mother_width` 1000 untuk koil 1070 mm.

explain-slitting-no-cut-weight = Potongan tanpa berat.
    .what = Rencana tidak punya kolom `mother_cut_weight` (semua baris dipertahankan dan masing-masing pelanggaran), atau berat yang dibaca float() tidak di atas 0.
    .why = Pelanggaran: skor 0.
    .example = Kolom bernama `cut_weight`.

explain-slitting-light-cut = Potongan lebih ringan dari 100 kg.
    .what = `mother_cut_weight` + toleransi 10 kg di bawah 100 kg.
    .why = Pelanggaran: skor 0.
    .example = Potongan 80 kg.

explain-slitting-no-strips = Potongan tidak membuat strip.
    .what = Tidak ada slot dengan `subN_width` dan `subN_long` sama-sama angka di atas 0 (lebar tanpa panjang tidak dihitung).
    .why = Pelanggaran: skor 0.
    .example = Lebar diisi, panjang dikosongkan.

explain-slitting-unknown-width = Lebar strip tidak dipesan.
    .what = Lebar slot aktif tidak persis salah satu lebar `requirements.csv`.
    .why = Pelanggaran: skor 0.
    .example = Strip 554 mm padahal yang dipesan 555 mm.

explain-slitting-too-wide = Strip sebuah potongan lebih lebar dari koilnya.
    .what = Jumlah lebar strip melebihi lebar koil di stok.
    .why = Pelanggaran: skor 0.
    .example = Strip 600 dan 555 mm pada koil 1.150 mm.

explain-slitting-overdraw = Koil dipotong melebihi beratnya.
    .what = Potongan satu koil, menurut urutan rencana, mengambil lebih dari berat stok ditambah 10 kg.
    .why = Pelanggaran pada potongan pertama yang melampauinya (dan setiap sesudahnya): skor 0.
    .example = Dua potongan 3.000 kg dari koil 5.000 kg.

explain-slitting-short = Lebar pesanan kurang.
    .what = Strip lebar itu lebih dari 10 kg di bawah pesanannya (tiap strip: berat potong × lebar / lebar koil).
    .why = Pelanggaran: skor 0.
    .example = Pesanan 2.000 kg, dibuat 1.980 kg.

explain-slitting-over = Lebar pesanan dibuat berlebih.
    .what = Strip lebar itu lebih dari 10 kg di atas pesanannya.
    .why = Pelanggaran: skor 0 (berlebih sama buruknya dengan kurang).
    .example = Pesanan 2.000 kg, dibuat 2.020 kg.

explain-slitting-length-mismatch = Panjang strip bukan panjang potongannya.
    .what = `subN_long` berselisih lebih dari 10 mm dari berat / (lebar koil × 7,65) × 10000.
    .why = Hanya peringatan: server mencantumkannya dan panjang tidak dinilai.
    .example = Panjang dihitung dengan densitas 7,85.
