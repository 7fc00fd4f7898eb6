## `fde-grade explain CODE`: ringkasan, arti, alasan, dan contoh setiap kode diagnostik.
## Teks bahasa Inggrisnya ada di en/explain.ftl (teks asli crates/grader/src/diagnostic/codes.rs).

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

explain-routing-missing-file = Berkas rute tidak bisa dibaca.
    .what = Berkas jawaban tidak ada atau tidak bisa dibuka.
    .why = Berkas yang hilang adalah pemeriksaan fatal pertama di server (aturan penilaian §1, tahap validasi 1).
    .example = `fde-grade routing --case cases-public/routing-city route.json` dengan nama berkas yang salah ketik.

explain-routing-empty-file = Berkas rute kosong.
    .what = Berkas jawaban tidak berisi byte apa pun (atau hanya spasi).
    .why = `json.load` pada berkas kosong memunculkan `JSONDecodeError`, sebuah exception di server (aturan penilaian §1); rencana CSV yang kosong bersifat fatal (format kami).
    .example = `routes.json` yang kosong.

explain-routing-not-json = Berkas rute bukan JSON yang sah.
    .what = Berkas tidak bisa diurai sebagai JSON seperti oleh `json` CPython 3.12 (koma di akhir, kutip tunggal, tingkat bersarang lebih dari ~1.500, bilangan bulat lebih dari 4.300 digit).
    .why = `json.load` gagal, sehingga server melaporkan exception dan memberi nilai 0 (aturan penilaian §1, §5).
    .example = `{"{"}"routes": [["A"],{"}"}`.

explain-routing-no-routes-list = JSON rute tidak memiliki daftar `routes`.
    .what = Tingkat teratas bukan objek dengan kunci `routes` yang nilainya berupa daftar.
    .why = Daftar `routes` yang hilang bersifat fatal di server (aturan penilaian §1, tahap validasi 1); jika `submission["routes"]` di server justru gagal (angka, teks, atau daftar di tingkat teratas), itu exception.
    .example = `[["S1", "S2"]]` (daftar tidak dibungkus `{"{"}"routes": ...{"}"}`).

explain-routing-bad-route-item = Sebuah rute bukan daftar kode dan bukan objek dengan `customers`.
    .what = Sebuah item `routes` berupa angka, teks, atau tipe salah lainnya.
    .why = Item dengan tipe yang salah bersifat fatal (aturan penilaian §1, "Submission"); jika server mengiterasinya lalu gagal (`"customers": null`), itu exception.
    .example = `{"{"}"routes": ["S1", "S2"]{"}"}` (kode tidak berada di dalam daftar rute).

explain-routing-csv-no-rows = Rencana CSV memiliki baris judul tetapi tidak ada baris data.
    .what = Rencana CSV hanya berisi baris judulnya.
    .why = Rencana CSV adalah format tambahan dari kami (aturan penilaian §1, "Submission"); tanpa baris data tidak ada rencana yang bisa dinilai.
    .example = `vehicle,store,order` dan tidak ada yang lain.

explain-routing-csv-columns = Rencana CSV tidak memiliki kolom rute atau kolom toko.
    .what = Baris judul tidak menyebut kolom kode toko (atau perhentian), atau tidak ada kolom rute / kendaraan.
    .why = Rencana CSV dibaca berdasarkan nama kolomnya (aturan penilaian §1, "Submission"); tanpa kolom itu rencana tidak bisa disusun.
    .example = Baris judul `a,b,c`.

explain-routing-csv-route-id = Sebuah baris rencana CSV tidak memiliki id rute.
    .what = Sel rute (kendaraan) pada baris perhentian kosong.
    .why = Tanpa id itu, perhentian tidak bisa dimasukkan ke rute, sehingga rencana tidak bisa dikonversi (aturan penilaian §1, "Submission").
    .example = `,ST001,1`.

explain-routing-csv-visit-order = Urutan kunjungan di rencana CSV bukan angka atau dipakai dua kali.
    .what = Sel urutan kunjungan bukan angka, atau dua perhentian dalam satu rute memiliki urutan yang sama.
    .why = Rencana hasil konversi harus pasti (aturan penilaian §1, "Submission"); urutan yang tidak terbaca atau sama membuat urutan perhentian ambigu.
    .example = `V1,ST001,first`, atau `V1,ST001,2` dan `V1,ST002,2`.

