## The uplift kind's figures (site/src/kinds/uplift/): titles, axes, legends, tooltips,
## captions, controls.

## Daftar gambar: judul dan pemberitahuan.
fig-uplift-ladder-title = Dari baseline ke oracle: tangga uplift
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
fig-uplift-ladder-mine-line = berkas Anda: bersih { $net }
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

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-accepted = diterima
fig-rule-ladder-step-below-baseline = di bawah baseline
fig-rule-ladder-step-incident = insiden
fig-rule-ladder-step-asked-too-much = bertanya terlalu banyak
