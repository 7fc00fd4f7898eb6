## Gambar-gambar situs: judul, sumbu, legenda, tooltip, keterangan, kontrol (issue 17).
## Kunci: fig-<gambar>-... (fig-canvas-... bagian bersama peta rute).

## Daftar gambar: judul dan pemberitahuan.
fig-roc-title = Kurva ROC dan selisih KS
fig-uplift-ladder-title = Dari baseline ke oracle: tangga uplift
fig-pred-scores-title = Metrik per kolom target atau grup
fig-pred-scatter-title = Prediksi dibandingkan nilai sebenarnya
fig-pred-residuals-title = Residual menurut urutan kunci
fig-pred-errors-title = Sebaran galat
fig-pred-worst-title = Baris yang paling mahal
fig-rule-ladder-title = Tangga aturan: aturan yang dilanggar tiap contoh
fig-map-title = Peta rute: rute, selubung cembung, toko yang menyusup, persilangan
fig-drag-title = Belajar sambil menggeser: pindahkan toko, lihat skornya
fig-demo-hull-title = Toko yang menyusup, lebih dekat
fig-demo-crossing-title = Persilangan rute, lebih dekat
fig-worst-pairs-title = Pasangan rute yang paling bermasalah
fig-hours-title = Waktu tempuh per truk
fig-cost-split-title = Asal biaya setiap berkas jawaban
fig-compare-title = Dua berkas jawaban berdampingan
fig-missing = Gambar tidak ditemukan: tidak ada gambar `{ $id }`.
fig-no-case = Gambar `{ $id }`: kasus yang mana? Tambahkan case=… ke alamat.
fig-wrong-kind = Gambar `{ $id }` untuk kasus { $kind }; kasus ini bukan jenis itu.

## Bagian halaman kasus.
fig-charts-heading = Mengapa setiap skor seperti ini
fig-routing-heading = Mengapa skornya seperti ini
fig-routing-lead = Setiap angka di bawah berasal dari penilai yang sama dengan skor di atas, dihitung ulang di halaman ini setiap kali Anda berganti, menyalakan, atau menggeser.

## Kontrol bersama gambar.
fig-submission = Berkas jawaban
fig-your-file = Berkas Anda: { $file }
fig-score = Skor

## roc: kurva ROC dan selisih KS (kartu skor).
fig-roc-x-axis = Tingkat positif palsu: bagian nasabah lancar bayar yang ditandai
fig-roc-x-axis-short = Tingkat positif palsu (lancar bayar)
fig-roc-y-axis = Tingkat positif benar: bagian nasabah gagal bayar yang ditandai
fig-roc-y-axis-short = Tingkat positif benar (gagal bayar)
fig-roc-chance = acak: model yang menebak (AUC { $auc }, KS 0)
fig-roc-rejected = Ditolak pada pemeriksaan `{ $check }`: tidak ada kurva, skor 0.
fig-roc-no-curve = Tidak ada kurva: data uji tidak memuat nasabah gagal bayar atau lancar bayar.
fig-roc-aria-none = Kurva ROC: tidak ada. { $why }
fig-roc-reference-aria = kurva jawaban acuan: AUC { $auc }, KS { $ks }
fig-roc-band = pita prob_default { $threshold }: { $rows } baris, { $defaults } gagal bayar; menandai ≥ { $threshold } memberi TPR { $tpr } dengan FPR { $fpr }
fig-roc-ks-gap = Selisih KS { $ks } pada prob_default ≥ { $threshold }: TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = pada ≥ { $threshold }
fig-roc-aria = Kurva ROC: AUC { $auc }, KS { $ks }, { $bands } pita nilai seri
fig-roc-area-aria = luas di bawah kurva: AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = kurva melalui { $n } ujung pita
fig-roc-band-ends = ujung pita
fig-roc-bands = Pita
fig-roc-pick = Pilih berkas jawaban kartu skor untuk melihat kurvanya.
fig-roc-reference-toggle = kurva jawaban acuan di belakang
fig-roc-caption = Nasabah diurutkan menurut peluang gagal bayar yang diprediksi, dari yang paling berisiko: setiap titik menandai semua nasabah dengan skor minimal sebesar itu. Area berarsir adalah AUC; KS adalah jarak vertikal terbesar antara kurva dan diagonal, dibaca hanya di ujung pita nilai seri (titik).
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
fig-rule-ladder-fails = gagal pada pemeriksaan { $check }
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
fig-rule-ladder-caption = Setiap contoh kasus dinilai oleh inti penilai, dari yang terbaik: pemeriksaan yang gagal (kode, dengan jumlahnya) dan penalti yang mengurangi poin. Jawaban acuan disorot; berkas jawaban yang ditampilkan diberi garis tepi.
fig-verdict = Putusan

