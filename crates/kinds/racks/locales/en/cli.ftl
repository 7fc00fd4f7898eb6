## The racks kind's line of `fde-grade --format table`.
cli-table-racks = cost { $cost } / reference { $reference }  servers { $servers }
