## The stack kind's figures (site/src/kinds/stack/) and pages.

what-stack-data = a warehouse snapshot
what-stack-submission = a day's operations
format-stack-submission = solution JSON (operations: each row's operation_id, type, sku, batch, source, target, region, tons, start_minute, end_minute, forklift, task_id, trip_id)
glance-stack-bays = Bays
glance-stack-mixed = Mixed bays at the start
glance-stack-forklifts = Forklifts
glance-stack-stock = Stock at the start (t)
glance-stack-inbound = Inbound tasks · t
glance-stack-outbound = Outbound tasks · t
formula-stack-read = `operations` lists every row of the day: its type (`inbound`, `outbound`, `passive_move`, `active_move`), lot, bays, tons, minutes, forklift, task and trip; minutes are rounded to whole ones, tons compared in micro-tonnes.
formula-stack-rules = Every rule must hold: each row its type's minutes inside the day and its forklift's shift, zone and rights; each trip at most the trip limit and one window; no forklift's trips overlapping, none above its day's cap; every task's tons carried exactly; the stock played forward never short, no bay above its ceiling.
formula-stack-objective = Objective = mixed bays at the end + (a + b / 10,000) / 10,000, a the tons left above rated capacity and b the tons moved, both in tenths (at most 9,999): fewer mixed bays always wins.
formula-stack-score = Score = { $reference } / objective, rounded to 10 places (1,000,000 when the objective is 0).
report-stack-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-stack-objective = Objective
report-stack-objective-note = mixed bays + (a + b/10⁴)/10⁴
report-stack-mixed = Mixed bays
report-stack-mixed-note = bays ending with more than one SKU or batch
report-stack-overweight = Tons above capacity
report-stack-overweight-note = left at the end of the day (a, in tenths)
report-stack-moved = Tons moved
report-stack-moved-note = moves between bays (b, in tenths)
report-stack-rows = Rows
report-stack-rows-note = rows the evaluator could read
report-stack-violations = Broken rules
report-stack-violations-note = each sentence once, as the evaluator counts
fig-stack-rung-broken = { $count } × `{ $code }` broken
fig-stack-rung-objective = objective { $objective }
formats-stack-solution-title = A day's operations (JSON)
formats-stack-solution-text = One object with `operations`: each row's `operation_id`, `type`, `sku`, `batch`, `source`, `target`, `region`, `tons`, `start_minute`, `end_minute`, `forklift`, `task_id` and `trip_id`.
fig-stack-timeline-title = The day on a timeline
fig-stack-timeline-aria = Each forklift's trips over the day's minutes, one lane a forklift, its hours off shift shaded
fig-stack-pick = Pick a plan to see its day.
fig-stack-legend = Blue: inbound; orange: outbound; purple: passive moves; teal: active moves (a trip's rows stacked in its lane, named by SKU where they fit). Grey: a forklift off shift. Red: a row that breaks a rule, an overlap (at the minute the later trip starts), a forklift over its day's cap or not on the roster; dashed red: the rows of a task not carried exactly.
fig-stack-terms = objective = { $mixed } mixed bays + ({ $a } + { $b } / 10,000) / 10,000 = { $objective } · score { $score }
fig-stack-rejected = rejected: { $count } × broken rules, first `{ $code }` · score 0

## What costs most (site/src/kinds/stack/coach.rs).
kinds-stack-lead = The plan's objective in its three terms, each worth a ten-thousandth of the one before: mixed bays first, so a bay holding two SKUs or batches costs more than any tonnage; then each forklift's tons against its daily cap, the fullest first (the one with no room left is the one to relieve).
kinds-stack-terms = mixed bays { $mixed }; overweight { $overweight } tenths of a ton; moved { $moved } tenths of a ton
kinds-stack-forklift = Forklift
kinds-stack-used = Tons moved
kinds-stack-cap = Daily cap
kinds-stack-full = Of its cap
