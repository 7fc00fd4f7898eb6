## Baris jenis hydro pada `fde-grade --format table`.
cli-table-hydro = energi { $energy } / rujukan { $reference }  aturan dilanggar { $violations }
