## `fde-grade explain CODE`: each diagnostic code's summary (the message), what it means,
## why, and an example. The English is the registry's (crates/grader/src/diagnostic/codes.rs),
## word for word (crates/cli/tests/lang.rs checks it).

explain-file-empty = The file has no content.
    .what = The file is zero bytes long, or holds only blank lines.
    .why = In case data (customers.csv, the answer key) the server's `pd.read_csv` raises `EmptyDataError` for every submission, so the case is refused; a CSV plan with nothing in it gives no plan (fatal). An empty predictions file is `scorecard/missing-file`.
    .example = An empty `customers.csv` saved by mistake.

explain-file-not-utf8 = The file is not UTF-8 text.
    .what = A byte of the file is not valid UTF-8; the location is the first bad byte. The message guesses the 8-bit encoding (GBK, Latin-1, ...).
    .why = The server opens every file as UTF-8; Python raises `UnicodeDecodeError`, an exception, so the submission scores 0 (grading rules §1, §2, §5).
    .example = A `customers.csv` saved from Excel as GBK: its Chinese column names are not UTF-8.

explain-file-utf16 = The file is UTF-16 encoded.
    .what = The file starts with a UTF-16 byte-order mark, or its bytes alternate with NULs as UTF-16 text does.
    .why = The server reads files as UTF-8: a UTF-16 file raises or is read as garbage with no usable column, so it scores 0 (grading rules §5).
    .example = A CSV exported by Excel as "Unicode Text".

explain-file-spreadsheet = The file is a spreadsheet workbook, not text.
    .what = The bytes are an Excel workbook (xlsx, a ZIP; or the older xls) under a text file's name.
    .why = The server reads the file as UTF-8 text and cannot parse a workbook, so it scores 0.
    .example = `predictions.xlsx` renamed to `predictions.csv`.

explain-file-unclosed-quote = A quoted CSV value is never closed.
    .what = A double quote opens a value and the file ends before its closing quote.
    .why = pandas raises "EOF inside string" on such a CSV, so the server scores the submission 0 (grading rules §2).
    .example = `customer_id,prob_default` then a row `"C001,0.2`.

explain-case-bad-manifest = case.json cannot be read or lacks a required field.
    .what = The case's manifest is not JSON, not an object, or a field has the wrong type or is missing.
    .why = Without its manifest a case cannot be graded at all; the CLI exits 2.
    .example = `{"{"}"id": "routing-city", "kind": "routing"` (the closing brace missing).

explain-case-bad-parameters = case.json's `parameters` are not usable.
    .what = `parameters` is not an object, or a parameter (speeds, capacity, vehicles, weights, reference cost, server) has the wrong type or an impossible value.
    .why = The server's constants are data in our cases (grading rules §1, "Case parameters"); a bad one would change every score.
    .example = `"parameters": {"{"}"vehicles": "twelve"{"}"}`.

explain-case-missing-file = A file the case needs is not named or cannot be read.
    .what = case.json names no data file for the case's kind (customers.csv, the answer key), or the named file is not there.
    .why = The server's grader reads its case data before any submission; without it no submission can be graded.
    .example = A routing case.json whose `files` has no `customers` entry.

explain-case-kind-not-built = This build of the grader has no code for the case's kind.
    .what = The grader was compiled without the feature of this kind (e.g. a site build that grades routing only).
    .why = Our build choice, not the server's: grading needs the kind's code.
    .example = A scorecard case given to a grader built with `--no-default-features --features routing`.

explain-case-missing-column = customers.csv lacks a column the server reads.
    .what = One of the store code, weight, longitude or latitude columns is not in the header (names are compared exactly).
    .why = The server looks columns up by name and raises `KeyError`, so it scores every submission 0 (grading rules §1, "Case data").
    .example = A header `code,weight,lon,lat` in English.

explain-case-not-a-number = A weight or coordinate in customers.csv is not a number.
    .what = A weight, longitude or latitude cell cannot be read as a finite number.
    .why = The server's `float()` or its distance computation raises on it before it reads any submission, so every submission scores 0 (grading rules §1, §5).
    .example = `ST001,12kg,116.4,39.9`.

explain-case-too-many-fields = A row of customers.csv has more fields than pandas accepts.
    .what = A row of customers.csv has more comma-separated fields than the header allows (often a file written with semicolons and decimal commas).
    .why = The server's `pd.read_csv` raises "Error tokenizing data" for every submission (grading rules §1, §5), so the case is refused.
    .example = `ST001;12,5;116,4;39,9` under a comma-separated header.

