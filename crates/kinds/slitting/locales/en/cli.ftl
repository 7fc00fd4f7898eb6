## The slitting kind's line of `fde-grade --format table`.
cli-table-slitting = cuts { $cuts }  scrap { $scrap } / reference { $reference }
