## Baris jenis stack pada `fde-grade --format table`.
cli-table-stack = objektif { $objective } / rujukan { $reference }  pelanggaran { $violations }

## `fde-grade coach stack`.
cli-coach-stack-about = Rencana gudang: tiga suku tujuan (bay campuran, lalu ton di atas kapasitas dan ton yang dipindah, dalam persepuluh ton) dan ton tiap forklif terhadap batas hariannya, yang paling penuh lebih dulu
cli-coach-stack-head = { $file }: skor { $score }  objektif { $objective } = { $mixed } bay campuran + ({ $overweight } + { $moved } / 10000) / 10000
cli-coach-stack-forklift = forklif { $forklift } memindah { $used } t dari batas { $cap } t ({ $share }%)
