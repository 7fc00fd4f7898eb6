## Baris jenis pack pada `fde-grade --format table`.
cli-table-pack = ITEM_C { $item_c } / acuan { $reference }  aturan dilanggar { $violations }

## `fde-grade coach pack`.
cli-coach-pack-about = Muatan kontainer: dua angka skor (kotak ITEM_C, milik rujukan) dan ruang tersisa untuk ITEM_C menurut berat dan volume, serta panjang kosong di belakang muatan
cli-coach-pack-head = { $file }: skor { $score } = { $item_c } ITEM_C / { $reference }
cli-coach-pack-weight = berat { $weight } dari { $max } kg: muat paling banyak { $more } ITEM_C lagi
cli-coach-pack-volume = volume { $volume } dari { $inner } m³: muat paling banyak { $more } ITEM_C lagi
cli-coach-pack-limit-weight = batas berat yang lebih dulu mengikat: campuran SKU yang lebih berat tak membantu, hanya kotak ITEM_C
cli-coach-pack-limit-volume = volume yang lebih dulu mengikat: susun lebih rapat (lebih sedikit celah) lebih dulu
cli-coach-pack-free = ruang di luar muatan: panjang { $length } m, lebar { $width } m, tinggi { $height } m (kotak tetap harus muat tanpa tumpang tindih)
