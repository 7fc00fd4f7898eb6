## Diagnostik jenis penempatan rak: satu pesan per kode (`racks/...` adalah `racks-...`),
## petunjuknya `<key>-hint`.

racks-file-not-found = tidak dapat membaca { $file }: { $reason }
racks-file-not-found-hint = Kirim solution.csv: satu baris per server di server.csv, dengan server_id, rack_id, pos, allocation_status, dan batch.
racks-bad-data = { $data } kasus membuat evaluator melempar "{ $error }" sebelum memeriksa rencana
racks-bad-data-hint = Periksa berkas data kasus (server.csv, rack_col.csv, rack.csv, nic_attr_mapping.csv): setiap kolom yang dibaca evaluator, setiap angka yang dibaca float(), tanpa NaN atau tak hingga di tempat int() diambil.
racks-unreadable = { $file } tidak dapat dibaca sebagai CSV: { $error }
racks-unreadable-hint = Simpan berkas sebagai CSV UTF-8 (tanda urutan byte boleh), tanpa kolom lebih dari 131,072 karakter.
racks-empty = { $file } tidak punya baris data
racks-empty-hint = Tulis tajuk (server_id, rack_id, pos, allocation_status, batch), lalu satu baris per server.
racks-unknown-server = baris { $row } menyebut server { $id }, yang tidak ada di server.csv
racks-unknown-server-hint = Pakai id server.csv apa adanya (evaluator membandingkan teks tanpa spasi tepi: tanpa nol di depan, tanpa notasi ilmiah).
racks-duplicate-server = server { $id } punya baris kedua (baris { $row })
racks-duplicate-server-hint = Beri setiap server tepat satu baris.
racks-missing-server = server { $id } tidak punya baris di rencana
racks-missing-server-hint = Beri setiap server di server.csv satu baris; yang tidak bisa ditempatkan diberi allocation_status 0 dengan rack_id dan pos kosong.
racks-bad-status = allocation_status { $status } milik server { $id } bukan angka yang dibaca int(float())
racks-bad-status-hint = Tulis allocation_status sebagai 1 (ditempatkan) atau 0 (tidak ditempatkan); sel kosong dihitung 1.
racks-raises = { $what } milik server { $id } membuat evaluator melempar "{ $error }"
racks-raises-hint = Tulis allocation_status sebagai 0 atau 1 dan pos sebagai nomor slot dengan digit ASCII (12, atau 12A untuk sisi A).
racks-unknown-rack = server { $id } ditempatkan di rak { $rack }, yang tidak ada di rack_col.csv
racks-unknown-rack-hint = rack_id server yang ditempatkan adalah id di rack_col.csv, apa adanya.
racks-no-pos = server { $id } ditempatkan (allocation_status 1) tetapi pos-nya kosong
racks-no-pos-hint = Beri server yang ditempatkan slot U terendahnya; yang tidak ditempatkan perlu allocation_status 0 tertulis (status kosong dihitung 1).
racks-bad-pos = pos { $pos } milik server { $id } bukan nomor slot (digit, atau digit lalu A)
racks-bad-pos-hint = Tulis slot U awal sebagai nomornya (12), atau dengan sisi A (12A); sisi B, C, dan D bukan slot.
racks-incompatible = NIC { $nic } milik server { $id } tidak boleh masuk rak { $rack }, yang atributnya { $attr }
racks-incompatible-hint = Tempatkan server hanya di rak yang atributnya dipasangkan nic_attr_mapping.csv dengan NIC-nya, persis seperti tertulis; NIC yang tidak ada di tabel tidak cocok dengan rak mana pun.
racks-over-power = di batch { $batch }, server { $id } membuat daya rak { $rack } menjadi { $power } W, melebihi batasnya { $rated }
racks-over-power-hint = Jaga daya terpakai setiap rak ditambah daya server batch itu di dalamnya tetap dalam daya terukurnya (setiap batch mulai lagi dari keadaan rak sebelum kedatangan).
racks-no-slot = server { $id } (tinggi { $height }) mulai di U { $pos }: rak { $rack } tidak punya slot U { $slot }
racks-no-slot-hint = Server setinggi h memakai slot pos, pos+1, …, pos+h-1: semuanya harus slot rak itu di rack.csv (sisi B, C, dan D bukan slot).
racks-slot-taken = server { $id } (tinggi { $height }) mulai di U { $pos }: slot U { $slot } rak { $rack } sudah terpakai
racks-slot-taken-hint = Pakai hanya slot kosong (state 0 di rack.csv), bukan yang sudah diambil server lain di batch yang sama.
racks-not-finite = biaya rencana adalah { $cost }, bukan angka terhingga
racks-not-finite-hint = Data kasus memberi suku NaN atau tak hingga (bobot, daya); periksa nic_attr_mapping.csv dan rack_col.csv.

## Letak masalah: baris data rencana (dari 1), server, rak, batch, slot U.
loc-entry = baris { $entry }
loc-server = server { $server }
loc-rack = rak { $rack }
loc-batch = batch { $batch }
loc-slot = U { $slot }
