## The racks kind's line of `fde-grade --format table`.
cli-table-racks = cost { $cost } / reference { $reference }  servers { $servers }

## `fde-grade coach racks`: its line of help, and `--format table` (values come padded, as data).
cli-coach-racks-about = Rack plans: the cost split into its five terms, each with its share and the score were it gone, then the placed servers that cost most
cli-coach-racks-head = { $file }: score { $score }  cost { $cost }  reference { $reference }  unassigned { $unassigned }
cli-coach-racks-term = { $term } { $cost } ({ $share }% of the cost)  score without it { $without }
cli-coach-racks-term-power = power left
cli-coach-racks-term-slot = slot height
cli-coach-racks-term-lit = racks lit
cli-coach-racks-term-nic = NIC weight
cli-coach-racks-term-unassigned = unassigned
cli-coach-racks-server = server { $server } rack { $rack } slot { $pos } batch { $batch }  cost { $cost }