## uplift-ladder: baseline, hasil, insiden, biaya kontak, bersih.
fig-uplift-ladder-ungraded = hasilnya tidak dapat dinilai
fig-uplift-ladder-aria-none = Tangga uplift: tidak ada, { $why }
fig-uplift-ladder-no-ladder = Tidak ada tangga: proses ini tidak dapat diberi skor.
fig-uplift-ladder-step-baseline = Baseline
fig-uplift-ladder-step-delivered = Hasil
fig-uplift-ladder-step-incident = Insiden
fig-uplift-ladder-step-contact = Biaya kontak
fig-uplift-ladder-step-net = Bersih
fig-uplift-ladder-kpi = KPI { $kpi }
fig-uplift-ladder-baseline-aria = baseline: sistem tanpa perubahan, KPI { $kpi }, uplift 0
fig-uplift-ladder-uplift-value = uplift { $uplift }
fig-uplift-ladder-delivered-aria = hasil: KPI { $kpi } memberi uplift { $uplift } dari jarak antara baseline dan oracle
fig-uplift-ladder-delivered-aria-bounded = hasil: KPI { $kpi } memberi uplift { $uplift } dari jarak antara baseline dan oracle; dihitung −1 dalam rata-rata antartugas
fig-uplift-ladder-capped = dibatasi 0
fig-uplift-ladder-incident-aria = batas insiden: insiden membatasi uplift { $uplift } menjadi { $capped }
fig-uplift-ladder-lines = { $n } baris
fig-uplift-ladder-contact-aria = biaya kontak: { $cost } dikurangkan untuk pertanyaan, waktu tunggu, dan hari uji coba
fig-uplift-ladder-verdict = { $verdict ->
        [accepted] diterima
        [rejected] ditolak
        [incident] insiden
        [error] galat
       *[other] { $verdict }
    }
fig-uplift-ladder-points = { $points } poin · { $verdict }
fig-uplift-ladder-net-aria = uplift bersih { $net } ({ $points } poin): { $verdict }; batas lulusnya { $line }
fig-uplift-ladder-oracle-line = oracle 1 · KPI { $kpi }
fig-uplift-ladder-oracle-aria = oracle: solusi acuan, KPI { $kpi }, uplift 1
fig-uplift-ladder-baseline-line = baseline 0 · KPI { $kpi }
fig-uplift-ladder-baseline-line-aria = garis baseline: KPI { $kpi }, uplift 0
fig-uplift-ladder-pass-line = batas lulus { $line }
fig-uplift-ladder-pass-line-aria = batas lulus: uplift bersih { $line } atau lebih diterima
fig-uplift-ladder-ask-line = log permintaan baris { $line }: { $kind }, biaya { $cost } ({ $note })
fig-uplift-ladder-aria = Tangga uplift: uplift { $uplift }, biaya kontak { $cost }, bersih { $net } ({ $verdict }); batas lulus { $line }
fig-uplift-ladder-aria-capped = Tangga uplift: uplift { $uplift }, dibatasi menjadi { $capped } karena insiden, biaya kontak { $cost }, bersih { $net } ({ $verdict }); batas lulus { $line }
fig-uplift-ladder-pieces = biaya kontak, baris demi baris
fig-uplift-ladder-lower-is-better = Di sini KPI yang lebih rendah lebih baik (KPI oracle lebih rendah daripada baseline).
fig-uplift-ladder-flat = KPI oracle sama dengan baseline: harness menetapkan uplift menjadi 0.
fig-uplift-ladder-kpis = KPI baseline → hasil → oracle
fig-uplift-ladder-uplift = Uplift
fig-uplift-ladder-points-label = Poin
fig-uplift-ladder-pick = Pilih hasil uplift untuk melihat tangganya.
fig-uplift-ladder-caption = Uplift mengukur KPI pada skala dengan sistem tanpa perubahan bernilai 0 dan solusi acuan bernilai 1. Insiden membatasinya pada 0; lalu biaya setiap pertanyaan, waktu tunggu, dan hari uji coba dikurangkan. Nilai bersih { $line } atau lebih diterima.

