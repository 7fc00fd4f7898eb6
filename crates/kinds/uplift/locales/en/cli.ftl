## `fde-grade coach uplift`: its line of help, and `--format table` (values come padded, as data).
cli-coach-uplift-about = Uplift runs: the ask-log lines that cost the most, and the net score without them
cli-coach-uplift-head = { $file }: uplift { $uplift }  contact cost { $cost }  net { $net }  { $verdict }
cli-coach-no-line = no ask-log line adds to the contact cost
cli-coach-uplift-line = line { $line }  { $type } { $to } cost { $cost }  ({ $share }% of the contact cost)
cli-coach-uplift-without = without these { $lines } lines: contact cost { $cost }  net { $net } ({ $gain })  { $verdict }
cli-coach-verdict-incident = Incident
cli-coach-verdict-accepted = Accepted
cli-coach-verdict-rejected = Rejected
cli-coach-verdict-error = Error