explain-case-no-rows = customers.csv has a header and no rows.
    .what = The file has only its header line.
    .why = With no depot the server's `iloc[0]` raises for every submission (grading rules §1).
    .example = `网点编码,总重量,门店经度,门店纬度` and nothing else.

explain-case-no-depot = customers.csv has no depot row.
    .what = Every row has a weight, so no row is the depot.
    .why = The depot is the first row whose weight is empty (grading rules §1); without one the server raises for every submission.
    .example = A customers.csv where the depot's row was given weight 0.

explain-case-no-weight = A row after the depot has no weight and is left out.
    .what = Only the first row with an empty weight is the depot; a later row with an empty (or NA) weight is neither depot nor store.
    .why = The server drops rows whose weight is missing after taking the depot (grading rules §1), so visiting that code is an unknown store.
    .example = Two rows with an empty `总重量`: the second is left out.

explain-case-infinite-weight = A store weighs an infinite number of kg.
    .what = A weight reads as infinity (`inf`, `1e999`).
    .why = The server's `float()` accepts it; the route that serves the store is always over capacity (grading rules §1, validation stage 3).
    .example = `ST001,inf,116.4,39.9`.

explain-case-negative-weight = A store weighs less than nothing.
    .what = A weight is negative.
    .why = The server sums weights as written (grading rules §1), so a negative weight lightens its route; it is graded as the server grades it.
    .example = `ST001,-12.5,116.4,39.9`.

explain-case-coordinates-out-of-range = A longitude or latitude is outside its range.
    .what = A longitude is outside [-180, 180] or a latitude outside [-90, 90].
    .why = The server computes distances from the numbers as written, so the case is graded as it is; the value is probably a typo.
    .example = `ST001,12.5,1164.0,39.9` (a decimal point lost).

explain-case-duplicate-code = A store code appears on two rows of customers.csv.
    .what = Two store rows share a code.
    .why = The server builds a dict from code to position, so the later row wins (grading rules §1).
    .example = `ST001` on lines 3 and 9.

explain-case-store-is-depot-code = A store has the depot's code.
    .what = A store row carries the same code as the depot row.
    .why = The server looks positions up by code, so the store is placed at the depot (grading rules §1).
    .example = Depot `0` and a store also coded `0`.