explain-routing-depot-in-route = Sebuah rute mencantumkan depo.
    .what = Sebuah rute berisi kode depo (biasanya `0`).
    .why = Server menganggap kode depo tidak dikenal, jadi menuliskannya di ujung rute adalah galat skema (aturan penilaian §1, tahap validasi 2).
    .example = `{"{"}"routes": [["0", "ST001", "0"], ...]{"}"}`.

explain-routing-unknown-store = Sebuah rute mengunjungi kode yang tidak ada di customers.csv.
    .what = Kode toko dalam rencana tidak cocok dengan toko mana pun di kasus (dibandingkan sebagai teks tanpa spasi di tepi). Pesan memberi tahu jika ada nol di depan yang hilang atau huruf besar-kecilnya berbeda.
    .why = Kode yang tidak dikenal adalah galat skema di server (aturan penilaian §1, tahap validasi 2).
    .example = `ST1713111` untuk `ST171311`, atau `46` untuk `0046`.

explain-routing-missing-store = Sebuah toko tidak dikunjungi rute mana pun.
    .what = Sebuah toko di customers.csv tidak muncul di rute mana pun.
    .why = Toko yang tidak terlayani adalah galat skema di server (aturan penilaian §1, tahap validasi 2).
    .example = Rencana yang melewatkan salah satu toko kasus.

explain-routing-duplicate-store = Sebuah toko dicantumkan lebih dari sekali.
    .what = Kode yang sama muncul dua kali atau lebih, dalam satu rute atau di beberapa rute.
    .why = Kode ganda adalah galat skema di server (aturan penilaian §1, tahap validasi 2).
    .example = `ST001` di rute 0 dan 3.

explain-routing-over-capacity = Muatan sebuah rute melebihi kapasitas kendaraan.
    .what = Jumlah berat toko-toko dalam satu rute lebih besar daripada kapasitas.
    .why = Muatan `> capacity` adalah galat nilai (aturan penilaian §1, tahap validasi 3); muatan dijumlahkan seperti `sum()` CPython 3.12 (§5), jadi muatan yang tepat sama dengan kapasitas lolos.
    .example = Rute dengan total berat toko 7.200 kg, sedangkan kapasitasnya 7.125 kg.

explain-routing-route-count = Jumlah rute dalam rencana berbeda dengan jumlah kendaraan.
    .what = Jumlah rute (termasuk rute kosong) berbeda dengan jumlah kendaraan kasus.
    .why = Server mewajibkan tepat `vehicles` rute (aturan penilaian §1, tahap validasi 4).
    .example = 11 rute untuk kasus dengan 12 kendaraan.

explain-routing-not-measured = Rencana tidak valid yang jauh lebih besar daripada kasusnya tidak diukur.
    .what = Rencana tidak valid tetap diukur untuk menunjukkan skor yang akan didapatnya, kecuali jika jauh lebih besar daripada rencana nyata mana pun untuk kasus itu.
    .why = Pilihan kami agar penilaian tetap cepat pada masukan yang berbahaya; putusannya (validity 0) sama dengan server.
    .example = `{"{"}"routes": [[], [], ...]{"}"}` dengan sejuta rute.

explain-routing-crossings-uncounted = Persilangan di luar yang dapat mengubah skor tidak semuanya dihitung.
    .what = Pencarian persilangan menyimpan temuannya dalam ruang terbatas (512 MB). Saat ruang itu penuh dan persilangan yang ditemukan sudah membuat biaya melampaui 20.000 × biaya acuan, skor dibulatkan ke 0 berapa pun sisanya, dan pencarian berhenti: putusan, skor, dan semua angka lain tepat; hanya jumlah persilangan, penalti spasial, dan biaya yang dikosongkan (null).
    .why = Pilihan kami agar memori tetap terbatas: rencana 100.000 toko dalam urutan acak memiliki puluhan juta persilangan (pencarian berhenti setelah 54–66 juta). Server akan menghitung semuanya, dengan O(n²), dan memberi skor yang sama (aturan penilaian §1).
    .example = Rute 100.000 toko dalam urutan acak.

