## `fde-grade explain CODE` untuk kode jenis truk tangki: ringkasan, arti, alasan, dan contoh tiap kode.

explain-tank-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `hard_violations` ("缺 solution.json"): skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-tank-bad-data = Masukan kasus tidak dapat dipakai untuk menilai.
    .what = `input_data.json` bukan JSON, tidak memuat kunci yang dibaca evaluator dengan `x["key"]`, atau berisi teks di tempat angka.
    .why = Evaluator akan gagal untuk setiap kiriman; fde-grade berhenti sebelum menilai (kode keluar 2).
    .example = Kendaraan tanpa `vehcileType`.

explain-tank-not-json = Rencana bukan JSON seperti yang dibaca Python.
    .what = Berkas bukan UTF-8, bukan JSON yang sah, atau diawali penanda urutan bita (evaluator membukanya sebagai utf-8 biasa).
    .why = `json.load` gagal: `hard_violations` ("solution.json 解析失败: …"), skor 0.
    .example = Berkas yang terpotong di tengah.

explain-tank-no-trips = Tidak ada daftar perjalanan yang tidak kosong.
    .what = Berkas bukan daftar yang tidak kosong, juga bukan objek yang `trips`-nya daftar seperti itu.
    .why = Evaluator mengembalikan `hard_violations` ("solution 里没有 trips / 为空"): skor 0.
    .example = `{"{"}"trips": []{"}"}`.

explain-tank-raises = Sebuah nilai membuat pemeriksaan gagal.
    .what = Perjalanan, pemberhentian, atau pesanan bukan objek, daftar bukan daftar, id berupa daftar, `tripId` tidak ada saat pemeriksaan bahan bakar mencetaknya, atau angka tak berhingga atau terlalu besar untuk presisi ganda.
    .why = Penangkap galat evaluator mengubahnya menjadi satu kalimat `hard_violations` ("方案结构不合法,校验中断: …"): skor 0.
    .example = `"customers": 5`.

explain-tank-score-raises = Penilaian gagal.
    .what = `distance` atau `duration` yang ditulis sendiri oleh rencana sah bukan angka, atau jumlah jaraknya di bawah sekitar -9e8 m sehingga `math.exp` meluap.
    .why = Evaluator mengembalikan `hard_violations` ("计分中断: …"): skor 0.
    .example = `"distance": "5"`.

explain-tank-crash = Evaluator sendiri berhenti.
    .what = `departPoint`, `depot`, atau id pemberhentian sebuah perjalanan berupa daftar atau objek, yang dicari evaluator dalam himpunan di luar penangkap galatnya.
    .why = Evaluator memunculkan TypeError dan tidak mencetak hasil; fde-grade menampilkan `crash` dan `exception`.
    .example = `"depot": {"{"}"locationId": ["D1"]{"}"}`.

explain-tank-missing-field = Kunci yang dibutuhkan evaluator tidak ada.
    .what = Baris muatan kompartemen tanpa `wareId`, `oilType`, atau `volume`, pemberhentian tanpa `locationId`, `arriveTime`, atau `departTime`, atau pesanan tanpa `order_id` atau `wareId` (null dihitung tidak ada).
    .why = Masing-masing pelanggaran: rencana tidak sah, skor 0.
    .example = `{"{"}"wareId": 1, "volume": 3000{"}"}`.

explain-tank-not-number = Nomor kompartemen atau volume bukan angka.
    .what = `int()` dari `wareId` atau `float()` dari `volume` memunculkan TypeError atau ValueError.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"wareId": "one"`.

explain-tank-load-negative = Kompartemen memuat volume negatif atau tak berhingga.
    .what = Volume baris `loadInfo` di bawah nol, tak berhingga, atau NaN.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"volume": -5`.

explain-tank-fuel-type = Jenis bahan bakar baris muatan bukan milik kompartemennya.
    .what = `oilType` baris berbeda dari `loadType` kompartemen pertama dengan `wareId`-nya, di tiap tipe kendaraan yang diperiksa evaluator sampai ada yang cocok.
    .why = Tiap ketidakcocokan adalah pelanggaran, walau tipe berikutnya cocok: rencana tidak sah, skor 0.
    .example = `{"{"}"wareId": 3, "oilType": 1{"}"}` saat kompartemen 3 tipe pertama berisi solar.

