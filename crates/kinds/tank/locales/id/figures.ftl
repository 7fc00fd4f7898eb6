## Gambar dan halaman jenis truk tangki (site/src/kinds/tank/).

what-tank-data = SPBU dan truk tangki
what-tank-submission = perjalanan truk tangki
format-tank-submission = JSON rencana (trips: vehicleType, depot, departPoint, customers dengan orders, dan loadInfo tiap perjalanan)
glance-tank-stations = SPBU
glance-tank-orders = Pesanan
glance-tank-litres = Liter dipesan
glance-tank-vehicles = Tipe kendaraan · kompartemen
glance-tank-connect = SPBU per perjalanan paling banyak
formula-tank-read = Rencana adalah daftar perjalanan (langsung atau di bawah `trips`): `vehicleType`, `departPoint`, `depot` tiap perjalanan, `customers`-nya menurut urutan kunjungan beserta `orders`, dan `loadInfo` kompartemennya.
formula-tank-rules = Semua aturan harus terpenuhi: bahan bakar tiap baris muatan milik tipe kendaraan pertama yang punya nomornya, setiap pesanan dikirim dengan nomornya dan volume persis, tiap pesanan di kompartemen berbahan bakar sama milik tipe kendaraan perjalanan, satu mutu per kompartemen, muatan kompartemen sama dengan pesanannya (dalam 0,01 L) dan dalam volumenya, semua muatan sama dengan semua pesanan (dalam 0,01 L), paling banyak `connectSize` SPBU per perjalanan, titik berangkat dan depo kasus. Jendela waktu dan izin kendaraan hanya peringatan.
formula-tank-objective = Jarak = meter rute setiap perjalanan: titik berangkat → depo → SPBU-nya berurutan → depo, jarak lingkaran besar (haversine, jari-jari Bumi 6.371 km) antar koordinat titik.
formula-tank-score = Skor = { $reference } / jarak, dibulatkan ke 6 desimal.
report-tank-rejected = ditolak: { $count } masalah
report-tank-distance = Jarak (km)
report-tank-distance-note = rute setiap perjalanan menurut koordinat: yang dinilai
report-tank-reference-note = jarak rencana acuan (km)
report-tank-own = Jarak tulisan perjalanan (km)
report-tank-own-note = jumlah jarak yang ditulis tiap perjalanan: tidak dinilai
report-tank-trips = Perjalanan
report-tank-trips-note = entri rencana
report-tank-violations = Aturan dilanggar
report-tank-violations-note = tiap kalimat sekali, seperti hitungan evaluator
report-tank-warnings = Peringatan
report-tank-warnings-note = jendela waktu dan izin kendaraan: skor tetap
fig-tank-rung-distance = jarak { $km } km
fig-tank-rung-broken = { $count } × `{ $code }` dilanggar
formats-tank-solution-title = Perjalanan truk tangki (JSON)
formats-tank-solution-text = Daftar perjalanan (atau objek dengan `trips`): `tripId`, `vehicleType`, `depot`, `departPoint` tiap perjalanan, `customers`-nya (masing-masing `locationId`, `arriveTime`, `departTime`, dan `orders` dengan `order_id`, `wareId`, `volume`) dan `loadInfo`-nya (`wareId`, `oilType`, `volume` tiap kompartemen).
fig-tank-map-title = Perjalanan di peta
fig-tank-map-aria = Tiap perjalanan garis berwarna dari titik berangkat ke depo, SPBU-nya, lalu kembali ke depo; SPBU yang disebut aturan berwarna merah
fig-tank-pick = Pilih rencana untuk melihat perjalanannya.
fig-tank-hover = Arahkan penunjuk ke atau fokuskan pemberhentian untuk membaca pesanan dan kompartemen truknya.
fig-tank-legend = Persegi: titik berangkat dan depo; lingkaran: SPBU; tiap perjalanan satu warna, pemberhentiannya bercincin warna itu. Merah: pemberhentian, SPBU, atau kompartemen yang disebut aturan yang dilanggar (garis putus-putus: aturan tentang seluruh perjalanan); kuning tua: pemberhentian di luar jendela waktu SPBU. Di bawah peta, kompartemen tiap perjalanan: bahan bakar dan muatan terhadap volume.
fig-tank-terms = jarak = rute { $trips } perjalanan = { $km } km · skor { $score }
fig-tank-rejected = ditolak: { $count } × aturan dilanggar, pertama `{ $code }` · skor 0
fig-tank-trip = perjalanan { $trip } · { $vehicle } · { $km } km
fig-tank-stop = Perjalanan { $trip }, pemberhentian { $stop }: SPBU { $station } ({ $vehicle }). Pesanan: { $orders }. Kompartemen: { $compartments }.
fig-tank-order = { $order } di kompartemen { $ware }, { $volume } L
fig-tank-compartment = kompartemen { $ware } { $fuel } { $volume } / { $capacity } L
fig-tank-fuel-petrol = bensin
fig-tank-fuel-diesel = solar
fig-tank-fuel-gas = bahan bakar gas
fig-tank-depart = titik berangkat { $id }
fig-tank-depot = depo { $id }
fig-tank-station = SPBU { $id }
