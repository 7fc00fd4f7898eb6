## Baris jenis derek dermaga di `fde-grade --format table`.
cli-table-quay = biaya { $cost } / rujukan { $reference }  derek { $cranes }

## `fde-grade coach quay`: baris bantuannya, dan `--format table` (nilai sudah diberi lebar kolom, apa adanya).
cli-coach-quay-about = Jadwal derek dermaga: dua suku biaya (derek, detik perpindahan) dan perpindahan, kerja, dan waktu menganggur tiap derek, yang paling banyak berpindah lebih dulu
cli-coach-quay-head = { $file }: skor { $score }  biaya { $cost } = 100000000 × { $cranes } derek + { $moves } dtk perpindahan
cli-coach-quay-crane = derek { $crane } pindah { $moves } dtk ({ $share }% dari semua)  kerja { $work } dtk  menganggur { $wait } dtk
