## Diagnostik jenis energy: satu pesan per kode (`energy/...` menjadi `energy-...`), petunjuknya
## sebagai `<key>-hint`, kalimat lain kodenya (codes.rs).

energy-file-not-found = { $file } tidak bisa dibaca: { $reason }
energy-file-not-found-hint = Kirim solution.json: objek dengan `caes_seq` dan `battery_seq` (dan opsional `tp_seq`), masing-masing 8,760 nilai kendali per jam.
energy-not-json = { $file } tidak bisa dibaca sebagai JSON: { $error }
energy-not-json-hint = Tulis berkasnya dengan json.dump (UTF-8, tanpa penanda urutan byte).
energy-not-an-object = { $file } berisi { $kind }, bukan objek JSON: `plan.get("caes_seq")` milik evaluator melempar "{ $error }" di luar try mana pun, jadi ia berhenti tanpa laporan
energy-not-an-object-hint = Berkasnya harus satu objek JSON dengan kunci `caes_seq`, `battery_seq` dan opsional `tp_seq`.
energy-short-sequence = `{ $sequence }` punya { $len } nilai padahal perlu 8760
energy-short-sequence-hint = Beri setiap barisan satu nilai per jam dalam setahun: 8,760 (nilai setelah yang ke-8,760 diabaikan).
energy-short-sequence-missing = `{ $sequence }` adalah { $kind }, bukan daftar 8760 nilai
energy-not-a-number = `{ $sequence }[{ $hour }]` adalah { $value }, yang tidak bisa dibaca float()
energy-not-a-number-hint = Tulis setiap nilai kendali sebagai angka biasa.
energy-too-large = `{ $sequence }[{ $hour }]` adalah bilangan bulat yang terlalu besar untuk float: float() melempar OverflowError, yang tidak ditangkap evaluator, jadi ia berhenti tanpa laporan
energy-too-large-hint = Nilai kendali adalah pecahan daya terukur, antara -1 dan 1.
energy-caes-range = `caes_seq[{ $hour }]` adalah { $value }: udara tekan hanya boleh 0, dalam [-1, -0.33] (memampatkan) atau dalam [0.86, 1] (membangkitkan)
energy-caes-range-hint = Udara tekan tidak punya setelan lembut: diam (0), memampatkan dengan sepertiga dayanya atau lebih, atau membangkitkan dengan 86% atau lebih. NaN di luar setiap rentang.
energy-battery-range = `battery_seq[{ $hour }]` adalah { $value }, di luar [-1, 1]
energy-battery-range-hint = 1 mengosongkan baterai dengan daya penuh, -1 mengisinya dengan daya penuh.
energy-thermal-range = `tp_seq[{ $hour }]` adalah { $value }, di luar [0.33, 1]
energy-thermal-range-hint = Unit termal tidak pernah berhenti: paling sedikit sepertiga dayanya, paling banyak seluruhnya (tanpa `tp_seq`: 0.33 sepanjang tahun).
energy-battery-charge = setelah jam { $hour } baterai menyimpan { $soc } dari kapasitasnya, di luar [0.1, 0.9]
energy-battery-charge-hint = Melepas 1 satuan mengambil 1/0.85 dari baterai dan mengisi 1 menyimpan 0.85: rencanakan muatan setahun agar tetap antara 10% dan 90%.
energy-air-store = setelah jam { $hour } tangki { $store } udara tekan berada di { $level }, di luar [{ $low }, { $high }]
energy-air-store-hint = Membangkitkan mengosongkan tangki gas dan dingin serta mengisi tangki panas dengan jumlah yang sama; memampatkan sebaliknya dengan 75%. Jaga ketiganya dalam rentangnya.
energy-simulation = evaluator melempar { $error } saat mensimulasikan jam { $hour }, di luar try mana pun, jadi ia berhenti tanpa laporan
energy-simulation-hint = Deret per jam kasus punya 8,761 baris: jam t membaca baris t + 1.
energy-data = evaluator melempar { $error } saat membaca { $data } kasus, di luar try mana pun, jadi ia berhenti tanpa laporan
energy-data-hint = Periksa tujuh berkas timeseries_*_8760.csv kasus: masing-masing terbaca oleh pandas, yang termal dengan dua kolom atau lebih.
energy-text-cell = { $data } kasus berisi teks di kolom terakhirnya (baris { $row }: { $value }): fde-grade tidak menyatakan apa yang dilempar evaluator di sana
energy-text-cell-hint = Kolom terakhir setiap deret per jam harus angka (sel kosong adalah NaN).
energy-not-finite = arus kas setahun adalah { $income }: NaN di `battery_seq` atau `tp_seq` (atau di deret kasus) lolos setiap pemeriksaan dan evaluator memberi skor { $income }
energy-not-finite-hint = Tulis nilai kendali yang hingga: NaN tidak di luar [-1, 1] menurut perbandingan Python, tetapi tidak menyisakan arus kas untuk dinilai.

## Letak masalah: jam (dihitung dari 0, seperti barisan dan evaluator menghitungnya) dan baris data berkas kasus (dari 1 setelah header).
loc-hour = jam { $index }
loc-record = baris data { $record }
