## `fde-grade explain CODE` for the prediction kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: ringkasan, arti, alasan, dan contoh setiap kode diagnostik.
## Teks bahasa Inggrisnya ada di en/explain.ftl (teks asli crates/grader/src/diagnostic/codes.rs).

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
