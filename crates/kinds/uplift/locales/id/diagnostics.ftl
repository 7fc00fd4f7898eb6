## The uplift kind's diagnostics: one message per code (`uplift/...` is `uplift-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## uplift
uplift-not-json = { $file } bukan JSON yang sah: { $problem }
uplift-not-json-hint = Periksa berkas di baris itu; isinya harus satu objek JSON, seperti yang ditulis harness.
uplift-harness-fails = { $problem }
uplift-harness-fails-hint = Harness FDE-Gym memunculkan galat di sini dan tidak menulis result.json, sehingga situs menampilkan `error`.
uplift-not-finite = result.json yang ditulis harness akan berisi NaN atau Infinity (di { $paths }), yang tidak dapat dibaca situs: situs menampilkan `error`
uplift-not-finite-hint = KPI atau biaya yang tidak terhingga tidak dapat dinilai; perbaiki penilai kasus atau masukannya, lalu nilai ulang.
uplift-zero-span = kpi_oracle sama dengan kpi_baseline ({ $value }), jadi harness menetapkan uplift 0 berapa pun kpi-nya
uplift-zero-span-hint = Patokan kasus tidak menyisakan ruang untuk perbaikan; periksa kpi_baseline dan kpi_oracle.
uplift-incidents-not-a-list = `incidents` bukan daftar: harness tetap membatasi uplift di 0 bila tidak kosong/false, tetapi situs tidak menampilkan insiden apa pun
uplift-incidents-not-a-list-hint = Tulis incidents sebagai daftar, misalnya ["refund sent twice"], atau [] bila tidak ada.
uplift-ledger-integrity = buku besar: { $problem }; harness menambahkan ini ke `incidents`
uplift-recomputed-differs = { $file } menyebut { $field } = { $theirs }, tetapi bila dihitung ulang dari kolom kpi hasilnya { $ours }; nilai hitung ulang yang dilaporkan
uplift-variants-not-given = run ini memakai varian "{ $variant }" tetapi variants.json tidak diberikan: kpi_baseline/kpi_oracle dari penilai dipakai, yang diganti harness dengan nilai varian bila ada
uplift-ask-log-ignored = biaya kontak sudah diberikan, jadi { $file } tidak dipakai untuk itu
uplift-costs-unused = { $file } diberikan tanpa log permintaan, jadi tidak ada yang perlu dihitung biayanya
uplift-contact-cost-differs = { $file } menyebut biaya kontak { $recorded }, tetapi jumlah di { $log } adalah { $ours }; angka dari log permintaan yang dipakai
uplift-ask-log-bad-line = baris { $line } di { $file } bukan JSON: { $problem }
uplift-ask-log-bad-line-hint = Setiap baris harus satu objek JSON seperti yang dicatat harness. Harness akan berhenti di sini; baris ini dilewati.
uplift-not-a-number = `{ $field }` di baris { $line } pada { $file } bernilai { $value }, bukan angka; diabaikan
uplift-unknown-person = baris { $line } meminta ke `{ $person }`, yang tidak ada di daftar orang kasus; biaya yang tercatat dipakai
uplift-unknown-person-hint = Periksa id orang tersebut di daftar orang kasus.
uplift-pilot-past-max-runs = baris { $line } adalah hari uji coba setelah max_runs: server tidak menagih dan tidak mencatatnya, jadi baris ini bukan dari server
uplift-cannot-price = biaya baris { $line } tidak dapat dihitung ({ $why }); biaya yang tercatat dipakai
uplift-cost-mismatch = baris { $line } ({ $kind } { $person }) mencatat { $logged }, tetapi berkas orang menghitungnya { $priced } ({ $why }); harness menjumlahkan biaya yang tercatat (tampilan server menunjukkan yang lain)
uplift-cost-mismatch-hint = Log dan biaya orang/jam/uji coba kasus tidak cocok; periksa mana yang terbaru.
uplift-costs-not-json = { $file } bukan JSON yang sah: { $problem }
uplift-costs-not-json-hint = Periksa berkas di baris itu; isinya harus satu objek JSON, seperti yang ditulis harness.
uplift-missing-field = { $file } tidak punya daftar `people`
uplift-missing-field-hint = Cantumkan orangnya: "people": [{"{"}"id": "ops_lead", "cost": 0.02, ...{"}"}].
uplift-costs-bad-value = `{ $field }` di { $file } bernilai { $value }, bukan { $expected }
uplift-costs-bad-value-hint = Perbaiki berkas biaya kasus; lihat formatnya di dokumentasi modul uplift.

