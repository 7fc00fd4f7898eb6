## `fde-grade explain CODE` for the stack kind's codes: each code's summary, what it
## means, why, and an example.

explain-stack-file-not-found = The plan file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `fatal` ("缺 solution.json"): score 0.
    .example = A submission folder without `solution.json`.

explain-stack-bad-data = The case's snapshot cannot be graded from.
    .what = `warehouse_snapshot.json` is not JSON, lacks a key the evaluator reads with `x["key"]`, or holds a text, list or object where a number belongs.
    .why = The evaluator would raise on it for every submission; fde-grade stops before grading (exit 2).
    .example = An inventory row without `location`.

explain-stack-not-json = The plan is not JSON as Python reads it.
    .what = The file is not UTF-8 or not valid JSON (a byte-order mark is read away: the evaluator opens it as utf-8-sig).
    .why = `json.load` raises inside the evaluator's try: `exception` with Python's message, score 0.
    .example = A file cut off in the middle.

explain-stack-not-object = The plan is not a JSON object.
    .what = The file's top value is a list, a number, a text or null.
    .why = The evaluator returns `fatal` ("solution.json 顶层不是对象"): score 0.
    .example = `[{"{"}"type": "inbound"{"}"}]`.

explain-stack-no-operations = There is no non-empty list `operations`.
    .what = The object's `operations` is missing, not a list, or empty.
    .why = The evaluator returns `fatal` ("solution.json 缺 operations 或为空"): score 0.
    .example = `{"{"}"operations": []{"}"}`.

explain-stack-raises = A row makes the evaluator raise.
    .what = A row is not an object (its `.get` raises AttributeError), or a minute or the tons is infinite or an int beyond a double (`int(round(...))` raises OverflowError, which the row's `except` does not catch).
    .why = Python raises inside the evaluator's try: `exception`, score 0, whatever else was wrong.
    .example = `"start_minute": 1e999`.

explain-stack-no-rows = No row could be read.
    .what = Every row has an unknown type or minutes or tons that are missing or not numbers.
    .why = The evaluator returns `fatal` ("operations 中没有一条可解析的作业行"): score 0.
    .example = Rows with `"type": "入库"`.

explain-stack-bad-type = A row's type is not one of the four.
    .what = `type` is not exactly inbound, outbound, passive_move or active_move.
    .why = A hard violation: the row is dropped and the plan scores 0.
    .example = `"type": "IN"`.

explain-stack-bad-number = A row's minutes or tons are missing or not numbers.
    .what = `start_minute`, `end_minute` or `tons` is missing, null, a list, or a text `float()` cannot read (NaN too).
    .why = A hard violation: the row is dropped and the plan scores 0.
    .example = `"tons": "two"`.

explain-stack-duration = A row does not last its type's minutes.
    .what = `end_minute - start_minute` (each rounded to a whole minute) is not the type's duration: inbound 3, outbound 10, moves 10 in the case.
    .why = A hard violation: score 0. No buffer is allowed.
    .example = An outbound row from minute 100 to 105.

explain-stack-outside-day = A row runs outside the plan's day.
    .what = It starts before 0 or ends after resources.day_minutes (1,800 in the case).
    .why = A hard violation: score 0.
    .example = A move from 1,795 to 1,805.

explain-stack-row-tons = A row carries no tons or more than a trip may.
    .what = Its tons, in micro-tonnes, are 0 or less, or above resources.max_task_tons (2 t).
    .why = A hard violation: score 0.
    .example = `"tons": 2.5`.

explain-stack-inbound-source = An inbound row does not come from PACKING.
    .what = Its `source` is not exactly PACKING.
    .why = A hard violation: score 0.
    .example = `"source": "packing"`.

explain-stack-outbound-target = An outbound row does not go to OUTBOUND.
    .what = Its `target` is not exactly OUTBOUND.
    .why = A hard violation: score 0.
    .example = `"target": "DOCK"`.

explain-stack-unknown-bay = A row names a bay the warehouse lacks.
    .what = An inbound row's target, an outbound row's source, or a move's source or target is not a `location` of the snapshot.
    .why = A hard violation: score 0.
    .example = `"target": "ZONE_A_LOC_999"`.

explain-stack-region = A row's region is not its bay's.
    .what = The row's `region` differs from its bay's zone (the first of ZONE_A, ZONE_B, ZONE_C its name starts with): the target's for inbound, the source's for outbound.
    .why = A hard violation: score 0.
    .example = An inbound row to ZONE_B_LOC_004 with `"region": "ZONE_A"`.

explain-stack-cross-region = A move crosses zones.
    .what = A move's source, target and region are not all the same zone.
    .why = The zones are separate buildings: a hard violation, score 0.
    .example = A move from ZONE_A_LOC_001 to ZONE_B_LOC_001.

explain-stack-same-bay = A move goes nowhere.
    .what = A move's source and target are the same bay.
    .why = A hard violation: score 0.
    .example = A move from ZONE_A_LOC_001 to ZONE_A_LOC_001.

explain-stack-unknown-forklift = A row names a forklift not on the roster.
    .what = Its `forklift` is not a forklift_id of resources.forklifts.
    .why = A hard violation: score 0; its tons count toward no cap.
    .example = `"forklift": "FLT_099"`.

explain-stack-forklift-region = A forklift works outside its zones.
    .what = The row's region is not in the forklift's region_scope.
    .why = A hard violation: score 0.
    .example = A ZONE_C row for a forklift of ZONE_A only.

explain-stack-forklift-type = A forklift does a type it may not.
    .what = The row's type is not in the forklift's allowed_types (all four when it lists none).
    .why = A hard violation: score 0.
    .example = An active_move for a forklift allowed inbound and outbound only.

explain-stack-outside-shift = A row runs outside its forklift's shift.
    .what = It starts before the forklift's shift_start or ends after its shift_end.
    .why = A hard violation: score 0.
    .example = A first-shift forklift (0 to 780) working 775 to 785.

explain-stack-unknown-task = An inbound or outbound row names no known task.
    .what = Its `task_id` is not a task_id of inbound_tasks (inbound) or outbound_tasks (outbound).
    .why = A hard violation: score 0; its tons count toward no task.
    .example = `"task_id": ""` on an outbound row.

explain-stack-task-lot = A row carries another lot than its task.
    .what = Its sku or batch (as text) differs from its task's.
    .why = A hard violation: score 0. Another batch of the same SKU does not stand in.
    .example = Task (SKU_0001, 20250601) served with batch 20250602.

explain-stack-before-task = A row starts before its task.
    .what = Its start minute is before its task's start_minute (the task's earliest start).
    .why = A hard violation: score 0.
    .example = A task at minute 120 served from minute 100.

