## `fde-grade explain CODE` for the aps kind's codes: each code's summary, what it
## means, why, and an example.

explain-aps-file-not-found = The plan file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `fatal` ("File not found: PATH") after reading the case's workbook: score 0.
    .example = A submission folder without `solution.json`.

explain-aps-bad-data = The case's workbook cannot be used.
    .what = aps_data.xlsx lacks a sheet (ORD, TON, TUS, RES, WOP) or a column the evaluator reads, holds a MAK rate float() rejects, or is not a workbook.
    .why = The evaluator reads the workbook before any submission; what it raises is its `exception` for every file: score 0.
    .example = A WOP sheet without a `STA` column.

explain-aps-not-json = The plan is not JSON as Python reads it.
    .what = The file is not UTF-8, starts with a byte-order mark, or is not valid JSON.
    .why = `json.load` raises inside the evaluator's try, so it reports `exception` with Python's message: score 0.
    .example = A file saved with a BOM.

explain-aps-not-an-object = The plan is not a JSON object.
    .what = The file holds a list, a string, a number or null.
    .why = The evaluator calls `.get("scheduled_ops")` on it, which raises `AttributeError`: `exception`, score 0.
    .example = `[{"{"}"wop_oid": "WOP_0008"{"}"}]` without the surrounding object.

explain-aps-no-ops = The plan has no non-empty list `scheduled_ops`.
    .what = The key is missing, its list is empty, or its value is not a list.
    .why = The evaluator returns `fatal` ("Missing or empty 'scheduled_ops'"): score 0.
    .example = `{"{"}"scheduled_ops": []{"}"}`.

explain-aps-raises = Grading makes Python raise.
    .what = An operation is not an object, a time carries a UTC offset while the calendar's are naive, a time lies past 9999-12-31 08:00, or a due date has an offset.
    .why = The evaluator does not catch these errors where they happen: it reports `exception` with Python's message, score 0.
    .example = `"start_dt": "2026-05-27T08:00:00+08:00"`.

explain-aps-uncovered = A schedulable operation is missing.
    .what = An operation the case makes schedulable is not named by any `wop_oid` of the plan.
    .why = The evaluator lists "C4_coverage" with the count covered as a violation: score 0.
    .example = 22 of 23 schedulable operations scheduled.

explain-aps-bad-time = A time cannot be read.
    .what = `start_dt` or `end_dt` is missing, null or text that neither `datetime.fromisoformat` nor `pd.to_datetime` reads.
    .why = The evaluator lists "bad datetime for …" (the first such operation) as a violation: score 0.
    .example = `"start_dt": "27/13/2026"`.

explain-aps-device = An operation runs on a device it may not use.
    .what = `resource` is not one of the enabled devices of the resource groups its routing node allows.
    .why = The evaluator lists "C2_resource" with the count as a violation: score 0.
    .example = A resource group's own code instead of one of its devices.

explain-aps-window = An operation starts outside working hours.
    .what = Its start is on a Sunday, before 08:00 or at 18:00 or later.
    .why = The evaluator lists "C3_work_window" with the count as a violation: score 0.
    .example = `"start_dt": "2026-05-31T09:00:00"` (a Sunday).

explain-aps-overlap = Two operations share a device at once.
    .what = On one device, sorted by start, an operation starts before the previous one ends; touching is fine.
    .why = The evaluator lists "C1_overlap" with the count of pairs as a violation: score 0.
    .example = 08:00–09:00 and 08:30–09:30 on the same device.

explain-aps-duration = An operation's length is not its working time.
    .what = The working minutes between start and end (08:00–18:00, Monday to Saturday) differ from MAK × QTY by more than 1 %.
    .why = The evaluator lists "C5_duration" with the count as a violation: score 0.
    .example = 120 minutes of work from 17:00 ending at 19:00 instead of 09:00 the next work day.

explain-aps-order = An order's operations run out of sequence.
    .what = Within an order, an operation starts before the one before it (by the TON.OID's trailing number) ends.
    .why = The evaluator lists "C6_precedence" with the count of pairs as a violation: score 0.
    .example = The second operation of an order at 08:00 while the first runs until 10:00.
