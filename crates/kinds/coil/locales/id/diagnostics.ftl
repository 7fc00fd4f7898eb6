## Diagnostik jenis coil: satu pesan per kode, petunjuknya sebagai `<key>-hint`.

coil-file-not-found = tidak dapat membaca { $file }: { $reason }
coil-file-not-found-hint = Kirim solution.json: objek yang `sequence`-nya mencantumkan id setiap koil sekali, dalam urutan penggulungan.
coil-bad-data = { $data } milik kasus membuat evaluator melempar "{ $error }" sebelum membaca kiriman
coil-bad-data-hint = Periksa berkas data kasus (work_plan.csv, grade_catalog.csv): setiap kolom yang dibaca evaluator, setiap grade ada di katalog, setiap ukuran berupa angka.
coil-not-json = { $file } tidak dapat dibaca sebagai JSON: { $error }
coil-not-json-hint = Tulis berkas dengan json.dump (UTF-8, tanpa tanda urutan bita).
coil-not-an-object = { $file } berisi { $kind }, bukan objek JSON: `sub.get("sequence")` server melempar "{ $error }"
coil-not-an-object-hint = Berkas harus berupa satu objek JSON dengan kunci `sequence`.
coil-no-sequence = { $file } tidak punya daftar `sequence` yang tidak kosong (isinya { $kind })
coil-no-sequence-hint = Taruh id koil, dalam urutan penggulungan, di daftar di bawah kunci `sequence`.
coil-unknown-coil = `sequence[{ $position }]` adalah { $id }, yang bukan koil rencana kerja
coil-unknown-coil-hint = Pakai id 出口材料号 rencana kerja apa adanya (server membandingkan str(id).strip()).
coil-wrong-count = urutan mencantumkan { $count } koil padahal rencana kerja punya { $coils }
coil-wrong-count-hint = Cantumkan setiap koil rencana kerja tepat sekali.
coil-missing-coil = koil { $id } tidak ada di urutan
coil-missing-coil-hint = Cantumkan setiap koil rencana kerja tepat sekali.
coil-duplicate = koil { $id } dicantumkan lagi di posisi { $position } (pertama di { $first })
coil-duplicate-hint = Cantumkan setiap koil rencana kerja tepat sekali.
coil-roll-switch = ukuran rol berganti dari { $from } ke { $to } di posisi { $position }: { $switches } pergantian padahal paling banyak 1
coil-roll-switch-hint = Gulung semua grade rol kecil bersama dan semua grade rol besar bersama: paling banyak satu pergantian rol.
coil-front-width = koil { $id } adalah koil lebar depan di posisi { $position }, di luar { $count } posisi pertama
coil-front-width-hint = Taruh koil lebar depan katalog (lebarnya sama dengan lebar depan grade-nya) paling awal, sebelum koil lain.

## Letak masalah: posisi di urutan (dari 0), koil, baris data.
loc-position = posisi { $index }
loc-coil = koil { $coil }
loc-row = baris { $row }
