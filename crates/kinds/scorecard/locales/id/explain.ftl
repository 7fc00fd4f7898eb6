## `fde-grade explain CODE` for the scorecard kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: ringkasan, arti, alasan, dan contoh setiap kode diagnostik.
## Teks bahasa Inggrisnya ada di en/explain.ftl (teks asli crates/grader/src/diagnostic/codes.rs).

explain-scorecard-missing-file = Berkas prediksi tidak ada atau kosong.
    .what = Berkas prediksi tidak ada, atau kosong.
    .why = Berkas yang hilang adalah pemeriksaan fatal pertama di server (aturan penilaian §2); berkas kosong membuat `pd.read_csv` memunculkan `EmptyDataError`, sebuah exception.
    .example = `predictions.csv` yang kosong.

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
