## `fde-grade coach prediction`: barisnya di bantuan, dan `--format table` (nilai sudah diberi spasi sesuai lebar kolom, apa adanya).
cli-coach-prediction-about = Kasus prediksi: baris dan kelompok yang paling mahal, dan skor tanpa 1% baris terburuk
cli-coach-prediction-head = { $file }: skor { $score }  metrik { $metric }  { $rows } baris dinilai
cli-coach-without-worst = tanpa 1% terburuk ({ $rows } baris): skor { $score } ({ $gain })
cli-coach-share = { $share }% dari { $loss }
cli-coach-group = kelompok { $by } { $name } { $rows } baris  { $what }  jika tepat: skor { $score } ({ $gain })
cli-coach-pair = prediksi { $predicted }, sebenarnya { $truth }
cli-coach-prediction-row = baris { $key } { $share }  { $pairs }
cli-coach-loss-absolute = galat absolut
cli-coach-loss-squared = galat kuadrat
cli-coach-loss-weighted-squared = galat kuadrat berbobot nilai sebenarnya
cli-coach-loss-percent = galat persentase absolut
cli-coach-loss-symmetric = galat relatif simetris
