## The prediction kind's figures (site/src/kinds/prediction/): titles, axes, legends, tooltips,
## captions, controls.

## Daftar gambar: judul dan pemberitahuan.
fig-pred-scores-title = Metrik per kolom target atau grup
fig-pred-scatter-title = Prediksi dibandingkan nilai sebenarnya
fig-pred-residuals-title = Residual menurut urutan kunci
fig-pred-errors-title = Sebaran galat
fig-pred-worst-title = Baris yang paling mahal
## Bagian bersama gambar prediksi.
fig-pred-crashes = Evaluator berhenti mendadak pada berkas ini ({ $crash }): tidak ada baris yang dinilai.
fig-pred-raises = Evaluator memunculkan galat pada berkas ini: tidak ada baris yang dinilai (skor 0).
fig-pred-rejected = Ditolak: { $check }; tidak ada baris yang dinilai (skor 0).
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

## demo-hull, demo-crossing: kota-kota kecil.
fig-pred-worst-none = Tidak ada baris berskor yang bergalat: setiap prakiraan tepat.

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-baseline = baseline
fig-rule-ladder-step-near-perfect = hampir sempurna
fig-rule-ladder-step-blanks-scored-as-0 = sel kosong dinilai 0 %
