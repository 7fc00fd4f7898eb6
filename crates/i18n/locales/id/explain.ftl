## `fde-grade explain CODE`: ringkasan, arti, alasan, dan contoh setiap kode diagnostik.
## Teks bahasa Inggrisnya ada di en/explain.ftl (teks asli crates/grader/src/diagnostic/codes.rs).
## Here the core's codes'; a kind's codes' are in its crate (crates/kinds/<kind>/locales/,
## issue 43).

explain-file-empty = Berkas tidak berisi apa pun.
    .what = Berkas berukuran nol byte, atau hanya berisi baris kosong.
    .why = Pada data kasus (customers.csv, kunci jawaban), `pd.read_csv` di server memunculkan `EmptyDataError` untuk setiap berkas jawaban, sehingga kasus ditolak; rencana CSV yang kosong tidak menghasilkan rencana (fatal). Berkas prediksi yang kosong termasuk `scorecard/missing-file`.
    .example = `customers.csv` kosong yang tersimpan tanpa sengaja.

explain-file-not-utf8 = Berkas bukan teks UTF-8.
    .what = Ada byte dalam berkas yang bukan UTF-8 yang sah; lokasinya adalah byte salah yang pertama. Pesan menebak enkode 8-bit-nya (GBK, Latin-1, ...).
    .why = Server membuka setiap berkas sebagai UTF-8; Python memunculkan `UnicodeDecodeError`, sebuah exception, sehingga berkas jawaban bernilai 0 (aturan penilaian §1, §2, §5).
    .example = `customers.csv` yang disimpan dari Excel sebagai GBK: nama kolomnya yang berbahasa Tionghoa bukan UTF-8.

explain-file-utf16 = Berkas berenkode UTF-16.
    .what = Berkas diawali penanda urutan byte UTF-16, atau byte-nya berselang-seling dengan NUL seperti teks UTF-16.
    .why = Server membaca berkas sebagai UTF-8: berkas UTF-16 memunculkan galat atau terbaca sebagai teks rusak tanpa kolom yang bisa dipakai, sehingga nilainya 0 (aturan penilaian §5).
    .example = CSV yang diekspor Excel sebagai "Unicode Text".

explain-file-spreadsheet = Berkas adalah buku kerja spreadsheet, bukan teks.
    .what = Isinya buku kerja Excel (xlsx, yaitu ZIP; atau xls yang lebih lama) dengan nama berkas teks.
    .why = Server membaca berkas sebagai teks UTF-8 dan tidak bisa mengurai buku kerja, sehingga nilainya 0.
    .example = `predictions.xlsx` yang diganti namanya menjadi `predictions.csv`.

explain-file-unclosed-quote = Nilai CSV bertanda kutip tidak pernah ditutup.
    .what = Tanda kutip ganda membuka sebuah nilai dan berkas berakhir sebelum kutip penutupnya.
    .why = pandas memunculkan "EOF inside string" pada CSV seperti ini, sehingga server memberi berkas jawaban nilai 0 (aturan penilaian §2).
    .example = `customer_id,prob_default` lalu baris `"C001,0.2`.

explain-case-bad-manifest = case.json tidak bisa dibaca atau tidak memiliki kolom wajib.
    .what = Manifes kasus bukan JSON, bukan objek, atau ada kolom yang tipenya salah atau tidak ada.
    .why = Tanpa manifes, kasus sama sekali tidak bisa dinilai; CLI keluar dengan kode 2.
    .example = `{"{"}"id": "routing-city", "kind": "routing"` (kurung kurawal penutupnya hilang).

explain-case-bad-parameters = `parameters` di case.json tidak bisa dipakai.
    .what = `parameters` bukan objek, atau ada parameter (kecepatan, kapasitas, jumlah kendaraan, bobot, biaya acuan, server) yang tipenya salah atau nilainya mustahil.
    .why = Konstanta server adalah data dalam kasus kami (aturan penilaian §1, "Case parameters"); satu nilai yang salah mengubah semua skor.
    .example = `"parameters": {"{"}"vehicles": "twelve"{"}"}`.

explain-case-missing-file = Berkas yang diperlukan kasus tidak disebutkan atau tidak bisa dibaca.
    .what = case.json tidak menyebut berkas data untuk jenis kasusnya (customers.csv, kunci jawaban), atau berkas yang disebut tidak ada.
    .why = Penilai di server membaca data kasus sebelum berkas jawaban apa pun; tanpa data itu tidak ada berkas jawaban yang bisa dinilai.
    .example = case.json kasus rute yang `files`-nya tidak memiliki entri `customers`.

explain-case-kind-not-built = Build penilai ini tidak memiliki kode untuk jenis kasus ini.
    .what = Penilai dikompilasi tanpa fitur jenis ini (misalnya build situs yang hanya menilai rute).
    .why = Ini pilihan build kami, bukan perilaku server: penilaian memerlukan kode jenis kasus tersebut.
    .example = Kasus scorecard yang diberikan ke penilai yang dibuat dengan `--no-default-features --features routing`.

explain-case-missing-column = customers.csv tidak memiliki kolom yang dibaca server.
    .what = Salah satu kolom kode toko, berat, bujur, atau lintang tidak ada di baris judul (nama dibandingkan persis).
    .why = Server mencari kolom berdasarkan nama dan memunculkan `KeyError`, sehingga setiap berkas jawaban bernilai 0 (aturan penilaian §1, "Case data").
    .example = Baris judul `code,weight,lon,lat` dalam bahasa Inggris.

