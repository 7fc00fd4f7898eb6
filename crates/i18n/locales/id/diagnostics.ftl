## Pesan masalah dari penilai: satu per kode (`routing/unknown-store` menjadi `routing-unknown-store`), sarannya `<key>-hint`.
## Here the core's codes' (file/, case/, scorecard/too-many-fields: the CSV reader's) and
## the words every kind's diagnostics share; a kind's codes' are in its crate (issue 43).

diagnostic-more = ... dan { $more } masalah serupa lainnya tidak ditampilkan (total { $all })

## file
file-empty = { $file } kosong
file-empty-hint = Berkas perlu satu baris judul kolom dan setidaknya satu baris data.
file-not-utf8 = { $file } bukan UTF-8: byte 0x{ $byte } di baris { $line }, kolom { $column } bukan UTF-8 yang sah; berkas tampaknya berenkode { $encoding }
file-not-utf8-hint = Simpan berkas sebagai UTF-8 (di Excel: Simpan Sebagai, "CSV UTF-8 (Comma delimited)").
file-utf16 = { $file } berenkode UTF-16 ({ $which }); simpan sebagai UTF-8
file-utf16-hint = Di Excel: Simpan Sebagai, "CSV UTF-8 (Comma delimited)"; di editor: simpan dengan enkode UTF-8.
file-spreadsheet = { $file } adalah { $what }, bukan berkas teks
file-spreadsheet-hint = Buka di Excel lalu Simpan Sebagai "CSV UTF-8 (Comma delimited)" (atau ekspor JSON dari kode Anda).
file-unclosed-quote = { $file }: nilai bertanda kutip yang dibuka di baris { $line } tidak pernah ditutup
file-unclosed-quote-hint = Tutup tanda kutipnya, atau hapus `"` yang berlebih.
## case
case-bad-manifest = { $file }: { $problem }
case-bad-manifest-hint = Lihat cases-public/README.md untuk format case.json.
case-bad-parameters = case.json `parameters`: { $problem }
case-missing-file = tidak dapat membaca { $file }
case-kind-not-built = kasus { $id }: versi penilai ini tidak memuat kasus { $kind }
case-missing-column = { $file } tidak punya kolom `{ $column }`; server memunculkan KeyError('{ $column }') untuk setiap berkas jawaban
case-missing-column-hint = customers.csv memerlukan kolom 网点编码, 总重量, 门店经度, 门店纬度.
case-not-a-number = `{ $column }` di baris { $line } berisi `{ $value }`, bukan angka; perhitungan jarak server gagal karenanya
case-not-a-number-hint = Tulis berat setiap toko sebagai angka biasa (kg).
case-too-many-fields = baris { $line } punya { $saw } kolom padahal { $expected }, sehingga pandas tidak dapat membaca { $file }: "{ $pandas_error }"
case-too-many-fields-hint = Simpan customers.csv dengan koma sebagai pemisah kolom dan titik untuk desimal.
case-no-rows = { $file } punya judul kolom tetapi tidak ada baris: tidak ada depo dan tidak ada toko
case-no-rows-hint = Tambahkan depo (baris dengan berat kosong) dan satu baris per toko di bawah judul kolom.
case-no-depot = { $file } tidak punya baris depo (baris dengan 总重量 kosong): server memunculkan "single positional indexer is out-of-bounds" untuk setiap berkas jawaban
case-no-depot-hint = Depo adalah baris pertama yang beratnya kosong.
case-no-weight = baris { $line }: `总重量` milik { $code } berisi `{ $value }`, nilai yang hilang, jadi baris ini bukan depo (baris { $depot_line }) dan bukan toko; baris ini dilewati
case-no-weight-hint = Hanya baris pertama dengan berat kosong yang menjadi depo; isi berat setiap toko.
case-infinite-weight = baris { $line }: toko { $code } beratnya `{ $value }` kg; server tetap memakainya, sehingga rute yang melayaninya melebihi kapasitas
case-negative-weight = baris { $line }: toko { $code } beratnya `{ $value }` kg, kurang dari nol; server menambahkannya ke muatan rutenya apa adanya
case-coordinates-out-of-range = baris { $line }: `{ $column }` toko { $code } bernilai { $value }, tidak di antara -{ $limit } dan { $limit }; jarak dihitung apa adanya
case-coordinates-out-of-range-hint = Periksa apakah ada titik desimal yang hilang, atau bujur dan lintang tertukar.
case-duplicate-code = kode toko { $code } muncul di baris { $first_line } dan { $line }; baris yang belakangan dipakai
case-store-is-depot-code = baris { $line }: toko { $code } memakai kode depo (baris { $depot_line }); server mencari posisi berdasarkan kode, jadi toko ini dilayani di posisi depo
case-store-is-depot-code-hint = Beri depo kode yang tidak dipakai toko mana pun.
case-unsupported = case.json `parameters.{ $path }`: { $feature } belum didukung penilai ini
case-unsupported-hint = Nilai kasus ini dengan pembanding Python (peers/prediction_peer.py) sampai penilai mendukungnya.
case-bad-truth = { $file }: { $problem }
case-bad-truth-hint = Berikan berkas nilai sebenarnya milik kasus ini (--truth), sebagai CSV UTF-8.
## scorecard
scorecard-too-many-fields = baris { $line } punya { $saw } kolom padahal { $expected }, sehingga pandas tidak dapat membaca { $file }: "{ $pandas_error }"
scorecard-too-many-fields-hint = Nilai yang berisi koma harus diapit tanda kutip ganda ("1,5"); tulis desimal dengan titik (0.27, bukan 0,27) dan hapus koma di akhir baris.
## Kalimat lain untuk beberapa kode (codes.rs, VARIANTS).
file-unclosed-quote-pandas = { $file }: nilai bertanda kutip yang dibuka di baris { $line } tidak pernah ditutup, sehingga pandas tidak dapat membacanya: "{ $pandas_error }"
case-too-many-fields-semicolons = baris { $line } punya { $saw } kolom padahal { $expected }, sehingga pandas tidak dapat membaca { $file }: "{ $pandas_error }" (berkas dipisahkan titik koma `;`, bukan koma)
case-not-a-number-float = `{ $column }` di baris { $line } berisi `{ $value }`, bukan angka: float() di server memunculkan "{ $error }" sebelum membaca berkas jawaban apa pun, jadi setiap berkas jawaban mendapat skor 0 (pengecualian)
case-not-a-number-infinite = `{ $column }` di baris { $line } berisi `{ $value }`, bukan angka terhingga; perhitungan jarak server gagal karenanya
case-not-a-number-missing = `{ $column }` di baris { $line } berisi `{ $value }`, nilai yang hilang; perhitungan jarak server gagal karenanya
case-no-weight-empty = baris { $line }: `{ $column }` milik { $code } kosong, jadi baris ini bukan depo (baris { $depot_line }) dan bukan toko; baris ini dilewati
case-no-weight-hint-missing = Hanya baris pertama dengan berat yang hilang yang menjadi depo; isi berat setiap toko.
case-no-depot-empty = { $file } tidak punya baris depo (baris dengan { $column } kosong)
file-empty-hint-truth = Kunci jawaban memerlukan satu baris judul kolom dan satu baris per nasabah set uji.
## Where a problem is (grader::Location::describe_in; English: describe).

loc-sep = {", "}
loc-line = baris { $line }
loc-line-column = baris { $line }, kolom { $column }
loc-field = kolom `{ $field }`

## A JSON value's kind in a message ({ $kind }): null, true/false, a number, text, a list, an object.
json-kind-null = null
json-kind-bool = nilai boolean
json-kind-number = angka
json-kind-text = teks
json-kind-list = daftar
json-kind-object = objek

# A place named by SKU (the pack and stack kinds).
loc-sku = SKU { $sku }