explain-scorecard-missing-file = Berkas prediksi tidak ada atau kosong.
    .what = Berkas prediksi tidak ada, atau kosong.
    .why = Berkas yang hilang adalah pemeriksaan fatal pertama di server (aturan penilaian §2); berkas kosong membuat `pd.read_csv` memunculkan `EmptyDataError`, sebuah exception.
    .example = `predictions.csv` yang kosong.

explain-scorecard-too-many-fields = Sebuah baris CSV memiliki lebih banyak isian daripada yang diterima pandas.
    .what = Sebuah baris data memiliki lebih banyak isian yang dipisah koma daripada yang diizinkan baris judul (dan baris pertama).
    .why = pandas memunculkan "Error tokenizing data", sehingga server melaporkan exception dan memberi nilai 0 (aturan penilaian §2, §5).
    .example = `C001,0,27` (koma desimal).

explain-scorecard-implicit-index = Baris-barisnya memiliki lebih banyak isian daripada baris judul: pandas menggeser kolom.
    .what = Jika baris data pertama memiliki lebih banyak isian daripada baris judul, pandas menjadikan isian tambahan di depan sebagai indeks baris dan membaca kolom secara bergeser.
    .why = Server membaca berkas dengan `pd.read_csv` apa adanya (aturan penilaian §5), jadi kolom yang bergeser itulah yang dinilai.
    .example = Baris judul `customer_id,prob_default` di atas baris `0,C001,0.2` (indeks yang ditulis `to_csv`).

explain-scorecard-missing-column = Prediksi tidak memiliki `customer_id` atau `prob_default`.
    .what = Sebuah kolom wajib tidak ada di baris judul (nama dibandingkan persis).
    .why = Kolom yang hilang bersifat fatal di server (aturan penilaian §2).
    .example = Baris judul `id,probability`.

explain-scorecard-not-a-number = Sebuah nilai `prob_default` bukan angka.
    .what = Sebuah nilai kosong, hilang (`NA`, `null`, ...) atau berupa teks, sebagaimana dibaca pandas 2.3.2.
    .why = Nilai yang bukan angka bersifat fatal di server (aturan penilaian §2).
    .example = `C001,n/a?` atau `C001,`.

explain-scorecard-not-finite = Sebuah nilai `prob_default` tak terhingga.
    .what = Sebuah nilai terbaca sebagai tak terhingga (`inf`, `-inf`, `1e999`).
    .why = Nilai yang tidak terhingga bersifat fatal di server (aturan penilaian §2).
    .example = `C001,inf`.

explain-scorecard-out-of-range = Sebuah nilai `prob_default` di luar [0, 1].
    .what = Sebuah nilai kurang dari 0 atau lebih dari 1.
    .why = Nilai `< 0` atau `> 1` bersifat fatal di server (aturan penilaian §2), sehingga poin scorecard dan logit mentah gagal.
    .example = `C001,1.2`.

explain-scorecard-looks-like-points = Nilai-nilainya tampak seperti poin scorecard.
    .what = Semua nilai berada antara 300 dan 850, rentang umum poin scorecard.
    .why = Nilai-nilai itu di luar rentang dan gagal (aturan penilaian §2); peringatan ini menyebut apa yang kemungkinan dikirim.
    .example = `C001,612`.

explain-scorecard-looks-like-logit = Nilai-nilainya tampak seperti log-odds.
    .what = Sebagian nilai negatif dan semuanya berada antara -30 dan 30, seperti logit mentah.
    .why = Nilai-nilai itu di luar rentang dan gagal (aturan penilaian §2); peringatan ini menyebut apa yang kemungkinan dikirim.
    .example = `C001,-2.3`.

explain-scorecard-looks-like-percent = Nilai-nilainya tampak seperti persentase.
    .what = Ada nilai di atas 1, tetapi semuanya tetap dalam [0, 100].
    .why = Nilai-nilai itu di luar rentang dan gagal (aturan penilaian §2); peringatan ini menyebut apa yang kemungkinan dikirim.
    .example = `C001,12`.