## Bagian bersama gambar prediksi.
fig-pred-crashes = Evaluator berhenti mendadak pada berkas ini ({ $crash }): tidak ada baris yang dinilai.
fig-pred-raises = Evaluator memunculkan galat pada berkas ini: tidak ada baris yang dinilai (skor 0).
fig-pred-rejected = Ditolak oleh pemeriksaan { $check }: tidak ada baris yang dinilai (skor 0).
fig-pred-no-rows = Tidak ada baris yang dinilai.
fig-pred-case-too-large = Data kasus Anda terlalu besar untuk digambar di halaman ini: gambarnya tidak ditampilkan.
fig-pred-file-too-large = { $file } terlalu besar untuk digambar di halaman ini (lebih dari 1 MB): skor dan laporannya ada di atas.
fig-pred-not-drawn = Baris berkas jawaban ini tidak dapat digambar di sini.
fig-pred-pick = Pilih berkas jawaban untuk melihat barisnya.
fig-pred-target = Kolom target
fig-pred-group = grup
fig-pred-target-col = kolom target

## pred-errors: histogram residual.
fig-pred-errors-bin = { $from } sampai { $to }: { $n } baris
fig-pred-errors-aria = Sebaran residual { $target }: { $rows } baris dalam { $bins } kelompok
fig-pred-errors-x-axis = prediksi − nilai sebenarnya ({ $target })
fig-pred-errors-y-axis = baris
fig-pred-errors-caption = Seberapa jauh meleset tiap baris yang dinilai. Berpusat di garis nol: tidak bias; ekor panjang: segelintir baris menanggung sebagian besar galat.

## pred-residuals: residual menurut urutan kunci.
fig-pred-residuals-dot = { $key }: nilai residual { $residual }
fig-pred-residuals-aria = Residual (prediksi − nilai sebenarnya) { $target } pada { $rows } baris menurut urutan kunci ({ $keys })
fig-pred-residuals-aria-line = Residual (prediksi − nilai sebenarnya) { $target } pada { $rows } baris menurut urutan kunci ({ $keys }), digambar sebagai garis
fig-pred-residuals-x-axis = baris menurut { $keys }
fig-pred-residuals-y-axis = prediksi − nilai sebenarnya
fig-pred-residuals-caption = Prediksi dikurangi nilai sebenarnya untuk setiap baris yang dinilai, diurutkan menurut kuncinya. Di atas nol prediksinya terlalu tinggi, di bawah terlalu rendah; deretan panjang di satu sisi berarti bias, lonjakan berarti satu baris yang mahal.

