## Diagnostik jenis derek dermaga: satu pesan per kode (`quay/...` ditulis `quay-...`),
## petunjuknya sebagai `<key>-hint`.

quay-file-not-found = tidak bisa membaca { $file }: { $reason }
quay-file-not-found-hint = Kirim solution.json: objek yang `cranes`-nya mendaftar setiap derek dengan linimasa kejadiannya.
quay-bad-data = { $data } kasus membuat evaluator melempar "{ $error }" sebelum membaca kiriman
quay-bad-data-hint = Periksa berkas data kasus (tact_times.csv, vessel_workload.csv): setiap kolom yang dibaca evaluator, waktu angkat L dan U untuk 20 dan 40 kaki, waktu berformat YYYY-MM-DD HH:MM:SS.
quay-not-json = { $file } tidak bisa dibaca sebagai JSON: { $error }
quay-not-json-hint = Tulis berkas dengan json.dump (UTF-8, tanpa tanda urutan bita).
quay-no-cranes = { $file } tidak punya daftar `cranes` yang tidak kosong (isinya { $kind })
quay-no-cranes-hint = Taruh derek di bawah kunci `cranes`: daftar objek dengan `crane_id` dan `events`.
quay-raises = `{ $field }` membuat server melempar "{ $error }"
quay-raises-hint = Beri setiap kejadian `type`, `start_time`, `end_time`, dan `berth` (work, wait) atau `from_berth` dan `to_berth` (move) sebagai bilangan bulat; setiap derek `crane_id` bertipe sama.
quay-bad-time = `{ $field }` berisi { $value }, yang tidak bisa dibaca server sebagai waktu: ia melempar "{ $error }"
quay-bad-time-hint = Tulis waktu sebagai teks YYYY-MM-DD HH:MM:SS (tanpa T, pecahan, atau zona), mulai 0001-01-02.
quay-not-after-start = kejadian derek { $crane } berakhir pada { $end }, tidak setelah mulainya { $start }
quay-not-after-start-hint = Setiap kejadian berakhir setelah dimulai.
quay-overlap = kejadian derek { $crane } yang mulai { $start } dimulai { $seconds } dtk sebelum kejadian sebelumnya berakhir
quay-overlap-hint = Derek mengerjakan satu hal sekaligus: mulai tiap kejadian saat yang sebelumnya berakhir (celah menjadi tunggu dengan sendirinya).
quay-move-berths = perpindahan derek { $crane } tidak punya from_berth atau to_berth
quay-move-berths-hint = Perpindahan menyebut tambatan yang ditinggalkan (`from_berth`) dan yang dituju (`to_berth`).
quay-move-time = perpindahan derek { $crane } dari tambatan { $from } ke { $to } memakan { $actual } dtk padahal perlu { $expected } dtk (880 dtk per tambatan)
quay-move-time-hint = Perpindahan berlangsung 880 dtk untuk setiap tambatan antara from_berth dan to_berth (selisih paling banyak 1 dtk).
quay-no-vessel = kerja derek { $crane } tidak menyebut kapal
quay-no-vessel-hint = Setiap kejadian kerja menyebut kapal yang dilayaninya di `vessel_id`.
quay-unknown-vessel = kerja derek { $crane } untuk kapal { $vessel }, yang tidak ada di kasus
quay-unknown-vessel-hint = Pakai id kapal vessel_workload.csv, sebagai teks.
quay-wrong-berth = derek { $crane } mengerjakan kapal { $vessel } di tambatan { $berth }, padahal kapal itu di tambatan { $vessel_berth }
quay-wrong-berth-hint = Kerjakan kapal di tambatannya sendiri (berth_no di vessel_workload.csv): pindahkan derek ke sana dulu.
quay-late = derek { $crane } mengerjakan kapal { $vessel } sampai { $end }, setelah jendelanya tutup pada { $limit }
quay-late-hint = Kerjakan kapal hanya di dalam jendelanya (start_time sampai end_time di vessel_workload.csv).
quay-early = derek { $crane } mengerjakan kapal { $vessel } sejak { $start }, sebelum jendelanya buka pada { $limit }
quay-early-hint = Kerjakan kapal hanya di dalam jendelanya (start_time sampai end_time di vessel_workload.csv).
quay-short = kapal { $vessel } mendapat { $allocated } dtk kerja di dalam jendelanya padahal perlu { $required } dtk (kurang { $shortfall } dtk)
quay-short-hint = Beri kapal itu lebih banyak waktu derek di dalam jendelanya: derek lain di sebelahnya, atau kerja lebih lama.
quay-crossing = pada { $time } derek { $left } berada di tambatan { $left_berth }, di kanan derek { $right } di { $right_berth }
quay-crossing-hint = Derek berbagi satu rel: derek dengan crane_id lebih kecil selalu di kiri atau sama dengan (tambatan lebih kecil) derek berikutnya.

## Tempat masalah: derek (crane_id), kejadian (urutannya di events derek itu, dari 1),
## kapal, waktu.
loc-crane = derek { $crane }
loc-event = kejadian { $event }
loc-vessel = kapal { $vessel }
loc-time = pada { $time }
