## The stack kind's line of `fde-grade --format table`.
cli-table-stack = objective { $objective } / reference { $reference }  violations { $violations }