explain-stack-move-task = A move names a task.
    .what = A passive_move or active_move has a non-empty `task_id`.
    .why = A hard violation: score 0. Moves serve no task.
    .example = `"task_id": "IN_TASK_0001"` on a move.

explain-stack-short-stock = A trip takes goods a bay does not hold.
    .what = Played forward by start (then operation_id), taking before putting at the same minute, the source bay holds less of the row's (sku, batch) than the row takes.
    .why = A hard violation: score 0; the stock still goes down, and may end below zero.
    .example = An outbound row at minute 10 for goods an inbound row brings at minute 20.

explain-stack-over-ceiling = A bay is filled above its ceiling.
    .what = After a row puts goods on it, a bay weighs more than the larger of its rated capacity and what it held at the start.
    .why = A hard violation: score 0. A bay over capacity at the start may not get heavier.
    .example = A 30 t bay holding 29 t getting 2 t more.

explain-stack-trip-window = A trip's rows do not share their minutes.
    .what = Rows of one trip (same forklift and trip_id; a row without trip_id is its own) have different start or end minutes.
    .why = A hard violation: score 0. The sentence names the trip only: two forklifts' trips of one trip_id count once.
    .example = Two rows of trip T1 at minutes 0–10 and 10–20.

explain-stack-trip-tons = A trip carries more than its limit.
    .what = The tons of a trip's rows together exceed resources.max_task_tons.
    .why = A hard violation: score 0.
    .example = Two rows of 1.5 t in one trip.

explain-stack-overlap = A forklift's trips overlap.
    .what = Its trips sorted by (start, end, trip_id): one starts before the one before it ends (touching is fine).
    .why = A hard violation: score 0.
    .example = Trips at minutes 0–10 and 5–15 on one forklift.

explain-stack-daily-cap = A forklift handles more than its day's cap.
    .what = The tons of all its rows, every type, exceed its daily_ton_cap.
    .why = A hard violation: score 0.
    .example = A forklift capped at 190 t doing 96 trips of 2 t.

explain-stack-coverage = A task's tons are not carried exactly.
    .what = Its rows' tons together differ from the task's tons by more than 0.001 t (more or less).
    .why = A hard violation: score 0.
    .example = A 5 t task served by two trips of 2 t.

explain-stack-negative-stock = A bay ends below zero.
    .what = After every row, a bay's stock of one (sku, batch) is below −0.001 t.
    .why = A hard violation: score 0.
    .example = Goods taken twice from a bay that held them once.
