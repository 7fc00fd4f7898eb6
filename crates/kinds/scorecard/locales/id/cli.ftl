## `fde-grade coach scorecard`: barisnya di bantuan, dan `--format table` (nilai sudah diberi spasi sesuai lebar kolom, apa adanya).
cli-coach-scorecard-about = Kartu skor: pita nilai seri yang membatasi KS (dan skor bila tiap pita dipecah), baris yang urutannya paling merugikan AUC
cli-coach-scorecard-head = { $file }: skor { $score }  AUC { $auc }  KS { $ks }
cli-coach-no-band = tidak ada pita nilai seri yang berisi nasabah gagal bayar sekaligus lancar bayar
cli-coach-band = pita { $band } { $rows } baris ({ $defaulters } gagal bayar, { $repayers } lancar bayar)  jika dipecah: KS { $ks } AUC { $auc } skor { $score } ({ $gain })
cli-coach-defaulter = gagal bayar
cli-coach-repayer = lancar bayar
cli-coach-scorecard-row = baris { $line }  { $customer } { $who } prediksi { $score } AUC berkurang { $lost }
