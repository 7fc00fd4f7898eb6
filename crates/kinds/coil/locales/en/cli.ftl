## The coil kind's line of `fde-grade --format table`.
cli-table-coil = penalty { $penalty } / reference { $reference }  coils { $coils }
