## `fde-grade coach uplift`: barisnya di bantuan, dan `--format table` (nilai sudah diberi spasi sesuai lebar kolom, apa adanya).
cli-coach-uplift-about = Run uplift: baris log permintaan yang paling mahal, dan skor bersih tanpa baris-baris itu
cli-coach-uplift-head = { $file }: uplift { $uplift }  biaya kontak { $cost }  bersih { $net }  { $verdict }
cli-coach-no-line = tidak ada baris log permintaan yang menambah biaya kontak
cli-coach-uplift-line = baris { $line }  { $type } { $to } biaya { $cost }  ({ $share }% dari biaya kontak)
cli-coach-uplift-without = tanpa { $lines } baris ini: biaya kontak { $cost }  bersih { $net } ({ $gain })  { $verdict }
cli-coach-verdict-incident = Insiden
cli-coach-verdict-accepted = Diterima
cli-coach-verdict-rejected = Ditolak
cli-coach-verdict-error = Galat
