## The words of the panels: the routing coach, "What costs most", the report's leftovers,
## the formats docs, own data, share and the prediction formula.

## The routing coach (site/src/components/coach.rs).

coach-title = Coach
coach-lead = What to do next with the plan on screen: the single change that lowers its cost the most, or the repairs that make it valid.
coach-start = Coach this plan: the next best move
coach-start-repair = Repair this plan
coach-unreadable = The coach's answer could not be read: { $error }
coach-map-label = Map of the plan with the suggested move of { $stores }
coach-map-caption = The move: the links it removes dashed, the links it adds bold, the stores it moves ringed.
coach-move-relocate = Move store { $stores } from route { $route } stop { $stop } to route { $route2 } stop { $stop2 }
coach-move-swap = Swap stores { $stores } (route { $route } stop { $stop } ↔ route { $route2 } stop { $stop2 })
coach-move-reverse = Reverse route { $route } from stop { $stop } ({ $stores }) to stop { $stop2 }
coach-move-other = Change
coach-place = route { $route } stop { $stop }
coach-repair-fix-code = Fix the code
coach-repair-drop-unknown = Drop the unknown code
coach-repair-drop-duplicate = Drop the repeat visit
coach-repair-insert-missing = Insert the missing store
coach-repair-split-route = Split the route
coach-repair-add-route = Add an empty route
coach-repair-remove-empty-route = Remove the empty route
coach-repair-merge-routes = Merge two routes
coach-repair-move-for-capacity = Move out of a full truck
coach-why-fix-code = the code most likely meant this store
coach-why-drop-unknown = no store of the case has this code
coach-why-drop-duplicate = the store is visited more than once
coach-why-insert-missing = no route visits this store; here it adds least time
coach-why-too-few-routes = the case asks for more routes
coach-why-too-many-routes = the case asks for fewer routes
coach-why-move-for-capacity = the route is over capacity; the store fits elsewhere for the least added time
coach-run-running = Coach mode: { $moves } moves, cost { $cost }, score { $score }
coach-run-ended = Coach mode ended: { $moves } moves, cost { $cost }, score { $score }
coach-run-converged = {" "}(no move left)
coach-run-stopped = {" "}(stopped)
coach-stop = Stop
coach-looking = The coach is looking…
coach-apply-one = Apply
coach-apply-with = Apply (with the { $count } before)
coach-repairs-head = This plan is not valid. { $count ->
    [one] 1 repair makes it valid:
   *[other] { $count } repairs make it valid:
}
coach-repairs-head-partial = This plan is not valid. { $count ->
    [one] 1 repair makes it as valid as the case allows (it has too little room):
   *[other] { $count } repairs make it as valid as the case allows (it has too little room):
}
coach-repair-all = Apply all repairs
coach-nothing = No single move lowers this plan's cost: the coach has nothing to add.
coach-next = Next best move:
coach-gain-cost = saves { $saved } of the cost ({ $before } → { $after }), score { $score }
coach-gain-seconds = { $seconds } s of driving saved
coach-gain-seconds-added = { $seconds } s of driving added
coach-gain-spatial = { $intrusions } hull intrusions and { $crossings } crossings removed
coach-found-in = Found in { $ms } ms in the grader's worker, measured with the grader's own engine: the saving is the one grading the plan after it gives.
coach-apply = Apply this move
coach-run = Coach mode: apply moves until none helps
coach-undo = Undo
coach-download = Download this plan (routes JSON)

## "What costs most" (site/src/components/coach_kinds.rs).

