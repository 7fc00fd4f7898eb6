## `fde-grade explain CODE` for the prediction kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: each diagnostic code's summary (the message), what it means,
## why, and an example. The English is the registry's (crates/grader/src/diagnostic/codes.rs),
## word for word (crates/cli/tests/lang.rs checks it).

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
