## The slitting kind's line of `fde-grade --format table`.
cli-table-slitting = cuts { $cuts }  scrap { $scrap } / reference { $reference }

## `fde-grade coach slitting`: its line of help, and `--format table` (values come padded, as data).
cli-coach-slitting-about = Slitting plans: whether a cut fewer or no scrap would add more to the score, then the cuts that leave the most scrap
cli-coach-slitting-head = { $file }: score { $score }  cuts { $cuts } (target { $target })  scrap { $scrap } kg of { $weight } kg
cli-coach-slitting-fewer = one cut fewer: score { $score } (+{ $gain })
cli-coach-slitting-clean = no scrap: score { $score } (+{ $gain })
cli-coach-slitting-most-cuts = the cuts cost the most: a cut fewer adds more than all the scrap gone
cli-coach-slitting-most-scrap = the scrap costs the most: no scrap adds more than a cut fewer
cli-coach-slitting-cut = cut { $cut } coil { $coil } strips { $used } of { $width } mm  scrap { $scrap } kg ({ $share }% of the scrap)
