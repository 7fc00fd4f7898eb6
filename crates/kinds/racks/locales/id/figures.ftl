## Gambar jenis penempatan rak (site/src/kinds/racks/) dan halamannya: judul, label,
## sekilas, rumus, laporan, dan format.

fig-racks-elevation-title = Rak yang dipakai rencana, slot demi slot
fig-racks-elevation-aria = Setiap rak satu batch sebagai kolom slot U, servernya sebagai blok, dayanya di bawah
fig-racks-pick = Pilih rencana yang sah untuk melihat raknya.
fig-racks-legend = abu-abu: terpakai sebelum batch; hijau: server dengan bobot NIC 1; kuning tua: di bawah 1; ○: rak yang tadinya mati; batang: daya sebelumnya, tambahan, terhadap batasnya
fig-racks-batch = kelompok
fig-racks-rung-broken = { $count } × `{ $code }` dilanggar
fig-racks-rung-cost = biaya { $cost }
glance-racks-servers = Server
glance-racks-batches = Batch
glance-racks-racks = Rak
glance-racks-free = Slot U kosong
glance-racks-bad-data = Evaluator melempar pengecualian pada data kasus ini:
formula-racks-read = `solution.csv` dibaca dengan modul csv Python: satu baris per server, tiap sel di-strip; status kosong dihitung 1 (ditempatkan).
formula-racks-rules = Setiap batch dari keadaan rak sebelum kedatangan: rak yang dikenal, nomor slot, NIC berpasangan dengan atribut rak, daya dalam batas, slot kosong berurutan; setiap server sekali.
formula-racks-cost = Biaya = Σ server yang ditempatkan (0.4 × sisa daya + 0.05 × slot / jumlah slot + 0.3 × rak yang baru menyala + 0.25 × (1 − bobot NIC)) + 1 per server tak ditempatkan.
formula-racks-score = Skor = { $reference } / biaya, dibulatkan ke 6 desimal.
report-racks-rejected = ditolak: { $count } masalah
report-racks-cost = Biaya
report-racks-cost-note = suku berbobot + 1 per server tak ditempatkan
report-racks-allocated = Ditempatkan
report-racks-allocated-note = server di dalam rak
report-racks-unassigned = Tak ditempatkan
report-racks-unassigned-note = masing-masing berbiaya 1
report-racks-batches = Batch
report-racks-batches-note = masing-masing dari rak sebelum kedatangan
formats-racks-solution-title = Rencana rak (CSV)
formats-racks-solution-text = Satu baris per server: server_id, rack_id, pos (slot U terendahnya), allocation_status (1 atau 0), dan batch.
what-racks-data = daftar server
what-racks-submission = rencana rak

## "Apa yang paling mahal" (site/src/kinds/racks/coach.rs).
kinds-racks-lead = Biaya rencana dipecah menjadi lima sukunya, yang termahal lebih dulu, masing-masing dengan skor bila suku itu hilang; lalu server terpasang yang paling mahal.
kinds-racks-term = Suku
kinds-racks-cost = Biaya
kinds-racks-share = Porsi dari biaya
kinds-racks-without = Skor tanpanya
kinds-racks-term-power = 0,4 × sisa daya
kinds-racks-term-slot = 0,05 × tinggi slot
kinds-racks-term-lit = 0,3 × rak baru dinyalakan
kinds-racks-term-nic = 0,25 × (1 − bobot NIC)
kinds-racks-term-unassigned = 1 × server tak ditempatkan
kinds-racks-server = Server
kinds-racks-place = Rak, slot
kinds-racks-server-cost = Biayanya
fig-racks-live-aria = Rak batch ini: seret server ke rak atau slot lain, atau pilih satu dengan tombol panah dan angkat dengan Spasi
fig-racks-live-score = biaya { $cost } · { $placed } terpasang, { $waiting } menunggu · skor { $score }
fig-racks-live-rejected = ditolak: { $count } × `{ $code }` · skor 0
fig-racks-help = Seret server (tetikus atau jari) ke rak atau slot lain; atau fokuskan gambar, pilih server dengan ← →, angkat dengan Spasi, bawa dengan ← → (rak) dan ↑ ↓ (slot) lalu letakkan dengan Spasi (Esc mengembalikannya). Tiap pemindahan dinilai ulang oleh penilai kasus ini sendiri, sama seperti `fde-grade racks` menilai berkas yang diunduh; pemindahan yang melanggar aturan langsung dibatalkan.
fig-racks-moved = { $server } kini di { $rack } pada U { $pos }: { $result }
fig-racks-tried = { $server } ke { $rack } pada U { $pos }: { $result }; server dikembalikan
fig-racks-picked = { $server } diangkat dari { $rack } U { $pos }: ← → rak, ↑ ↓ slot, Spasi meletakkan, Esc mengembalikan
fig-racks-over = { $server } di atas { $rack } U { $pos }
fig-racks-selected = { $server } di { $rack } pada U { $pos }: Spasi mengangkatnya
fig-racks-undone = Pemindahan terakhir diurungkan
fig-racks-back = Kembali ke rencana contoh

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-servers-left-out = sah, ada server tertinggal
fig-rule-ladder-step-valid-nothing-placed = sah, tidak ada yang ditempatkan
fig-rule-ladder-step-unknown-rack = rak tak dikenal
fig-rule-ladder-step-slot-number = nomor slot
fig-rule-ladder-step-slot-taken = slot sudah terisi
fig-rule-ladder-step-nic-and-rack = NIC dan rak
