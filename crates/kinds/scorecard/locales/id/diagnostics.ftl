## The scorecard kind's diagnostics: one message per code (`scorecard/...` is `scorecard-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## scorecard
scorecard-missing-file = tidak dapat membaca { $file }: { $reason }
scorecard-missing-file-hint = Unggah { $file } dengan judul kolom `customer_id,prob_default` dan satu baris per nasabah set uji.
scorecard-implicit-index = baris data pertama (baris { $line }) punya { $n } kolom tetapi judul kolom hanya { $m }: pandas membaca { $k } kolom pertama setiap baris sebagai indeks baris dan menggeser kolom ke kiri ({ $shifted })
scorecard-implicit-index-hint = Setiap baris harus punya jumlah kolom yang sama dengan judul kolom: hapus koma di akhir baris, beri tanda kutip pada nilai yang berisi koma, dan tulis desimal dengan titik (0.27, bukan 0,27).
scorecard-missing-column = { $file } tidak punya kolom `{ $column }` (kolom yang ada: { $found })
scorecard-missing-column-hint = Judul kolom harus memuat `{ $column }` dan `{ $other }`, dengan ejaan persis.
scorecard-not-a-number = `prob_default` di baris { $line } berisi `{ $value }`, bukan angka
scorecard-not-a-number-hint = Setiap baris memerlukan probabilitas gagal bayar antara 0 dan 1.
scorecard-not-finite = `prob_default` di baris { $line } berisi `{ $value }`, bukan angka terhingga
scorecard-not-finite-hint = Probabilitas berada di antara 0 dan 1; nilai tak hingga biasanya berasal dari exp() yang meluap atau pembagian dengan nol.
scorecard-out-of-range = `prob_default` di baris { $line } bernilai { $value }, di luar [0, 1]
scorecard-out-of-range-hint = Probabilitas gagal bayar harus di antara 0 dan 1 (inklusif).
scorecard-looks-like-points = nilai `prob_default` berada di antara { $low } dan { $high }: ini tampak seperti poin kartu skor, bukan probabilitas
scorecard-looks-like-points-hint = Kirim probabilitas gagal bayar dalam [0,1]; ingat, poin lebih tinggi berarti risiko lebih rendah, jadi urutannya juga terbalik.
scorecard-looks-like-logit = nilai `prob_default` berada di antara { $low } dan { $high }: ini tampak seperti log-odds (logit), bukan probabilitas
scorecard-looks-like-logit-hint = Terapkan fungsi logistik p = 1 / (1 + exp(-x)), misalnya predict_proba alih-alih decision_function.
scorecard-looks-like-percent = nilai `prob_default` berada di antara { $low } dan { $high }: ini tampak seperti persentase
scorecard-looks-like-percent-hint = Bagi dengan 100: risiko 12% adalah 0.12.
scorecard-duplicate-id = nasabah { $id } muncul lagi di baris { $line } (pertama kali di baris { $first_line })
scorecard-duplicate-id-hint = Simpan satu baris per nasabah, misalnya df.drop_duplicates("customer_id").
scorecard-missing-id = nasabah { $id } dari set uji tidak punya baris di { $file }{ $why }
scorecard-missing-id-hint = Prediksi setiap nasabah set uji ({ $missing } dari { $total } hilang).
scorecard-extra-rows = { $n } baris punya customer_id yang tidak ada di set uji dan diabaikan (misalnya { $examples })
scorecard-extra-rows-hint = Baris tambahan tidak mengubah skor; pastikan itu bukan nasabah set uji yang ditulis berbeda (spasi di sekitar id, kasus lain, atau teks padahal set uji berisi angka).
scorecard-empty-id = `customer_id` kosong di baris { $line }
scorecard-empty-id-hint = Baris tanpa id nasabah tidak dapat dicocokkan dengan siapa pun.
scorecard-id-read-as-decimal = pandas membaca kolom `customer_id` di { $file } sebagai desimal karena { $why }; server membandingkan id sebagai teks (`astype(str)`){ $shown }, yang tidak sama dengan id set uji mana pun (misalnya { $example })
scorecard-id-read-as-decimal-hint = Beri setiap baris customer_id bilangan bulat (tanpa id kosong, NA, atau desimal).
scorecard-one-class = set uji berisi { $missing }, jadi menurut aturan AUC dan KS bernilai 0
scorecard-one-class-hint = Ini masalah data kasus, bukan masalah berkas jawaban.
scorecard-all-tied = semua nasabah set uji punya prob_default yang sama, jadi AUC 0.5 dan KS 0
scorecard-all-tied-hint = Prediksi konstan tidak mengurutkan siapa pun; kirim probabilitas dari model.
scorecard-inverted = AUC bernilai { $auc } (di bawah 0.5): nasabah lancar bayar mendapat prob_default lebih tinggi daripada nasabah gagal bayar
scorecard-inverted-hint = prob_default harus berupa probabilitas gagal bayar (makin tinggi makin berisiko); jika Anda mengirim probabilitas lancar bayar, kirim 1 - p. KS tetap sama, AUC tidak.
scorecard-truth-length = { $ids } id nasabah tetapi { $labels } label
scorecard-truth-length-hint = Beri satu label per id nasabah.
scorecard-truth-missing-column = { $file } tidak punya kolom `{ $column }`
scorecard-truth-missing-column-hint = Kunci jawaban memerlukan kolom `customer_id` dan `default` (0 atau 1).
scorecard-truth-implicit-index = { $file }: baris data pertama (baris { $line }) punya { $n } kolom tetapi judul kolom hanya { $m }, sehingga pandas membaca kolomnya bergeser
scorecard-truth-implicit-index-hint = Beri setiap baris kunci jawaban jumlah kolom yang sama dengan judul kolomnya.
scorecard-truth-bad-label = `default` di baris { $line } berisi `{ $value }`, bukan 0 atau 1
scorecard-truth-bad-label-hint = Tulis 1 untuk nasabah gagal bayar dan 0 untuk nasabah lancar bayar.
scorecard-truth-odd-label = `default` di baris { $line } berisi `{ $value }`, yang oleh `astype(int)` server dijadikan { $what }
scorecard-truth-odd-label-hint = Tulis 1 untuk nasabah gagal bayar dan 0 untuk nasabah lancar bayar (masalah data kasus).
scorecard-truth-empty = { $file } tidak berisi nasabah
scorecard-truth-empty-hint = Kunci jawaban memerlukan satu baris per nasabah set uji.
scorecard-truth-empty-id = { $file }: `customer_id` kosong di baris { $line }
scorecard-truth-empty-id-hint = Setiap baris kunci jawaban memerlukan id nasabah.
scorecard-truth-duplicate-id = { $file }: nasabah { $id } muncul lagi di baris { $line } (pertama kali di baris { $first_line })
scorecard-truth-duplicate-id-hint = Setiap nasabah set uji hanya boleh muncul sekali di kunci jawaban.
## Kalimat lain untuk beberapa kode (codes.rs, VARIANTS).
scorecard-duplicate-id-missing = `customer_id` kosong lagi di baris { $line } (pertama kali di baris { $first_line }); duplicated() di pandas menghitung setiap id kosong setelah yang pertama
scorecard-duplicate-id-number = nasabah { $id } di baris { $line } sama dengan { $other } di baris { $first_line }: pandas membaca keduanya sebagai angka { $number }
scorecard-empty-id-na = `customer_id` di baris { $line } berisi `{ $value }`, yang dibaca pandas sebagai nilai hilang
scorecard-empty-id-short-row = baris { $line } tidak punya `customer_id`: baris itu hanya punya { $n } kolom, dan pandas mengisi sisanya dengan NaN
scorecard-missing-column-hint-semicolons = Berkas dipisahkan titik koma (`;`), seperti yang disimpan spreadsheet di lokal yang memakai koma desimal; simpan dengan koma dan titik desimal (di Excel: "CSV UTF-8 (Comma delimited)").
scorecard-missing-column-hint-both = Judul kolom harus memuat `customer_id` dan `prob_default`, dengan ejaan persis.
scorecard-missing-column-hint-rename = Ganti nama kolom `{ $written }` menjadi tepat `{ $column }` (huruf kecil, tanpa spasi).
scorecard-missing-file-empty = { $file } kosong: pandas memunculkan EmptyDataError (No columns to parse from file)
scorecard-not-a-number-nan = `prob_default` di baris { $line } (nasabah { $id }) berisi `{ $value }`, nilai hilang, bukan angka
scorecard-not-a-number-empty = `prob_default` kosong di baris { $line } (nasabah { $id })
scorecard-not-a-number-short-row = `prob_default` tidak ada di baris { $line } (nasabah { $id }): baris itu hanya punya { $n } kolom, dan pandas mengisi sisanya dengan NaN
scorecard-not-a-number-space = `prob_default` di baris { $line } (nasabah { $id }) berisi "{ $value }": pandas hanya melewati spasi biasa dan tab di sekitar angka, bukan spasi lain (misalnya spasi tak terputus), jadi ini teks
scorecard-not-a-number-customer = `prob_default` di baris { $line } (nasabah { $id }) berisi `{ $value }`, bukan angka
scorecard-not-a-number-hint-point = Gunakan titik sebagai pemisah desimal: 0.27, bukan 0,27.
scorecard-not-a-number-hint-fill = Isi prediksi yang hilang (misalnya dengan tingkat gagal bayar dasar) sebelum menyimpan.
scorecard-not-a-number-hint-plain = Tulis probabilitas sebagai angka desimal biasa, misalnya 0.27.
scorecard-not-a-number-hint-percent = Tulis persentase sebagai pecahan: 12% adalah 0.12.
scorecard-not-a-number-hint-row = Setiap baris memerlukan customer_id dan probabilitas gagal bayar antara 0 dan 1.
scorecard-not-a-number-hint-around = Tulis probabilitas sebagai angka desimal biasa, misalnya 0.27, tanpa apa pun di sekitarnya.
scorecard-truth-duplicate-id-same = { $file }: bagi pandas, nasabah { $id } di baris { $line } sama dengan { $other } di baris { $first_line }; server menilai kedua baris dengan prediksi nasabah itu
scorecard-truth-duplicate-id-again = { $file }: nasabah { $id } muncul lagi di baris { $line } (pertama kali di baris { $first_line }); server menilai kedua baris dengan prediksi nasabah itu
scorecard-truth-duplicate-id-hint-case = Setiap nasabah set uji hanya boleh muncul sekali di kunci jawaban (masalah data kasus).
scorecard-truth-empty-id-na = { $file }: `customer_id` di baris { $line } berisi `{ $value }`, yang dibaca pandas sebagai nilai hilang; server menyimpan baris itu sebagai nasabah `nan`, yang hanya cocok dengan customer_id kosong di berkas jawaban
scorecard-truth-empty-id-hint-case = Setiap baris kunci jawaban memerlukan id nasabah (masalah data kasus).
scorecard-truth-bad-label-raises = `default` di baris { $line } berisi `{ $value }`: `astype(int)` di server memunculkan "{ $error }" untuk setiap berkas jawaban yang lolos pemeriksaan (pengecualian, skor 0)

## Where a problem is: a customer's id.
loc-id = id { $id }
