## The prediction kind's diagnostics: one message per code (`prediction/...` is `prediction-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## prediction
prediction-missing-file = tidak ada { $file }
prediction-missing-file-hint = Simpan prediksi dengan nama yang diminta kasus.
prediction-unreadable = { $file }: { $problem }
prediction-unreadable-hint = Simpan berkas sebagai teks CSV UTF-8 dengan baris judul kolom.
prediction-missing-column = { $file } tidak punya kolom `{ $column }` (kolomnya: { $found })
prediction-missing-column-hint = Judul kolom memerlukan kolom berikut: { $columns }.
prediction-missing-value = `{ $column }` kosong atau NaN di baris data { $row }
prediction-not-finite = `{ $column }` bernilai { $value } di baris data { $row }
prediction-out-of-range = `{ $column }` bernilai { $value } di baris data { $row }: { $rule }
prediction-not-allowed = `{ $column }` di baris data { $row } bukan salah satu dari { $values }
prediction-duplicate-key = baris data { $row } mengulang kunci ({ $columns })
prediction-missing-key = kunci ({ $columns }) baris nilai sebenarnya { $row } tidak punya prediksi
prediction-extra-key = baris data { $row } punya kunci ({ $columns }) yang tidak ada di nilai sebenarnya
prediction-exception = {"{"}pengecualian yang dimunculkan Python{"}"}
## Kalimat lain untuk beberapa kode (codes.rs, VARIANTS).
prediction-exception-no-column = { $file } tidak punya kolom `{ $column }`: pandas memunculkan KeyError
prediction-exception-truth-no-column = nilai sebenarnya tidak punya kolom `{ $column }`: pandas memunculkan KeyError
prediction-extra-key-accepted = baris diterima ke-{ $row } punya kunci yang tidak ada di nilai sebenarnya
prediction-missing-column-short = { $file } tidak punya kolom `{ $column }`
prediction-missing-column-many = { $file } tidak punya kolom { $missing } (kolomnya: { $found })
prediction-missing-column-hint-semicolons = Berkas dipisahkan titik koma (`;`), seperti yang disimpan spreadsheet di lokal yang memakai koma desimal; simpan dengan koma dan titik desimal (di Excel: "CSV UTF-8 (Comma delimited)").
prediction-missing-column-hint-tabs = Berkas dipisahkan tab; simpan dengan koma.
prediction-missing-key-single = kunci nilai sebenarnya { $key } tidak punya prediksi
prediction-missing-key-row = baris nilai sebenarnya { $row } ({ $columns }) tidak punya prediksi
prediction-missing-value-row = baris data { $row }: `{ $column }` kosong atau bukan angka
prediction-missing-value-key = baris data { $row }: kuncinya ({ $columns }) kosong atau bukan angka
prediction-missing-value-no-rows = { $file } tidak punya baris data
prediction-not-finite-row = baris data { $row }: `{ $column }` bukan angka terhingga
prediction-out-of-range-bounds = `{ $column }` bernilai { $value } di baris data { $row }, di luar [{ $low }, { $high }]
prediction-unreadable-quote = { $file }: nilai bertanda kutip yang dibuka di baris { $line } tidak pernah ditutup, sehingga pandas tidak dapat membacanya: "{ $pandas_error }"
prediction-unreadable-fields = baris { $line } punya { $saw } kolom tetapi judul kolom punya { $expected }, sehingga pandas tidak dapat membaca { $file }: "{ $pandas_error }"
prediction-unreadable-index = baris { $line } punya { $saw } kolom padahal seharusnya { $expected } ({ $header } dari judul kolom ditambah { $index } untuk indeks, karena baris data pertama punya { $first }), sehingga pandas tidak dapat membaca { $file }: "{ $pandas_error }"
prediction-unreadable-hint-quote = Tutup tanda kutipnya, atau hapus `"` yang berlebih.
prediction-unreadable-hint-comma = Nilai yang berisi koma harus diapit tanda kutip ganda ("1,5"); tulis desimal dengan titik (0.27, bukan 0,27) dan hapus koma di akhir baris.
prediction-missing-key-grid = waktu { $time }: { $count } node tidak punya nilai
prediction-out-of-range-grid = waktu { $time }: { $count } baris berada di luar grid
prediction-duplicate-key-grid = waktu { $time }: { $count } node muncul lebih dari sekali
prediction-out-of-range-grid-values = waktu { $time }: nilai dari { $min } sampai { $max } keluar dari rentang [{ $low }, { $high }]
prediction-not-allowed-cools = waktu { $time }: material { $material } turun di bawah suhu awalnya lebih dari { $tol }
prediction-not-allowed-warms = waktu { $time }: material { $material } naik di atas suhu awalnya lebih dari { $tol }
prediction-missing-value-dropped = { $count } baris punya kolom kosong atau bukan angka (dibuang)
prediction-missing-key-curve = item `{ $item }` tidak punya kurva (mungkin juga item lain)
