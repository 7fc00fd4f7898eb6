## Gambar (site/src/kinds/pack/) dan halaman jenis pack.

what-pack-data = buku kerja muatan
what-pack-submission = rencana pemuatan
format-pack-submission = JSON solusi (placements: sku_id setiap kotak, sudut x, y, z dan ukuran l, w, h dalam meter)
fig-pack-view-title = Muatan dari atas, samping, dan pintu
fig-pack-view-aria = Kontainer dalam tiga tampilan: dari atas (panjang mendatar, lebar ke bawah), dari samping (panjang mendatar, tinggi ke atas) dan dari pintu (lebar mendatar, tinggi ke atas); setiap kotak berwarna menurut SKU-nya, kotak yang melanggar aturan bergaris merah
fig-pack-pick = Pilih rencana yang dapat dibaca untuk melihat muatannya.
fig-pack-top = Dari atas: panjang × lebar
fig-pack-side = Dari samping: panjang × tinggi
fig-pack-door = Dari pintu
fig-pack-legend = Setiap kotak berwarna SKU-nya (abu-abu: id yang tidak ada di kasus), yang lebih dekat digambar di atas yang lebih jauh; garis hitam adalah kontainer. Merah: kotak yang melanggar aturan (di luar batas, di bawah nol, dibaringkan, ukuran berubah, bertumpuk), digambar paling atas agar tidak tertutup, dan dari atas tapak yang dipakai bersama dua kotak.
fig-pack-sku-count = { $sku }: { $placed } ditempatkan, { $required } wajib
fig-pack-sku-any = { $sku }: { $placed } ditempatkan (berapa pun; skor menghitung ITEM_C)
fig-pack-weight = berat { $weight } kg dari { $limit } kg
fig-pack-hidden = { $count } penempatan tanpa enam angka hingga tidak digambar
fig-pack-rung-broken = { $count } × `{ $code }` dilanggar
fig-pack-rung-count = { $count } buah ITEM_C
glance-pack-skus = SKU
glance-pack-container = Bagian dalam kontainer (m)
glance-pack-limit = Batas muatan (kg)
glance-pack-table = SKU sebagaimana diberikan load_data.xlsx
glance-pack-sku = Kode SKU
glance-pack-size = Panjang × lebar × tinggi (m)
glance-pack-weight = Berat (kg)
glance-pack-required = Wajib
glance-pack-any = berapa pun
glance-pack-bad-data = Evaluator memunculkan galat pada buku kerja kasus ini:
formula-pack-read = `placements` mendaftar setiap kotak yang dimuat: `sku_id`-nya serta sudut kiri-depan-bawah `x`, `y`, `z` dan ukuran `l`, `w`, `h` saat ditempatkan, dalam meter, masing-masing angka yang dibaca float().
formula-pack-rules = Setiap aturan harus berlaku (dalam 1e-6): hanya SKU yang dikenal, setiap SKU wajib tepat sejumlahnya, berat dalam batas muatan, setiap kotak di dalam kontainer, tegak (h tingginya sendiri), tapaknya panjang × lebar atau diputar seperempat, dan tidak ada dua kotak berbagi ruang (bersentuhan boleh).
formula-pack-count = Mutu muatan adalah jumlah ITEM_C, SKU tanpa jumlah wajib: sebanyak yang muat.
formula-pack-score = Skor = kotak ITEM_C / { $reference }, dibulatkan ke 4 desimal.
report-pack-rejected = ditolak: { $count } masalah
report-pack-item-c = Kotak ITEM_C
report-pack-item-c-note = yang dihitung skor
report-pack-required = ITEM_A dan ITEM_B
report-pack-required-note = ditempatkan tepat sebanyak yang wajib
report-pack-weight = Berat (kg)
report-pack-weight-of = { $weight } dari { $limit }
report-pack-weight-note = berat SKU setiap kotak, dijumlahkan
report-pack-space = Ruang terpakai
report-pack-space-note = volume kotak dibagi volume kontainer
report-pack-violations = Aturan dilanggar
report-pack-violations-note = setiap pasangan bertumpuk dihitung (server mendaftar delapan pertama)
formats-pack-solution-title = Rencana pemuatan (JSON)
formats-pack-solution-text = Satu objek dengan `placements`: daftar dengan satu objek per kotak yang dimuat, masing-masing dengan `sku_id` (SKUID buku kerja), `x`, `y`, `z` (sudut kiri-depan-bawah) dan `l`, `w`, `h` (ukuran saat ditempatkan, h tingginya sendiri), dalam meter.

## "Apa yang paling mahal" untuk muatan yang sah (pelatih).
kinds-pack-lead = Skor menghitung kotak ITEM_C terhadap milik rujukan. Ruang yang tersisa untuk menambah: menurut berat (batas muatan dikurangi muatan) dan menurut volume (volume dalam dikurangi volume kotak), masing-masing sebagai jumlah kotak ITEM_C; yang lebih kecil adalah batasnya. Ini batas atas: kotak tetap harus muat tanpa menindih kotak lain.
kinds-pack-terms = { $item_c } ITEM_C terhadap rujukan { $reference }; ruang di luar muatan: panjang { $length } m, lebar { $width } m, tinggi { $height } m
kinds-pack-room = Ruang
kinds-pack-used = Terpakai
kinds-pack-max = Kontainer
kinds-pack-more = Tambahan ITEM_C, paling banyak
kinds-pack-weight = berat (kg)
kinds-pack-volume = isi (m³)
kinds-pack-limit = batasnya