explain-case-unsupported = The case asks for something this grader does not build yet.
    .what = A prediction case's manifest names an engine, check step, metric, mapping or report source (or a server) the Rust grader has no code for; the location is the manifest's path to it.
    .why = Our build, not the server's: grading it anyway would give a score the benchmark's evaluator would not, so the case is refused instead.
    .example = `"submission": {"{"}"engine": "grid"{"}"}` (FDE-Bench 041's engine) before the grid engine is built.

explain-case-bad-truth = The truth file cannot be read as the case says.
    .what = The truth CSV of a prediction case is empty, not UTF-8, or its CSV is broken (a quote never closed, rows with too many fields).
    .why = The evaluator reads its truth for every submission and raises on such a file, so no submission can be graded.
    .example = An empty `test_truth.csv`.

explain-routing-missing-file = The routes file cannot be read.
    .what = The submission file does not exist or cannot be opened.
    .why = A missing file is the first fatal check of the server (grading rules §1, validation stage 1).
    .example = `fde-grade routing --case cases-public/routing-city route.json` with a typo in the name.

explain-routing-empty-file = The routes file is empty.
    .what = The submission has no bytes (or only whitespace).
    .why = `json.load` of an empty file raises `JSONDecodeError`, an exception on the server (grading rules §1); an empty CSV plan is fatal (our format).
    .example = An empty `routes.json`.

explain-routing-not-json = The routes file is not valid JSON.
    .what = The file does not parse as JSON as CPython 3.12's `json` parses it (trailing commas, single quotes, nesting deeper than ~1,500 levels, an integer of more than 4,300 digits).
    .why = `json.load` raises, so the server reports an exception and scores 0 (grading rules §1, §5).
    .example = `{"{"}"routes": [["A"],{"}"}`.

explain-routing-no-routes-list = The routes JSON has no `routes` list.
    .what = The top level is not an object with a `routes` key whose value is a list.
    .why = A missing `routes` list is fatal on the server (grading rules §1, validation stage 1); where its `submission["routes"]` raises instead (a number, a string or a list at the top), it is an exception.
    .example = `[["S1", "S2"]]` (the list not wrapped in `{"{"}"routes": ...{"}"}`).

explain-routing-bad-route-item = A route is neither a list of codes nor an object with `customers`.
    .what = An item of `routes` is a number, a string or another wrong type.
    .why = An item of the wrong type is fatal (grading rules §1, "Submission"); where the server iterates it and raises (`"customers": null`), it is an exception.
    .example = `{"{"}"routes": ["S1", "S2"]{"}"}` (codes not inside a route list).

explain-routing-csv-no-rows = A CSV plan has a header and no rows.
    .what = The CSV plan holds only its header line.
    .why = CSV plans are ours to accept (grading rules §1, "Submission"); one with no rows gives no plan to grade.
    .example = `vehicle,store,order` and nothing else.

explain-routing-csv-columns = A CSV plan lacks its route or store column.
    .what = The header names no store-code (or stops) column, or no route / vehicle column.
    .why = A CSV plan is read by its column names (grading rules §1, "Submission"); without them no plan can be built.
    .example = `a,b,c` as the header.

explain-routing-csv-route-id = A row of a CSV plan has no route id.
    .what = The route (vehicle) cell of a stop row is empty.
    .why = Without it the stop cannot be put on a route, so the plan cannot be converted (grading rules §1, "Submission").
    .example = `,ST001,1`.

explain-routing-csv-visit-order = A visit order in a CSV plan is not a number or is used twice.
    .what = A visit-order cell is not a number, or two stops of one route have the same order.
    .why = The converted plan must be deterministic (grading rules §1, "Submission"); an unreadable or tied order leaves the stop order ambiguous.
    .example = `V1,ST001,first`, or `V1,ST001,2` and `V1,ST002,2`.

explain-routing-depot-in-route = A route lists the depot.
    .what = A route contains the depot's code (usually `0`).
    .why = The server counts the depot code as unknown, so writing it at the route ends is a schema error (grading rules §1, validation stage 2).
    .example = `{"{"}"routes": [["0", "ST001", "0"], ...]{"}"}`.

explain-routing-unknown-store = A route visits a code that is not in customers.csv.
    .what = A store code of the plan matches no store of the case (compared as trimmed strings). The message says when a leading zero was lost or the case differs.
    .why = Unknown codes are a schema error on the server (grading rules §1, validation stage 2).
    .example = `ST1713111` for `ST171311`, or `46` for `0046`.

explain-routing-missing-store = A store is not visited by any route.
    .what = A store of customers.csv appears in no route.
    .why = Stores not covered are a schema error on the server (grading rules §1, validation stage 2).
    .example = A plan that forgot one of the case's stores.

explain-routing-duplicate-store = A store is listed more than once.
    .what = The same code appears twice or more, in one route or across routes.
    .why = Duplicated codes are a schema error on the server (grading rules §1, validation stage 2).
    .example = `ST001` in routes 0 and 3.

explain-routing-over-capacity = A route carries more than the vehicle capacity.
    .what = The sum of the weights of a route's stores is greater than the capacity.
    .why = A load `> capacity` is a value error (grading rules §1, validation stage 3); the load is summed as CPython 3.12's `sum()` sums (§5), so a load of exactly the capacity passes.
    .example = A route of stores weighing 7,200 kg in all, with capacity 7,125 kg.

explain-routing-route-count = The plan has a different number of routes than vehicles.
    .what = The number of routes (empty ones included) differs from the case's vehicle count.
    .why = The server requires exactly `vehicles` routes (grading rules §1, validation stage 4).
    .example = 11 routes for a case with 12 vehicles.

explain-routing-not-measured = A rejected plan far bigger than the case is not measured.
    .what = An invalid plan is still measured to show what it would score, except when it is far bigger than any real plan for the case.
    .why = Our choice to keep grading fast on hostile input; the verdict (validity 0) is the server's.
    .example = `{"{"}"routes": [[], [], ...]{"}"}` with a million routes.

explain-routing-crossings-uncounted = Crossings beyond what can change the score are not all counted.
    .what = The crossing search holds its finds in a bounded room (512 MB). When that fills and the crossings found already put the cost above 20,000 × the reference, the score rounds to 0 whatever the rest, and the search stops: the verdict, the score and every other figure are exact; the crossing count, the spatial penalty and the cost are left out (null).
    .why = Our choice to keep memory bounded: a plan over 100,000 stores in random order has tens of millions of crossings (the search stops after 54–66 million). The server would count them all, at O(n²), and give the same score (grading rules §1).
    .example = Routes of 100,000 stores in random order.

explain-scorecard-missing-file = The predictions file is missing or empty.
    .what = The predictions file does not exist, or is empty.
    .why = A missing file is the server's first fatal check (grading rules §2); an empty one makes `pd.read_csv` raise `EmptyDataError`, an exception.
    .example = An empty `predictions.csv`.

explain-scorecard-too-many-fields = A CSV row has more fields than pandas accepts.
    .what = A data row has more comma-separated fields than the header (and the first row) allow.
    .why = pandas raises "Error tokenizing data", so the server reports an exception and scores 0 (grading rules §2, §5).
    .example = `C001,0,27` (a decimal comma).

explain-scorecard-implicit-index = The rows have more fields than the header: pandas shifts the columns.
    .what = When the first data row has more fields than the header, pandas takes the extra leading fields as the row index and reads the columns shifted.
    .why = The server reads the file with `pd.read_csv` as is (grading rules §5), so the shifted columns are what it grades.
    .example = A header `customer_id,prob_default` over rows `0,C001,0.2` (an index written by `to_csv`).

explain-scorecard-missing-column = The predictions lack `customer_id` or `prob_default`.
    .what = A required column is not in the header (names are compared exactly).
    .why = A missing column is fatal on the server (grading rules §2).
    .example = A header `id,probability`.

explain-scorecard-not-a-number = A `prob_default` value is not a number.
    .what = A value is empty, missing (`NA`, `null`, ...) or text, as pandas 2.3.2 reads it.
    .why = A value that is not a number is fatal on the server (grading rules §2).
    .example = `C001,n/a?` or `C001,`.

explain-scorecard-not-finite = A `prob_default` value is infinite.
    .what = A value reads as infinity (`inf`, `-inf`, `1e999`).
    .why = A value that is not finite is fatal on the server (grading rules §2).
    .example = `C001,inf`.

explain-scorecard-out-of-range = A `prob_default` value is outside [0, 1].
    .what = A value is below 0 or above 1.
    .why = A value `< 0` or `> 1` is fatal on the server (grading rules §2), so scorecard points and raw logits fail.
    .example = `C001,1.2`.

explain-scorecard-looks-like-points = The values look like scorecard points.
    .what = Every value lies between 300 and 850, the usual range of scorecard points.
    .why = They are out of range and fail (grading rules §2); the warning says what was probably submitted.
    .example = `C001,612`.

explain-scorecard-looks-like-logit = The values look like log-odds.
    .what = Some values are negative and all lie between -30 and 30, as raw logits do.
    .why = They are out of range and fail (grading rules §2); the warning says what was probably submitted.
    .example = `C001,-2.3`.

explain-scorecard-looks-like-percent = The values look like percentages.
    .what = Values go above 1 but stay within [0, 100].
    .why = They are out of range and fail (grading rules §2); the warning says what was probably submitted.
    .example = `C001,12`.

explain-scorecard-duplicate-id = A `customer_id` appears twice.
    .what = Two rows have the same id as pandas compares them (`101` and `101.0` can be equal; every missing id after the first counts).
    .why = A duplicated `customer_id` is fatal on the server (grading rules §2).
    .example = `C001,0.2` and `C001,0.3`.

explain-scorecard-missing-id = A test-set customer has no prediction.
    .what = A customer id of the answer key is not among the submission's ids (compared as the server compares them).
    .why = A truth id absent from the submission is fatal on the server (grading rules §2).
    .example = Predictions for 119 of the 120 test-set customers.

explain-scorecard-extra-rows = Some rows are for customers not in the test set.
    .what = Rows whose id matches no test-set customer.
    .why = The server ignores extra rows (grading rules §2); they may be test-set customers written differently.
    .example = Predictions for the training set as well as the test set.

explain-scorecard-empty-id = A row has no customer id.
    .what = The id cell of a row is empty or a missing value.
    .why = The server keeps the row (pandas reads the id as missing), but it matches no test-set customer unless the answer key has a missing id too (grading rules §2, §5).
    .example = `,0.2`.

explain-scorecard-id-read-as-decimal = pandas reads the ids as decimals, which no test-set id equals.
    .what = A missing or decimal id makes pandas read the id column as float64, so `101` becomes `101.0`.
    .why = The server compares ids as text after `astype(str)`; `101.0` is not `101` (grading rules §5).
    .example = Ids `101`, `102` and one empty id.

explain-scorecard-one-class = The test set has only defaulters or only repayers.
    .what = Every label of the answer key is the same.
    .why = AUC and KS are 0 when P or N is 0 (grading rules §2).
    .example = An answer key whose `default` column is all 0.

explain-scorecard-all-tied = Every test-set customer has the same prediction.
    .what = The predictions of the test-set customers are all equal.
    .why = One band of ties is one cut point: AUC with average ranks is 0.5 and KS is 0 (grading rules §2).
    .example = Every row `...,0.5`.

explain-scorecard-inverted = AUC is below 0.5: the model ranks the wrong way.
    .what = Defaulters get lower probabilities than repayers, on the whole.
    .why = KS is absolute and keeps its value, while AUC drops below 0.5 (grading rules §2).
    .example = `predict_proba(X)[:, 0]` (the repay probability) submitted.

explain-scorecard-truth-length = The answer key has different numbers of ids and labels.
    .what = An answer key given as two lists has lists of different lengths.
    .why = Each test-set customer needs one label; the key cannot be used.
    .example = 120 ids and 119 labels.

explain-scorecard-truth-missing-column = The answer key lacks `customer_id` or `default`.
    .what = A required column of the answer key is not in its header.
    .why = The server reads both columns by name and raises for every submission without them (grading rules §2).
    .example = An answer key with `id,label`.

explain-scorecard-truth-implicit-index = The answer key's rows have more fields than its header.
    .what = pandas takes the extra leading fields as the row index and reads the answer key's columns shifted.
    .why = The server would grade against shifted columns; we refuse the case rather than guess.
    .example = A header `customer_id,default` over rows `0,C001,1`.

explain-scorecard-truth-bad-label = A label of the answer key is not 0 or 1 and the server cannot read it.
    .what = A `default` cell that `astype(int)` raises on (text, a missing value).
    .why = The server raises for every submission (grading rules §2, §5), so the case is refused.
    .example = `C001,yes`.

explain-scorecard-truth-odd-label = A label of the answer key is read as another number than 0 or 1.
    .what = A label such as `2` or `0.7` that `astype(int)` accepts and truncates.
    .why = It is graded as the server grades it (grading rules §5): `0.7` becomes 0, `2` is neither class.
    .example = `C001,0.7`.

explain-scorecard-truth-empty = The answer key has no customers.
    .what = The answer key has a header and no rows.
    .why = There is no one to grade: for the `py311` server the case is refused; under pandas 2.3.2 the server still grades (AUC and KS 0), so it is a warning.
    .example = `customer_id,default` and nothing else.

explain-scorecard-truth-empty-id = A row of the answer key has no customer id.
    .what = The id cell of an answer-key row is empty or a missing value.
    .why = Under pandas 2.3.2 (grading rules §5) the server keeps the row as a customer that only a missing id in a submission matches: graded so, with a warning. For the `py311` server (pandas 3) it is a case error.
    .example = `,1` in the answer key.

explain-scorecard-truth-duplicate-id = A customer appears twice in the answer key.
    .what = Two answer-key rows have the same id.
    .why = Under pandas 2.3.2 the server grades both rows with that customer's prediction (grading rules §2, §5): graded so, with a warning. For the `py311` server (pandas 3) it is a case error.
    .example = `C001,1` and `C001,0`.

explain-prediction-missing-file = There is no predictions file.
    .what = The evaluator looks for its predictions file and finds none.
    .why = Every prediction evaluator checks the file first and rejects it (`fatal`).
    .example = A submission folder without `predictions.csv`.

explain-prediction-unreadable = pandas cannot read the predictions file.
    .what = The file is empty (no columns), not UTF-8, or broken CSV (a quote never closed, a row with more fields than the header and the first data row).
    .why = `pd.read_csv` raises; cases whose manifest says `read_error: fatal` reject the file (`fatal`), the others report the exception (`error_info.exception`).
    .example = A zero-byte `predictions.csv`.

explain-prediction-missing-column = A required column is missing.
    .what = A column the case requires is not among the frame's columns, compared exactly (a second column of the same name is pandas' `name.1`).
    .why = The evaluator checks its required columns first and rejects the file with the case's category.
    .example = `id,pred` where the case wants `batch_id,成品小肽`.