kinds-title = What costs most
kinds-lead = What this file loses its score on, and what fixing it would give: each score below is the grader's own, computed again in this page on the changed file ({ $ms } ms).
kinds-unreadable = The case data could not be read, so there is nothing to coach.
kinds-data-too-large = Your case data is too large to coach in this page: run `fde-grade coach` on it.
kinds-file-too-large = { $file } is too large to coach in this page (over 1 MB): run `fde-grade coach` on it.
kinds-not-valid = This file does not grade valid here, so nothing is scored and there is nothing to coach.
kinds-no-explain = This case's engine has no row-by-row explanation yet, so the coach cannot rank its rows.
kinds-other-case = This file was graded for another case, so there is nothing to coach here.
kinds-defaulted = defaulted
kinds-repaid = repaid
kinds-sc-head = Score { $score } from AUC { $auc } and KS { $ks }.
kinds-sc-bands = The tie bands that cap the KS
kinds-sc-no-bands = No tie band holds both defaulters and repayers: ties cost this file nothing.
kinds-sc-bands-note = Customers with the same score form a band; the KS is read only at band edges, and the AUC counts a tie as half right. Breaking a band means giving its defaulters a score just above it (half-way to the next higher score), so they rank above its repayers.
kinds-sc-rows = The rows hurting the AUC most
kinds-sc-no-rows = No row is out of order: every defaulter is scored above every repayer.
kinds-sc-rows-note = A defaulter loses AUC for each repayer scored above it, a repayer for each defaulter scored below it (a tie counts half); the AUC lost is that share of all pairs.
kinds-col-score = score
kinds-col-rows = rows
kinds-col-ks-if-broken = KS if broken
kinds-col-auc-if-broken = AUC if broken
kinds-col-score-if-broken = score if broken
kinds-col-gain = gain
kinds-col-customer = customer
kinds-col-line = line
kinds-col-outcome = outcome
kinds-col-auc-lost = AUC lost
kinds-col-by = by
kinds-col-group = group
kinds-col-costs = costs
kinds-col-score-if-exact = score if exact
kinds-col-pred-vs-truth = predicted vs truth
kinds-col-share-of = share of the { $loss }
kinds-col-type = type
kinds-col-to = to
kinds-col-cost = cost
kinds-col-share-cost = share of the contact cost
kinds-pred-without = Without the worst 1 % of the rows ({ $rows } of { $scored }), the score would be { $score } ({ $gain }).
kinds-pred-share-of = { $share } of the { $loss }
kinds-pred-vs = { $name }{ $pred } vs { $truth }
kinds-pred-head = Score { $score } ({ $metric }) over { $rows } scored rows.
kinds-pred-groups = The groups costing most
kinds-pred-no-groups = No key column splits the rows into a few groups to compare.
kinds-pred-groups-note = Rows grouped by target or by a key column's value: each group's part of the error, and the score with that group predicted exactly (everything else as it is).
kinds-pred-rows = The rows costing most
kinds-pred-no-rows = No scored row costs anything: every forecast is exact.
kinds-up-without = Without these { $lines } lines, the contact cost would be { $cost } and the net score { $net } ({ $gain }): { $verdict }, { $points }.
kinds-up-ledger-unchecked = {" "}The ledger is not checked for that log (a run that never asked those questions would have signed its own).
kinds-up-head = Uplift { $uplift } less a contact cost of { $cost }: net { $net }.
kinds-up-lines = The ask-log lines costing most
kinds-up-no-lines = No ask-log line adds to the contact cost.
kinds-event-ask = question
kinds-event-reply = automatic reply
kinds-event-inbox = inbox
kinds-event-wait = wait
kinds-event-pilot = trial day
kinds-event-other = other

## The report's leftovers (report.rs), problems (diagnostics.rs), own data, share.

