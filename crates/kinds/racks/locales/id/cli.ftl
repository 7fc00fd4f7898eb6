## Baris jenis penempatan rak di `fde-grade --format table`.
cli-table-racks = biaya { $cost } / rujukan { $reference }  server { $servers }

## `fde-grade coach racks`: baris bantuannya, dan `--format table` (nilai datang sudah diratakan, sebagai data).
cli-coach-racks-about = Rencana rak: biaya dipecah menjadi lima sukunya, masing-masing dengan porsinya dan skor bila suku itu hilang, lalu server terpasang yang paling mahal
cli-coach-racks-head = { $file }: skor { $score }  biaya { $cost }  acuan { $reference }  tak ditempatkan { $unassigned }
cli-coach-racks-term = { $term } { $cost } ({ $share }% dari biaya)  skor tanpanya { $without }
cli-coach-racks-term-power = sisa daya
cli-coach-racks-term-slot = tinggi slot
cli-coach-racks-term-lit = rak dinyalakan
cli-coach-racks-term-nic = bobot NIC
cli-coach-racks-term-unassigned = tak ditempatkan
cli-coach-racks-server = server { $server } rak { $rack } slot { $pos } lot { $batch }  biaya { $cost }
