## `fde-grade explain CODE` for the slitting kind's codes: each code's summary, what it
## means, why, and an example.

explain-slitting-file-not-found = The plan file is missing.
    .what = There is no `solution.csv` to read.
    .why = The evaluator answers "solution.csv not found under DIR": score 0.
    .example = A submission folder without `solution.csv`.

explain-slitting-bad-data = The case's data files make the evaluator raise.
    .what = `mother_coil.csv` or `requirements.csv` lacks a column the evaluator reads (宽度, 重量), has it twice, or cannot be read as a CSV.
    .why = The evaluator reads the data before any plan and has no catch-all: it dies, prints nothing, every plan scores 0.
    .example = A `requirements.csv` whose width column is named `width`.

explain-slitting-unreadable = pandas cannot read the plan.
    .what = The file is not UTF-8, is empty, or a row has more fields than the header.
    .why = `pd.read_csv` raises inside the evaluator's try: "Failed to read solution.csv: …", score 0.
    .example = A row with a trailing extra comma after the first data row.

explain-slitting-no-rows = No row is left to grade.
    .what = Every row is blank or has an empty, non-numeric, zero or negative `mother_cut_weight`.
    .why = The evaluator answers "solution.csv 无有效数据行": score 0.
    .example = A header only.

explain-slitting-dropped-row = A row is dropped before grading.
    .what = Its `mother_cut_weight` is empty, not a number pandas reads, zero or negative.
    .why = The server drops it silently: it is not a cut and its strips are not made, which usually leaves a width short.
    .example = `mother_cut_weight` written `abc`.

explain-slitting-crash = The evaluator dies on the plan.
    .what = Two columns have one name once stripped (`mother_id` and ` mother_id`), or a coil the data gives no width is cut without one.
    .why = Outside its try the evaluator raises: it prints nothing and the run has no score.
    .example = Columns `mother_cut_weight` and `mother_cut_weight ` side by side.

explain-slitting-missing-coil-id = A cut names no mother coil.
    .what = `mother_id` is empty, missing, or the column is absent.
    .why = The row is a violation: score 0.
    .example = A row whose first field is empty.

explain-slitting-unknown-coil = A cut names a coil that is not in stock.
    .what = After `str(id).strip()`, the id is not one of the stock's (M_0, M_1, … by row order; a coil of weight 0 is not in stock).
    .why = The row is a violation: score 0.
    .example = `coil1` or `M_12` for a stock of 12 coils.

explain-slitting-width-mismatch = A cut's coil width is not the coil's.
    .what = `mother_width` differs from the stock's width by more than 10 mm.
    .why = A violation: score 0 (the stock's width is used for everything else).
    .example = `mother_width` 1000 for a coil of 1070 mm.

explain-slitting-no-cut-weight = A cut has no weight.
    .what = The plan has no `mother_cut_weight` column (every row is then kept and each one is a violation), or the weight float() reads is not above 0.
    .why = A violation: score 0.
    .example = A column named `cut_weight`.

explain-slitting-light-cut = A cut is lighter than 100 kg.
    .what = `mother_cut_weight` + 10 kg tolerance is under 100 kg.
    .why = A violation: score 0.
    .example = A cut of 80 kg.

explain-slitting-no-strips = A cut makes no strip.
    .what = No slot has both `subN_width` and `subN_long` as numbers above 0 (a width without a length does not count).
    .why = A violation: score 0.
    .example = Widths filled, lengths left blank.

explain-slitting-unknown-width = A strip's width is not ordered.
    .what = A live slot's width is not exactly a width of `requirements.csv`.
    .why = A violation: score 0.
    .example = A 554 mm strip where 555 mm is ordered.

explain-slitting-too-wide = A cut's strips are wider than its coil.
    .what = The strips' widths add up to more than the stock's width of the coil.
    .why = A violation: score 0.
    .example = Strips of 600 and 555 mm on a 1,150 mm coil.

explain-slitting-overdraw = A coil is cut beyond its weight.
    .what = The cuts of one coil, in plan order, draw more than its stock weight plus 10 kg.
    .why = A violation at the first cut past it (and every later one): score 0.
    .example = Two cuts of 3,000 kg from a 5,000 kg coil.

explain-slitting-short = An ordered width is short.
    .what = The strips of that width weigh more than 10 kg less than its order (each strip: cut weight × width / coil width).
    .why = A violation: score 0.
    .example = An order of 2,000 kg with 1,980 kg made.

explain-slitting-over = An ordered width is over-made.
    .what = The strips of that width weigh more than 10 kg above its order.
    .why = A violation: score 0 (over-making counts as much as falling short).
    .example = An order of 2,000 kg with 2,020 kg made.

explain-slitting-length-mismatch = A strip's length is not its cut's.
    .what = `subN_long` is more than 10 mm from weight / (coil width × 7.65) × 10000.
    .why = A warning only: the server lists it and scores nothing from lengths.
    .example = Lengths computed with a density of 7.85.