explain-scorecard-duplicate-id = Sebuah `customer_id` muncul dua kali.
    .what = Dua baris memiliki id yang sama menurut cara pandas membandingkannya (`101` dan `101.0` bisa sama; setiap id yang hilang setelah yang pertama ikut dihitung).
    .why = `customer_id` ganda bersifat fatal di server (aturan penilaian §2).
    .example = `C001,0.2` dan `C001,0.3`.

explain-scorecard-missing-id = Ada nasabah set uji yang tidak memiliki prediksi.
    .what = Sebuah id nasabah di kunci jawaban tidak ada di antara id berkas jawaban (dibandingkan seperti server membandingkannya).
    .why = Id nilai sebenarnya yang tidak ada di berkas jawaban bersifat fatal di server (aturan penilaian §2).
    .example = Prediksi untuk 119 dari 120 nasabah set uji.

explain-scorecard-extra-rows = Ada baris untuk nasabah yang tidak ada di set uji.
    .what = Baris yang id-nya tidak cocok dengan nasabah set uji mana pun.
    .why = Server mengabaikan baris tambahan (aturan penilaian §2); bisa jadi itu nasabah set uji yang ditulis berbeda.
    .example = Prediksi untuk set latih juga, selain set uji.

explain-scorecard-empty-id = Sebuah baris tidak memiliki id nasabah.
    .what = Sel id sebuah baris kosong atau berisi nilai hilang.
    .why = Server tetap menyimpan baris itu (pandas membaca id-nya sebagai hilang), tetapi baris itu tidak cocok dengan nasabah set uji mana pun kecuali kunci jawaban juga memiliki id yang hilang (aturan penilaian §2, §5).
    .example = `,0.2`.

explain-scorecard-id-read-as-decimal = pandas membaca id sebagai desimal, yang tidak sama dengan id set uji mana pun.
    .what = Id yang hilang atau desimal membuat pandas membaca kolom id sebagai float64, sehingga `101` menjadi `101.0`.
    .why = Server membandingkan id sebagai teks setelah `astype(str)`; `101.0` bukan `101` (aturan penilaian §5).
    .example = Id `101`, `102` dan satu id kosong.

explain-scorecard-one-class = Set uji hanya berisi nasabah gagal bayar, atau hanya nasabah lancar bayar.
    .what = Semua label di kunci jawaban sama.
    .why = AUC dan KS bernilai 0 jika P atau N bernilai 0 (aturan penilaian §2).
    .example = Kunci jawaban yang kolom `default`-nya semuanya 0.

explain-scorecard-all-tied = Semua nasabah set uji memiliki prediksi yang sama.
    .what = Prediksi semua nasabah set uji sama.
    .why = Satu pita nilai seri berarti satu titik potong: AUC dengan peringkat rata-rata bernilai 0,5 dan KS bernilai 0 (aturan penilaian §2).
    .example = Setiap baris `...,0.5`.

explain-scorecard-inverted = AUC di bawah 0,5: model mengurutkan ke arah yang salah.
    .what = Secara keseluruhan, nasabah gagal bayar mendapat probabilitas lebih rendah daripada nasabah lancar bayar.
    .why = KS bersifat mutlak dan nilainya tetap, sedangkan AUC turun di bawah 0,5 (aturan penilaian §2).
    .example = `predict_proba(X)[:, 0]` (probabilitas lancar bayar) yang dikirim.

explain-scorecard-truth-length = Jumlah id dan label di kunci jawaban berbeda.
    .what = Kunci jawaban yang diberikan sebagai dua daftar memiliki panjang daftar yang berbeda.
    .why = Setiap nasabah set uji memerlukan satu label; kunci jawaban ini tidak bisa dipakai.
    .example = 120 id dan 119 label.

explain-scorecard-truth-missing-column = Kunci jawaban tidak memiliki `customer_id` atau `default`.
    .what = Sebuah kolom wajib kunci jawaban tidak ada di baris judulnya.
    .why = Server membaca kedua kolom berdasarkan nama dan gagal untuk setiap berkas jawaban jika kolom itu tidak ada (aturan penilaian §2).
    .example = Kunci jawaban dengan `id,label`.