## pred-scatter: prediksi dibandingkan nilai sebenarnya.
fig-pred-scatter-dot-over = { $key }: sebenarnya { $actual }, prediksi { $predicted } (lebih { $by })
fig-pred-scatter-dot-under = { $key }: sebenarnya { $actual }, prediksi { $predicted } (kurang { $by })
fig-pred-scatter-aria = Prediksi dibandingkan nilai sebenarnya { $target }: { $rows } baris, diagonal berarti prediksi sempurna
fig-pred-scatter-aria-every = Prediksi dibandingkan nilai sebenarnya { $target }: { $rows } baris, digambar setiap baris ke-{ $every }, diagonal berarti prediksi sempurna
fig-pred-scatter-x-axis = { $target } sebenarnya
fig-pred-scatter-y-axis = { $target } prediksi
fig-pred-scatter-too-high = terlalu tinggi ↖
fig-pred-scatter-too-low = ↘ terlalu rendah
fig-pred-scatter-caption = Setiap titik adalah satu baris yang dinilai: nilai sebenarnya mendatar, prediksi berkas jawaban tegak. Di diagonal putus-putus prediksinya tepat; makin jauh titik darinya, makin mahal baris itu. Titik berongga adalah baris yang tidak dihitung metrik.

## pred-scores: metrik per kolom target atau grup.
fig-pred-scores-per-group = { $metric } per grup
fig-pred-scores-per-target = { $metric } per kolom target
fig-pred-scores-relative = ukuran relatif
fig-pred-scores-rows = baris dinilai
fig-pred-scores-left-out = { $n } kolom target tidak punya baris untuk dinilai dan tidak disertakan.
fig-pred-scores-combined = Gabungan
fig-pred-scores-objective = Objektif
fig-pred-scores-caption = Metrik tiap kolom target (atau grup) sebagaimana dipakai skor, jumlah baris yang dinilai masing-masing, dan nilai gabungannya.

## pred-worst: baris yang paling mahal.
fig-pred-worst-share-group = bagian dari grupnya
fig-pred-worst-share-target = bagian dari kolom targetnya
fig-pred-worst-share-total = bagian dari total
fig-pred-worst-caption-table = { $n } baris dengan { $loss } terbesar
fig-pred-worst-truth = sebenarnya
fig-pred-worst-forecast = prediksi
fig-pred-worst-residual = residual
fig-pred-worst-caption = Perbaiki baris-baris ini dulu: biaya tiap baris adalah yang dijumlahkan metrik untuknya, dan bagiannya dihitung dari total kolom targetnya.
fig-pred-loss-absolute = galat mutlak
fig-pred-loss-squared = galat kuadrat
fig-pred-loss-weighted-squared = galat kuadrat berbobot nilai sebenarnya
fig-pred-loss-percent = galat persentase mutlak
fig-pred-loss-symmetric = galat relatif simetris

## map (dan peta kecil kasus): rute berkas jawaban yang ditampilkan.
fig-map-route-stops = rute { $route }: { $n } perhentian
fig-map-preview-aria = Peta { $n } toko di sekitar depo
fig-map-preview-caption = Toko (titik) dan depo (persegi); rute laporan yang sedang tampil digambar berwarna.
fig-map-counts = { $intrusions } toko yang menyusup · { $crossings } persilangan rute · skor { $score }
fig-listed-first = hanya { $n } penyusupan pertama dan { $n } persilangan pertama yang dicantumkan dan digambar; jumlah dan skor mencakup semuanya
fig-map-counts-rejected = { $intrusions } toko yang menyusup · { $crossings } persilangan rute (biaya seandainya dinilai) · ditolak, skor 0
fig-map-hint = Arahkan penunjuk atau fokus ke toko atau × untuk melihat detailnya.
fig-map-aria = Peta { $n } toko dan depo, dengan rute dari { $file }
fig-map-help = Tekan Tab ke peta, lalu tombol panah berpindah dari toko ke toko, [ dan ] menyusuri rute, + dan − memperbesar dan memperkecil. Tab berikutnya menelusuri persilangan rute. Geser peta untuk menggulir; ctrl + roda untuk memperbesar.

