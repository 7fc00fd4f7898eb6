## `fde-grade explain CODE` for the uplift kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: ringkasan, arti, alasan, dan contoh setiap kode diagnostik.
## Teks bahasa Inggrisnya ada di en/explain.ftl (teks asli crates/grader/src/diagnostic/codes.rs).

explain-uplift-not-json = result.json bukan objek JSON.
    .what = Berkas hasil run tidak bisa diurai sebagai JSON, atau bukan objek.
    .why = Harness dan situs membaca result.json dengan `json.load`; tanpa berkas itu tidak ada yang bisa dinilai (aturan penilaian §3).
    .example = result.json yang terpotong: `{"{"}"kpi": 0.8,`.

explain-uplift-harness-fails = Harness FDE-Gym gagal pada run ini dan tidak menulis hasil.
    .what = Sebuah kolom atau baris log permintaan yang membuat Python di harness gagal: KPI yang bukan angka, baris log permintaan yang bukan objek JSON, `cost` yang bukan angka, surrogate tunggal yang tidak bisa ditulisnya.
    .why = Harness menghitung uplift dengan Python biasa (aturan penilaian §3); jika gagal, run tidak memiliki skor, dan situs menampilkan `error`.
    .example = `"kpi": "0.8"` (sebuah teks), atau baris log permintaan `{"{"}"t": `.

explain-uplift-not-finite = Harness akan menulis NaN atau Infinity.
    .what = KPI, jangkar, atau biaya bernilai NaN atau tak terhingga, sehingga uplift atau nilai bersihnya juga begitu.
    .why = Python menulis `NaN`/`Infinity` ke result.json, yang ditolak pembaca JSON situs; skor yang tidak terhingga ditampilkan sebagai "—" (aturan penilaian §3).
    .example = `"kpi": NaN`.

explain-uplift-zero-span = kpi_oracle sama dengan kpi_baseline: uplift bernilai 0.
    .what = Rentang `kpi_oracle - kpi_baseline` bernilai 0.
    .why = Harness menetapkan uplift 0 jika rentangnya 0 (aturan penilaian §3).
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`.

explain-uplift-incidents-not-a-list = `incidents` bukan daftar.
    .what = `incidents` berupa teks, angka, atau objek, bukan daftar.
    .why = Harness menguji `if incidents:` (aturan penilaian §3), jadi nilai apa pun yang dianggap benar membatasi uplift di 0.
    .example = `"incidents": "refund sent twice"`.

explain-uplift-ledger-integrity = Buku besar run melanggar aturan integritas.
    .what = Buku besar yang diberikan bersama run bermasalah (pengembalian dana dua kali, jumlah yang tidak cocok, ...).
    .why = Harness menambahkan masalah buku besar ke `incidents`, yang membatasi uplift di 0 (aturan penilaian §3).
    .example = Buku besar yang mengembalikan dana satu pesanan dua kali.

explain-uplift-recomputed-differs = Sebuah skor di result.json berbeda dengan hasil hitung ulang dari KPI-nya.
    .what = `uplift`, `uplift_bounded`, atau `uplift_net` di result.json tidak sama dengan hasil rumus harness dari `kpi`, jangkar, dan biaya kontak.
    .why = Harness menghitung nilai-nilai ini dari KPI (aturan penilaian §3); nilai hasil hitung ulang adalah nilai harness.
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`.

explain-uplift-variants-not-given = Run varian tanpa variants.json: jangkar dasar yang dipakai.
    .what = Run menyebut varian selain `base`, tetapi berkas varian tidak diberikan.
    .why = Harness memakai baseline dan oracle varian jika ada (aturan penilaian §3); tanpa berkas itu jangkarnya bisa berbeda.
    .example = `fde-grade uplift result.json` untuk run varian `hard`, tanpa `--variants`.

