## Baris jenis hydro pada `fde-grade --format table`.
cli-table-hydro = energi { $energy } / rujukan { $reference }  aturan dilanggar { $violations }

## `fde-grade coach hydro`: barisnya di bantuan, dan `--format table` (nilai sudah diberi spasi sesuai lebar kolom, apa adanya).
cli-coach-hydro-about = Rencana tenaga air: energi tiap pembangkit dibanding yang bisa diberikan kapasitasnya, yang paling jauh lebih dulu, dan hari-hari tiap aturan mengikat
cli-coach-hydro-head = { $file }: skor { $score }  energi { $energy }  pada kapasitas tiap hari { $most }  kurang { $lost }
cli-coach-hydro-station = pembangkit { $station } energi { $energy } dari { $most }  kurang { $lost } ({ $share }% dari kekurangan)  hari di daya maksimum { $capped }  di batas atas { $top }  di muka air mati { $dead }  di debit ekologis { $eco }  perubahan di batas ramp { $ramp }
cli-coach-hydro-river = pembangkit { $station } energi { $energy } dari { $most }  kurang { $lost } ({ $share }% dari kekurangan)  hari di daya maksimum { $capped }  di debit ekologis { $eco }  perubahan di batas ramp { $ramp }