## Bagian bersama peta rute: toko, persilangan, lapisan, zoom.
fig-canvas-lonlat = bujur { $lon }, lintang { $lat }
fig-canvas-route-stop = rute { $route }, perhentian { $stop } dari { $n }
fig-canvas-no-route = tidak di rute mana pun
fig-canvas-in-no-hull = tidak di dalam selubung cembung rute lain
fig-canvas-in-hull = di dalam selubung cembung rute { $route }
fig-canvas-in-hulls = di dalam { $n } selubung cembung: rute { $routes }
fig-canvas-store = toko { $code }{ $weight }, { $route }, { $inside }
fig-canvas-depot = depo
fig-canvas-depot-code = depo { $code }
fig-canvas-segment = rute { $route } ({ $from } → { $to })
fig-canvas-crossing = persilangan { $i } dari { $n }: { $a } × { $b }
fig-canvas-draggable-store = toko yang dapat digeser
fig-canvas-store-role = toko
fig-canvas-stores-aria = toko: tekan tombol panah untuk memilih salah satunya
fig-canvas-crossings-role = persilangan rute
fig-canvas-crossings-aria = { $n } persilangan rute: tombol panah menelusurinya satu per satu
fig-canvas-layers = Lapisan
fig-canvas-layer-routes = rute
fig-canvas-layer-hulls = selubung
fig-canvas-layer-intrusions = penyusupan
fig-canvas-layer-crossings = persilangan
fig-canvas-zoom = Zoom
fig-canvas-zoom-in = Perbesar
fig-canvas-zoom-out = Perkecil
fig-canvas-reset = Atur ulang tampilan

## hours: waktu tempuh per truk.
fig-hours-band = arsiran: jawaban acuan, { $from } sampai { $to }
fig-hours-bar = rute { $route }: { $time }
fig-hours-bar-longest = rute { $route }: { $time } (terlama)
fig-hours-bar-shortest = rute { $route }: { $time } (tersingkat)
fig-hours-spread = Rute terlama { $longest } (rute { $longest-route }), tersingkat { $shortest } (rute { $shortest-route }): suku keseimbangan menagih selisih { $gap } di antara keduanya.
fig-hours-aria = Waktu tempuh per truk, { $n } rute
fig-hours-x-axis = rute (truk)
fig-hours-y-axis = waktu rute, jam
fig-hours-caption = Setiap batang adalah waktu rute satu truk (berkendara dengan dua kecepatan ditambah waktu berhenti). Pita berarsir adalah rentang rencana acuan: truk-truknya butuh waktu yang hampir sama.

## cost-split: asal biaya setiap berkas jawaban.
fig-cost-split-time = waktu total
fig-cost-split-balance = keseimbangan
fig-cost-split-intrusions = penyusupan
fig-cost-split-crossings = persilangan
fig-cost-split-unreadable = tidak dapat dibaca: tidak ada biaya
fig-cost-split-segment = { $term }: { $value } ({ $share } % dari biaya)
fig-cost-split-score = skor { $score }
fig-cost-split-rejected = ditolak: skor 0
fig-cost-split-would-cost = seandainya { $cost }
fig-cost-split-row-aria = { $label }: biaya { $cost }, terdiri atas waktu { $time }, keseimbangan { $balance }, penyusupan { $intrusions }, persilangan { $crossings }; { $verdict }
fig-cost-split-reference = acuan { $cost }
fig-cost-split-aria = Biaya setiap berkas jawaban dipecah menjadi waktu, keseimbangan, penyusupan, dan persilangan
fig-cost-split-as-shares = sebagai bagian dari tiap biaya
fig-cost-split-caption = Biaya = waktu total + 90 × (rute terlama − rute tersingkat) + { $intrusion } per toko yang menyusup + { $crossing } per persilangan; skor = biaya acuan ÷ biaya. Batang pudar adalah rencana yang ditolak: skornya 0 berapa pun biayanya.