panels-ms = ms
report-if-repaired-note = { $verdict } at net { $net }: what the run would score with the broken lines repaired
report-repriced-note = { $label }: contact cost { $cost }, net { $net } ({ $verdict }), { $count } line(s) priced differently
report-repriced-label = what the server would have charged
report-ledger = ledger
report-ledger-verified = verified against the ledger
report-ledger-altered = altered
report-ledger-none = not checked: no ledger entry was given, so edited, added or removed ask-log lines cannot be detected
report-ledger-not-checked = not checked: { $why }
diag-none = No problems in the file: every check passed.
diag-found = { $count ->
    [one] 1 problem found
   *[other] { $count } problems found
}
diag-found-listed = { $listed } shown of { $count } problems found
diag-show-fewer = Show fewer
diag-show-all = Show all { $count }
diag-hint = Hint:
diag-cat-fatal = fatal
diag-cat-schema = schema
diag-cat-value = value
diag-cat-warning = warning
own-could-not-read = Could not read { $file }: { $error }
own-no-such-file = This case reads no file named { $unknown }: it reads { $names }.
share-the-file = the file in the link
share-attempt-too-big = this attempt's file was too big to keep
share-data-unreadable = the case data cannot be read
share-an-attempt = an attempt
own-file-yours = your { $file } ({ $size })
own-file-pick = Pick { $file }
own-need-times = its times file
own-need-initial = its initial field
own-need-truth-time = the truth field of time { $time }
own-need-truth-each = one truth field per time of { $file }
own-need-truth = its truth file
own-need-items = its items file
own-need-public = its public file
own-need-template = its template
own-need-truth-csv = a truth CSV
own-need-customers = a customers file
own-need-people = a people file
share-too-big = This file is too big for a link: { $length } characters compressed, and a link holds { $most }. Send the file itself.
share-cannot-compress = this browser cannot compress (CompressionStream)
share-cannot-decompress = this browser cannot decompress (DecompressionStream)
share-link-too-long = the link is { $length } characters long; this site reads at most { $most }
share-link-damaged = the link's text is damaged (it was cut or changed)
share-link-not-a-link = this is not a link to a graded file of this site
share-link-cut-short = the link is cut short
share-link-length-too-long = a length in the link is too long
share-link-name-not-utf8 = a file name in the link is not UTF-8
share-link-no-file = the link holds no file
worker-case-unreadable = The case data could not be read:
worker-no-case = The case could not be built.
worker-coach-not-routing = the coach needs a routing case
worker-plan-unreadable = { $file } cannot be read as a plan, so there is nothing to coach:
worker-repairs-misfit = the repairs do not fit the plan
worker-malformed = malformed message between the page and the grader's worker: { $what }
worker-cannot-start = the grader could not start in a Web Worker ({ $error })
worker-not-loaded = the grader's Web Worker could not be loaded
worker-failed = the grader's Web Worker failed ({ $error }); drop the file again to retry
worker-other-answer = the grader answered another request
worker-cannot-pass = the file could not be passed to the grader ({ $error })
case-fetch-network = network error
case-fetch-failed = { $file }: the request failed ({ $why })
case-fetch-status = { $file }: HTTP { $status }
case-fetch-size = { $file }: { $got } bytes received, { $want } expected (an older copy of the site?)
case-fetch-no-window = no window to fetch from
case-load-failed = Could not load this case's files: { $why }. Reload the page to try again.
state-no-case = no case
state-data-unreadable = The case data could not be read.
state-report-unreadable = the report could not be read back from the grader: { $error }
upload-what-routing-plan = a routing plan
upload-what-predictions-csv = a predictions CSV
upload-what-uplift-result = an uplift result
upload-what-ask-log = an ask log
upload-what-submission = a submission

## The formats docs (formats.rs): README.md's "File formats" says the same in English.

