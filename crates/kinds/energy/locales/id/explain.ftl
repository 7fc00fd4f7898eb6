## `fde-grade explain CODE` untuk kode jenis energy: ringkasan tiap kode, artinya, alasannya, dan contohnya.

explain-energy-file-not-found = Berkas rencana tidak ada.
    .what = Tidak ada `solution.json` untuk dibaca.
    .why = Evaluator mengembalikan `hard_violations` ("缺 solution.json") sebelum membaca apa pun: skor 0.
    .example = Folder kiriman tanpa `solution.json`.

explain-energy-not-json = Rencananya bukan JSON seperti yang dibaca Python.
    .what = Berkasnya bukan UTF-8, diawali penanda urutan byte, atau bukan JSON yang sah.
    .why = `json.load` melempar di dalam try evaluator, jadi ia mengembalikan `hard_violations` ("solution.json 解析失败: …" dengan pesan Python): skor 0.
    .example = Berkas yang disimpan dengan BOM, atau `{"{"}"caes_seq": [0, 0`.

explain-energy-not-an-object = Rencananya bukan objek JSON.
    .what = Berkasnya berisi daftar, string, angka atau null.
    .why = Evaluator memanggil `plan.get("caes_seq")` di luar try mana pun: `AttributeError` menghentikannya dan ia tidak mencetak laporan sama sekali (fde-grade: `error_info.exception`, skor 0).
    .example = `[[0, 0, 0]]`.

explain-energy-short-sequence = Sebuah barisan hilang, bukan daftar, atau kurang dari 8,760.
    .what = `caes_seq` atau `battery_seq` tidak ada, null atau bukan daftar, atau punya kurang dari 8,760 nilai; atau `tp_seq` diberikan begitu (jika tidak diberikan, 0.33 sepanjang tahun).
    .why = Evaluator mencantumkan tiap barisan seperti itu di `hard_violations` ("… 缺失或不足 8760 项(实际 N)"): skor 0. Daftar yang lebih panjang dipotong menjadi 8,760.
    .example = `{"{"}"caes_seq": [0], "battery_seq": [0]{"}"}`, atau `"tp_seq": null`.

explain-energy-not-a-number = Sebuah nilai kendali bukan angka yang dibaca float().
    .what = Di antara 8,760 nilai pertama sebuah barisan ada null, daftar, objek, atau teks yang ditolak `float()`.
    .why = Evaluator mengembalikan `hard_violations` ("序列含非数值: …" dengan pesan Python): skor 0. Teks seperti "0.5", " 1 " atau "1_0" dibaca seperti float() Python membacanya; true adalah 1.
    .example = `null`, `"half"`, `[0.5]`.

explain-energy-too-large = Sebuah nilai kendali adalah bilangan bulat yang terlalu besar untuk float.
    .what = Literal bilangan bulat di atas sekitar 1.8 × 10³⁰⁸.
    .why = `float()`-nya melempar `OverflowError`, yang tidak ditangkap evaluator: ia berhenti tanpa laporan (fde-grade: `error_info.exception`, skor 0).
    .example = Angka 1 diikuti 400 nol.

explain-energy-caes-range = Sebuah nilai udara tekan berada di zona terlarangnya.
    .what = Nilai `caes_seq` yang bukan 0, tidak dalam [-1, -0.33] dan tidak dalam [0.86, 1]: antara -0.33 dan 0.86 (selain 0), melewati ±1, atau NaN.
    .why = Evaluator mengembalikan `hard_violations` ("caes_seq 存在取值区间外的值…"), diperiksa sebelum baterai dan unit termal: skor 0.
    .example = `0.5`, `-0.2`, `NaN`.

explain-energy-battery-range = Sebuah nilai baterai di luar [-1, 1].
    .what = Nilai `battery_seq` di bawah -1 atau di atas 1 (termasuk tak hingga; NaN lolos, menurut perbandingan Python).
    .why = Evaluator mengembalikan `hard_violations` ("battery_seq 存在越界值…"): skor 0.
    .example = `1.0000000000000002`.

