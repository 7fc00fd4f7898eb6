## Baris jenis slitting pada `fde-grade --format table`.
cli-table-slitting = potongan { $cuts }  sisa { $scrap } / rujukan { $reference }

## `fde-grade coach slitting`: baris bantuannya, dan `--format table` (nilai datang sudah diratakan, sebagai data).
cli-coach-slitting-about = Rencana slitting: apakah satu potongan lebih sedikit atau tanpa sisa yang lebih menambah skor, lalu potongan yang menyisakan sisa terbanyak
cli-coach-slitting-head = { $file }: skor { $score }  potongan { $cuts } (target { $target })  sisa { $scrap } kg dari { $weight } kg
cli-coach-slitting-fewer = satu potongan lebih sedikit: skor { $score } (+{ $gain })
cli-coach-slitting-clean = tanpa sisa: skor { $score } (+{ $gain })
cli-coach-slitting-most-cuts = potongan paling mahal: satu potongan lebih sedikit menambah lebih banyak daripada seluruh sisa hilang
cli-coach-slitting-most-scrap = sisa paling mahal: tanpa sisa menambah lebih banyak daripada satu potongan lebih sedikit
cli-coach-slitting-cut = potongan { $cut } gulungan { $coil } strip { $used } dari { $width } mm  sisa { $scrap } kg ({ $share }% dari sisa)
