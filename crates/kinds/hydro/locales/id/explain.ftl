## `fde-grade explain CODE` untuk kode diagnostik jenis hydro.

explain-hydro-missing-file = Berkas rencana tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `fatal` ("缺 solution.json in DIR") sebelum membaca apa pun: skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-hydro-not-json = Rencana bukan JSON seperti yang dibaca Python.
    .what = Berkas bukan UTF-8, diawali tanda urutan byte, atau bukan JSON yang sah.
    .why = `json.load` melempar di dalam try milik evaluator, jadi ia melaporkan `exception` dengan pesan Python: skor 0.
    .example = Berkas yang disimpan dengan BOM, atau `{"{"}"Q_out": [[1, 2]`.

explain-hydro-not-an-object = Rencana bukan objek JSON.
    .what = Berkas berisi daftar, string, angka, atau null.
    .why = Evaluator memanggil `.get("Q_out")` padanya, yang melempar `AttributeError`: `exception`, skor 0.
    .example = `[[1, 2, 3]]`.

explain-hydro-no-q-out = Rencana tidak punya daftar `Q_out`.
    .what = Kunci `Q_out` tidak ada, atau nilainya bukan daftar.
    .why = Evaluator mengembalikan `fatal` ("solution.json 缺 Q_out 字段"): skor 0.
    .example = `{"{"}"q_out": [...]{"}"}` (kunci membedakan huruf besar dan kecil).

explain-hydro-wrong-shape = `Q_out` bukan lima baris dengan satu nilai per hari.
    .what = Jumlah baris `Q_out` bukan lima, atau jumlah nilai suatu baris tidak sama dengan jumlah hari.
    .why = Evaluator mengembalikan `fatal` ("Q_out 维度不是 5x7"): skor 0. Baris string dihitung karakternya, baris objek kuncinya.
    .example = Empat baris, atau baris berisi enam nilai.

explain-hydro-row-not-a-list = Suatu baris `Q_out` tidak punya panjang.
    .what = Baris berupa angka, true/false, atau null.
    .why = `len()` padanya melempar `TypeError` di luar pemeriksaan angka evaluator: `exception`, skor 0.
    .example = `{"{"}"Q_out": [[...], 5, [...], [...], [...]]{"}"}`.

explain-hydro-not-a-number = Suatu debit keluar bukan angka yang dibaca float().
    .what = Nilai berupa null, daftar, objek, atau teks yang ditolak `float()`.
    .why = Evaluator mengembalikan `fatal` ("Q_out 含非数值"): skor 0. Teks seperti "1_000" atau angka Arab-Hindi dibaca seperti float() Python membacanya.
    .example = `null`, `"1,5"`, `""`.

explain-hydro-too-large = Suatu debit keluar adalah bilangan bulat terlalu besar untuk float.
    .what = Literal bilangan bulat di atas sekitar 1.8 × 10³⁰⁸.
    .why = `float()` padanya melempar `OverflowError`, yang tidak ditangkap pemeriksaan angka evaluator: `exception`, skor 0.
    .example = Angka 1 diikuti 400 nol.

explain-hydro-water-balance = Pembangkit aliran sungai tidak meneruskan air yang sampai.
    .what = Pada suatu hari debit D berbeda lebih dari 1 m³/s dari debit C ditambah anak sungainya (E dari D ditambah anak sungainya).
    .why = Neraca air adalah `constraint` evaluator: pelanggaran apa pun memberi skor 0.
    .example = D melepas 500 m³/s ketika C melepas 4,425 m³/s.

explain-hydro-level-low = Waduk turun di bawah muka air matinya.
    .what = Muka air waduk, dihitung hari demi hari dari volumenya, berada di bawah muka air mati lebih dari toleransi.
    .why = Muka air adalah `constraint` evaluator: pelanggaran apa pun memberi skor 0.
    .example = Membuka pintu air waduk teratas pada hari-hari pertama.

explain-hydro-level-high = Waduk naik melewati batasnya.
    .what = Muka air waduk berada di atas batas atasnya lebih dari toleransi (untuk C, di bawah muka air normalnya).
    .why = Muka air adalah `constraint` evaluator: pelanggaran apa pun memberi skor 0.
    .example = Menampung seluruh debit masuk minggu basah di waduk kecil.

explain-hydro-eco-flow = Pembangkit melepas kurang dari debit ekologis.
    .what = Debit keluar di bawah debit ekologis minimum (dikurangi toleransi).
    .why = Debit ekologis adalah `constraint` evaluator: pelanggaran apa pun memberi skor 0.
    .example = Debit 49.94 ketika minimumnya 50.

explain-hydro-ramp = Daya pembangkit berubah terlalu cepat.
    .what = Daya pembangkit (dibatasi kapasitasnya) berubah dari satu hari ke hari berikutnya lebih dari seperlima kapasitasnya ditambah toleransi.
    .why = Perubahan daya adalah `constraint` evaluator: pelanggaran apa pun memberi skor 0.
    .example = Pembangkit naik dari 20 MW ke 170 MW dalam sehari.

explain-hydro-not-finite = Energi minggu itu bukan bilangan hingga.
    .what = Suatu debit keluar NaN (atau tak hingga): perbandingan dengan NaN selalu salah, jadi semua pemeriksaan lolos, tetapi energinya NaN.
    .why = Evaluator melaporkan `exception` ("total_energy is NaN/Inf") dan validitas 0.
    .example = `NaN` ditulis untuk satu debit keluar.