explain-scorecard-truth-implicit-index = Baris-baris kunci jawaban memiliki lebih banyak isian daripada baris judulnya.
    .what = pandas menjadikan isian tambahan di depan sebagai indeks baris dan membaca kolom kunci jawaban secara bergeser.
    .why = Server akan menilai berdasarkan kolom yang bergeser; kami menolak kasus daripada menebak.
    .example = Baris judul `customer_id,default` di atas baris `0,C001,1`.

explain-scorecard-truth-bad-label = Sebuah label kunci jawaban bukan 0 atau 1 dan tidak bisa dibaca server.
    .what = Sel `default` yang membuat `astype(int)` gagal (teks, nilai hilang).
    .why = Server gagal untuk setiap berkas jawaban (aturan penilaian §2, §5), sehingga kasus ditolak.
    .example = `C001,yes`.

explain-scorecard-truth-odd-label = Sebuah label kunci jawaban terbaca sebagai angka selain 0 atau 1.
    .what = Label seperti `2` atau `0.7` yang diterima dan dipotong oleh `astype(int)`.
    .why = Kasus dinilai seperti server menilainya (aturan penilaian §5): `0.7` menjadi 0, `2` bukan kelas mana pun.
    .example = `C001,0.7`.

explain-scorecard-truth-empty = Kunci jawaban tidak berisi nasabah.
    .what = Kunci jawaban memiliki baris judul tetapi tidak ada baris data.
    .why = Tidak ada yang bisa dinilai: untuk server `py311` kasus ditolak; dengan pandas 2.3.2 server tetap menilai (AUC dan KS 0), jadi ini peringatan.
    .example = `customer_id,default` dan tidak ada yang lain.

explain-scorecard-truth-empty-id = Sebuah baris kunci jawaban tidak memiliki id nasabah.
    .what = Sel id sebuah baris kunci jawaban kosong atau berisi nilai hilang.
    .why = Dengan pandas 2.3.2 (aturan penilaian §5) server menyimpan baris itu sebagai nasabah yang hanya cocok dengan id hilang di berkas jawaban: dinilai demikian, dengan peringatan. Untuk server `py311` (pandas 3) ini galat kasus.
    .example = `,1` di kunci jawaban.

explain-scorecard-truth-duplicate-id = Seorang nasabah muncul dua kali di kunci jawaban.
    .what = Dua baris kunci jawaban memiliki id yang sama.
    .why = Dengan pandas 2.3.2 server menilai kedua baris dengan prediksi nasabah itu (aturan penilaian §2, §5): dinilai demikian, dengan peringatan. Untuk server `py311` (pandas 3) ini galat kasus.
    .example = `C001,1` dan `C001,0`.

explain-prediction-missing-file = Tidak ada berkas prediksi.
    .what = Evaluator mencari berkas prediksinya dan tidak menemukannya.
    .why = Setiap evaluator prediksi memeriksa berkas lebih dulu dan menolaknya (`fatal`).
    .example = Folder jawaban tanpa `predictions.csv`.

explain-prediction-unreadable = pandas tidak bisa membaca berkas prediksi.
    .what = Berkas kosong (tanpa kolom), bukan UTF-8, atau CSV-nya rusak (kutip tidak pernah ditutup, baris dengan lebih banyak isian daripada baris judul dan baris data pertama).
    .why = `pd.read_csv` gagal; kasus yang manifesnya menyebut `read_error: fatal` menolak berkas (`fatal`), kasus lain melaporkan exception (`error_info.exception`).
    .example = `predictions.csv` berukuran nol byte.

explain-prediction-missing-column = Sebuah kolom wajib tidak ada.
    .what = Kolom yang diwajibkan kasus tidak ada di antara kolom tabel, dibandingkan persis (kolom kedua dengan nama yang sama menjadi `name.1` di pandas).
    .why = Evaluator memeriksa kolom wajibnya lebih dulu dan menolak berkas dengan kategori kasus.
    .example = `id,pred` padahal kasus meminta `batch_id,成品小肽`.

