## Baris jenis energy di `fde-grade --format table`.
cli-table-energy = arus kas { $income } / rujukan { $reference }  jam { $hours }

## `fde-grade coach energy`: satu baris bantuannya, dan `--format table` (nilai datang sudah diratakan, sebagai data).
cli-coach-energy-about = Rencana energi: arus kas setahun per pos, biaya terbesar dulu, dan seberapa banyak rentang tiap penyimpan terpakai
cli-coach-energy-head = { $file }: skor { $score }  arus kas { $income } yuan  biaya { $costs } yuan
cli-coach-energy-row = { $term } { $amount } yuan  ({ $share }% dari biaya)
cli-coach-energy-store = { $store } dari { $min } sampai { $max }  (rentang { $low } sampai { $high })
cli-coach-energy-term-pv = PV
cli-coach-energy-term-wind = angin
cli-coach-energy-term-thermal = bahan bakar termal
cli-coach-energy-term-load = beban terlayani
cli-coach-energy-term-battery = baterai
cli-coach-energy-term-caes = udara tekan
cli-coach-energy-term-grid = jaringan
cli-coach-energy-term-penalty = penalti bus
cli-coach-energy-store-battery = baterai
cli-coach-energy-store-gas = tangki gas
cli-coach-energy-store-hot = tangki panas
cli-coach-energy-store-cold = tangki dingin
