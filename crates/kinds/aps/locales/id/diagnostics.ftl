## Diagnostik jenis aps: satu pesan per kode (`aps/...` menjadi `aps-...`), petunjuknya
## sebagai `<key>-hint` (codes.rs).

aps-file-not-found = tidak dapat membaca { $file }: { $reason }
aps-file-not-found-hint = Kirim solution.json: objek yang `scheduled_ops`-nya mendaftar setiap operasi yang dapat dijadwalkan dengan wop_oid, resource, start_dt, dan end_dt.
aps-bad-data = { $data } milik kasus membuat evaluator memunculkan "{ $error }" sebelum membaca kiriman
aps-bad-data-hint = Periksa aps_data.xlsx milik kasus: lembar ORD, TON, TUS, RES, dan WOP dengan kolom yang dibaca evaluator (OID, STA, OLE; TON, RES, ENA, MAK; CODE, GRP; ORD, QTY).
aps-not-json = { $file } tidak dapat dibaca sebagai JSON: { $error }
aps-not-json-hint = Tulis berkas dengan json.dump (UTF-8, tanpa penanda urutan bita).
aps-not-an-object = { $file } berisi { $kind }, bukan objek JSON: server memunculkan "{ $error }"
aps-not-an-object-hint = Berkas harus berupa satu objek JSON dengan kunci `scheduled_ops`.
aps-no-ops = { $file } tidak memiliki daftar tak kosong `scheduled_ops` (isinya { $kind })
aps-no-ops-hint = Letakkan operasi di bawah kunci `scheduled_ops`: daftar dengan satu objek per operasi yang dijadwalkan.
aps-raises = { $what } membuat server memunculkan "{ $error }"
aps-raises-hint = Tulis setiap operasi sebagai objek dan setiap waktu tanpa selisih UTC (Z di akhir boleh), sebelum 9999-12-31.
aps-uncovered = operasi terjadwalkan { $wop } tidak ada dalam rencana
aps-uncovered-hint = Jadwalkan setiap operasi yang dapat dijadwalkan oleh kasus (WOP.STA 0 dari pesanan ber-STA 1 yang simpul rutenya punya perangkat aktif), dengan WOP.OID-nya.
aps-bad-time = `{ $field }` operasi { $wop } bukan waktu ISO maupun waktu yang dibaca pandas
aps-bad-time-hint = Tulis waktu dalam ISO 8601, 2026-05-27T08:00:00.
aps-device = operasi { $wop } berjalan di { $resource }, bukan salah satu perangkatnya ({ $allowed })
aps-device-hint = Gunakan perangkat konkret (RES.CODE dengan ENA 1) dari grup sumber daya yang diizinkan simpul rutenya, jangan kode grup itu sendiri.
aps-window = operasi { $wop } mulai pada { $time }, di luar Senin sampai Sabtu 08:00–18:00
aps-window-hint = Mulai setiap operasi pada hari kerja (Senin sampai Sabtu) dari 08:00 hingga sebelum 18:00.
aps-overlap = operasi { $wop } mulai pada { $start } di { $device }, sebelum operasi { $other } selesai pada { $end }
aps-overlap-hint = Satu operasi sekaligus pada satu perangkat: mulai operasi berikutnya pada atau setelah operasi sebelumnya selesai.
aps-duration = operasi { $wop } memakan { $actual } menit kerja padahal MAK × QTY memberi { $expected } (±1 %)
aps-duration-hint = Atur waktu selesai agar menit kerja antara mulai dan selesai (08:00–18:00, Senin sampai Sabtu) sama dengan MAK × QTY: operasi berhenti pada malam hari dan hari Minggu.
aps-order = operasi { $wop } dari pesanan { $order } mulai pada { $start }, sebelum operasi { $other } sebelumnya selesai pada { $end }
aps-order-hint = Dalam satu pesanan, mulai setiap operasi pada atau setelah operasi sebelumnya selesai (menurut angka akhir TON.OID).

## Letak masalah: operasi (dihitung dari 0), nomor operasinya, perangkatnya, pesanannya,
## operasi yang berbenturan; di buku kerja, lembar dan baris data.
loc-scheduled = scheduled_ops[{ $index }]
loc-wop = operasi { $wop }
loc-device = perangkat { $device }
loc-order = pesanan { $order }
loc-next = terhadap scheduled_ops[{ $index }]
loc-table = lembar { $table }
loc-tablerow = baris data { $index }