## compare: dua berkas jawaban berdampingan.
fig-compare-valid = valid
fig-compare-rejected = ditolak
fig-compare-cost = Biaya
fig-compare-time = Waktu total (detik)
fig-compare-balance = Keseimbangan
fig-compare-intrusions = Penyusupan
fig-compare-crossings = Persilangan
fig-compare-routes = Rute
fig-compare-map-aria = Peta { $label }

## worst-pairs: pasangan rute yang paling bermasalah.
fig-worst-pairs-words = rute { $a } dan { $b }: { $a-in-b } toko rute { $a } di dalam selubung rute { $b }, { $b-in-a } toko rute { $b } di dalam selubung rute { $a }; { $crossings } persilangan. Bersama-sama { $cost } dari biaya.
fig-worst-pairs-map-aria = Peta dengan rute { $a } dan { $b } berwarna, rute lain dibuat abu-abu
fig-worst-pairs-map-aria-none = Peta rute
fig-worst-pairs-headline = Pasangan { $i } dari { $n }: { $words }
fig-worst-pairs-none = Tidak ada toko yang menyusup atau persilangan antara dua rute mana pun: tidak ada yang perlu ditelusuri.
fig-worst-pairs-previous = ← Sebelumnya
fig-worst-pairs-next = Pasangan berikutnya →
fig-worst-pairs-list = Pasangan terburuk

## drag: pindahkan toko, lihat skornya (dan bagian bersama demo).
fig-drag-total-time = Waktu total
fig-drag-too-large = { $file } berukuran { $size }: terlalu besar untuk digeser di halaman (rencana hingga { $limit } dapat digeser). Laporan dan gambar lainnya ada di atas.
fig-drag-unreadable = Berkas ini tidak dapat dibaca sebagai rencana: tidak ada yang dapat digeser. Pilih berkas jawaban lain.
fig-drag-plan = rencana: { $plan }
fig-drag-aria = Peta { $n } toko yang dapat digeser: pilih toko lalu geser, atau fokus ke toko dan gunakan tombol panah
fig-drag-route-takes = ; rute { $route } memakan { $time }
fig-drag-hint = Pilih toko untuk melihat detailnya.
fig-drag-back = Kembali ke berkas jawaban seperti aslinya.
fig-drag-no-store = Tidak ada toko { $code } di kasus ini.
fig-drag-modes = Menggeser memindahkan
fig-drag-mode-place = letak toko
fig-drag-mode-stop = perhentiannya ke rute lain
fig-drag-reset = Atur ulang
fig-drag-intrusions = { $n } toko yang menyusup
fig-drag-crossings = { $n } persilangan rute
fig-drag-cost = biaya { $cost }
fig-drag-score = skor { $score }
fig-drag-rejected = ditolak ({ $why }): skor 0
fig-drag-find = Cari toko
fig-drag-find-placeholder = kode toko
fig-drag-download-plan = Unduh rencana ini
fig-drag-download-customers = Unduh customers.csv yang sudah dipindah
fig-drag-too-long = Perubahannya terlalu banyak untuk dimuat dalam tautan: alamatnya menyimpan berkas jawaban, bukan perpindahannya.
fig-drag-help = Geser toko dengan tetikus atau jari. Dengan papan ketik: Tab ke peta, tombol panah memindahkan toko yang dipilih (Shift: sepuluh langkah), [ dan ] memilih perhentian sebelum atau sesudahnya di rutenya. Dengan “perhentiannya ke rute lain”, Atas dan Bawah memindahkan perhentian ke rute berikutnya atau sebelumnya, Kiri dan Kanan di sepanjang rutenya. Setiap angka dihitung ulang oleh penilai pada setiap perpindahan.
fig-drag-stats = { $intrusions } toko yang menyusup, { $crossings } persilangan rute, skor { $score }
fig-drag-stats-rejected = { $intrusions } toko yang menyusup, { $crossings } persilangan rute, ditolak ({ $why }), skor 0
fig-drag-stage-fatal = tidak terbaca
fig-drag-stage-schema = kode toko
fig-drag-stage-capacity = truk melebihi kapasitas
fig-drag-stage-vehicles = jumlah rute salah
fig-drag-moved = Toko { $code } dipindah: { $stats }.

