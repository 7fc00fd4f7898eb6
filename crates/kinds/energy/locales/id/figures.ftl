## Gambar jenis energy (site/src/kinds/energy/) dan halamannya: judul, label, sekilas, rumus, laporan dan format.

fig-energy-year-title = Setahun hari demi hari: penyimpanan dan dispatch
fig-energy-pick = Pilih rencana yang bisa dibaca untuk melihat tahunnya.
fig-energy-battery = Muatan baterai, terendah sampai tertinggi tiap hari, terhadap [0.1, 0.9]
fig-energy-gas = Tangki gas, terendah sampai tertinggi tiap hari, terhadap [0.6, 1.0]
fig-energy-controls = Rata-rata kendali tiap hari: udara tekan, baterai, termal
fig-energy-income = Arus kas tiap hari (yuan)
fig-energy-day = hari { $day }
fig-energy-rung-broken = { $count } × `{ $code }` dilanggar
fig-energy-rung-income = arus kas { $income } yuan
glance-energy-hours = Baris per deret
glance-energy-load = Beban puncak (MW)
glance-energy-wind = Rata-rata angin (m/s)
glance-energy-sun = Jam bersinar matahari
glance-energy-plant = Pembangkit
glance-energy-unit = Unit
glance-energy-power = Daya terukur (MW)
glance-energy-range = Rentang
formula-energy-read = `solution.json` berisi `caes_seq` dan `battery_seq` (dan opsional `tp_seq`, selain itu 0.33 sepanjang tahun): masing-masing 8,760 angka yang dibaca float().
formula-energy-ranges = Udara tekan 0, dalam [-1, -0.33] atau [0.86, 1]; baterai dalam [-1, 1]; termal dalam [0.33, 1] (NaN lolos pada dua yang terakhir).
formula-energy-stores = Jam demi jam dari 0.5 (baterai) dan 0.8, 0.5, 0.5 (tangki gas, panas, dingin): baterai dalam [0.1, 0.9], tangki gas dalam [0.6, 1.0], panas dan dingin dalam [0.05, 0.95].
formula-energy-score = Arus kas = Σ selama 8,760 jam pos-pos bus (beban 0.5, jaringan jual 0.1 / beli 0.6, termal −0.4, angin −0.35, PV −0.25, penyimpan mengisi +0.2 / melepas −0.4 per kWh) dikurangi penalti bus; skor = max(arus kas / { $reference }, 0), dibulatkan ke 6 desimal.
report-energy-rejected = ditolak: { $count } masalah
report-energy-crash = Evaluator berhenti (tanpa laporan)
report-energy-income = Arus kas (yuan)
report-energy-income-note = 8,760 jam setahun, termasuk penalti
report-energy-penalty = Penalti bus
report-energy-penalty-note = yang tidak terimbangi jaringan, pemangkasan atau pelepasan beban, dikuadratkan
report-energy-out-of-range = Nilai di luar rentang
report-energy-out-of-range-note = udara tekan, baterai, termal
report-energy-breaches = Jam penyimpan di luar rentang
formats-energy-solution-title = Rencana dispatch (JSON)
formats-energy-solution-text = Satu objek dengan `caes_seq`, `battery_seq` dan opsional `tp_seq`: masing-masing 8,760 kendali per jam, sebagai pecahan daya terukur (positif membangkitkan atau melepas, negatif mengisi).
what-energy-data = deret beban
what-energy-submission = rencana dispatch
kinds-energy-lead = Arus kas setahun per pos, biaya terbesar dulu: untuk apa rencana itu membayar.
kinds-energy-term = Pos
kinds-energy-amount = Yuan
kinds-energy-share = Bagian biaya
kinds-energy-term-pv = Surya (PV)
kinds-energy-term-wind = Angin
kinds-energy-term-thermal = Bahan bakar termal
kinds-energy-term-load = Beban terlayani
kinds-energy-term-battery = Baterai
kinds-energy-term-caes = Udara tekan
kinds-energy-term-grid = Jaringan
kinds-energy-term-penalty = Penalti bus

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-stores-idle = valid, penyimpanan menganggur
fig-rule-ladder-step-valid-power-bought = valid, listrik dibeli
fig-rule-ladder-step-a-forbidden-value = nilai yang tidak diizinkan
fig-rule-ladder-step-state-of-charge = tingkat muatan
fig-rule-ladder-step-sequence-length = panjang deret
