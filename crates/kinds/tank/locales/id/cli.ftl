## Baris jenis truk tangki di `fde-grade --format table`.
cli-table-tank = jarak { $distance } m / acuan { $reference } m  pelanggaran { $violations }
