## Baris jenis derek dermaga di `fde-grade --format table`.
cli-table-quay = biaya { $cost } / rujukan { $reference }  derek { $cranes }
