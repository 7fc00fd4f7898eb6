## Baris jenis aps pada `fde-grade --format table`.
cli-table-aps = keterlambatan { $delay } hari  utilisasi { $utilization }  aturan dilanggar { $violations }
