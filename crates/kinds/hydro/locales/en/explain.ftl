## `fde-grade explain CODE` for the hydro kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

explain-hydro-missing-file = The plan file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `fatal` ("缺 solution.json in DIR") before reading anything: score 0.
    .example = A submission folder without `solution.json`.

explain-hydro-not-json = The plan is not JSON as Python reads it.
    .what = The file is not UTF-8, starts with a byte-order mark, or is not valid JSON.
    .why = `json.load` raises inside the evaluator's try, so it reports `exception` with Python's message: score 0.
    .example = A file saved with a BOM, or `{"{"}"Q_out": [[1, 2]`.

explain-hydro-not-an-object = The plan is not a JSON object.
    .what = The file holds a list, a string, a number or null.
    .why = The evaluator calls `.get("Q_out")` on it, which raises `AttributeError`: `exception`, score 0.
    .example = `[[1, 2, 3]]`.

explain-hydro-no-q-out = The plan has no list `Q_out`.
    .what = The key `Q_out` is missing, or its value is not a list.
    .why = The evaluator returns `fatal` ("solution.json 缺 Q_out 字段"): score 0.
    .example = `{"{"}"q_out": [...]{"}"}` (the key is case-sensitive).

explain-hydro-wrong-shape = `Q_out` is not five rows of one value a day.
    .what = `Q_out` has another number of rows than five, or a row another number of values than the days.
    .why = The evaluator returns `fatal` ("Q_out 维度不是 5x7"): score 0. A string row counts its characters, an object row its keys.
    .example = Four rows, or a row of six values.

explain-hydro-row-not-a-list = A row of `Q_out` has no length.
    .what = A row is a number, true/false or null.
    .why = `len()` of it raises `TypeError` outside the evaluator's number check: `exception`, score 0.
    .example = `{"{"}"Q_out": [[...], 5, [...], [...], [...]]{"}"}`.

explain-hydro-not-a-number = An outflow is not a number float() reads.
    .what = A value is null, a list, an object, or text `float()` rejects.
    .why = The evaluator returns `fatal` ("Q_out 含非数值"): score 0. Text such as "1_000" or Arabic-Indic digits is read, as Python's float() reads it.
    .example = `null`, `"1,5"`, `""`.

explain-hydro-too-large = An outflow is an integer too large for a float.
    .what = An integer literal beyond about 1.8 × 10³⁰⁸.
    .why = `float()` of it raises `OverflowError`, which the evaluator's number check does not catch: `exception`, score 0.
    .example = A 1 followed by 400 zeros.

explain-hydro-water-balance = A run-of-river station does not pass what reaches it.
    .what = Station D's outflow differs from C's plus its lateral inflow (E from D's plus its own) by more than 1 m³/s on a day.
    .why = Water balance is a `constraint` of the evaluator: any violation scores 0.
    .example = D releasing 500 m³/s while C releases 4,425 m³/s.

explain-hydro-level-low = A reservoir falls below its dead level.
    .what = A reservoir's level, computed day by day from its volume, is more than the tolerance under its dead level.
    .why = Levels are a `constraint` of the evaluator: any violation scores 0.
    .example = Opening the top reservoir's gates on the first days.

explain-hydro-level-high = A reservoir rises above its limit.
    .what = A reservoir's level is more than the tolerance above its upper limit (for C, below its normal level).
    .why = Levels are a `constraint` of the evaluator: any violation scores 0.
    .example = Holding all of a wet week's inflow in a small reservoir.

explain-hydro-eco-flow = A station releases less than the ecological flow.
    .what = An outflow under the ecological minimum (less the tolerance).
    .why = The ecological flow is a `constraint` of the evaluator: any violation scores 0.
    .example = An outflow of 49.94 where the minimum is 50.

explain-hydro-ramp = A station's output changes too fast.
    .what = A station's output (capped at its capacity) changes from one day to the next by more than a fifth of its capacity, plus the tolerance.
    .why = Ramps are a `constraint` of the evaluator: any violation scores 0.
    .example = A station going from 20 MW to 170 MW in a day.

explain-hydro-not-finite = The week's energy is not a finite number.
    .what = An outflow is NaN (or infinite): comparisons with NaN are false, so every check passes, but the energy is NaN.
    .why = The evaluator reports `exception` ("total_energy is NaN/Inf") and validity 0.
    .example = `NaN` written for one outflow.
