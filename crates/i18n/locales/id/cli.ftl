## Baris perintah (`fde-grade --format table`, `fde-grade explain`).

cli-valid = VALID
cli-rejected = TIDAK VALID
cli-score = skor
cli-hint = saran: { $hint }
cli-more = … dan { $n } lagi
cli-explain-category = Kategori
cli-explain-message = Pesan
cli-explain-hint = Saran
cli-explain-what = Artinya
cli-explain-why = Alasannya
cli-explain-example = Contoh
cli-explain-also = { $category } (juga { $also })
cli-explain-unknown = kode diagnostik `{ $code }` tidak dikenal; yang paling mirip: { $nearest }
cli-explain-all = `fde-grade explain --all` menampilkan semua kode

## Letak yang ditunjuk diagnostik, di `[...]` tabel (nilainya apa adanya).
cli-loc-sep = {", "}
cli-loc-line = baris { $line }
cli-loc-line-column = baris { $line }, kolom { $column }
cli-loc-field = kolom `{ $field }`
cli-loc-route = rute { $route } (indeks { $index })
cli-loc-stop = perhentian { $stop }
cli-loc-store = toko { $store }
cli-loc-id = id { $id }
