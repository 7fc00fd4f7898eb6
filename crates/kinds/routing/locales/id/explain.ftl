## `fde-grade explain CODE` for the routing kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: ringkasan, arti, alasan, dan contoh setiap kode diagnostik.
## Teks bahasa Inggrisnya ada di en/explain.ftl (teks asli crates/grader/src/diagnostic/codes.rs).

explain-routing-missing-file = Berkas rute tidak bisa dibaca.
    .what = Berkas jawaban tidak ada atau tidak bisa dibuka.
    .why = Berkas yang hilang adalah pemeriksaan fatal pertama di server (aturan penilaian §1, tahap validasi 1).
    .example = `fde-grade routing --case cases-public/routing-city route.json` dengan nama berkas yang salah ketik.

explain-routing-empty-file = Berkas rute kosong.
    .what = Berkas jawaban tidak berisi byte apa pun (atau hanya spasi).
    .why = `json.load` pada berkas kosong memunculkan `JSONDecodeError`, sebuah exception di server (aturan penilaian §1); rencana CSV yang kosong bersifat fatal (format kami).
    .example = `routes.json` yang kosong.

explain-routing-not-json = Berkas rute bukan JSON yang sah.
    .what = Berkas tidak bisa diurai sebagai JSON seperti oleh `json` CPython 3.12 (koma di akhir, kutip tunggal, tingkat bersarang lebih dari ~1.500, bilangan bulat lebih dari 4.300 digit).
    .why = `json.load` gagal, sehingga server melaporkan exception dan memberi nilai 0 (aturan penilaian §1, §5).
    .example = `{"{"}"routes": [["A"],{"}"}`.

explain-routing-no-routes-list = JSON rute tidak memiliki daftar `routes`.
    .what = Tingkat teratas bukan objek dengan kunci `routes` yang nilainya berupa daftar.
    .why = Daftar `routes` yang hilang bersifat fatal di server (aturan penilaian §1, tahap validasi 1); jika `submission["routes"]` di server justru gagal (angka, teks, atau daftar di tingkat teratas), itu exception.
    .example = `[["S1", "S2"]]` (daftar tidak dibungkus `{"{"}"routes": ...{"}"}`).

explain-routing-bad-route-item = Sebuah rute bukan daftar kode dan bukan objek dengan `customers`.
    .what = Sebuah item `routes` berupa angka, teks, atau tipe salah lainnya.
    .why = Item dengan tipe yang salah bersifat fatal (aturan penilaian §1, "Submission"); jika server mengiterasinya lalu gagal (`"customers": null`), itu exception.
    .example = `{"{"}"routes": ["S1", "S2"]{"}"}` (kode tidak berada di dalam daftar rute).

explain-routing-csv-no-rows = Rencana CSV memiliki baris judul tetapi tidak ada baris data.
    .what = Rencana CSV hanya berisi baris judulnya.
    .why = Rencana CSV adalah format tambahan dari kami (aturan penilaian §1, "Submission"); tanpa baris data tidak ada rencana yang bisa dinilai.
    .example = `vehicle,store,order` dan tidak ada yang lain.

explain-routing-csv-columns = Rencana CSV tidak memiliki kolom rute atau kolom toko.
    .what = Baris judul tidak menyebut kolom kode toko (atau perhentian), atau tidak ada kolom rute / kendaraan.
    .why = Rencana CSV dibaca berdasarkan nama kolomnya (aturan penilaian §1, "Submission"); tanpa kolom itu rencana tidak bisa disusun.
    .example = Baris judul `a,b,c`.

explain-routing-csv-route-id = Sebuah baris rencana CSV tidak memiliki id rute.
    .what = Sel rute (kendaraan) pada baris perhentian kosong.
    .why = Tanpa id itu, perhentian tidak bisa dimasukkan ke rute, sehingga rencana tidak bisa dikonversi (aturan penilaian §1, "Submission").
    .example = `,ST001,1`.

explain-routing-csv-visit-order = Urutan kunjungan di rencana CSV bukan angka atau dipakai dua kali.
    .what = Sel urutan kunjungan bukan angka, atau dua perhentian dalam satu rute memiliki urutan yang sama.
    .why = Rencana hasil konversi harus pasti (aturan penilaian §1, "Submission"); urutan yang tidak terbaca atau sama membuat urutan perhentian ambigu.
    .example = `V1,ST001,first`, atau `V1,ST001,2` dan `V1,ST002,2`.

