## The quay kind's line of `fde-grade --format table`.
cli-table-quay = cost { $cost } / reference { $reference }  cranes { $cranes }