## Kalimat lain untuk beberapa kode (codes.rs, VARIANTS).
uplift-harness-fails-hint-line = Harness FDE-Gym berhenti menilai di baris ini, sehingga situs menampilkan `error`. Setiap baris harus satu objek JSON seperti yang ditulis server stakeholder, dengan `to`, `facts` (daftar teks), dan `cost` berupa angka.
uplift-not-json-top = { $file } berisi { $type }, bukan objek JSON
uplift-not-json-hint-object = Berkas harus berupa satu objek JSON: {"{"} "kpi": ..., ... {"}"}.
uplift-ask-log-bad-line-unknown-type = baris { $line } di { $file } punya tipe tak dikenal "{ $type }"; biaya yang tercatat dihitung apa adanya
uplift-ask-log-bad-line-hint-types = Tipe yang dikenal: ask, reply, inbox, wait, pilot.
## uplift/harness-fails: each way FDE-Gym's harness fails (codes.rs, VARIANTS), and the
## kinds of JSON value its sentences name (`{ $kind }`: grader::Diagnostic::message_in).
uplift-harness-fails-line-bom = baris { $line } pada { $file } tidak bisa dibaca: berkas diawali penanda urutan bita (BOM) UTF-8, yang ditolak json.loads milik Python
uplift-harness-fails-line-blank = baris { $line } pada { $file } tidak bisa dibaca: barisnya kosong
uplift-harness-fails-line-not-json = baris { $line } pada { $file } tidak bisa dibaca: bukan JSON ({ $problem })
uplift-harness-fails-line-not-object = baris { $line } pada { $file } berisi { $kind }, bukan objek JSON
uplift-harness-fails-no-facts = baris { $line } pada { $file } tidak punya `facts`
uplift-harness-fails-facts-unhashable = `facts` di baris { $line } pada { $file } berisi { $kind }, yang tidak bisa dimasukkan Python ke dalam set
uplift-harness-fails-facts-not-text = `facts` di baris { $line } pada { $file } berisi { $kind }, bukan teks (harness mengurutkan dan membaca facts sebagai teks)
uplift-harness-fails-facts-not-list = `facts` di baris { $line } pada { $file } berupa { $kind }, bukan daftar
uplift-harness-fails-cost-too-large = `cost` di baris { $line } pada { $file } adalah bilangan bulat yang terlalu besar untuk dijadikan float
uplift-harness-fails-cost-not-number = `cost` di baris { $line } pada { $file } berupa { $kind }, bukan angka
uplift-harness-fails-no-to = baris { $line } pada { $file } tidak punya `to`
uplift-harness-fails-to-not-id = `to` di baris { $line } pada { $file } berupa { $kind }, bukan id seseorang
uplift-harness-fails-line-surrogate = baris { $line } pada { $file } berisi surrogate tunggal (\ud800-\udfff) di `facts` atau `to`, yang tidak bisa ditulis harness ke result.json
uplift-harness-fails-gates = `gates` di { $file } berupa { $kind }, bukan objek: harness menulis catatan isolasinya ke situ, jadi berhenti
uplift-harness-fails-incidents = `incidents` di { $file } berupa { $kind }, yang tidak bisa diubah Python menjadi daftar untuk ditambahi masalah buku besar
uplift-harness-fails-variant-not-number = varian (variants.json) punya `{ $field }` = { $kind }, bukan angka (TypeError Python)
uplift-harness-fails-variant-subtract = kedua jangkar varian (variants.json) tidak bisa dikurangkan: { $error } (OverflowError Python)
uplift-harness-fails-no-field = { $file } tidak punya `{ $field }` (KeyError Python)
uplift-harness-fails-not-number = { $file } punya `{ $field }` = { $kind }, bukan angka (TypeError Python)
uplift-harness-fails-subtract = kedua jangkar di { $file } tidak bisa dikurangkan: { $error } (OverflowError Python)
uplift-harness-fails-kpi-minus = { $file }: kpi - kpi_baseline tidak bisa dihitung: { $error } (OverflowError Python)
uplift-harness-fails-divide = { $file }: tidak bisa membagi dengan selisih kedua jangkar: { $error } (OverflowError Python)
uplift-harness-fails-result-surrogate = { $file } berisi surrogate tunggal (\ud800-\udfff), yang tidak bisa ditulis harness ke result.json
uplift-harness-fails-ledger-entry-not-json = pemeriksaan buku besar tidak bisa berjalan: entri buku besar bukan JSON ({ $problem })
uplift-harness-fails-ledger-no-key = pemeriksaan buku besar tidak bisa berjalan: entri buku besar tidak punya `key`
uplift-harness-fails-ledger-key-not-hex = pemeriksaan buku besar tidak bisa berjalan: `key` entri buku besar bukan teks heksadesimal
uplift-harness-fails-ledger-meta-not-json = pemeriksaan buku besar tidak bisa berjalan: meta.json bukan JSON ({ $problem })
uplift-harness-fails-ledger-head-not-json = pemeriksaan buku besar tidak bisa berjalan: kepala buku besar bukan JSON ({ $problem })
uplift-harness-fails-ledger-head-no-n = pemeriksaan buku besar tidak bisa berjalan: kepala buku besar tidak punya `n`
uplift-harness-fails-ledger-head-no-mac = pemeriksaan buku besar tidak bisa berjalan: kepala buku besar tidak punya `mac`
uplift-harness-fails-ledger-surrogate = pemeriksaan buku besar tidak bisa berjalan: baris { $line } log permintaan berisi surrogate tunggal (\ud800-\udfff), yang tidak bisa dienkode Python untuk ditandatangani
uplift-harness-fails-ledger-array = pemeriksaan buku besar tidak bisa berjalan: baris { $line } log permintaan berupa larik JSON
uplift-harness-fails-meta-not-json = { $file } bukan JSON ({ $problem }), jadi harness tidak bisa membaca run ini
uplift-harness-fails-meta-not-object = { $file } berisi { $kind }, bukan objek JSON, jadi harness tidak bisa membaca run ini
uplift-harness-fails-meta-no-field = { $file } tidak punya `{ $field }`, yang dibaca harness untuk run tanpa entri buku besar (KeyError Python)
uplift-harness-fails-meta-not-name = `{ $field }` di { $file } berupa { $kind }, bukan nama
uplift-harness-fails-variants-not-json = { $file } bukan JSON yang sah: { $problem }
uplift-harness-fails-no-variant = { $file } tidak punya varian "{ $name }", jadi harness berhenti (sys.exit)
uplift-harness-fails-variant-not-object = varian "{ $name }" di { $file } berupa { $kind }, bukan objek parameter
uplift-harness-fails-hint-stops = Harness FDE-Gym berhenti di sini dan tidak menulis result.json, sehingga situs menampilkan `error`.
