## Diagnostik jenis slitting: satu pesan per kode, petunjuknya `<key>-hint`.

slitting-file-not-found = tidak dapat membaca { $file }: { $reason }
slitting-file-not-found-hint = Kirim solution.csv: satu baris per potongan dengan mother_id, mother_width, mother_cut_weight serta sub1_width…sub5_width beserta sub1_long…sub5_long.
slitting-bad-data = { $data } kasus ini membuat evaluator melempar "{ $error }" sebelum membaca kiriman
slitting-bad-data-hint = Periksa berkas data kasus (mother_coil.csv: 宽度, 重量; requirements.csv: 宽度, 重量): setiap kolom yang dibaca evaluator, masing-masing sekali.
slitting-unreadable = { $file } tidak dapat dibaca sebagai CSV: { $error }
slitting-unreadable-hint = Simpan rencana sebagai teks CSV UTF-8 dengan baris judul dan jumlah kolom tiap baris sama dengan judulnya.
slitting-no-rows = { $file } tidak punya baris dengan mother_cut_weight positif
slitting-no-rows-hint = Tulis satu baris per potongan dengan beratnya (kg) di mother_cut_weight: baris dengan berat kosong, bukan angka, nol atau negatif dibuang.
slitting-dropped-row = baris ini dibuang sebelum dinilai: mother_cut_weight { $value } bukan angka di atas 0, jadi stripnya tidak dihitung
slitting-dropped-row-hint = Beri setiap potongan beratnya dalam kg sebagai angka: strip baris yang dibuang hilang dari permintaan yang terpenuhi.
slitting-crash = evaluator melempar { $error } pada berkas ini ({ $why }) dan tidak mencetak apa pun
slitting-crash-hint = Simpan satu kolom untuk setiap nama (server membuang spasi dari nama) dan beri setiap koil induk di data sebuah lebar.
slitting-missing-coil-id = potongan { $cut } tidak menyebut koil induk
slitting-missing-coil-id-hint = Sebut koil induk setiap potongan di mother_id (M_0, M_1, … menurut urutan baris mother_coil.csv bila tanpa kolom id).
slitting-unknown-coil = potongan { $cut } menyebut koil induk { $mother }, yang tidak ada di stok
slitting-unknown-coil-hint = Pakai id mother_coil.csv (M_0, M_1, … menurut urutan baris bila tanpa kolom id), ditulis apa adanya.
slitting-width-mismatch = potongan { $cut } memberi koil induk { $mother } lebar { $given } mm padahal lebarnya { $width } mm (selisih lebih dari 10 mm)
slitting-width-mismatch-hint = Salin lebar setiap koil induk dari mother_coil.csv.
slitting-no-cut-weight = potongan { $cut } tidak punya berat potong di atas 0 ({ $value })
slitting-no-cut-weight-hint = Tulis berat yang dipotong (kg) di kolom bernama mother_cut_weight.
slitting-light-cut = potongan { $cut } mengambil { $weight } kg, di bawah minimum 100 kg (dikurangi toleransi 10 kg)
slitting-light-cut-hint = Potong sedikitnya 90 kg (100 kg dikurangi toleransi 10 kg) setiap kali.
slitting-no-strips = potongan { $cut } tidak punya strip: tidak ada slot dengan lebar dan panjang sama-sama di atas 0
slitting-no-strips-hint = Isi 1 sampai 5 slot, masing-masing dengan lebar (sub1_width…sub5_width) dan panjang (sub1_long…sub5_long) di atas 0.
slitting-unknown-width = slot { $slot } potongan { $cut } selebar { $width } mm, lebar yang tidak dipesan
slitting-unknown-width-hint = Pakai hanya lebar di requirements.csv, persis: tanpa toleransi.
slitting-too-wide = jumlah lebar strip potongan { $cut } { $total } mm, lebih lebar dari koil induk { $mother } ({ $width } mm)
slitting-too-wide-hint = Jaga jumlah lebar strip satu potongan dalam lebar koil induknya.
slitting-overdraw = potongan { $cut } melebihi stok koil induk { $mother }: sisa { $remaining } kg, di bawah -10 kg
slitting-overdraw-hint = Jaga jumlah berat potong satu koil dalam beratnya di mother_coil.csv (toleransi 10 kg).
slitting-short = lebar { $width } mm kurang: { $remaining } kg pesanannya tidak dibuat (lebih dari 10 kg)
slitting-short-hint = Buat setiap lebar yang dipesan dalam 10 kg dari pesanannya: berat strip = berat potong × lebar strip / lebar koil.
slitting-over = lebar { $width } mm dibuat berlebih { $excess } kg (lebih dari 10 kg)
slitting-over-hint = Buat setiap lebar yang dipesan dalam 10 kg dari pesanannya: berat strip = berat potong × lebar strip / lebar koil.
slitting-length-mismatch = slot { $slot } potongan { $cut } memberi panjang { $given } mm padahal potongan sepanjang { $length } mm (catatan: panjang tidak dinilai)
slitting-length-mismatch-hint = Panjang strip adalah panjang potongan: berat / (lebar koil × 7,65) × 10000 mm. Tidak memengaruhi skor.

## Letak masalah: potongan (label baris di pesan server), koil induk, lebar pesanan.
loc-cut = potongan { $cut }
loc-mother = koil induk { $mother }
loc-width = lebar { $width } mm