explain-prediction-missing-value = Sebuah nilai kosong atau bukan angka.
    .what = Sel di kolom yang diperiksa hilang, atau berupa teks yang diubah menjadi NaN oleh `pd.to_numeric(errors="coerce")`.
    .why = Evaluator menolak NaN di kolom yang diperiksanya (`isnull().any()`).
    .example = `B7,` (tanpa prediksi) atau `B7,abc`.

explain-prediction-not-finite = Sebuah nilai tak terhingga.
    .what = Nilai yang diperiksa adalah inf atau -inf (atau NaN jika pemeriksaannya menghitungnya).
    .why = Evaluator mewajibkan `np.isfinite` untuk nilainya.
    .example = `B7,inf`.

explain-prediction-out-of-range = Sebuah nilai melanggar batas kasus.
    .what = Sebuah nilai memenuhi salah satu aturan `reject_if` langkah itu (misalnya di bawah 0), atau berada di luar `[lo - tol, hi + tol]`.
    .why = Evaluator memeriksa batas ini dalam float64 dan menolak berkas.
    .example = Dosis negatif, atau skor 100,5 padahal skor berada dalam [0, 100].

explain-prediction-not-allowed = Sebuah nilai bukan salah satu nilai yang diizinkan.
    .what = Sel di kolom dengan himpunan nilai tetap berisi nilai lain.
    .why = Evaluator membandingkan himpunan nilai dengan himpunan yang diizinkan.
    .example = `up` padahal arahnya `上行`, `下行`.

explain-prediction-duplicate-key = Sebuah kunci muncul dua kali.
    .what = Dua baris memiliki kunci yang sama (`duplicated` pandas: nilai dibandingkan, `1` sama dengan `1.0`, NaN sama dengan NaN).
    .why = Evaluator menolak kunci yang berulang.
    .example = Dua baris untuk jendela 3, langkah 7.

explain-prediction-missing-key = Sebuah kunci nilai sebenarnya tidak memiliki prediksi.
    .what = Sebuah kunci dari nilai sebenarnya tidak ada di prediksi (sebagai himpunan nilai, atau dicari lewat join).
    .why = Evaluator mewajibkan prediksi untuk setiap baris nilai sebenarnya.
    .example = Berkas yang kurang satu baris.

explain-prediction-extra-key = Kunci sebuah prediksi tidak ada di nilai sebenarnya.
    .what = Sebuah baris memprediksi kunci yang tidak dimiliki nilai sebenarnya.
    .why = Kasus yang mewajibkan kunci persis sama dengan nilai sebenarnya menolak kunci tambahan.
    .example = Baris untuk jendela 99 pada set uji dengan 12 jendela.

explain-prediction-exception = Tumpukan perangkat lunak evaluator gagal pada berkas ini.
    .what = pandas, numpy, atau Python gagal saat menilai: kolom hilang setelah pemeriksaan (KeyError), konversi NaN atau inf ke bilangan bulat, penggabungan kunci angka dengan kunci teks, pembagian dengan nol.
    .why = Evaluator menangkapnya dan melaporkan `error_info.exception`; validitas diatur ulang menjadi 0 kecuali `on_exception.reset_validity` kasus bernilai false.
    .example = Kolom kunci berisi `1.5e400` pada kasus yang mengubah kunci menjadi int.

explain-uplift-not-json = result.json bukan objek JSON.
    .what = Berkas hasil run tidak bisa diurai sebagai JSON, atau bukan objek.
    .why = Harness dan situs membaca result.json dengan `json.load`; tanpa berkas itu tidak ada yang bisa dinilai (aturan penilaian §3).
    .example = result.json yang terpotong: `{"{"}"kpi": 0.8,`.

explain-uplift-harness-fails = Harness FDE-Gym gagal pada run ini dan tidak menulis hasil.
    .what = Sebuah kolom atau baris log permintaan yang membuat Python di harness gagal: KPI yang bukan angka, baris log permintaan yang bukan objek JSON, `cost` yang bukan angka, surrogate tunggal yang tidak bisa ditulisnya.
    .why = Harness menghitung uplift dengan Python biasa (aturan penilaian §3); jika gagal, run tidak memiliki skor, dan situs menampilkan `error`.
    .example = `"kpi": "0.8"` (sebuah teks), atau baris log permintaan `{"{"}"t": `.

