## `fde-grade coach scorecard`: its line of help, and `--format table` (values come padded, as data).
cli-coach-scorecard-about = Scorecards: the tie bands that cap the KS (and the score breaking each gives), the rows whose order hurts the AUC most
cli-coach-scorecard-head = { $file }: score { $score }  AUC { $auc }  KS { $ks }
cli-coach-no-band = no tie band holds both defaulters and repayers
cli-coach-band = band { $band } { $rows } rows ({ $defaulters } defaulters, { $repayers } repayers)  broken: KS { $ks } AUC { $auc } score { $score } ({ $gain })
cli-coach-defaulter = defaulter
cli-coach-repayer = repayer
cli-coach-scorecard-row = row line { $line }  { $customer } { $who } score { $score } AUC lost { $lost }
