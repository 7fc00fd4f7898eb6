## Baris jenis stack pada `fde-grade --format table`.
cli-table-stack = objektif { $objective } / rujukan { $reference }  pelanggaran { $violations }