formats-routes-json-lists-title = Routes JSON, each route a list
formats-routes-json-lists-text = One object with a `routes` list, one item per truck, empty routes included (as many items as trucks). Each route lists store codes in visit order, as the case data's `网点编码` column writes them; a number is read as text (`46` and `"46"` are the same code, but a lost leading zero is not). Do not write the depot: every route starts and ends there. Save as UTF-8 without BOM.
formats-routes-json-objects-title = Routes JSON, each route an object
formats-routes-json-objects-text = The same, with each route an object whose `customers` list holds its codes in visit order (other keys are ignored; an object without `customers` is an empty route).
formats-routes-csv-stops-title = Routes CSV, one row per stop
formats-routes-csv-stops-text = A header and one row per stop, comma-separated (semicolons or tabs are recognised): a route column (`route`, `route_id`, `vehicle`, `vehicle_id`, `truck`, `车辆`, `路线`, …), a store-code column (`store_code`, `store`, `store_id`, `code`, `customer_id`, `网点编码`, …) and, optionally, a visit-order column (`visit_order`, `order`, `seq`, `position`, `顺序`, …). Routes come in the order they first appear; stops by visit order (file order without one). A row with an empty store code declares an empty route.
formats-routes-csv-vehicles-title = Routes CSV, one row per truck
formats-routes-csv-vehicles-text = A header and one row per truck: a route column (as above) and a stops column (`stops`, `codes`, `customers`, `stores`, `path`, `网点序列`, …) holding the route's codes in visit order in one cell, separated by `;` (or `|`, `->`, `→`, spaces, or commas inside a quoted cell).
formats-scorecard-predictions-title = Predictions CSV
formats-scorecard-predictions-text = A header with the columns `customer_id` and `prob_default`, named exactly (case and spaces count, as in pandas), and one row for every customer of the test set, in any order. `prob_default` is a probability of default in [0, 1] (a 300–850 points score is rejected). Other columns are ignored.
formats-uplift-result-title = Result JSON (the case grader's output)
formats-uplift-result-text = One JSON object. `kpi` (the delivered system's KPI), `kpi_baseline` (the unchanged system's) and `kpi_oracle` (the reference solution's) are numbers, all three required; `task` (or FDE-Gym's `engagement`) names the run; `incidents` is a list, and any entry caps the uplift at 0; `contact_cost` is used only when no ask log comes with the file. A full harness result (with `uplift`, `uplift_net`, `discovery`, …) is read too: the three KPI fields are the source of truth, the rest is recomputed.
formats-uplift-ask-log-title = Ask log (drop it together with the result)
formats-uplift-ask-log-text = One JSON object per line, as FDE-Gym's server writes it; name it `ask.jsonl` (any `.jsonl`, or `….ask.json`). Every line needs `to` (a person's `id`, or `inbox`, `wait`, `pilot`) and `facts` (a list of text); `cost` is what the harness charged for the line (a number, 0 when absent), and the contact cost is their sum, rounded to 4 places. `t` (hours since the start), `question`, `topics`, `n_asked` and a wait's `hours` are read to re-price the log with the case's people.
formats-uplift-people-title = People JSON (the case data: people.json)
formats-uplift-people-text = The people the agent may ask (load your own under "Bring your own case data"). `npcs` (or `people`) lists them: `id` (as the ask log's `to`), `name`, `role`, `cost` of one question; optional `soft_limit` (questions at plain cost, later ones cost 3 times as much), `patience` (questions answered at all) and `off_limits` (true: always plain cost). Optional `clock.wait_cost_per_day`, `pilot.cost` (the n-th trial day's price) and `pilot.max_runs`.
formats-prediction-title = Predictions CSV
formats-the-test-set = the test set
formats-prediction-about = A comma-separated file with a header naming the columns { $columns }. The key ({ $key }) identifies a row: one row for every row of { $test }, in any order; the other columns hold your predictions as plain numbers. Column names count exactly (case and spaces). Below: the first lines of `{ $source }`, a submission that grades valid.

## The prediction page (prediction.rs).

pred-peek-caption = The truth's first rows

## The prediction formula in words (prediction.rs, formula_steps).

