## The routing kind's diagnostics: one message per code (`routing/...` is `routing-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## routing
routing-missing-file = tidak dapat membaca { $file }: { $reason }
routing-missing-file-hint = Periksa jalurnya; penilai memerlukan berkas routes.json (atau CSV).
routing-empty-file = { $file } kosong
routing-empty-file-hint = Kirim routes.json seperti {"{"}"routes": [["S1", "S2"], ...]{"}"} atau CSV perhentian.
routing-not-json = { $file } bukan JSON yang sah: { $problem } (baris { $line }, kolom { $column })
routing-not-json-hint = Periksa berkas dengan validator JSON; bentuknya harus seperti {"{"}"routes": [["S1", "S2"], ...]{"}"}.
routing-no-routes-list = { $file } tidak punya kunci `routes`
routing-no-routes-list-hint = Objek tingkat atas memerlukan daftar `routes`: {"{"}"routes": [["S1", "S2"], ...]{"}"}.
routing-bad-route-item = rute { $route } (indeks { $index }) berupa { $type }; setiap rute harus berupa daftar kode toko atau objek dengan daftar `customers`
routing-bad-route-item-hint = Tulis setiap rute sebagai ["S1", "S2", ...] atau {"{"}"customers": ["S1", "S2", ...]{"}"}.
routing-csv-no-rows = { $file } punya judul kolom tetapi tidak ada baris: tidak ada rute
routing-csv-no-rows-hint = Tambahkan satu baris per perhentian (atau per kendaraan) di bawah judul kolom: { $accepted }.
routing-csv-columns = { $file }: judul kolom ({ $header }) tidak punya kolom kode toko atau kolom perhentian
routing-csv-columns-hint = Gunakan { $accepted }.
routing-csv-route-id = baris { $line } tidak punya id rute
routing-csv-route-id-hint = Setiap baris memerlukan id rutenya (kendaraan).
routing-csv-visit-order = baris { $line }: urutan kunjungan `{ $value }` bukan angka
routing-csv-visit-order-hint = Urutan kunjungan harus berupa angka (1, 2, 3, ...) di setiap rute.
routing-depot-in-route = rute { $route } (indeks { $index }), perhentian { $stop }: `{ $code }` adalah kode depo; depo tidak boleh dicantumkan dalam rute
routing-depot-in-route-hint = Rute otomatis berangkat dari dan kembali ke depo: cantumkan tokonya saja, tanpa depo di awal atau akhir.
routing-unknown-store = rute { $route } (indeks { $index }), perhentian { $stop }: kode toko `{ $code }` tidak ada di customers.csv{ $why }
routing-unknown-store-hint = Periksa salah ketik, karakter berlebih, atau kode dari data kasus lain.
routing-missing-store = toko { $code } tidak dikunjungi rute mana pun
routing-missing-store-hint = Setiap toko harus dilayani tepat satu kali; tambahkan { $code } ke sebuah rute (customers.csv baris { $line }).
routing-duplicate-store = toko `{ $code }` tercantum { $count } kali ({ $places })
routing-duplicate-store-hint = Setiap toko harus muncul tepat satu kali di seluruh rute; hapus pengulangannya.
routing-over-capacity = rute { $route } (indeks { $index }) membawa { $load } kg, melebihi kapasitas { $capacity } kg sebanyak { $over } kg
routing-over-capacity-hint = Pindahkan sebagian toko dari rute ini ke rute yang masih punya sisa kapasitas.
routing-route-count = { $n } rute diberikan, harus tepat { $vehicles }
routing-route-count-hint = Tambahkan { $missing } rute lagi; rute kosong [] boleh dan tetap dihitung.
routing-not-measured = { $routes } rute dengan { $stops } perhentian jauh melebihi { $vehicles } kendaraan dan { $stores } toko kasus ini; rencana sudah diperiksa tetapi jaraknya tidak dihitung
routing-crossings-uncounted = rute-rute bersilangan sedikitnya { $found } kali, cukup untuk membuat skor dibulatkan ke 0 berapa pun sisanya; pencarian berhenti di situ, jadi jumlah persilangan, penalti spasial, dan biaya tidak diberikan
routing-crossings-uncounted-hint = Rute yang tidak saling bersilangan berbentuk irisan di sekitar depot: urutkan toko menurut sudutnya dari depot lalu potong urutan itu menjadi rute.
## Kalimat lain untuk beberapa kode (codes.rs, VARIANTS).
routing-bad-route-item-customers = rute { $route } (indeks { $index }): `customers` berupa { $type }; server mengiterasinya dan memunculkan TypeError ({ $error })
routing-csv-columns-no-route = { $file }: ada kolom kode toko tetapi tidak ada kolom rute / kendaraan
routing-csv-visit-order-twice = rute { $route }: urutan kunjungan { $value } dipakai dua kali (baris { $first_line } dan { $line }), jadi urutan perhentian { $a } dan { $b } ambigu
routing-csv-visit-order-hint-twice = Beri setiap perhentian dalam satu rute urutan kunjungannya sendiri.
routing-no-routes-list-top-list = { $file } berisi daftar di tingkat atas, bukan objek dengan daftar `routes`
routing-no-routes-list-case = { $file } tidak punya kunci `routes` (yang ada `{ $found }`; kunci peka huruf besar-kecil dan spasi)
routing-no-routes-list-not-list = `routes` di { $file } berupa { $type }, bukan daftar
routing-no-routes-list-in-list = { $file } berisi daftar di tingkat atas yang memuat teks "routes": `submission["routes"]` di server memunculkan TypeError ({ $error })
routing-no-routes-list-top = { $file } berisi { $type } di tingkat atas: `"routes" in submission` di server memunculkan TypeError ({ $error })
routing-no-routes-list-hint-wrap = Bungkus daftarnya: {"{"}"routes": [...]{"}"}.
routing-no-routes-list-hint-list = `routes` harus berupa daftar rute, masing-masing daftar kode toko.
routing-not-json-hint-bom = Simpan berkas sebagai UTF-8 tanpa BOM (di Excel atau Notepad: "UTF-8", bukan "UTF-8 with BOM"); json.load di Python menolak tanda itu.
routing-route-count-one = { $n } rute diberikan, harus tepat { $vehicles }
routing-route-count-hint-merge = Gabungkan rute: harus tepat { $vehicles }.

## Where a problem is: a route (counted from 1, its index from 0), a stop, a store.
loc-route = rute { $route } (indeks { $index })
loc-stop = perhentian { $stop }
loc-store = toko { $store }
