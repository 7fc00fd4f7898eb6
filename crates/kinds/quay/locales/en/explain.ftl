## `fde-grade explain CODE` for the quay kind's codes: each code's summary, what it
## means, why, and an example.

explain-quay-file-not-found = The schedule file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `fatal` ("File not found: PATH"): score 0.
    .example = A submission folder without `solution.json`.

explain-quay-bad-data = The case's data files make the evaluator raise.
    .what = `tact_times.csv` or `vessel_workload.csv` lacks a column, a lift time for L or U of 20 or 40 ft, or has a number or time Python cannot read.
    .why = The evaluator reads the data before any submission: every submission gets `exception`, score 0.
    .example = A tact_times.csv without the row for unloading 40 ft boxes.

explain-quay-not-json = The schedule is not JSON as Python reads it.
    .what = The file is not UTF-8, starts with a byte-order mark, or is not valid JSON.
    .why = `json.load` raises inside the evaluator's try: `exception` with Python's message, score 0.
    .example = A file saved with a BOM.

explain-quay-no-cranes = There is no non-empty list `cranes`.
    .what = The file is not an object, or its `cranes` is missing, not a list, or empty.
    .why = The evaluator returns `schema` ("Missing or invalid 'cranes' array" or "'cranes' is empty"): score 0.
    .example = `{"{"}"cranes": []{"}"}`.

explain-quay-raises = A crane or an event makes the evaluator raise.
    .what = A key it reads with `x["key"]` is missing (`events`, `type`, `end_time`, `berth` of a work, `crane_id`), a berth `int()` or `float()` cannot read, a vessel id that is a list, crane ids of types that do not compare.
    .why = Python raises inside the evaluator's try: `exception` with Python's message, score 0, whatever else was wrong.
    .example = A crane without `crane_id`: its sort by `c["crane_id"]` raises `KeyError`.

explain-quay-bad-time = A time is not `YYYY-MM-DD HH:MM:SS`.
    .what = `datetime.strptime(s, "%Y-%m-%d %H:%M:%S")` cannot read it: a `T`, a fraction, a zone, a day the month lacks, second 60, or not text at all; or it is before 0001-01-02, which the naive `timestamp()` cannot take.
    .why = Python raises inside the evaluator's try: `exception`, score 0.
    .example = `"2024-05-01T08:00:00"`.

explain-quay-not-after-start = An event ends at or before its start.
    .what = After each crane's events are sorted by start (waits filled in), an event's end is not later than its start.
    .why = Rules C3/C7: a `constraint` violation, score 0.
    .example = A move with equal start and end times.

explain-quay-overlap = Two events of a crane overlap.
    .what = An event starts more than 1 s before the one before it (by start) ends.
    .why = Rule C7: a crane does one thing at a time; a `constraint` violation, score 0. Gaps are no problem: the evaluator fills them with waits.
    .example = Work until 10:00:00, then a move from 09:59:00.

explain-quay-move-berths = A move lacks its berths.
    .what = A `move` event's `from_berth` or `to_berth` is missing or null.
    .why = Rule C4: a `constraint` violation, score 0; where the move gives a crane's place (C6) the evaluator then raises.
    .example = `{"{"}"type": "move", "from_berth": 2, "to_berth": null, …{"}"}`.

explain-quay-move-time = A move does not take 880 s a berth.
    .what = A move's duration is more than 1 s away from 880 s times the berths between `from_berth` and `to_berth`.
    .why = Rule C4: a `constraint` violation, score 0. The moves' seconds are the score's second term.
    .example = A move from berth 2 to 5 lasting 2,000 s (2,640 s are needed).

explain-quay-no-vessel = A work event names no vessel.
    .what = A `work` event's `vessel_id` is missing, null, or empty.
    .why = Rule C5: a `constraint` violation, score 0.
    .example = `{"{"}"type": "work", "vessel_id": "", …{"}"}`.

explain-quay-unknown-vessel = A work event names a vessel the case lacks.
    .what = `vessel_id` is not one of vessel_workload.csv's ids (compared as text: the number 7 is not "7").
    .why = Rule C5: a `constraint` violation, score 0.
    .example = `"vessel_id": "V99"` in a case of 60 vessels.

explain-quay-wrong-berth = A crane works a vessel at another berth.
    .what = `int(berth)` of the work event is not the vessel's `berth_no`.
    .why = Rule C5: a `constraint` violation, score 0.
    .example = Work for a vessel at berth 3 with `"berth": 4`.

explain-quay-late = Work ends after the vessel's window.
    .what = A work event ends after the vessel's `end_time`.
    .why = Rule C2: a `constraint` violation, score 0; the work after the window does not count toward C1.
    .example = Work until 18:00 for a vessel leaving at 17:00.

explain-quay-early = Work starts before the vessel's window.
    .what = A work event starts before the vessel's `start_time`.
    .why = Rule C2: a `constraint` violation, score 0; the work before the window does not count toward C1.
    .example = Work from 05:00 for a vessel arriving at 06:00.

explain-quay-short = A vessel does not get all its work.
    .what = The seconds of work inside the vessel's window, all cranes together, rounded to whole seconds, are fewer than it needs: Σ ceil(boxes / boxes a lift) × seconds a lift over loading and unloading 20 and 40 ft boxes.
    .why = Rule C1: a `constraint` violation, score 0.
    .example = A vessel needing 7,200 s worked by one crane for 1 hour.

explain-quay-crossing = Two cranes cross on the rail.
    .what = At an event's start or end, or a move's midpoint, a crane stands more than 0.01 berth right of the next crane in crane_id order (a crane's place: the first event by start that holds the time, a move's place interpolated).
    .why = Rule C6: a `constraint` violation, score 0; the evaluator lists the first 3 and counts the rest.
    .example = Crane 1 at berth 5 while crane 2 works at berth 3.
