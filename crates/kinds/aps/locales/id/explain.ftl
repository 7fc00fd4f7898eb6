## `fde-grade explain CODE` untuk kode jenis aps: ringkasan, artinya, alasannya, dan
## contoh.

explain-aps-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("File not found: PATH") setelah membaca buku kerja kasus: skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-aps-bad-data = Buku kerja kasus tidak dapat dipakai.
    .what = aps_data.xlsx tidak memiliki lembar (ORD, TON, TUS, RES, WOP) atau kolom yang dibaca evaluator, memuat laju MAK yang ditolak float(), atau bukan buku kerja.
    .why = Evaluator membaca buku kerja sebelum kiriman apa pun; galat yang dimunculkannya menjadi `exception` untuk setiap berkas: skor 0.
    .example = Lembar WOP tanpa kolom `STA`.

explain-aps-not-json = Rencana bukan JSON seperti dibaca Python.
    .what = Berkas bukan UTF-8, diawali penanda urutan bita, atau bukan JSON yang sah.
    .why = `json.load` gagal di dalam try evaluator, sehingga dilaporkan `exception` dengan pesan Python: skor 0.
    .example = Berkas yang disimpan dengan BOM.

explain-aps-not-an-object = Rencana bukan objek JSON.
    .what = Berkas berisi daftar, teks, angka, atau null.
    .why = Evaluator memanggil `.get("scheduled_ops")` padanya, yang memunculkan `AttributeError`: `exception`, skor 0.
    .example = `[{"{"}"wop_oid": "WOP_0008"{"}"}]` tanpa objek di luarnya.

explain-aps-no-ops = Rencana tidak memiliki daftar tak kosong `scheduled_ops`.
    .what = Kuncinya tidak ada, daftarnya kosong, atau nilainya bukan daftar.
    .why = Evaluator mengembalikan `fatal` ("Missing or empty 'scheduled_ops'"): skor 0.
    .example = `{"{"}"scheduled_ops": []{"}"}`.

explain-aps-raises = Penilaian membuat Python memunculkan galat.
    .what = Sebuah operasi bukan objek, sebuah waktu memakai selisih UTC sementara waktu kalender tidak, sebuah waktu melewati 9999-12-31 08:00, atau tenggat memakai selisih.
    .why = Evaluator tidak menangkap galat ini di tempat terjadinya: melaporkan `exception` dengan pesan Python, skor 0.
    .example = `"start_dt": "2026-05-27T08:00:00+08:00"`.

explain-aps-uncovered = Operasi terjadwalkan hilang.
    .what = Operasi yang dapat dijadwalkan oleh kasus tidak disebut oleh `wop_oid` mana pun dalam rencana.
    .why = Evaluator mencatat "C4_coverage" dengan jumlah yang tercakup sebagai pelanggaran: skor 0.
    .example = 22 dari 23 operasi terjadwalkan.

explain-aps-bad-time = Waktu tidak dapat dibaca.
    .what = `start_dt` atau `end_dt` tidak ada, null, atau teks yang tidak dibaca `datetime.fromisoformat` maupun `pd.to_datetime`.
    .why = Evaluator mencatat "bad datetime for …" (operasi pertama seperti itu) sebagai pelanggaran: skor 0.
    .example = `"start_dt": "27/13/2026"`.

explain-aps-device = Operasi berjalan di perangkat yang tidak boleh dipakainya.
    .what = `resource` bukan perangkat aktif dari grup sumber daya yang diizinkan simpul rutenya.
    .why = Evaluator mencatat "C2_resource" dengan jumlahnya sebagai pelanggaran: skor 0.
    .example = Kode grup sumber daya itu sendiri, bukan salah satu perangkatnya.

explain-aps-window = Operasi mulai di luar jam kerja.
    .what = Mulainya pada hari Minggu, sebelum 08:00, atau pada 18:00 atau sesudahnya.
    .why = Evaluator mencatat "C3_work_window" dengan jumlahnya sebagai pelanggaran: skor 0.
    .example = `"start_dt": "2026-05-31T09:00:00"` (hari Minggu).

explain-aps-overlap = Dua operasi memakai satu perangkat bersamaan.
    .what = Pada satu perangkat, diurutkan menurut mulai, sebuah operasi mulai sebelum operasi sebelumnya selesai; bersentuhan boleh.
    .why = Evaluator mencatat "C1_overlap" dengan jumlah pasangan sebagai pelanggaran: skor 0.
    .example = 08:00–09:00 dan 08:30–09:30 pada perangkat yang sama.

explain-aps-duration = Panjang operasi bukan waktu kerjanya.
    .what = Menit kerja antara mulai dan selesai (08:00–18:00, Senin sampai Sabtu) berbeda lebih dari 1 % dari MAK × QTY.
    .why = Evaluator mencatat "C5_duration" dengan jumlahnya sebagai pelanggaran: skor 0.
    .example = Operasi 120 menit kerja mulai 17:00 selesai 19:00, bukan 09:00 pada hari kerja berikutnya.

explain-aps-order = Operasi sebuah pesanan berjalan tidak berurutan.
    .what = Dalam satu pesanan, sebuah operasi mulai sebelum operasi sebelumnya (menurut angka akhir TON.OID) selesai.
    .why = Evaluator mencatat "C6_precedence" dengan jumlah pasangan sebagai pelanggaran: skor 0.
    .example = Operasi kedua sebuah pesanan pada 08:00 sementara yang pertama berjalan sampai 10:00.
