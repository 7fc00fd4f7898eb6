## `fde-grade explain CODE` untuk kode jenis penempatan rak.

explain-racks-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.csv` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("缺 solution.csv"): skor 0.
    .example = Folder kiriman tanpa `solution.csv`.

explain-racks-bad-data = Berkas data kasus membuat evaluator melempar pengecualian.
    .what = `server.csv`, `rack_col.csv`, `rack.csv` atau `nic_attr_mapping.csv` kehilangan kolom, punya angka yang tidak bisa dibaca float(), NaN atau tak hingga di tempat int() diambil, atau nomor slot yang ditolak int().
    .why = Evaluator membaca data setelah pemeriksaan pertama rencana: setiap rencana yang punya baris mendapat `exception`, skor 0.
    .example = Baris server.csv yang height-nya `inf`.

explain-racks-unreadable = Rencana bukan CSV seperti yang dibaca Python.
    .what = Berkas bukan UTF-8, atau ada kolom yang lebih panjang dari batas modul csv (131,072 karakter).
    .why = Pembacaannya melempar pengecualian di dalam try evaluator: `exception` dengan pesan Python, skor 0.
    .example = Berkas yang disimpan sebagai GBK.

explain-racks-empty = Rencana tidak punya baris data.
    .what = Berkas kosong, hanya berisi tajuk, atau hanya baris kosong.
    .why = Evaluator mengembalikan `fatal` ("solution.csv 为空"): skor 0.
    .example = Hanya `server_id,rack_id,pos,allocation_status,batch`.

explain-racks-unknown-server = Sebuah baris menyebut server yang tidak ada di server.csv.
    .what = Setelah `str(...).strip()`, server_id baris itu bukan id di server.csv (kolom server_id yang hilang terbaca kosong).
    .why = Pelanggaran keras: `hard_violations` ("批次 __unknown__: 未知服务器 …"), skor 0.
    .example = `SERVER_1` padahal id-nya `SERVER_0001`.

explain-racks-duplicate-server = Sebuah server punya dua baris.
    .what = server_id yang sama muncul lagi, di batch-nya.
    .why = Pelanggaran keras ("服务器 … 出现两次"): skor 0.
    .example = Dua baris untuk `SERVER_0007`.

explain-racks-missing-server = Sebuah server di server.csv tidak punya baris.
    .what = Setelah semua batch lolos, sebagian id server.csv tidak pernah muncul.
    .why = Pelanggaran keras: jumlahnya dan lima id pertama, skor 0.
    .example = Rencana yang menghilangkan server yang tak bisa ditempatkan alih-alih menulisnya dengan status 0.

explain-racks-bad-status = Status yang tidak bisa dibaca int(float()).
    .what = allocation_status bukan angka (atau NaN); sel yang hilang di baris pendek terbaca None.
    .why = `except ValueError` evaluator menjadikannya pelanggaran keras ("allocation_status 非法"): skor 0.
    .example = `yes` sebagai status.

explain-racks-raises = Sebuah sel membuat evaluator melempar pengecualian.
    .what = allocation_status tak hingga (int() melempar OverflowError, yang tidak ditangkap evaluator), pos dari digit yang ditolak int() (superskrip, digit berlingkar, lebih dari 4,300 digit), atau slot setinggi itu sampai suku biayanya meluap.
    .why = Pengecualian mengakhiri seluruh penilaian: `exception`, skor 0.
    .example = `inf` sebagai status, atau `²` sebagai pos.

explain-racks-unknown-rack = Rak server yang ditempatkan tidak ada di rack_col.csv.
    .what = allocation_status terbaca 1 (atau kosong) tetapi rack_id bukan id di rack_col.csv.
    .why = Pelanggaran keras ("未知机柜"): skor 0.
    .example = Server yang tak ditempatkan ditulis dengan status 1 dan rack_id kosong.

explain-racks-no-pos = Server yang ditempatkan tidak punya slot.
    .what = allocation_status terbaca 1 (atau kosong) tetapi pos kosong.
    .why = Pelanggaran keras ("allocation_status=1 但缺 pos"): skor 0.
    .example = `SERVER_0001,RACK_0075,,1,BATCH_001`.

explain-racks-bad-pos = Slot bukan nomor slot.
    .what = pos bukan digit maupun digit lalu A (sisi B, C, D, tanda, dan desimal bukan slot).
    .why = Pelanggaran keras ("pos 无法解析为可上架位号"): skor 0.
    .example = `12B` atau `3.0`.

explain-racks-incompatible = NIC server tidak cocok dengan rak.
    .what = nic_attr_mapping.csv tidak punya baris yang memasangkan NIC server dengan atribut rak, persis seperti tertulis.
    .why = Pelanggaran keras ("不兼容"): skor 0.
    .example = NIC yang tidak ada di pemetaan, ditempatkan di mana pun.

explain-racks-over-power = Rak melebihi daya terukurnya.
    .what = Di batch itu, daya terpakai rak ditambah daya server barunya melebihi daya terukur lebih dari 1e-6.
    .why = Pelanggaran keras ("超过额定"): skor 0. Setiap batch mulai dari keadaan rak sebelum kedatangan.
    .example = Dua server 600 W di rak yang sisa 1,000 W.

explain-racks-no-slot = Server melewati slot rak.
    .what = Salah satu slot pos … pos+height-1 bukan slot rak itu di rack.csv (atau hanya sisi B, C, atau D).
    .why = Pelanggaran keras ("不存在 U 位"): skor 0.
    .example = Server 2U di slot teratas rak.

explain-racks-slot-taken = Server menimpa slot yang terpakai.
    .what = Salah satu slotnya ber-state 1 di rack.csv, atau sudah diambil server lain di batch yang sama.
    .why = Pelanggaran keras ("已被占用"): skor 0.
    .example = Dua server satu batch di slot yang sama pada satu rak.

explain-racks-not-finite = Biaya bukan angka terhingga.
    .what = Satu suku biaya NaN atau tak hingga (bobot atau daya NaN di data).
    .why = Pelanggaran keras ("成本计算得到非有限值"): skor 0.
    .example = Bobot `nan` di nic_attr_mapping.csv.
