## `fde-grade explain CODE` for the coil kind's codes: each code's summary, what it
## means, why, and an example.

explain-coil-file-not-found = The sequence file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `fatal` ("File not found: PATH"): score 0.
    .example = A submission folder without `solution.json`.

explain-coil-bad-data = The case's data files make the evaluator raise.
    .what = `work_plan.csv` or `grade_catalog.csv` lacks a column, names a grade the catalog lacks, or has a size float() cannot read.
    .why = The evaluator reads the data before any submission: every submission gets `exception`, score 0.
    .example = A work plan row whose 钢种 is not a grade_id of the catalog.

explain-coil-not-json = The sequence is not JSON as Python reads it.
    .what = The file is not UTF-8, starts with a byte-order mark, or is not valid JSON.
    .why = `json.load` raises inside the evaluator's try: `exception` with Python's message, score 0.
    .example = A file saved with a BOM.

explain-coil-not-an-object = The sequence file is not a JSON object.
    .what = The file holds a list, a string, a number or null.
    .why = The evaluator calls `.get("sequence")` on it, which raises `AttributeError`: `exception`, score 0.
    .example = `["COIL_001", "COIL_002"]` without the object around it.

explain-coil-no-sequence = There is no non-empty list `sequence`.
    .what = The key `sequence` is missing, or its value is empty or not a list.
    .why = The evaluator returns `fatal` ("Missing or empty 'sequence'"): score 0.
    .example = `{"{"}"sequence": []{"}"}`.

explain-coil-unknown-coil = An id is not a coil of the work plan.
    .what = After `str(m).strip()`, an item is not one of the work plan's ids (a number 1 is "1", true is "True").
    .why = The evaluator returns `schema` listing up to five unknown ids: score 0.
    .example = `"COIL_1"` where the plan has `COIL_001`.

explain-coil-wrong-count = The sequence has another number of coils than the plan.
    .what = The list is longer or shorter than the work plan.
    .why = Completeness is a `constraint`: score 0.
    .example = 80 ids for 81 coils.

explain-coil-missing-coil = A coil of the plan is left out.
    .what = A work plan id does not appear in the sequence.
    .why = The evaluator lists up to five missing ids as a `constraint`: score 0.
    .example = Every coil but `COIL_081`.

explain-coil-duplicate = A coil is listed twice.
    .what = An id appears more than once.
    .why = The evaluator reports "存在重复材料号" as a `constraint`: score 0.
    .example = `COIL_001` at positions 0 and 5.

explain-coil-roll-switch = The rolls change more than once.
    .what = Small-roll and large-roll coils alternate: the roll size changes at two or more places.
    .why = Roll-size separation is a `constraint`: score 0.
    .example = small, large, small.

explain-coil-front-width = A front-width coil is not at the front.
    .what = A coil whose width equals its grade's front width sits after a coil that is not one.
    .why = The front-width prefix is a `constraint`: score 0.
    .example = Three front-width coils at positions 0, 1 and 7.
