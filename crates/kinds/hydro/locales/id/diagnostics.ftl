## Diagnostik jenis hydro: satu pesan per kode (`hydro/...` menjadi `hydro-...`), petunjuknya `<key>-hint`.

hydro-missing-file = tidak dapat membaca { $file }: { $reason }
hydro-missing-file-hint = Kirim solution.json: objek yang `Q_out`-nya memuat satu daftar debit keluar harian (m³/s) per pembangkit.
hydro-not-json = { $file } tidak dapat dibaca sebagai JSON: { $error }
hydro-not-json-hint = Tulis berkas dengan json.dump (UTF-8, tanpa tanda urutan byte).
hydro-not-an-object = { $file } berisi { $kind }, bukan objek JSON: `sol.get("Q_out")` milik server melempar "{ $error }"
hydro-not-an-object-hint = Berkas harus satu objek JSON dengan kunci `Q_out`.
hydro-no-q-out = { $file } tidak punya daftar `Q_out` (isinya { $kind })
hydro-no-q-out-hint = Taruh debit keluar di bawah kunci `Q_out`: satu daftar per pembangkit.
hydro-wrong-shape = `Q_out` punya { $rows } baris padahal perlu { $stations } pembangkit
hydro-wrong-shape-hint = Satu baris per pembangkit (A sampai E, dari hulu), masing-masing satu debit keluar per hari.
hydro-wrong-shape-row = baris { $row } dari `Q_out` ({ $station }) punya { $len } nilai padahal perlu { $days } hari
hydro-row-not-a-list = baris { $row } dari `Q_out` adalah { $kind }, yang tidak punya panjang: server melempar "{ $error }"
hydro-row-not-a-list-hint = Baris tiap pembangkit adalah daftar debit keluar harian.
hydro-not-a-number = `Q_out[{ $row }][{ $day }]` adalah { $value }, yang tidak bisa dibaca float()
hydro-not-a-number-hint = Tulis setiap debit keluar sebagai angka biasa (m³/s).
hydro-too-large = `Q_out[{ $row }][{ $day }]` adalah bilangan bulat terlalu besar untuk float: server melempar "int too large to convert to float"
hydro-too-large-hint = Tulis debit keluar dalam m³/s: beberapa ratus sampai beberapa ribu.
hydro-water-balance = { $station } pada hari { $day } melepas { $q_out } m³/s padahal air yang sampai { $expected } (selisih lebih dari 1 m³/s)
hydro-water-balance-hint = Pembangkit aliran sungai meneruskan air yang sampai: debit pembangkit di atasnya ditambah anak sungainya sendiri.
hydro-level-low = muka air { $station } pada hari { $day } adalah { $level } m, di bawah muka air matinya { $limit } m
hydro-level-low-hint = Lepas lebih sedikit di hulu waduk yang kosong, atau lebih banyak ke dalamnya.
hydro-level-high = muka air { $station } pada hari { $day } adalah { $level } m, di atas batasnya { $limit } m
hydro-level-high-hint = Lepas lebih banyak dari waduk yang penuh (turbinnya mengubah kelebihan itu menjadi energi).
hydro-eco-flow = { $station } melepas { $q_out } m³/s pada hari { $day }, di bawah debit ekologis minimum { $minimum }
hydro-eco-flow-hint = Tiap pembangkit harus melepas paling sedikit debit ekologis setiap hari.
hydro-ramp = daya { $station } berubah { $change } MW dari hari { $from } ke hari { $day }, lebih dari { $limit } MW
hydro-ramp-hint = Ubah daya pembangkit paling banyak seperlima kapasitasnya dari satu hari ke hari berikutnya.
hydro-not-finite = energi total bukan bilangan hingga (debit keluar NaN atau tak hingga): server melaporkan "total_energy is NaN/Inf"
hydro-not-finite-hint = Tulis debit keluar yang hingga: NaN lolos semua pemeriksaan tetapi tidak menyisakan energi untuk dinilai.

## Letak masalah: pembangkit (dihitung dari 1, dari hulu) dan harinya.
loc-station = pembangkit { $station }
loc-day = hari { $day }
