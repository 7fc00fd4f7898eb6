## `fde-grade explain CODE` for the scorecard kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: each diagnostic code's summary (the message), what it means,
## why, and an example. The English is the registry's (crates/grader/src/diagnostic/codes.rs),
## word for word (crates/cli/tests/lang.rs checks it).

explain-scorecard-missing-file = The predictions file is missing or empty.
    .what = The predictions file does not exist, or is empty.
    .why = A missing file is the server's first fatal check (grading rules §2); an empty one makes `pd.read_csv` raise `EmptyDataError`, an exception.
    .example = An empty `predictions.csv`.

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
