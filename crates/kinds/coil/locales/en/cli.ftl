## The coil kind's line of `fde-grade --format table`.
cli-table-coil = penalty { $penalty } / reference { $reference }  coils { $coils }

## `fde-grade coach coil`: its line of help, and `--format table` (values come padded, as data).
cli-coach-coil-about = Coil sequences: what the penalty is made of (rule breaks, width rises, grade groups), the score without each, and the steps that cost the most
cli-coach-coil-head = { $file }: score { $score }  penalty { $penalty } = 10000 × { $breaks } rule breaks + 100 × { $rises } width rises + { $groups } grade groups
cli-coach-coil-without = without the rule breaks: score { $breaks }  without the width rises: score { $rises }
cli-coach-coil-no-step = no step breaks a rule or raises the width
cli-coach-coil-step = step to sequence[{ $position }] { $from } -> { $to } cost { $cost }  { $what }
cli-coach-coil-linkage = breaks the linkage rule
cli-coach-coil-thickness = breaks the thickness rule
cli-coach-coil-width = breaks the width rule
cli-coach-coil-rise = width rises
cli-coach-coil-new-group = new grade group