pred-f-and = {" "}and{" "}
pred-f-or = {" "}or{" "}
pred-f-in-truth = {" "}(in the truth)
pred-f-both-sides = {" "}(on both sides)
pred-f-inf-too = , ±inf too
pred-f-to-numeric = { $cols } are read as numbers (text becomes empty{ $inf })
pred-f-not-null = no empty { $cols }
pred-f-finite = { $cols } are finite numbers
pred-f-in-set = { $col } is one of { $values }
pred-f-each = no value of { $cols } is { $ops }
pred-f-within = { $col } lies within [{ $lo }, { $hi }]
pred-f-drop-null = rows with an empty { $cols } are dropped{ $frame }
pred-f-clip = { $col } is clipped to [{ $lo }, { $hi }] (not rejected)
pred-f-cast-int = { $cols } are truncated to integers{ $frame } (1.7 → 1)
pred-f-to-str = { $cols } are compared as text{ $frame }
pred-f-parse-time = { $cols } are read as dates{ $frame }
pred-f-unique = no ({ $cols }) appears twice
pred-f-covers = every ({ $cols }) of the truth has a row
pred-f-no-extra = no ({ $cols }) the truth does not list
pred-f-join-complete = every truth row finds its prediction
pred-f-the-reference = the reference
pred-f-your-value = your value
pred-f-guard = {" "}(when { $what } is not above { $than }, the score is { $other })
pred-f-shortfall = the mean shortfall where the truth is above { $threshold }
pred-f-percentile = the { $q }th percentile of the absolute error
pred-f-normaliser = {" "}÷ the reference's `{ $name }`
pred-f-csv-rows = every row has a key and a finite number, read as Python's csv module and float() read them
pred-f-csv-keys = no key appears twice, every key of the truth has a row and no other key does
pred-f-first = First { $file } must pass every check: it has the columns { $columns }{ $checks }. Otherwise the score is 0.
pred-f-order-yours = , in your file's order
pred-f-order-key = , sorted by the key
pred-f-order-truth = , in the truth's order
pred-f-match = Each truth row is matched with your row of the same { $keys }{ $order }.
pred-f-mask-positive = {" "}over the rows whose truth is above 0
pred-f-mask-not-nan = {" "}over the rows whose truth is not empty
pred-f-log = {" "}({ $names } compared as log(1 + x))
pred-f-nan = {" "}Empty or infinite values count as 0.
pred-f-group = The { $metric } per group of `{ $key }`, then the mean over the groups.{ $nan }
pred-f-combine-mean = then the mean over the targets
pred-f-combine-weighted = then the weighted sum { $terms }
pred-f-combine-first = the first target's
pred-f-per-target = Per target ({ $targets }): the { $metric }{ $mask }{ $log }; { $combine }.{ $nan }
pred-f-floor = , taken at least { $min }
pred-f-terms = For { $targets }{ $mask }{ $log }: { $terms }{ $floor }.{ $nan }
pred-f-metric = The { $metric } of { $targets }{ $mask }{ $log }.{ $nan }
pred-f-objective = That error becomes a value where higher is better: 1 ÷ (1 + error).
pred-f-score-over = Score = your value ÷ the reference ({ $r })
pred-f-score-under = Score = the reference ({ $r }) ÷ your value
pred-f-score-other = Score: your value against the reference ({ $r })
pred-f-clamp = , your value taken at least { $min }
pred-f-rounded = ; rounded to 6 places, never capped: beating the reference gives more than 1.
pred-m-mae = mean absolute error (MAE)
pred-m-rmse = root mean squared error (RMSE)
pred-m-mape = mean absolute percentage error (MAPE, in %)
pred-m-wape = weighted absolute percentage error (WAPE: Σ|error| ÷ Σ|truth|)
pred-m-one-minus-wape = 1 − WAPE (1 − Σ|error| ÷ Σ|truth|)
pred-m-smape = symmetric MAPE
pred-m-r2 = R² (1 − squared error ÷ the truth's variance)
pred-m-mre = mean relative error
pred-m-weighted-rmse = RMSE weighted by the truth
pred-m-skill = skill against predicting zero (1 − MAE ÷ mean |truth|)
pred-m-composite = weighted sum of several metrics

## A figure's tools (embed.rs, EmbedTools).

embed-tools-embed = Embed
embed-tools-export = Export SVG
embed-tools-alone = Figure alone ↗
embed-tools-saved = SVG saved.
embed-tools-nothing = This figure has nothing to export yet.
embed-tools-copied = Embed code copied.
embed-tools-select = Select the code and copy it.
embed-tools-colours = Colours
embed-tools-light = light (for a light page)
embed-tools-dark = dark (for a dark page)
embed-tools-auto = auto (the reader's system setting)
embed-tools-paste = Paste this into your page: the figure, sized to its container, follows your page's width.
embed-tools-copy = Copy
embed-tools-dropped = The file you dropped stays in this page, so no link can carry it: the embed shows the case's examples.
pred-metric-composite = composite
