## The tank kind's line of `fde-grade --format table`.
cli-table-tank = distance { $distance } m / reference { $reference } m  violations { $violations }
