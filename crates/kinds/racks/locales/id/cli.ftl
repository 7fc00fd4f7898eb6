## Baris jenis penempatan rak di `fde-grade --format table`.
cli-table-racks = biaya { $cost } / rujukan { $reference }  server { $servers }
