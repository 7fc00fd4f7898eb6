## The quay kind's line of `fde-grade --format table`.
cli-table-quay = cost { $cost } / reference { $reference }  cranes { $cranes }

## `fde-grade coach quay`: its line of help, and `--format table` (values come padded, as data).
cli-coach-quay-about = Quay schedules: the cost's two terms (cranes, move seconds) and each crane's moves, work and idle time, the most moving first
cli-coach-quay-head = { $file }: score { $score }  cost { $cost } = 100000000 × { $cranes } cranes + { $moves } s of moves
cli-coach-quay-crane = crane { $crane } moves { $moves } s ({ $share }% of all)  work { $work } s  idle { $wait } s
