## Diagnostik jenis pack: satu pesan per kode (`pack/...` menjadi `pack-...`), petunjuknya `<key>-hint`.

pack-file-not-found = tidak dapat membaca { $file }: { $reason }
pack-file-not-found-hint = Kirim solution.json: objek yang `placements`-nya mendaftar setiap kotak yang dimuat, dengan sku_id, x, y, z, l, w, dan h.
pack-bad-data = { $data } kasus ini membuat evaluator memunculkan "{ $error }" sebelum membaca kiriman
pack-bad-data-hint = Periksa load_data.xlsx kasus: lembar 多货推荐1 dengan tabel SKU (SKUID, 数量, 长度, 宽度, 高度, 重量) di atas dan, di bawahnya, baris 集装箱信息, judul kontainer (长, 宽, 高, 最大载重) dan nilainya.
pack-not-json = { $file } tidak dapat dibaca sebagai JSON: { $error }
pack-not-json-hint = Tulis berkas dengan json.dump (UTF-8, tanpa tanda urutan bita).
pack-not-an-object = { $file } berisi { $kind }, bukan objek JSON: server memunculkan "{ $error }"
pack-not-an-object-hint = Berkas harus satu objek JSON dengan kunci `placements`.
pack-no-placements = { $file } tidak memiliki daftar `placements` yang tidak kosong (isinya { $kind })
pack-no-placements-hint = Letakkan kotak di bawah kunci `placements`: daftar dengan satu objek per kotak yang dimuat.
pack-raises = { $what } membuat server memunculkan "{ $error }"
pack-raises-hint = Beri setiap penempatan `sku_id` berupa teks dan angka x, y, z, l, w, h; setiap SKU kasus perlu ukuran dan berat, kontainer perlu ukuran dan batas muatan.
pack-unknown-sku = `sku_id` penempatan { $index } adalah { $sku }, bukan SKU kasus ini
pack-unknown-sku-hint = Gunakan SKUID dari load_data.xlsx persis seperti tertulis (ITEM_A, ITEM_B, ITEM_C).
pack-count = { $sku } ditempatkan { $count } kali padahal kasus mewajibkan tepat { $required }
pack-count-hint = Tempatkan setiap SKU wajib tepat sebanyak 数量-nya; hanya SKU tanpa jumlah (ITEM_C) yang boleh berbeda.
pack-overweight = muatan seberat { $weight } kg, melebihi batas kontainer { $limit } kg
pack-overweight-hint = Muat lebih sedikit kotak opsional: jumlah berat semua kotak tidak boleh melewati 最大载重 kontainer.
pack-geometry = penempatan { $index } ({ $sku }) tidak memiliki angka yang dibaca float() di `{ $field }`: { $why }
pack-geometry-hint = Beri setiap penempatan enam angka: x, y, z (sudut kiri-depan-bawah) dan l, w, h (ukuran saat ditempatkan), dalam meter.
pack-negative = penempatan { $index } ({ $sku }) bersudut di ({ $x }, { $y }, { $z }), di bawah nol
pack-negative-hint = Sudut mulai dari 0: x, y, dan z tidak pernah negatif.
pack-out-of-bounds = penempatan { $index } ({ $sku }) mencapai { $axis } = { $end } m, melewati { $limit } m kontainer
pack-out-of-bounds-hint = Setiap kotak berakhir di dalam kontainer: x + l, y + w, dan z + h paling banyak panjang, lebar, dan tingginya.
pack-not-upright = penempatan { $index } ({ $sku }) setinggi { $h } m padahal SKU berdiri { $height } m
pack-not-upright-hint = Kotak berdiri tegak: h selalu tinggi SKU itu sendiri (hanya panjang dan lebar yang boleh ditukar).
pack-not-a-rotation = penempatan { $index } ({ $sku }) menempati { $l } × { $w } m, bukan { $length } × { $width } atau putaran seperempatnya
pack-not-a-rotation-hint = l dan w adalah panjang dan lebar SKU seperti tertulis di load_data.xlsx, atau keduanya ditukar: tanpa pembulatan.
pack-overlap = penempatan { $index } ({ $sku }) bertumpuk dengan penempatan { $other } ({ $other_sku }) sebesar { $dx } × { $dy } × { $dz } m
pack-overlap-hint = Kotak boleh bersentuhan tetapi tidak berbagi ruang: pindahkan salah satu agar keduanya terpisah pada suatu sumbu.

## Letak masalah: penempatan (dihitung dari 0, seperti item[i] server), kotak yang ditumpuknya, SKU; di buku kerja, lembar, baris yang dibaca, sel.
loc-placement = penempatan { $index }
loc-other = terhadap penempatan { $index }
loc-sheet = lembar { $sheet }
loc-frame = baris { $index } yang dibaca
loc-cell = sel { $cell }
