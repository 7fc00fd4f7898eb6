## The routing kind's figures (site/src/kinds/routing/): titles, axes, legends, tooltips,
## captions, controls.

## Daftar gambar: judul dan pemberitahuan.
fig-map-title = Peta rute: rute, selubung cembung, toko yang menyusup, persilangan
fig-drag-title = Belajar sambil menggeser: pindahkan toko, lihat skornya
fig-demo-hull-title = Toko yang menyusup, lebih dekat
fig-demo-crossing-title = Persilangan rute, lebih dekat
fig-worst-pairs-title = Pasangan rute yang paling bermasalah
fig-hours-title = Waktu tempuh per truk
fig-cost-split-title = Asal biaya setiap berkas jawaban
fig-compare-title = Dua berkas jawaban berdampingan
## Bagian halaman kasus.
fig-routing-heading = Mengapa skornya seperti ini
fig-routing-lead = Setiap angka di bawah berasal dari penilai yang sama dengan skor di atas, dihitung ulang di halaman ini setiap kali Anda berganti, menyalakan, atau menggeser.

## map (dan peta kecil kasus): rute berkas jawaban yang ditampilkan.
fig-map-route-stops = rute { $route }: { $n } perhentian
fig-map-preview-aria = Peta { $n } toko di sekitar depo
fig-map-preview-caption = Toko (titik) dan depo (persegi); rute laporan yang sedang tampil digambar berwarna.
fig-map-counts = { $intrusions } toko yang menyusup · { $crossings } persilangan rute · skor { $score }
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
fig-hours-spread = Rute terlama { $longest } (rute { $longest-route }), tersingkat { $shortest } (rute { $shortest-route }): suku keseimbangan menagih { $weight } per detik atas selisih { $gap } di antara keduanya: { $balance }.
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

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-wrong-balance-empty-routes-count = keseimbangan salah: rute kosong ikut dihitung
fig-rule-ladder-step-messy-geometry = geometri berantakan
fig-rule-ladder-step-wrong-balance-metric = ukuran keseimbangan salah