explain-tank-ware-nowhere = Baris muatan tidak cocok dengan tipe kendaraan mana pun.
    .what = Tidak ada tipe kendaraan yang punya kompartemen dengan `wareId` dan `oilType` baris itu.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"wareId": 9`.

explain-tank-ware-not-on-vehicle = Tipe kendaraan perjalanan tidak punya kompartemen itu.
    .what = Baris `loadInfo` atau pesanan menyebut `wareId` yang tidak dimiliki tipe kendaraan perjalanan.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"wareId": 5` pada truk tangki tiga kompartemen.

explain-tank-vehicle-type = Tipe kendaraan perjalanan tidak dikenal.
    .what = `vehicleType` (sebagai teks, tanpa spasi di tepi) bukan `name` tipe kendaraan mana pun.
    .why = Pelanggaran, dan kompartemen perjalanan itu tidak diperiksa: rencana tidak sah, skor 0.
    .example = `"vehicleType": "9m"`.

explain-tank-order-missing = Ada pesanan yang tidak dikirim.
    .what = Tidak ada pemberhentian di SPBU pesanan itu yang membawa `order_id`-nya.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = SPBU yang tidak masuk perjalanan mana pun.

explain-tank-order-volume = Volume pesanan tidak persis sama dengan yang dipesan.
    .what = `volume` yang dikirim tidak sama (`!=`) dengan milik pesanan: selisih apa pun, teks, null.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"volume": 2500.01` untuk pesanan `2500`.

explain-tank-order-fuel = Pesanan ada di kompartemen berbahan bakar salah.
    .what = `loadType` kompartemen bukan `oilType` pesanan.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = Pesanan solar di kompartemen 1.

explain-tank-mixed-grade = Kompartemen mencampur mutu.
    .what = Pesanan satu kompartemen dalam satu perjalanan punya lebih dari satu `fuelCategory`.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = Pesanan `92#` dan `95#` sama-sama di kompartemen 1.

explain-tank-load-delivered = Muatan kompartemen bukan yang dikirimnya.
    .what = Volume `loadInfo` kompartemen berbeda lebih dari 0,01 L dari jumlah pesanannya.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = Muatan `3000` untuk pesanan `2500`.

explain-tank-capacity = Kompartemen melebihi volumenya.
    .what = Kompartemen memuat lebih dari `volume` tipe kendaraannya ditambah 0,01 L.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"volume": 3500` di kompartemen 3.000 L.

explain-tank-total-volume = Jumlah muatan tidak sama dengan pesanan.
    .what = Seluruh volume `loadInfo` berbeda lebih dari 0,01 L dari seluruh volume pesanan.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = Satu pesanan tertinggal dari muatan.

explain-tank-stops = Satu perjalanan melayani terlalu banyak SPBU.
    .what = `customers` sebuah perjalanan berisi lebih banyak entri dari `connectSize` kasus.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = Enam pemberhentian saat `connectSize` bernilai 5.

explain-tank-start-point = Perjalanan berangkat atau memuat di tempat lain.
    .what = `departPoint` atau `depot` perjalanan tidak menyebut `locationId` maupun `id` titik berangkat atau depo kasus.
    .why = Pelanggaran: rencana tidak sah, skor 0.
    .example = `"depot": "X"`.

explain-tank-time-window = SPBU dicapai di luar jendela waktunya.
    .what = Kedatangan ditambah `serviceDuration` SPBU tidak muat dalam satu jendela `workTime`-nya.
    .why = Hanya peringatan: evaluator mencantumkannya, skor tetap.
    .example = `"arriveTime": "202603052330"`.

explain-tank-vehicle-access = SPBU dilayani tipe kendaraan yang tidak diizinkannya.
    .what = Pemberhentian pertama SPBU itu dalam sebuah perjalanan memakai `vehicleType` di luar `availableVehicles`-nya.
    .why = Hanya peringatan: evaluator mencantumkannya, skor tetap.
    .example = Truk tangki `7.6m` di SPBU yang hanya mengizinkan `4.2m`.