## demo-hull, demo-crossing: kota-kota kecil.
fig-demo-aria = { $scene }: geser toko, atau fokus ke salah satunya dan gunakan tombol panah
fig-demo-hint = Geser toko, atau Tab ke salah satunya dan gunakan tombol panah.
fig-demo-scenes = Adegan
fig-demo-intrusions = { $n } toko yang menyusup
fig-demo-score = skor { $score } ({ $one } = seperti awalnya)
fig-demo-cost = Biaya = waktu { $time } + keseimbangan { $balance } + penyusupan { $intrusions } + persilangan { $crossings } = { $cost }.
fig-demo-edge-title = Di tepi dihitung di dalam
fig-demo-edge-lesson = B3 tepat berada di tepi selubung cembung rute merah, dan toko di tepi (atau di sudut) dihitung di dalam: 1 toko yang menyusup. Geser B3 satu langkah ke kanan dan penyusupan hilang; satu langkah ke kiri dan toko itu jelas di dalam (dan perjalanannya kembali ke depo kini menyilang rute merah).
fig-demo-pair-title = Kurang dari 3 toko: tanpa selubung, tetapi tetap bisa menyusup
fig-demo-pair-lesson = Hijau (B) punya 2 toko dan biru (C) 3 toko segaris: keduanya tidak punya selubung, jadi tidak ada yang bisa menyusup ke dalamnya. Namun toko-tokonya tetap dihitung di dalam selubung lain: dua toko hijau ada di dalam selubung merah, 2 penyusupan. Geser C2 keluar dari garis dan biru punya selubung sendiri.
fig-demo-stray-title = Satu toko yang jauh merentangkan selubungnya ke tetangga
fig-demo-stray-lesson = A4 milik rute merah tetapi letaknya jauh, sehingga selubung merah merentang menutupi rute hijau: setiap toko hijau di dalamnya menambah satu penyusupan. Geser A4 kembali ke dekat A1 sampai A3 dan lihat jumlahnya turun ke 0.
fig-demo-touch-title = Bersentuhan tidak dihitung
fig-demo-touch-lesson = Semua rute bertemu di depo, dan B2 tepat berada di ruas merah A1 → A2: bersentuhan bukan bersilangan, jadi 0 persilangan. Geser B2 satu langkah ke atas dan jalur hijau menyilang jalur merah dua kali.
fig-demo-self-title = Rute yang menyilang dirinya sendiri gratis
fig-demo-self-lesson = Rute merah menyilang jalurnya sendiri membentuk angka delapan: itu tidak berbiaya, hanya persilangan antara rute yang berbeda yang dihitung. Geser satu toko merah ke jalur rute hijau untuk melihat persilangan yang dihitung.
fig-demo-depot-title = Ruas depo yang menembus tetangga dihitung
fig-demo-depot-lesson = Ruas perjalanan hijau dari dan ke depo memotong rute merah: itu persilangan seperti yang lain, masing-masing 1.800. Geser B1 dan B2 ke bawah rute merah (ke baris paling bawah, sekitar tengah) dan persilangannya hilang.
fig-drag-too-big = Rencana ini jauh lebih besar daripada kasusnya (lihat masalah di atas), jadi tidak diukur dan tidak ada yang bisa digeser. Pilih berkas jawaban lain.
fig-pred-worst-none = Tidak ada baris berskor yang bergalat: setiap prakiraan tepat.