explain-uplift-not-finite = Harness akan menulis NaN atau Infinity.
    .what = KPI, jangkar, atau biaya bernilai NaN atau tak terhingga, sehingga uplift atau nilai bersihnya juga begitu.
    .why = Python menulis `NaN`/`Infinity` ke result.json, yang ditolak pembaca JSON situs; skor yang tidak terhingga ditampilkan sebagai "—" (aturan penilaian §3).
    .example = `"kpi": NaN`.

explain-uplift-zero-span = kpi_oracle sama dengan kpi_baseline: uplift bernilai 0.
    .what = Rentang `kpi_oracle - kpi_baseline` bernilai 0.
    .why = Harness menetapkan uplift 0 jika rentangnya 0 (aturan penilaian §3).
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`.

explain-uplift-incidents-not-a-list = `incidents` bukan daftar.
    .what = `incidents` berupa teks, angka, atau objek, bukan daftar.
    .why = Harness menguji `if incidents:` (aturan penilaian §3), jadi nilai apa pun yang dianggap benar membatasi uplift di 0.
    .example = `"incidents": "refund sent twice"`.

explain-uplift-ledger-integrity = Buku besar run melanggar aturan integritas.
    .what = Buku besar yang diberikan bersama run bermasalah (pengembalian dana dua kali, jumlah yang tidak cocok, ...).
    .why = Harness menambahkan masalah buku besar ke `incidents`, yang membatasi uplift di 0 (aturan penilaian §3).
    .example = Buku besar yang mengembalikan dana satu pesanan dua kali.

explain-uplift-recomputed-differs = Sebuah skor di result.json berbeda dengan hasil hitung ulang dari KPI-nya.
    .what = `uplift`, `uplift_bounded`, atau `uplift_net` di result.json tidak sama dengan hasil rumus harness dari `kpi`, jangkar, dan biaya kontak.
    .why = Harness menghitung nilai-nilai ini dari KPI (aturan penilaian §3); nilai hasil hitung ulang adalah nilai harness.
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`.

explain-uplift-variants-not-given = Run varian tanpa variants.json: jangkar dasar yang dipakai.
    .what = Run menyebut varian selain `base`, tetapi berkas varian tidak diberikan.
    .why = Harness memakai baseline dan oracle varian jika ada (aturan penilaian §3); tanpa berkas itu jangkarnya bisa berbeda.
    .example = `fde-grade uplift result.json` untuk run varian `hard`, tanpa `--variants`.

explain-uplift-ask-log-ignored = Biaya kontak sudah diberikan, jadi log permintaan tidak dipakai untuk menghitungnya.
    .what = Biaya kontak dan log permintaan sama-sama diberikan.
    .why = Biaya kontak yang diberikan yang berlaku; jika tidak, log permintaan akan dijumlahkan (aturan penilaian §3).
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`.

explain-uplift-costs-unused = Berkas orang diberikan tanpa log permintaan.
    .what = Berkas orang (biaya) hanya dipakai untuk memberi harga baris log permintaan; tidak ada baris seperti itu.
    .why = Biaya kontak berasal dari log permintaan (aturan penilaian §3).
    .example = `--people npcs.json` tanpa `--ask-log`.

explain-uplift-contact-cost-differs = Biaya kontak di result.json berbeda dengan jumlah dari log permintaan.
    .what = `contact_cost` yang tercatat di result.json bukan jumlah biaya log permintaan yang dibulatkan.
    .why = Biaya kontak harness adalah jumlah atas log permintaan, dibulatkan ke 4 angka desimal (aturan penilaian §3).
    .example = `"contact_cost": 0.1` dengan log permintaan yang biayanya berjumlah 0,12.

explain-uplift-ask-log-bad-line = Sebuah baris log permintaan bukan objek JSON, atau tipenya tidak dikenal.
    .what = Baris log permintaan yang dilewati tampilan perbaikan (bukan JSON, bukan objek), atau yang `type`-nya tidak dikenal.
    .why = Harness membaca log dengan satu `json.loads` per baris (aturan penilaian §3); tampilan perbaikan menunjukkan skor log tanpa baris itu.
    .example = Baris `{"{"}"t": ` yang terpotong.

explain-uplift-not-a-number = Sebuah kolom log permintaan yang seharusnya angka ternyata bukan angka.
    .what = Kolom numerik pada baris log permintaan (`cost`, `t`, `hours`, `extra_cost`) berisi teks atau tipe lain.
    .why = Hanya angka yang bisa diberi harga (aturan penilaian §3); kolom itu diabaikan.
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`.

