## The scorecard kind's diagnostics: one message per code (`scorecard/...` is `scorecard-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## scorecard
scorecard-missing-file = cannot read { $file }: { $reason }
scorecard-missing-file-hint = Upload { $file } with the header `customer_id,prob_default` and one row per test-set customer.
scorecard-implicit-index = the first data row (line { $line }) has { $n } fields but the header has { $m }: pandas reads the first { $k } of every row as the row index and shifts the columns left ({ $shifted })
scorecard-implicit-index-hint = Every row must have as many fields as the header: remove trailing commas, quote values that contain a comma, and write decimals with a point (0.27, not 0,27).
scorecard-missing-column = { $file } has no column `{ $column }` (columns found: { $found })
scorecard-missing-column-hint = The header must contain `{ $column }` and `{ $other }`, spelled exactly.
scorecard-not-a-number = `prob_default` on line { $line } is `{ $value }`, not a number
scorecard-not-a-number-hint = Every row needs a probability of default between 0 and 1.
scorecard-not-finite = `prob_default` on line { $line } is `{ $value }`, not a finite number
scorecard-not-finite-hint = Probabilities are between 0 and 1; infinities usually come from exp() overflowing or a division by zero.
scorecard-out-of-range = `prob_default` on line { $line } is { $value }, outside [0, 1]
scorecard-out-of-range-hint = A probability of default must be between 0 and 1 inclusive.
scorecard-looks-like-points = `prob_default` values lie between { $low } and { $high }: these look like scorecard points, not probabilities
scorecard-looks-like-points-hint = Submit a probability of default in [0,1]; note that more points means less risk, so the order reverses too.
scorecard-looks-like-logit = `prob_default` values lie between { $low } and { $high }: these look like log-odds (logits), not probabilities
scorecard-looks-like-logit-hint = Apply the logistic function p = 1 / (1 + exp(-x)), e.g. predict_proba instead of decision_function.
scorecard-looks-like-percent = `prob_default` values lie between { $low } and { $high }: these look like percentages
scorecard-looks-like-percent-hint = Divide by 100: a 12% risk is 0.12.
scorecard-duplicate-id = customer { $id } appears again on line { $line } (first on line { $first_line })
scorecard-duplicate-id-hint = Keep one row per customer, e.g. df.drop_duplicates("customer_id").
scorecard-missing-id = customer { $id } of the test set has no row in { $file }{ $why }
scorecard-missing-id-hint = Predict every test-set customer ({ $missing } of { $total } are missing).
scorecard-extra-rows = { $n } row(s) have a customer_id that is not in the test set and are ignored (e.g. { $examples })
scorecard-extra-rows-hint = Extra rows do not change the score; check they are not test-set customers written differently (spaces around an id, another case, or text where the test set has numbers).
scorecard-empty-id = `customer_id` is empty on line { $line }
scorecard-empty-id-hint = A row without a customer id cannot be matched to anyone.
scorecard-id-read-as-decimal = pandas reads the `customer_id` column of { $file } as decimals because { $why }; the server compares ids as text (`astype(str)`){ $shown }, which no test-set id (e.g. { $example }) equals
scorecard-id-read-as-decimal-hint = Give every row a whole-number customer_id (no empty or NA ids, no decimals).
scorecard-one-class = the test set has { $missing }, so AUC and KS are 0 by rule
scorecard-one-class-hint = This is a problem of the case data, not of the submission.
scorecard-all-tied = every test-set customer has the same prob_default, so AUC is 0.5 and KS is 0
scorecard-all-tied-hint = A constant prediction ranks nobody; submit the model's probabilities.
scorecard-inverted = AUC is { $auc } (below 0.5): customers who repaid get higher prob_default than those who defaulted
scorecard-inverted-hint = prob_default must be the probability of default (higher = riskier); if you submitted the probability of repaying, submit 1 - p. KS stays the same, AUC does not.
scorecard-truth-length = { $ids } customer ids but { $labels } labels
scorecard-truth-length-hint = Give one label per customer id.
scorecard-truth-missing-column = { $file } has no column `{ $column }`
scorecard-truth-missing-column-hint = The answer key needs columns `customer_id` and `default` (0 or 1).
scorecard-truth-implicit-index = { $file }: the first data row (line { $line }) has { $n } fields but the header has { $m }, so pandas reads its columns shifted
scorecard-truth-implicit-index-hint = Give every row of the answer key as many fields as its header.
scorecard-truth-bad-label = `default` on line { $line } is `{ $value }`, not 0 or 1
scorecard-truth-bad-label-hint = Write 1 for a customer who defaulted and 0 for one who repaid.
scorecard-truth-odd-label = `default` on line { $line } is `{ $value }`, which the server's `astype(int)` makes { $what }
scorecard-truth-odd-label-hint = Write 1 for a customer who defaulted and 0 for one who repaid (a problem of the case data).
scorecard-truth-empty = { $file } has no customers
scorecard-truth-empty-hint = The answer key needs one row per test-set customer.
scorecard-truth-empty-id = { $file }: `customer_id` is empty on line { $line }
scorecard-truth-empty-id-hint = Every row of the answer key needs a customer id.
scorecard-truth-duplicate-id = { $file }: customer { $id } appears again on line { $line } (first on line { $first_line })
scorecard-truth-duplicate-id-hint = Each test-set customer must appear once in the answer key.
## Other sentences of some codes (codes.rs, VARIANTS).
scorecard-truth-bad-label-raises = `default` on line { $line } is `{ $value }`: the server's `astype(int)` raises "{ $error }" for every submission that passes its checks (an exception, score 0)
scorecard-duplicate-id-missing = `customer_id` is missing again on line { $line } (first on line { $first_line }); pandas' duplicated() counts every missing id after the first
scorecard-duplicate-id-number = customer { $id } on line { $line } is the same id as { $other } on line { $first_line }: pandas reads both as the number { $number }
scorecard-empty-id-na = `customer_id` on line { $line } is `{ $value }`, which pandas reads as a missing value
scorecard-empty-id-short-row = line { $line } has no `customer_id`: the row has only { $n } field(s), and pandas fills the missing ones with NaN
scorecard-missing-column-hint-semicolons = The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: "CSV UTF-8 (Comma delimited)").
scorecard-missing-column-hint-both = The header must contain `customer_id` and `prob_default`, spelled exactly.
scorecard-missing-column-hint-rename = Rename the column `{ $written }` to exactly `{ $column }` (lowercase, no spaces).
scorecard-missing-file-empty = { $file } is empty: pandas raises EmptyDataError (No columns to parse from file)
scorecard-not-a-number-nan = `prob_default` on line { $line } (customer { $id }) is `{ $value }`, a missing value, not a number
scorecard-not-a-number-empty = `prob_default` is empty on line { $line } (customer { $id })
scorecard-not-a-number-short-row = `prob_default` is missing on line { $line } (customer { $id }): the row has only { $n } field(s), and pandas fills the missing ones with NaN
scorecard-not-a-number-space = `prob_default` on line { $line } (customer { $id }) is "{ $value }": pandas skips plain spaces and tabs around a number, not other spaces (such as a no-break space), so this is text
scorecard-not-a-number-customer = `prob_default` on line { $line } (customer { $id }) is `{ $value }`, not a number
scorecard-not-a-number-hint-point = Use a point as the decimal separator: 0.27, not 0,27.
scorecard-not-a-number-hint-fill = Fill missing predictions (e.g. with the base default rate) before saving.
scorecard-not-a-number-hint-plain = Write the probability as a plain decimal number such as 0.27.
scorecard-not-a-number-hint-percent = Write a percentage as a fraction: 12% is 0.12.
scorecard-not-a-number-hint-row = Every row needs a customer_id and a probability of default between 0 and 1.
scorecard-not-a-number-hint-around = Write the probability as a plain decimal number such as 0.27, with nothing around it.
scorecard-truth-duplicate-id-same = { $file }: customer { $id } on line { $line } is the same id as { $other } on line { $first_line } for pandas; the server grades both rows with that customer's prediction
scorecard-truth-duplicate-id-again = { $file }: customer { $id } appears again on line { $line } (first on line { $first_line }); the server grades both rows with that customer's prediction
scorecard-truth-duplicate-id-hint-case = Each test-set customer must appear once in the answer key (a problem of the case data).
scorecard-truth-empty-id-na = { $file }: `customer_id` on line { $line } is `{ $value }`, which pandas reads as a missing value; the server keeps the row as customer `nan`, which only a missing customer_id in a submission matches
scorecard-truth-empty-id-hint-case = Every row of the answer key needs a customer id (a problem of the case data).

## Where a problem is: a customer's id.
loc-id = id { $id }
