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
cli-explain-english = (Penjelasannya dalam bahasa Inggris.)