explain-uplift-unknown-person = Sebuah baris log permintaan bertanya kepada orang yang tidak ada di berkas orang.
    .what = Orang yang ditanya tidak tercantum di berkas orang (biaya), sehingga harga baris itu tidak bisa dihitung ulang.
    .why = Bertanya kepada seseorang memakan `cost` orang itu (aturan penilaian §3); tanpa orang itu, biaya yang tercatat yang berlaku.
    .example = `{"{"}"type": "ask", "to": "ceo"{"}"}` padahal tidak ada `ceo` di npcs.json.

explain-uplift-pilot-past-max-runs = Hari uji coba melewati `max_runs` tercatat di log.
    .what = Log berisi lebih banyak hari pilot (uji coba) daripada yang diizinkan `max_runs`.
    .why = Hari setelah `max_runs` tidak ditagih dan tidak dicatat oleh server (aturan penilaian §3).
    .example = Baris `pilot` keempat dengan `max_runs` 3.

explain-uplift-cannot-price = Harga sebuah baris log permintaan tidak bisa dihitung ulang.
    .what = Baris tunggu tanpa jam, atau baris pilot padahal berkas orang tidak memiliki biaya pilot.
    .why = Menunggu berbiaya `wait_cost_per_day × hours/24` dan satu hari uji coba berbiaya sebesar biaya pilotnya (aturan penilaian §3); tanpa nilai itu, biaya yang tercatat yang berlaku.
    .example = `{"{"}"type": "wait"{"}"}` tanpa `hours`.

explain-uplift-cost-mismatch = Biaya yang tercatat berbeda dengan harga di berkas orang.
    .what = Biaya pada baris log permintaan tidak sama dengan harga yang diberikan berkas orang kasus.
    .why = Harness menjumlahkan biaya yang tercatat (aturan penilaian §3); tampilan server menghitung ulang harganya dari berkas orang.
    .example = Permintaan ke `ops_lead` yang tercatat 0,02 setelah batas lunak, padahal harganya 0,06.

explain-uplift-costs-not-json = Berkas orang (biaya) bukan objek JSON.
    .what = Berkas orang tidak bisa diurai sebagai JSON, atau bukan objek.
    .why = Berkas itu hanya dipakai untuk menghitung ulang harga log permintaan (aturan penilaian §3), jadi di laporan ini peringatan dan penilaian tetap berjalan.
    .example = `npcs.json` yang berisi `[{"{"}"id": "ops_lead"{"}"}]`.

explain-uplift-missing-field = Berkas orang tidak memiliki daftar `people` atau `id` seseorang.
    .what = Tidak ada daftar `people` (atau `npcs`), atau ada orang tanpa `id`.
    .why = Bertanya kepada seseorang memakan `cost` orang itu (aturan penilaian §3); tanpa daftar itu tidak ada yang bisa diberi harga. Di laporan ini peringatan: penilaian tetap berjalan.
    .example = `{"{"}"wait_cost_per_day": 0.01{"}"}` saja.

explain-uplift-costs-bad-value = Sebuah nilai di berkas orang bertipe salah, atau seseorang tercantum dua kali.
    .what = Biaya, batas, atau faktor yang bukan angka dengan jenis yang benar, atau dua orang dengan id yang sama.
    .why = Harga berasal dari nilai-nilai ini (aturan penilaian §3). Di laporan ini peringatan: penilaian tetap berjalan.
    .example = `"cost": "cheap"`.