explain-case-not-a-number = Berat atau koordinat di customers.csv bukan angka.
    .what = Sel berat, bujur, atau lintang tidak bisa dibaca sebagai angka terhingga.
    .why = `float()` atau perhitungan jarak di server gagal sebelum membaca berkas jawaban apa pun, sehingga setiap berkas jawaban bernilai 0 (aturan penilaian §1, §5).
    .example = `ST001,12kg,116.4,39.9`.

explain-case-too-many-fields = Sebuah baris customers.csv memiliki lebih banyak isian daripada yang diterima pandas.
    .what = Sebuah baris customers.csv memiliki lebih banyak isian yang dipisah koma daripada yang diizinkan baris judul (sering terjadi pada berkas yang ditulis dengan titik koma dan koma desimal).
    .why = `pd.read_csv` di server memunculkan "Error tokenizing data" untuk setiap berkas jawaban (aturan penilaian §1, §5), sehingga kasus ditolak.
    .example = `ST001;12,5;116,4;39,9` di bawah baris judul yang dipisah koma.

explain-case-no-rows = customers.csv memiliki baris judul tetapi tidak ada baris data.
    .what = Berkas hanya berisi baris judulnya.
    .why = Tanpa depo, `iloc[0]` di server gagal untuk setiap berkas jawaban (aturan penilaian §1).
    .example = `网点编码,总重量,门店经度,门店纬度` dan tidak ada yang lain.

explain-case-no-depot = customers.csv tidak memiliki baris depo.
    .what = Setiap baris memiliki berat, jadi tidak ada baris yang menjadi depo.
    .why = Depo adalah baris pertama yang beratnya kosong (aturan penilaian §1); tanpa depo, server gagal untuk setiap berkas jawaban.
    .example = customers.csv yang baris depanya diberi berat 0.

explain-case-no-weight = Sebuah baris setelah depo tidak memiliki berat dan diabaikan.
    .what = Hanya baris pertama dengan berat kosong yang menjadi depo; baris berikutnya dengan berat kosong (atau NA) bukan depo dan bukan toko.
    .why = Setelah menentukan depo, server membuang baris yang beratnya hilang (aturan penilaian §1), sehingga mengunjungi kode itu berarti mengunjungi toko yang tidak dikenal.
    .example = Dua baris dengan `总重量` kosong: baris kedua diabaikan.

explain-case-infinite-weight = Berat sebuah toko tak terhingga.
    .what = Sebuah berat terbaca sebagai tak terhingga (`inf`, `1e999`).
    .why = `float()` di server menerimanya; rute yang melayani toko itu selalu melebihi kapasitas (aturan penilaian §1, tahap validasi 3).
    .example = `ST001,inf,116.4,39.9`.

explain-case-negative-weight = Berat sebuah toko kurang dari nol.
    .what = Sebuah berat bernilai negatif.
    .why = Server menjumlahkan berat apa adanya (aturan penilaian §1), jadi berat negatif meringankan rutenya; kasus dinilai seperti server menilainya.
    .example = `ST001,-12.5,116.4,39.9`.

explain-case-coordinates-out-of-range = Bujur atau lintang di luar rentangnya.
    .what = Bujur di luar [-180, 180] atau lintang di luar [-90, 90].
    .why = Server menghitung jarak dari angka apa adanya, jadi kasus dinilai seperti itu; nilainya kemungkinan salah ketik.
    .example = `ST001,12.5,1164.0,39.9` (titik desimalnya hilang).

explain-case-duplicate-code = Sebuah kode toko muncul di dua baris customers.csv.
    .what = Dua baris toko memakai kode yang sama.
    .why = Server membuat dict dari kode ke posisi, jadi baris yang belakangan yang berlaku (aturan penilaian §1).
    .example = `ST001` di baris 3 dan 9.

explain-case-store-is-depot-code = Sebuah toko memakai kode depo.
    .what = Sebuah baris toko memiliki kode yang sama dengan baris depo.
    .why = Server mencari posisi berdasarkan kode, jadi toko itu ditempatkan di depo (aturan penilaian §1).
    .example = Depo `0` dan sebuah toko yang juga berkode `0`.

explain-case-unsupported = Kasus meminta sesuatu yang belum dibuat di penilai ini.
    .what = Manifes kasus prediksi menyebut mesin, langkah pemeriksaan, metrik, pemetaan, atau sumber laporan (atau server) yang belum ada kodenya di penilai Rust; lokasinya adalah jalur ke item itu di manifes.
    .why = Ini soal build kami, bukan server: jika tetap dinilai, skornya tidak akan sama dengan yang diberikan evaluator benchmark, jadi kasus ditolak.
    .example = `"submission": {"{"}"engine": "grid"{"}"}` (mesin FDE-Bench 041) sebelum mesin grid dibuat.

explain-case-bad-truth = Berkas nilai sebenarnya tidak bisa dibaca seperti yang disebut kasus.
    .what = CSV nilai sebenarnya dari kasus prediksi kosong, bukan UTF-8, atau CSV-nya rusak (kutip tidak pernah ditutup, baris dengan terlalu banyak isian).
    .why = Evaluator membaca nilai sebenarnya untuk setiap berkas jawaban dan gagal pada berkas seperti ini, sehingga tidak ada berkas jawaban yang bisa dinilai.
    .example = `test_truth.csv` yang kosong.

explain-scorecard-too-many-fields = Sebuah baris CSV memiliki lebih banyak isian daripada yang diterima pandas.
    .what = Sebuah baris data memiliki lebih banyak isian yang dipisah koma daripada yang diizinkan baris judul (dan baris pertama).
    .why = pandas memunculkan "Error tokenizing data", sehingga server melaporkan exception dan memberi nilai 0 (aturan penilaian §2, §5).
    .example = `C001,0,27` (koma desimal).