explain-energy-thermal-range = Sebuah nilai termal di luar [0.33, 1].
    .what = Nilai `tp_seq` di bawah 0.33 atau di atas 1 (NaN lolos).
    .why = Evaluator mengembalikan `hard_violations` ("tp_seq 存在越界值…"): skor 0. Unitnya tidak pernah berhenti, jadi 0 di luar rentang.
    .example = `0`, `0.32999999999999996`.

explain-energy-battery-charge = Muatan baterai keluar dari [0.1, 0.9].
    .what = Setelah suatu jam, keadaan muatan baterai, dijalankan dari 0.5 sepanjang tahun (melepas mengambil 1/0.85 dari energi yang dikirim, mengisi menyimpan 0.85-nya), di atas 0.9 atau di bawah 0.1.
    .why = Evaluator mengembalikan `hard_violations` ("储能 SOC 越限") dengan jam terakhir seperti itu di `details`: skor 0.
    .example = Melepas dengan daya penuh selama 90 jam sejak awal.

explain-energy-air-store = Sebuah tangki udara tekan keluar dari rentangnya.
    .what = Setelah suatu jam tangki gas (dari 0.8) di luar [0.6, 1.0], atau tangki panas atau dingin (dari 0.5) di luar [0.05, 0.95]: membangkitkan menurunkan gas dan dingin serta menaikkan panas sebesar energi dibagi 2.16e12, memampatkan sebaliknya dengan 75%.
    .why = Evaluator mengembalikan `hard_violations` ("储能 SOC 越限") dengan pelanggaran terakhir tiap tangki di `details`: skor 0.
    .example = Membangkitkan dengan daya penuh selama 3 jam sejak awal.

explain-energy-simulation = Simulasinya melewati ujung sebuah deret.
    .what = Rencana dalam rentang disimulasikan jam demi jam, jam t membaca baris t + 1 deret angin, pv, beban (dan, saat ada sinar matahari, lingkungan); deret yang lebih pendek dari 8,761 baris berakhir sebelum tahunnya.
    .why = Pembacaannya melempar `IndexError` di luar try mana pun: evaluator berhenti tanpa laporan (fde-grade: `error_info.exception`, skor 0).
    .example = Deret pv 8,760 baris (baris pertama tambahannya hilang).

explain-energy-data = Sebuah berkas kasus tidak bisa dibaca seperti evaluator membacanya.
    .what = Salah satu dari tujuh berkas timeseries_*_8760.csv bukan UTF-8, kosong atau rusak sebagai CSV, atau yang termal hanya punya satu kolom.
    .why = Evaluator membaca data hanya untuk rencana dalam rentang, di luar try mana pun: rencana seperti itu menghentikannya tanpa laporan (fde-grade: `error_info.exception`, skor 0).
    .example = timeseries_thermal_8760.csv yang hanya berisi kolom nilai.

explain-energy-text-cell = Sebuah deret kasus berisi teks.
    .what = Kolom terakhir deret kasus punya nilai yang dipertahankan pandas sebagai teks.
    .why = Python melempar padanya hanya saat simulasi mencapainya, dengan pesan yang tidak direproduksi fde-grade: kasusnya ditolak.
    .example = `low` di deret beban (pandas membaca `NA`, `null` dan sel kosong sebagai NaN).

explain-energy-not-finite = Arus kas setahun adalah NaN.
    .what = Sebuah nilai `battery_seq` atau `tp_seq` adalah NaN (atau deret kasus berisi NaN di tempat yang berpengaruh): setiap perbandingan dengan NaN salah, jadi setiap pemeriksaan lolos, tetapi arus kasnya NaN.
    .why = Evaluator menilainya sah: validity 1, dan NaN sebagai skor kualitas dan keseluruhan.
    .example = `NaN` untuk satu nilai baterai.