explain-prediction-missing-value = A value is empty or not a number.
    .what = A cell of a checked column is missing, or is text that `pd.to_numeric(errors="coerce")` turned into NaN.
    .why = The evaluator rejects NaN in the columns it checks (`isnull().any()`).
    .example = `B7,` (no prediction) or `B7,abc`.

explain-prediction-not-finite = A value is infinite.
    .what = A checked value is inf or -inf (or NaN where the check counts it).
    .why = The evaluator requires `np.isfinite` of its values.
    .example = `B7,inf`.

explain-prediction-out-of-range = A value breaks the case's bounds.
    .what = A value compares true with one of the step's `reject_if` rules (e.g. below 0), or lies outside `[lo - tol, hi + tol]`.
    .why = The evaluator checks these bounds in float64 and rejects the file.
    .example = A negative dose, or a score of 100.5 where scores are in [0, 100].

explain-prediction-not-allowed = A value is not one of the allowed ones.
    .what = A cell of a column with a fixed set of values holds another value.
    .why = The evaluator compares the set of values with the allowed set.
    .example = `up` where the directions are `上行`, `下行`.

explain-prediction-duplicate-key = A key appears twice.
    .what = Two rows have the same key (pandas' `duplicated`: values compared, `1` equals `1.0`, NaN equals NaN).
    .why = The evaluator rejects repeated keys.
    .example = Two rows for window 3, step 7.

explain-prediction-missing-key = A truth key has no prediction.
    .what = A key of the truth is absent from the predictions (as a set of values, or found by the join).
    .why = The evaluator requires a prediction for every truth row.
    .example = A file that stops one row short.

explain-prediction-extra-key = A prediction's key is not in the truth.
    .what = A row predicts a key the truth does not have.
    .why = Cases that require exactly the truth's keys reject extra ones.
    .example = A row for window 99 of a test set with 12 windows.

explain-prediction-exception = The evaluator's stack raises on this file.
    .what = pandas, numpy or Python raise while grading: a column missing after a check (KeyError), an integer cast of NaN or inf, a merge of a number key with a text key, a division by zero.
    .why = The evaluator catches it and reports `error_info.exception`; validity is reset to 0 unless the case's `on_exception.reset_validity` is false.
    .example = A key column written `1.5e400` in a case that casts keys to int.

explain-uplift-not-json = result.json is not a JSON object.
    .what = The run's result file does not parse as JSON, or is not an object.
    .why = The harness and the site read result.json with `json.load`; nothing can be scored without it (grading rules §3).
    .example = A result.json cut short: `{"{"}"kpi": 0.8,`.

explain-uplift-harness-fails = FDE-Gym's harness raises on this run and writes no result.
    .what = A field or an ask-log line that makes the harness's Python raise: a KPI that is not a number, an ask-log line that is not a JSON object, a `cost` that is not a number, a lone surrogate it cannot write.
    .why = The harness computes uplift with plain Python (grading rules §3); where it raises the run has no score, and the site shows `error`.
    .example = `"kpi": "0.8"` (a string), or an ask-log line `{"{"}"t": `.

explain-uplift-not-finite = The harness would write NaN or Infinity.
    .what = A KPI, anchor or cost is NaN or infinite, so uplift or its net value is too.
    .why = Python writes `NaN`/`Infinity` into result.json, which the site's JSON reader rejects; a non-finite score shows as "—" (grading rules §3).
    .example = `"kpi": NaN`.

explain-uplift-zero-span = kpi_oracle equals kpi_baseline: uplift is 0.
    .what = The span `kpi_oracle - kpi_baseline` is 0.
    .why = The harness sets uplift to 0 when the span is 0 (grading rules §3).
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`.

explain-uplift-incidents-not-a-list = `incidents` is not a list.
    .what = `incidents` is a string, number or object instead of a list.
    .why = The harness tests `if incidents:` (grading rules §3), so any truthy value caps uplift at 0.
    .example = `"incidents": "refund sent twice"`.

explain-uplift-ledger-integrity = The run's ledger breaks an integrity rule.
    .what = The ledger given with the run has a problem (a refund twice, a sum that does not add up, ...).
    .why = The harness adds ledger problems to `incidents`, which caps uplift at 0 (grading rules §3).
    .example = A ledger that refunds one order twice.

explain-uplift-recomputed-differs = A score in result.json differs from the one recomputed from its KPIs.
    .what = `uplift`, `uplift_bounded` or `uplift_net` in result.json is not what the harness's formulas give from `kpi`, the anchors and the contact cost.
    .why = The harness computes these from the KPIs (grading rules §3); the recomputed value is the harness's.
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`.

explain-uplift-variants-not-given = A variant run without variants.json: the base anchors are used.
    .what = The run names a variant other than `base`, but no variants file was given.
    .why = The harness takes the variant's baseline and oracle when it has them (grading rules §3); without the file the anchors may differ.
    .example = `fde-grade uplift result.json` for a run of variant `hard`, without `--variants`.

explain-uplift-ask-log-ignored = A contact cost was given, so the ask log is not used for it.
    .what = Both a contact cost and an ask log were given.
    .why = The given contact cost wins; the ask log would otherwise be summed (grading rules §3).
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`.

explain-uplift-costs-unused = A people file was given without an ask log.
    .what = The people (costs) file only prices ask-log lines; there are none.
    .why = Contact cost comes from the ask log (grading rules §3).
    .example = `--people npcs.json` without `--ask-log`.

explain-uplift-contact-cost-differs = result.json's contact cost differs from the ask log's sum.
    .what = The `contact_cost` recorded in result.json is not the rounded sum of the ask log's costs.
    .why = The harness's contact cost is the sum over the ask log, rounded to 4 places (grading rules §3).
    .example = `"contact_cost": 0.1` with an ask log whose costs add up to 0.12.

explain-uplift-ask-log-bad-line = An ask-log line is not a JSON object, or has an unknown type.
    .what = A line of the ask log that the repaired view leaves out (not JSON, not an object), or whose `type` is unknown.
    .why = The harness reads the log one `json.loads` per line (grading rules §3); the repaired view shows what the log would score without the line.
    .example = A line `{"{"}"t": ` cut short.

explain-uplift-not-a-number = An ask-log field that should be a number is not.
    .what = A numeric field of an ask-log line (`cost`, `t`, `hours`, `extra_cost`) holds text or another type.
    .why = Only numbers can be priced (grading rules §3); the field is ignored.
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`.

explain-uplift-unknown-person = An ask-log line asks someone not in the people file.
    .what = The person asked is not listed in the people (costs) file, so the line cannot be re-priced.
    .why = Asking costs the person's `cost` (grading rules §3); without the person the logged cost stands.
    .example = `{"{"}"type": "ask", "to": "ceo"{"}"}` with no `ceo` in npcs.json.

explain-uplift-pilot-past-max-runs = A trial day past `max_runs` is logged.
    .what = The log holds more pilot (trial) days than `max_runs` allows.
    .why = Days past `max_runs` are neither charged nor logged by the server (grading rules §3).
    .example = A fourth `pilot` line with `max_runs` 3.

explain-uplift-cannot-price = An ask-log line cannot be re-priced.
    .what = A wait line without hours, or a pilot line when the people file has no pilot costs.
    .why = Waiting costs `wait_cost_per_day × hours/24` and a trial day its pilot cost (grading rules §3); without them the logged cost stands.
    .example = `{"{"}"type": "wait"{"}"}` with no `hours`.

explain-uplift-cost-mismatch = A logged cost differs from the people file's price.
    .what = The cost on an ask-log line is not what the case's people file gives for it.
    .why = The harness sums the logged costs (grading rules §3); the server view re-prices them from the people file.
    .example = An ask of `ops_lead` logged at 0.02 after the soft limit, where the price is 0.06.

explain-uplift-costs-not-json = The people (costs) file is not a JSON object.
    .what = The people file does not parse as JSON, or is not an object.
    .why = It only re-prices the ask log (grading rules §3), so in a report it is a warning and grading goes on.
    .example = `npcs.json` holding `[{"{"}"id": "ops_lead"{"}"}]`.

explain-uplift-missing-field = The people file lacks its `people` list or a person's `id`.
    .what = No `people` (or `npcs`) list, or a person without an `id`.
    .why = Asking a person costs their `cost` (grading rules §3); without the list nothing can be priced. A warning in a report: grading goes on.
    .example = `{"{"}"wait_cost_per_day": 0.01{"}"}` alone.

explain-uplift-costs-bad-value = A value of the people file has the wrong type, or a person is listed twice.
    .what = A cost, limit or factor that is not a number of the right kind, or two people with one id.
    .why = Prices come from these values (grading rules §3). A warning in a report: grading goes on.
    .example = `"cost": "cheap"`.
