## The command line (`fde-grade --format table`, `fde-grade explain`).

cli-valid = VALID
cli-rejected = REJECTED
cli-score = score
cli-hint = hint: { $hint }
cli-more = … and { $n } more
cli-explain-category = Category
cli-explain-message = Message
cli-explain-hint = Hint
cli-explain-what = What it means
cli-explain-why = Why
cli-explain-example = Example
cli-explain-also = { $category } (also { $also })
cli-explain-unknown = unknown diagnostic code `{ $code }`; the nearest: { $nearest }
cli-explain-all = `fde-grade explain --all` lists every code

## Where a diagnostic points, in the table's `[...]` (the values as they are).

## `fde-grade coach ... --format table` (values come padded, as data).
cli-coach-valid = valid
cli-coach-not-valid = not valid
cli-coach-place = route { $route } stop { $stop }
cli-coach-repair = repair { $n }  { $kind } { $store } { $from } { $to } { $why }
cli-coach-repairs-not-enough = the repairs do not give a valid plan (the case has too little room)
cli-coach-cost-score = cost { $cost }  score { $score }
cli-coach-no-move = no move saves cost
cli-coach-suggestion = suggestion { $n }  { $kind } { $stores } route { $from_route } stop { $from_stop } -> route { $to_route } stop { $to_stop }  saves { $saved }  ({ $seconds } s, { $intrusions } intrusions, { $crossings } crossings)
cli-coach-move = move { $n }  { $kind } { $stores } route { $from_route } stop { $from_stop } -> route { $to_route } stop { $to_stop }  saves { $saved }  ({ $seconds } s, { $intrusions } intrusions, { $crossings } crossings)
cli-coach-after = after { $moves } moves: cost { $cost }  score { $score }  ({ $done })
cli-coach-converged = no move left
cli-coach-bound = move bound reached

## The kind's figures in `fde-grade --format table` (after the first line).
cli-table-routing = routes { $routes }  time { $time } s  balance { $balance }  intrusions { $intrusions }  crossings { $crossings }  spatial { $spatial }  cost { $cost } / reference { $reference }
cli-table-scorecard = auc { $auc }  ks { $ks }  combined { $combined }  reference { $reference }  rows { $rows } ({ $positive } positive, { $negative } negative in truth)  bands { $bands }
cli-table-prediction = reference { $reference }  rows { $rows }  scored { $scored } of { $truth } truth rows
cli-table-target = { $target }: { $value } over { $rows } rows
cli-table-uplift-head = { $file }  task { $task }  { $valid }  { $verdict }  points { $points }
cli-table-uplift = kpi { $kpi } (baseline { $baseline }, oracle { $oracle })  uplift { $uplift }  bounded { $bounded }  contact cost { $cost }  net { $net }
cli-table-uplift-error = error: { $why }
cli-table-uplift-repaired = if repaired: net { $net }, { $verdict }, points { $points }
cli-table-uplift-server = what the server would have charged
cli-table-uplift-view = { $label }: contact cost { $cost }, net { $net }, { $verdict }
cli-table-uplift-ledger = ledger: { $status }

## Why the coach repairs (the core's sentences in `grader::routing::coach::repair`, word for word).
cli-repair-depot = the depot's code: routes start and end at the depot without listing it
cli-repair-no-match = no store of the case looks like this code
cli-repair-visited = store { $store } is visited { $n } times; this visit is the cheapest to leave out
cli-repair-one-route = a plan needs at least one route to hold the stores
cli-repair-not-visited = store { $store } is not visited; this is where it adds least time
cli-repair-empty-route = { $routes } routes where { $want } are required; this one is empty
cli-repair-merge = { $routes } routes where { $want } are required: route { $second }'s stops follow route { $first }'s (the join that adds least time)
cli-repair-split = { $routes } routes where { $want } are required: the longest route's second half becomes a route of its own
cli-repair-add-route = too few routes and none long enough to split: an empty route counts
cli-repair-over-capacity = route { $route } is over the capacity; this store fits in route { $target } for the least added time
cli-repair-quotes = the code had quotes or spaces around it
cli-repair-decimal = the code was written as a decimal number
cli-repair-decimal-zeros = the code was written as a decimal number and lost its leading zeros
cli-repair-zeros = the code lost its leading zeros (a spreadsheet reads codes as numbers)
cli-repair-case = the code differs only in upper/lower case
cli-repair-slips = the code is { $n } typing slip(s) away from this store's, and from no other
cli-table-uplift-harness = the harness cannot grade this run: { $message }
cli-table-ledger-none = not checked: no ledger entry was given, so edited, added or removed ask-log lines cannot be detected
cli-table-ledger-verified = verified against the ledger
cli-table-ledger-unverified = unverified: this run was created before the ledger existed
cli-table-ledger-altered = altered
cli-table-ledger-not-checked = not checked: { $why }

## Why a run stops (stderr, exit 2), and warnings; after `fde-grade: `. Paths, flags and codes as they are.
cli-warning = warning: { $warning }
cli-error-cannot-read = cannot read { $path }: { $why }
cli-error-cannot-list = cannot list { $path }: { $why }
cli-error-cannot-write = cannot write { $path }: { $why }
cli-error-io-not-found = no such file or directory
cli-error-io-denied = permission denied
cli-error-io-is-dir = it is a directory
cli-error-io-not-dir = a part of the path is not a directory
cli-error-wrong-kind = { $file } is a { $kind } case, not a { $want } case
cli-error-needs-data = { $kind } needs --{ $role } { $name } (or --case naming one)
cli-error-no-submission = no submission given
cli-error-aggregate = --aggregate is for uplift results
cli-error-aggregate-coach = --aggregate is for grading, not for the coach
cli-error-server-coach = --format server is for grading, not for the coach
cli-error-coach-routing = coach routing needs a routing case
cli-error-not-a-plan = { $file } cannot be read as a plan, so there is nothing to coach:
cli-error-not-scored = { $file } does not grade valid ({ $verdict }), so nothing is scored and there is nothing to coach; grade it to see why
cli-error-no-explanation = { $file }: this case's engine has no row-by-row explanation yet, so the coach cannot rank its rows
cli-error-not-built = coach { $kind } is not built
cli-error-refused = { $n } file(s) not scored: the grader cannot reproduce how the server reads them (case/unsupported in the report)
cli-error-located = { $location }: { $what }
cli-error-with-hint = { $what } ({ $hint })