explain-uplift-ask-log-ignored = Biaya kontak sudah diberikan, jadi log permintaan tidak dipakai untuk menghitungnya.
    .what = Biaya kontak dan log permintaan sama-sama diberikan.
    .why = Biaya kontak yang diberikan yang berlaku; jika tidak, log permintaan akan dijumlahkan (aturan penilaian §3).
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`.

explain-uplift-costs-unused = Berkas orang diberikan tanpa log permintaan.
    .what = Berkas orang (biaya) hanya dipakai untuk memberi harga baris log permintaan; tidak ada baris seperti itu.
    .why = Biaya kontak berasal dari log permintaan (aturan penilaian §3).
    .example = `--people npcs.json` tanpa `--ask-log`.

explain-uplift-contact-cost-differs = Biaya kontak di result.json berbeda dengan jumlah dari log permintaan.
    .what = `contact_cost` yang tercatat di result.json bukan jumlah biaya log permintaan yang dibulatkan.
    .why = Biaya kontak harness adalah jumlah atas log permintaan, dibulatkan ke 4 angka desimal (aturan penilaian §3).
    .example = `"contact_cost": 0.1` dengan log permintaan yang biayanya berjumlah 0,12.

explain-uplift-ask-log-bad-line = Sebuah baris log permintaan bukan objek JSON, atau tipenya tidak dikenal.
    .what = Baris log permintaan yang dilewati tampilan perbaikan (bukan JSON, bukan objek), atau yang `type`-nya tidak dikenal.
    .why = Harness membaca log dengan satu `json.loads` per baris (aturan penilaian §3); tampilan perbaikan menunjukkan skor log tanpa baris itu.
    .example = Baris `{"{"}"t": ` yang terpotong.

explain-uplift-not-a-number = Sebuah kolom log permintaan yang seharusnya angka ternyata bukan angka.
    .what = Kolom numerik pada baris log permintaan (`cost`, `t`, `hours`, `extra_cost`) berisi teks atau tipe lain.
    .why = Hanya angka yang bisa diberi harga (aturan penilaian §3); kolom itu diabaikan.
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`.

explain-uplift-unknown-person = Sebuah baris log permintaan bertanya kepada orang yang tidak ada di berkas orang.
    .what = Orang yang ditanya tidak tercantum di berkas orang (biaya), sehingga harga baris itu tidak bisa dihitung ulang.
    .why = Bertanya kepada seseorang memakan `cost` orang itu (aturan penilaian §3); tanpa orang itu, biaya yang tercatat yang berlaku.
    .example = `{"{"}"type": "ask", "to": "ceo"{"}"}` padahal tidak ada `ceo` di npcs.json.

explain-uplift-pilot-past-max-runs = Hari uji coba melewati `max_runs` tercatat di log.
    .what = Log berisi lebih banyak hari pilot (uji coba) daripada yang diizinkan `max_runs`.
    .why = Hari setelah `max_runs` tidak ditagih dan tidak dicatat oleh server (aturan penilaian §3).
    .example = Baris `pilot` keempat dengan `max_runs` 3.

explain-uplift-cannot-price = Harga sebuah baris log permintaan tidak bisa dihitung ulang.
    .what = Baris tunggu tanpa jam, atau baris pilot padahal berkas orang tidak memiliki biaya pilot.
    .why = Menunggu berbiaya `wait_cost_per_day × hours/24` dan satu hari uji coba berbiaya sebesar biaya pilotnya (aturan penilaian §3); tanpa nilai itu, biaya yang tercatat yang berlaku.
    .example = `{"{"}"type": "wait"{"}"}` tanpa `hours`.

explain-uplift-cost-mismatch = Biaya yang tercatat berbeda dengan harga di berkas orang.
    .what = Biaya pada baris log permintaan tidak sama dengan harga yang diberikan berkas orang kasus.
    .why = Harness menjumlahkan biaya yang tercatat (aturan penilaian §3); tampilan server menghitung ulang harganya dari berkas orang.
    .example = Permintaan ke `ops_lead` yang tercatat 0,02 setelah batas lunak, padahal harganya 0,06.

explain-uplift-costs-not-json = Berkas orang (biaya) bukan objek JSON.
    .what = Berkas orang tidak bisa diurai sebagai JSON, atau bukan objek.
    .why = Berkas itu hanya dipakai untuk menghitung ulang harga log permintaan (aturan penilaian §3), jadi di laporan ini peringatan dan penilaian tetap berjalan.
    .example = `npcs.json` yang berisi `[{"{"}"id": "ops_lead"{"}"}]`.

explain-uplift-missing-field = Berkas orang tidak memiliki daftar `people` atau `id` seseorang.
    .what = Tidak ada daftar `people` (atau `npcs`), atau ada orang tanpa `id`.
    .why = Bertanya kepada seseorang memakan `cost` orang itu (aturan penilaian §3); tanpa daftar itu tidak ada yang bisa diberi harga. Di laporan ini peringatan: penilaian tetap berjalan.
    .example = `{"{"}"wait_cost_per_day": 0.01{"}"}` saja.

explain-uplift-costs-bad-value = Sebuah nilai di berkas orang bertipe salah, atau seseorang tercantum dua kali.
    .what = Biaya, batas, atau faktor yang bukan angka dengan jenis yang benar, atau dua orang dengan id yang sama.
    .why = Harga berasal dari nilai-nilai ini (aturan penilaian §3). Di laporan ini peringatan: penilaian tetap berjalan.
    .example = `"cost": "cheap"`.