explain-routing-depot-in-route = Sebuah rute mencantumkan depo.
    .what = Sebuah rute berisi kode depo (biasanya `0`).
    .why = Server menganggap kode depo tidak dikenal, jadi menuliskannya di ujung rute adalah galat skema (aturan penilaian §1, tahap validasi 2).
    .example = `{"{"}"routes": [["0", "ST001", "0"], ...]{"}"}`.

explain-routing-unknown-store = Sebuah rute mengunjungi kode yang tidak ada di customers.csv.
    .what = Kode toko dalam rencana tidak cocok dengan toko mana pun di kasus (dibandingkan sebagai teks tanpa spasi di tepi). Pesan memberi tahu jika ada nol di depan yang hilang atau huruf besar-kecilnya berbeda.
    .why = Kode yang tidak dikenal adalah galat skema di server (aturan penilaian §1, tahap validasi 2).
    .example = `ST1713111` untuk `ST171311`, atau `46` untuk `0046`.

explain-routing-missing-store = Sebuah toko tidak dikunjungi rute mana pun.
    .what = Sebuah toko di customers.csv tidak muncul di rute mana pun.
    .why = Toko yang tidak terlayani adalah galat skema di server (aturan penilaian §1, tahap validasi 2).
    .example = Rencana yang melewatkan salah satu toko kasus.

explain-routing-duplicate-store = Sebuah toko dicantumkan lebih dari sekali.
    .what = Kode yang sama muncul dua kali atau lebih, dalam satu rute atau di beberapa rute.
    .why = Kode ganda adalah galat skema di server (aturan penilaian §1, tahap validasi 2).
    .example = `ST001` di rute 0 dan 3.

explain-routing-over-capacity = Muatan sebuah rute melebihi kapasitas kendaraan.
    .what = Jumlah berat toko-toko dalam satu rute lebih besar daripada kapasitas.
    .why = Muatan `> capacity` adalah galat nilai (aturan penilaian §1, tahap validasi 3); muatan dijumlahkan seperti `sum()` CPython 3.12 (§5), jadi muatan yang tepat sama dengan kapasitas lolos.
    .example = Rute dengan total berat toko 7.200 kg, sedangkan kapasitasnya 7.125 kg.

explain-routing-route-count = Jumlah rute dalam rencana berbeda dengan jumlah kendaraan.
    .what = Jumlah rute (termasuk rute kosong) berbeda dengan jumlah kendaraan kasus.
    .why = Server mewajibkan tepat `vehicles` rute (aturan penilaian §1, tahap validasi 4).
    .example = 11 rute untuk kasus dengan 12 kendaraan.

explain-routing-not-measured = Rencana tidak valid yang jauh lebih besar daripada kasusnya tidak diukur.
    .what = Rencana tidak valid tetap diukur untuk menunjukkan skor yang akan didapatnya, kecuali jika jauh lebih besar daripada rencana nyata mana pun untuk kasus itu.
    .why = Pilihan kami agar penilaian tetap cepat pada masukan yang berbahaya; putusannya (validity 0) sama dengan server.
    .example = `{"{"}"routes": [[], [], ...]{"}"}` dengan sejuta rute.

explain-routing-crossings-uncounted = Persilangan di luar yang dapat mengubah skor tidak semuanya dihitung.
    .what = Pencarian persilangan menyimpan temuannya dalam ruang terbatas (512 MB). Saat ruang itu penuh dan persilangan yang ditemukan sudah membuat biaya melampaui 20.000 × biaya acuan, skor dibulatkan ke 0 berapa pun sisanya, dan pencarian berhenti: putusan, skor, dan semua angka lain tepat; hanya jumlah persilangan, penalti spasial, dan biaya yang dikosongkan (null).
    .why = Pilihan kami agar memori tetap terbatas: rencana 100.000 toko dalam urutan acak memiliki puluhan juta persilangan (pencarian berhenti setelah 54–66 juta). Server akan menghitung semuanya, dengan O(n²), dan memberi skor yang sama (aturan penilaian §1).
    .example = Rute 100.000 toko dalam urutan acak.
