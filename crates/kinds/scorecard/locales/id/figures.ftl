## The scorecard kind's figures (site/src/kinds/scorecard/): titles, axes, legends, tooltips,
## captions, controls.

## Daftar gambar: judul dan pemberitahuan.
fig-roc-title = Kurva ROC dan selisih KS
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
fig-roc-mine-aria = Kurva ROC berkas Anda: AUC { $auc }, KS { $ks }
fig-roc-mine-note = Garis putus-putus kuning tua: kurva berkas Anda (AUC { $auc }, KS { $ks }).
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

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-more-flexible-not-better = lebih lentur, tidak lebih baik
fig-rule-ladder-step-banding-loss = kerugian pengelompokan
