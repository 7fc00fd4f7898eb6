## Baris jenis coil pada `fde-grade --format table`.
cli-table-coil = penalti { $penalty } / rujukan { $reference }  koil { $coils }

## `fde-grade coach coil`: barisnya di bantuan, dan `--format table` (nilai sudah diberi spasi sesuai lebar kolom, apa adanya).
cli-coach-coil-about = Urutan koil: isi penalti (pelanggaran aturan, kenaikan lebar, kelompok grade), skor tanpa masing-masing, dan langkah yang paling mahal
cli-coach-coil-head = { $file }: skor { $score }  penalti { $penalty } = 10000 × { $breaks } pelanggaran aturan + 100 × { $rises } kenaikan lebar + { $groups } kelompok grade
cli-coach-coil-without = tanpa pelanggaran aturan: skor { $breaks }  tanpa kenaikan lebar: skor { $rises }
cli-coach-coil-no-step = tidak ada langkah yang melanggar aturan atau menaikkan lebar
cli-coach-coil-step = langkah ke sequence[{ $position }] { $from } -> { $to } biaya { $cost }  { $what }
cli-coach-coil-linkage = melanggar aturan sambungan
cli-coach-coil-thickness = melanggar aturan tebal
cli-coach-coil-width = melanggar aturan lebar
cli-coach-coil-rise = lebar naik
cli-coach-coil-new-group = kelompok grade baru
