## Diagnostik jenis truk tangki: satu pesan per kode (`tank/...` menjadi `tank-...`), petunjuknya `<key>-hint`.

tank-file-not-found = tidak dapat membaca { $file }: { $reason }
tank-file-not-found-hint = Kirim solution.json: daftar perjalanan itu sendiri, atau objek yang `trips`-nya daftar itu.
tank-bad-data = { $file }: { $problem }
tank-bad-data-hint = Gunakan input_data.json persis seperti dari kasusnya: customers, vehicles, depots, departs, locations.
tank-not-json = { $file } tidak dapat dibaca sebagai JSON: { $error }
tank-not-json-hint = Tulis berkas dengan json.dump, UTF-8 tanpa penanda urutan bita.
tank-no-trips = { $file } tidak berisi daftar perjalanan yang tidak kosong (isinya { $kind })
tank-no-trips-hint = Tulis daftar perjalanan yang tidak kosong, langsung di tingkat atas atau di bawah kunci `trips`.
tank-raises = pemeriksaan memunculkan { $error }
tank-raises-hint = Setiap perjalanan, pemberhentian, dan pesanan adalah objek; angka harus muat dalam presisi ganda.
tank-score-raises = penilaian memunculkan { $error }
tank-score-raises-hint = Tulis `distance` dan `duration` tiap perjalanan sebagai angka (atau hilangkan).
tank-crash = evaluator berhenti karena { $error } yang tidak ditangkap
tank-crash-hint = Tulis `departPoint`, `depot`, dan id tiap pemberhentian sebagai teks: daftar atau objek di sana menghentikan evaluator.
tank-missing-field = `{ $field }` tidak ada
tank-missing-field-hint = Tiap baris muatan kompartemen perlu `wareId`, `oilType`, dan `volume`; tiap pemberhentian `locationId`, `arriveTime`, `departTime`; tiap pesanan `order_id` dan `wareId`.
tank-not-number = `{ $field }` bernilai { $value }, bukan angka yang dibaca evaluator
tank-not-number-hint = Tulis nomor kompartemen sebagai bilangan bulat dan volume sebagai angka.
tank-load-negative = kompartemen { $ware } memuat { $volume } L
tank-load-negative-hint = Muatan kompartemen adalah jumlah liter yang berhingga, nol atau lebih.
tank-fuel-type = kompartemen { $ware } membawa jenis bahan bakar { $oil }, padahal tipe kendaraan { $vehicle } menetapkan { $defined }
tank-fuel-type-hint = Isi tiap kompartemen dengan bahan bakar sesuai loadType-nya; evaluator membandingkan dengan tipe kendaraan pertama yang punya nomor kompartemen itu.
tank-ware-nowhere = kompartemen { $ware } tidak ada di tipe kendaraan mana pun (atau jenis bahan bakarnya { $oil } tidak cocok dengan satu pun)
tank-ware-nowhere-hint = Gunakan wareId kompartemen dari definisi kendaraan, dengan loadType-nya.
tank-ware-not-on-vehicle = tipe kendaraan { $vehicle } tidak punya kompartemen { $ware }
tank-ware-not-on-vehicle-hint = Gunakan hanya kompartemen milik tipe kendaraan perjalanan itu.
tank-vehicle-type = vehicleType { $vehicle } bukan tipe kendaraan kasus ini
tank-vehicle-type-hint = Tulis tipe kendaraan perjalanan persis seperti `name` di vehicles.
tank-order-missing = SPBU { $customer }: pesanan { $order } tidak dikirim
tank-order-missing-hint = Kirim setiap pesanan dari setiap SPBU, masing-masing dengan order_id-nya.
tank-order-volume = SPBU { $customer }: pesanan { $order } mengirim { $got } padahal meminta { $want }
tank-order-volume-hint = Salin volume tiap pesanan persis: evaluator membandingkan dengan `!=`, tanpa toleransi.
tank-order-fuel = pesanan { $order } ada di kompartemen { $ware }, yang jenis bahan bakarnya bukan milik pesanan
tank-order-fuel-hint = Pesanan bensin di kompartemen bensin, solar di kompartemen solar (loadType = oilType pesanan).
tank-mixed-grade = kompartemen { $ware } mencampur mutu { $grades }
tank-mixed-grade-hint = Satu kompartemen membawa satu mutu (fuelCategory) per perjalanan: 92# dan 95# di kompartemen berbeda.
tank-load-delivered = kompartemen { $ware } memuat { $loaded } L tetapi mengirim { $delivered } L
tank-load-delivered-hint = Volume loadInfo sebuah kompartemen adalah jumlah pesanan yang dikirimnya (dalam 0,01 L).
tank-capacity = kompartemen { $ware } memuat { $loaded } L, di atas kapasitasnya { $capacity } L
tank-capacity-hint = Bagi pesanan ke lebih banyak kompartemen atau perjalanan: kompartemen memuat sebanyak volume tipe kendaraannya.
tank-total-volume = kompartemen memuat { $delivered } L padahal pesanan butuh { $required } L
tank-total-volume-hint = Muatan semua perjalanan dijumlahkan sama dengan volume semua pesanan (dalam 0,01 L).
tank-stops = { $stops } pemberhentian, di atas connectSize { $limit }
tank-stops-hint = Satu perjalanan melayani paling banyak connectSize SPBU: pecah menjadi lebih banyak perjalanan.
tank-start-point = `{ $field }` bernilai { $id }, bukan milik kasus
tank-start-point-hint = Mulai setiap perjalanan di titik berangkat kasus dan muat di depo kasus (locationId-nya).
tank-time-window = tiba pukul { $arrive }, di luar jendela waktu SPBU
tank-time-window-hint = Tiba agar pembongkaran selesai di dalam salah satu jendela workTime SPBU (hanya peringatan).
tank-vehicle-access = SPBU { $customer } tidak dilayani tipe kendaraan yang diizinkannya ({ $allowed })
tank-vehicle-access-hint = Layani SPBU dengan tipe kendaraan dari availableVehicles-nya (hanya peringatan).

## Letak masalah: perjalanan dan pemberhentian (posisinya di berkas), baris muatan kompartemen, pesanan (posisinya di pemberhentian), SPBU, nomor pesanan, nomor kompartemen.
loc-tank_trip = perjalanan { $tank_trip }
loc-tank_stop = pemberhentian { $tank_stop }
loc-compartment = baris `loadInfo` { $compartment }
loc-tank_order = pesanan { $tank_order }
loc-tank_station = SPBU { $tank_station }
loc-tank_order_id = nomor pesanan { $tank_order_id }
loc-tank_ware = kompartemen { $tank_ware }
