## `fde-grade explain CODE` untuk kode jenis derek dermaga: ringkasan, artinya, alasannya,
## dan contoh.

explain-quay-file-not-found = Berkas jadwal tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("File not found: PATH"): skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-quay-bad-data = Berkas data kasus membuat evaluator melempar pengecualian.
    .what = `tact_times.csv` atau `vessel_workload.csv` kehilangan kolom, waktu angkat L atau U untuk 20 atau 40 kaki, atau berisi angka atau waktu yang tidak bisa dibaca Python.
    .why = Evaluator membaca data sebelum kiriman apa pun: setiap kiriman mendapat `exception`, skor 0.
    .example = tact_times.csv tanpa baris bongkar peti 40 kaki.

explain-quay-not-json = Jadwal bukan JSON sebagaimana Python membacanya.
    .what = Berkas bukan UTF-8, diawali tanda urutan bita, atau bukan JSON yang sah.
    .why = `json.load` melempar di dalam try evaluator: `exception` dengan pesan Python, skor 0.
    .example = Berkas yang disimpan dengan BOM.

explain-quay-no-cranes = Tidak ada daftar `cranes` yang tidak kosong.
    .what = Berkas bukan objek, atau `cranes`-nya tidak ada, bukan daftar, atau kosong.
    .why = Evaluator mengembalikan `schema` ("Missing or invalid 'cranes' array" atau "'cranes' is empty"): skor 0.
    .example = `{"{"}"cranes": []{"}"}`.

explain-quay-raises = Sebuah derek atau kejadian membuat evaluator melempar pengecualian.
    .what = Kunci yang dibacanya dengan `x["key"]` tidak ada (`events`, `type`, `end_time`, `berth` sebuah kerja, `crane_id`), tambatan yang tidak bisa dibaca `int()` atau `float()`, id kapal berupa daftar, crane_id bertipe yang tidak bisa dibandingkan.
    .why = Python melempar di dalam try evaluator: `exception` dengan pesan Python, skor 0, apa pun kesalahan lainnya.
    .example = Derek tanpa `crane_id`: pengurutannya menurut `c["crane_id"]` melempar `KeyError`.

explain-quay-bad-time = Sebuah waktu bukan `YYYY-MM-DD HH:MM:SS`.
    .what = `datetime.strptime(s, "%Y-%m-%d %H:%M:%S")` tidak bisa membacanya: ada `T`, pecahan, zona, hari yang tidak ada di bulan itu, detik 60, atau bukan teks sama sekali; atau sebelum 0001-01-02, yang tidak bisa diterima `timestamp()` naif.
    .why = Python melempar di dalam try evaluator: `exception`, skor 0.
    .example = `"2024-05-01T08:00:00"`.

explain-quay-not-after-start = Sebuah kejadian berakhir pada atau sebelum mulainya.
    .what = Setelah kejadian tiap derek diurutkan menurut mulai (tunggu diisikan), akhir sebuah kejadian tidak lebih lambat dari mulainya.
    .why = Aturan C3/C7: pelanggaran `constraint`, skor 0.
    .example = Perpindahan dengan waktu mulai dan akhir yang sama.

explain-quay-overlap = Dua kejadian satu derek bertumpang.
    .what = Sebuah kejadian dimulai lebih dari 1 dtk sebelum kejadian sebelumnya (menurut mulai) berakhir.
    .why = Aturan C7: derek mengerjakan satu hal sekaligus; pelanggaran `constraint`, skor 0. Celah tidak masalah: evaluator mengisinya dengan tunggu.
    .example = Kerja sampai 10:00:00, lalu perpindahan sejak 09:59:00.

explain-quay-move-berths = Sebuah perpindahan tidak punya tambatan.
    .what = `from_berth` atau `to_berth` kejadian `move` tidak ada atau null.
    .why = Aturan C4: pelanggaran `constraint`, skor 0; bila perpindahan itu menentukan tempat derek (C6), evaluator lalu melempar pengecualian.
    .example = `{"{"}"type": "move", "from_berth": 2, "to_berth": null, …{"}"}`.

explain-quay-move-time = Perpindahan tidak 880 dtk per tambatan.
    .what = Lama perpindahan berselisih lebih dari 1 dtk dari 880 dtk kali jumlah tambatan antara `from_berth` dan `to_berth`.
    .why = Aturan C4: pelanggaran `constraint`, skor 0. Detik perpindahan adalah suku kedua skor.
    .example = Perpindahan dari tambatan 2 ke 5 selama 2.000 dtk (perlu 2.640 dtk).

explain-quay-no-vessel = Kejadian kerja tidak menyebut kapal.
    .what = `vessel_id` kejadian `work` tidak ada, null, atau kosong.
    .why = Aturan C5: pelanggaran `constraint`, skor 0.
    .example = `{"{"}"type": "work", "vessel_id": "", …{"}"}`.

explain-quay-unknown-vessel = Kejadian kerja menyebut kapal yang tidak ada di kasus.
    .what = `vessel_id` bukan salah satu id vessel_workload.csv (dibandingkan sebagai teks: angka 7 bukan "7").
    .why = Aturan C5: pelanggaran `constraint`, skor 0.
    .example = `"vessel_id": "V99"` di kasus 60 kapal.

explain-quay-wrong-berth = Derek mengerjakan kapal di tambatan lain.
    .what = `int(berth)` kejadian kerja bukan `berth_no` kapal itu.
    .why = Aturan C5: pelanggaran `constraint`, skor 0.
    .example = Kerja untuk kapal di tambatan 3 dengan `"berth": 4`.

explain-quay-late = Kerja berakhir setelah jendela kapal.
    .what = Kejadian kerja berakhir setelah `end_time` kapal.
    .why = Aturan C2: pelanggaran `constraint`, skor 0; kerja setelah jendela tidak dihitung untuk C1.
    .example = Kerja sampai 18:00 untuk kapal yang berangkat 17:00.

explain-quay-early = Kerja dimulai sebelum jendela kapal.
    .what = Kejadian kerja dimulai sebelum `start_time` kapal.
    .why = Aturan C2: pelanggaran `constraint`, skor 0; kerja sebelum jendela tidak dihitung untuk C1.
    .example = Kerja sejak 05:00 untuk kapal yang tiba 06:00.

explain-quay-short = Kapal tidak mendapat semua kerjanya.
    .what = Detik kerja di dalam jendela kapal, semua derek bersama, dibulatkan ke detik utuh, kurang dari yang diperlukannya: Σ ceil(peti / peti per angkat) × detik per angkat atas muat dan bongkar peti 20 dan 40 kaki.
    .why = Aturan C1: pelanggaran `constraint`, skor 0.
    .example = Kapal yang perlu 7.200 dtk dikerjakan satu derek selama 1 jam.

explain-quay-crossing = Dua derek bersilang di rel.
    .what = Pada mulai atau akhir sebuah kejadian, atau titik tengah perpindahan, sebuah derek berada lebih dari 0,01 tambatan di kanan derek berikutnya menurut crane_id (tempat derek: kejadian pertama menurut mulai yang memuat waktu itu; tempat saat pindah diinterpolasi).
    .why = Aturan C6: pelanggaran `constraint`, skor 0; evaluator mencantumkan 3 pertama dan menghitung sisanya.
    .example = Derek 1 di tambatan 5 sementara derek 2 bekerja di tambatan 3.
