## Baris jenis slitting pada `fde-grade --format table`.
cli-table-slitting = potongan { $cuts }  sisa { $scrap } / rujukan { $reference }
