## Baris jenis coil pada `fde-grade --format table`.
cli-table-coil = penalti { $penalty } / rujukan { $reference }  koil { $coils }
