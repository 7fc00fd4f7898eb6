## Gambar-gambar situs: judul, sumbu, legenda, tooltip, keterangan, kontrol (issue 17).
## Kunci: fig-<gambar>-... (fig-canvas-... bagian bersama peta rute).
## Here the figures of every kind's page; a kind's own figures' words are in its crate
## (crates/kinds/<kind>/locales/, issue 43).

## Daftar gambar: judul dan pemberitahuan.
fig-rule-ladder-title = Tangga aturan: aturan yang dilanggar tiap contoh
fig-missing = Gambar tidak ditemukan: tidak ada gambar `{ $id }`.
fig-no-case = Gambar `{ $id }`: kasus yang mana? Tambahkan case=… ke alamat.
fig-wrong-kind = Gambar `{ $id }` untuk kasus { $kind }; kasus ini bukan jenis itu.

## Bagian halaman kasus.
fig-charts-heading = Mengapa setiap skor seperti ini
## Kontrol bersama gambar.
fig-submission = Berkas jawaban
fig-your-file = Berkas Anda: { $file }
fig-score = Skor

## roc: kurva ROC dan selisih KS (kartu skor).
fig-reference = acuan

## rule-ladder: semua contoh, dari yang terbaik, dan aturan yang dilanggar.
fig-rule-ladder-rejected-at = { $stage ->
        [fatal] ditolak: tidak terbaca
        [schema] ditolak pada pemeriksaan kode toko
        [capacity] ditolak pada pemeriksaan kapasitas
        [vehicles] ditolak pada pemeriksaan jumlah kendaraan
       *[other] ditolak pada tahap { $stage }
    }
fig-rule-ladder-balance = penalti keseimbangan { $penalty }
fig-rule-ladder-intrusions = { $n } toko yang menyusup
fig-rule-ladder-crossings = { $n } persilangan rute
fig-rule-ladder-cost = biaya { $cost }
fig-rule-ladder-fails = gagal: { $check }
fig-rule-ladder-auc-ks = AUC { $auc } · KS { $ks }
fig-rule-ladder-incident = insiden: uplift { $uplift } dibatasi menjadi { $capped }
fig-rule-ladder-contact = biaya kontak { $cost }
fig-rule-ladder-below = di bawah batas lulus { $line }
fig-rule-ladder-pass-line = batas lulus: uplift bersih { $line }
fig-rule-ladder-breaks-nothing = tidak melanggar apa pun
fig-rule-ladder-reference-title = { $title } (acuan)
fig-rule-ladder-bar = { $title }: skor { $score }; { $breaks }
fig-rule-ladder-bar-rejected = { $title }: skor { $score }, ditolak; { $breaks }
fig-rule-ladder-aria = Skor tiap contoh, dari yang terbaik, beserta aturan yang dilanggar
fig-rule-ladder-aria-uplift = Uplift bersih tiap contoh, dari yang terbaik, beserta aturan yang dilanggar
fig-rule-ladder-grading = Menilai contoh dengan data yang sedang dipakai…
fig-rule-ladder-unreadable = Data kasus tidak dapat dibaca, jadi contoh tidak dapat dinilai.
fig-rule-ladder-no-examples = Kasus ini tidak punya contoh berkas jawaban.
fig-rule-ladder-nothing = tidak ada
fig-rule-ladder-net-uplift = Uplift bersih
fig-rule-ladder-example = Contoh
fig-rule-ladder-breaks = Yang dilanggar
fig-rule-ladder-caption = Setiap contoh kasus dinilai oleh inti penilai, dari yang terbaik: pemeriksaan yang gagal (kode, dengan jumlahnya) dan penalti yang mengurangi poin. Jawaban acuan disorot; berkas jawaban yang ditampilkan diberi garis tepi. Berkas Anda sendiri, setelah dinilai, digambar di antaranya dengan warna kuning tua.
fig-rule-ladder-mine-between = Skor berkas Anda { $score }: di antara anak tangga { $a } ({ $a_title }, { $a_score }) dan anak tangga { $b } ({ $b_title }, { $b_score }). Aturan yang dilanggar dan yang dipatuhi anak tangga { $a } ada di tabel di bawah.
fig-rule-ladder-mine-top = Skor berkas Anda { $score }: di atas semua contoh (yang terbaik, { $b_title }, mendapat { $b_score }).
fig-rule-ladder-mine-bottom = Skor berkas Anda { $score }: di bawah semua contoh (yang terendah, { $a_title }, mendapat { $a_score }). Tabel di bawah menyebut aturan yang dilanggar masing-masing.
fig-verdict = Putusan

## map (dan peta kecil kasus): rute berkas jawaban yang ditampilkan.
fig-listed-first = hanya { $n } penyusupan pertama dan { $n } persilangan pertama yang dicantumkan dan digambar; jumlah dan skor mencakup semuanya

## rule ladder: the examples' steps (`expect.step`) in words.
fig-rule-ladder-step-rejected = ditolak
fig-rule-ladder-step-reference = acuan
fig-rule-ladder-step-the-reference = acuan
fig-rule-ladder-step-valid-poor = sah, buruk
fig-rule-ladder-step-valid-not-optimised = sah, belum dioptimalkan
fig-rule-ladder-step-missed-the-rules = melewatkan aturan

## A live figure's tools (site/src/figures/live.rs), every plan kind's.
fig-live-undo = Urungkan
fig-live-reset = Kembali ke contoh
fig-live-download = Unduh { $file }
