## Gambar jenis hydro (site/src/kinds/hydro/) dan kata-kata halamannya.

fig-hydro-levels-title = Muka air waduk hari demi hari
fig-hydro-power-title = Daya pembangkit hari demi hari
fig-hydro-pick = Pilih rencana yang bisa dibaca untuk melihat hari-harinya.
fig-hydro-level-of = { $station }: muka air (m) terhadap muka air mati dan batasnya
fig-hydro-power-of = { $station }: daya (MW) di bawah kapasitasnya
fig-hydro-rung-broken = { $count } × `{ $code }` dilanggar
fig-hydro-rung-energy = energi { $energy } (10⁴ kWh)
glance-hydro-stations = Pembangkit
glance-hydro-days = Hari
glance-hydro-eco = Debit ekologis (m³/s)
glance-hydro-cascade = Jenjang pembangkit, dari hulu
glance-hydro-station = Pembangkit
glance-hydro-p-max = Kapasitas (MW)
glance-hydro-z-dead = Muka air mati (m)
glance-hydro-z-init = Awal (m)
glance-hydro-z-max = Batas (m)
formula-hydro-read = `Q_out` harus lima baris (satu per pembangkit, dari hulu) dengan satu debit keluar per hari, masing-masing angka yang dibaca float().
formula-hydro-levels = Volume tiap waduk berubah (debit masuk − debit keluar) × 86,400 s per hari; muka airnya mengikuti secara linear di antara muka air mati dan normal.
formula-hydro-checks = Setiap aturan harus dipenuhi: pembangkit aliran sungai meneruskan air yang sampai (±1 m³/s), muka air dalam batas, debit ekologis, dan perubahan daya paling banyak seperlima kapasitas per hari.
formula-hydro-score = Energi = 24 × Σ daya (masing-masing dibatasi kapasitas; tinggi jatuh dari muka air rata-rata hari itu); skor = energi / { $reference }, dibulatkan ke 6 desimal.
report-hydro-rejected = ditolak: { $count } aturan dilanggar
report-hydro-energy = Energi (10⁴ kWh)
report-hydro-energy-note = 24 × jumlah daya harian pembangkit
report-hydro-violations = Aturan yang dilanggar
report-hydro-violations-note = server mencantumkan delapan yang pertama
formats-hydro-solution-title = Rencana jadwal (JSON)
formats-hydro-solution-text = Satu objek dengan `Q_out`: lima daftar (pembangkit, dari hulu), masing-masing satu debit keluar per hari dalam m³/s.
what-hydro-data = berkas pembangkit
what-hydro-submission = rencana jadwal
kinds-hydro-lead = Energi tiap pembangkit selama seminggu dibandingkan dengan yang diberikan kapasitasnya, yang paling jauh lebih dulu: di situlah lebih banyak air, atau tinggi jatuh yang lebih besar, paling menguntungkan.
kinds-hydro-station = Pembangkit
kinds-hydro-energy = Energi (10⁴ kWh)
kinds-hydro-most = Pada kapasitas sepanjang minggu
kinds-hydro-share = Bagian dari kekurangan
fig-hydro-outflows-title = Debit keluar tiap stasiun hari demi hari, langsung
fig-hydro-outflow-of = { $station }: debit keluar (m³/s) di atas aliran ekologis
fig-hydro-live-aria = Debit keluar: seret debit suatu hari ke atas atau ke bawah, atau pilih hari dengan ← → dan ubah dengan ↑ ↓
fig-hydro-live-score = energi { $energy } (10⁴ kWh) · skor { $score }
fig-hydro-live-rejected = ditolak: { $count } × `{ $code }` · skor 0
fig-hydro-help = Seret debit keluar suatu hari ke atas atau ke bawah (tetikus atau jari); atau fokuskan gambar, pilih hari suatu stasiun dengan ← → dan ubah debitnya dengan ↑ ↓ (10 m³/s; Page Up dan Page Down 100). Tiap perubahan dinilai ulang oleh penilai kasus ini sendiri, sama seperti `fde-grade hydro` menilai berkas yang diunduh; hari merah melanggar aturan.
fig-hydro-set = { $station }, hari { $day }: { $value } m³/s: { $result }
fig-hydro-undone = Perubahan terakhir diurungkan
fig-hydro-back = Kembali ke rencana contoh

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-levels-and-ramps = level dan laju perubahan
fig-rule-ladder-step-water-balance = neraca air
fig-rule-ladder-step-the-file-s-shape = bentuk berkas
