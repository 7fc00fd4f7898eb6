//! The scorecard kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static SCORECARD_CODES;
    "scorecard" {
        SCORECARD_MISSING_FILE = "scorecard/missing-file", Fatal | Exception {
            message: "cannot read {file}: {reason}",
            hint: "Upload {file} with the header `customer_id,prob_default` and one row per test-set customer.",
            variants: [
                ("scorecard-missing-file-empty", "{file} is empty: pandas raises EmptyDataError (No columns to parse from file)"),
            ],
        }
        SCORECARD_IMPLICIT_INDEX = "scorecard/implicit-index", Warning {
            message: "the first data row (line {line}) has {n} fields but the header has {m}: pandas reads the first {k} of every row as the row index and shifts the columns left ({shifted})",
            hint: "Every row must have as many fields as the header: remove trailing commas, quote values that contain a comma, and write decimals with a point (0.27, not 0,27).",
        }
        SCORECARD_MISSING_COLUMN = "scorecard/missing-column", Fatal {
            message: "{file} has no column `{column}` (columns found: {found})",
            hint: "The header must contain `{column}` and `{other}`, spelled exactly.",
            variants: [
                ("scorecard-missing-column-hint-semicolons", r#"The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: "CSV UTF-8 (Comma delimited)")."#),
                ("scorecard-missing-column-hint-both", "The header must contain `customer_id` and `prob_default`, spelled exactly."),
                ("scorecard-missing-column-hint-rename", "Rename the column `{written}` to exactly `{column}` (lowercase, no spaces)."),
            ],
        }
        SCORECARD_NOT_A_NUMBER = "scorecard/not-a-number", Fatal {
            message: "`prob_default` on line {line} is `{value}`, not a number",
            hint: "Every row needs a probability of default between 0 and 1.",
            variants: [
                ("scorecard-not-a-number-nan", "`prob_default` on line {line} (customer {id}) is `{value}`, a missing value, not a number"),
                ("scorecard-not-a-number-empty", "`prob_default` is empty on line {line} (customer {id})"),
                ("scorecard-not-a-number-short-row", "`prob_default` is missing on line {line} (customer {id}): the row has only {n} field(s), and pandas fills the missing ones with NaN"),
                ("scorecard-not-a-number-space", r#"`prob_default` on line {line} (customer {id}) is "{value}": pandas skips plain spaces and tabs around a number, not other spaces (such as a no-break space), so this is text"#),
                ("scorecard-not-a-number-customer", "`prob_default` on line {line} (customer {id}) is `{value}`, not a number"),
                ("scorecard-not-a-number-hint-point", "Use a point as the decimal separator: 0.27, not 0,27."),
                ("scorecard-not-a-number-hint-fill", "Fill missing predictions (e.g. with the base default rate) before saving."),
                ("scorecard-not-a-number-hint-plain", "Write the probability as a plain decimal number such as 0.27."),
                ("scorecard-not-a-number-hint-percent", "Write a percentage as a fraction: 12% is 0.12."),
                ("scorecard-not-a-number-hint-row", "Every row needs a customer_id and a probability of default between 0 and 1."),
                ("scorecard-not-a-number-hint-around", "Write the probability as a plain decimal number such as 0.27, with nothing around it."),
            ],
        }
        SCORECARD_NOT_FINITE = "scorecard/not-finite", Fatal {
            message: "`prob_default` on line {line} is `{value}`, not a finite number",
            hint: "Probabilities are between 0 and 1; infinities usually come from exp() overflowing or a division by zero.",
        }
        SCORECARD_OUT_OF_RANGE = "scorecard/out-of-range", Fatal {
            message: "`prob_default` on line {line} is {value}, outside [0, 1]",
            hint: "A probability of default must be between 0 and 1 inclusive.",
        }
        SCORECARD_LOOKS_LIKE_POINTS = "scorecard/looks-like-points", Warning {
            message: "`prob_default` values lie between {low} and {high}: these look like scorecard points, not probabilities",
            hint: "Submit a probability of default in [0,1]; note that more points means less risk, so the order reverses too.",
        }
        SCORECARD_LOOKS_LIKE_LOGIT = "scorecard/looks-like-logit", Warning {
            message: "`prob_default` values lie between {low} and {high}: these look like log-odds (logits), not probabilities",
            hint: "Apply the logistic function p = 1 / (1 + exp(-x)), e.g. predict_proba instead of decision_function.",
        }
        SCORECARD_LOOKS_LIKE_PERCENT = "scorecard/looks-like-percent", Warning {
            message: "`prob_default` values lie between {low} and {high}: these look like percentages",
            hint: "Divide by 100: a 12% risk is 0.12.",
        }
        SCORECARD_DUPLICATE_ID = "scorecard/duplicate-id", Fatal {
            message: "customer {id} appears again on line {line} (first on line {first_line})",
            hint: r#"Keep one row per customer, e.g. df.drop_duplicates("customer_id")."#,
            variants: [
                ("scorecard-duplicate-id-missing", "`customer_id` is missing again on line {line} (first on line {first_line}); pandas' duplicated() counts every missing id after the first"),
                ("scorecard-duplicate-id-number", "customer {id} on line {line} is the same id as {other} on line {first_line}: pandas reads both as the number {number}"),
            ],
        }
        SCORECARD_MISSING_ID = "scorecard/missing-id", Fatal {
            message: "customer {id} of the test set has no row in {file}{why}",
            hint: "Predict every test-set customer ({missing} of {total} are missing).",
        }
        SCORECARD_EXTRA_ROWS = "scorecard/extra-rows", Warning {
            message: "{n} row(s) have a customer_id that is not in the test set and are ignored (e.g. {examples})",
            hint: "Extra rows do not change the score; check they are not test-set customers written differently (spaces around an id, another case, or text where the test set has numbers).",
        }
        SCORECARD_EMPTY_ID = "scorecard/empty-id", Warning {
            message: "`customer_id` is empty on line {line}",
            hint: "A row without a customer id cannot be matched to anyone.",
            variants: [
                ("scorecard-empty-id-na", "`customer_id` on line {line} is `{value}`, which pandas reads as a missing value"),
                ("scorecard-empty-id-short-row", "line {line} has no `customer_id`: the row has only {n} field(s), and pandas fills the missing ones with NaN"),
            ],
        }
        SCORECARD_ID_READ_AS_DECIMAL = "scorecard/id-read-as-decimal", Warning {
            message: "pandas reads the `customer_id` column of {file} as decimals because {why}; the server compares ids as text (`astype(str)`){shown}, which no test-set id (e.g. {example}) equals",
            hint: "Give every row a whole-number customer_id (no empty or NA ids, no decimals).",
        }
        SCORECARD_ONE_CLASS = "scorecard/one-class", Warning {
            message: "the test set has {missing}, so AUC and KS are 0 by rule",
            hint: "This is a problem of the case data, not of the submission.",
        }
        SCORECARD_ALL_TIED = "scorecard/all-tied", Warning {
            message: "every test-set customer has the same prob_default, so AUC is 0.5 and KS is 0",
            hint: "A constant prediction ranks nobody; submit the model's probabilities.",
        }
        SCORECARD_INVERTED = "scorecard/inverted", Warning {
            message: "AUC is {auc} (below 0.5): customers who repaid get higher prob_default than those who defaulted",
            hint: "prob_default must be the probability of default (higher = riskier); if you submitted the probability of repaying, submit 1 - p. KS stays the same, AUC does not.",
        }
        SCORECARD_TRUTH_LENGTH = "scorecard/truth-length", Case {
            message: "{ids} customer ids but {labels} labels",
            hint: "Give one label per customer id.",
        }
        SCORECARD_TRUTH_MISSING_COLUMN = "scorecard/truth-missing-column", Case {
            message: "{file} has no column `{column}`",
            hint: "The answer key needs columns `customer_id` and `default` (0 or 1).",
        }
        SCORECARD_TRUTH_IMPLICIT_INDEX = "scorecard/truth-implicit-index", Case {
            message: "{file}: the first data row (line {line}) has {n} fields but the header has {m}, so pandas reads its columns shifted",
            hint: "Give every row of the answer key as many fields as its header.",
        }
        SCORECARD_TRUTH_BAD_LABEL = "scorecard/truth-bad-label", Case {
            message: "`default` on line {line} is `{value}`, not 0 or 1",
            hint: "Write 1 for a customer who defaulted and 0 for one who repaid.",
            variants: [
                ("scorecard-truth-bad-label-raises", r#"`default` on line {line} is `{value}`: the server's `astype(int)` raises "{error}" for every submission that passes its checks (an exception, score 0)"#),
            ],
        }
        SCORECARD_TRUTH_ODD_LABEL = "scorecard/truth-odd-label", Warning {
            message: "`default` on line {line} is `{value}`, which the server's `astype(int)` makes {what}",
            hint: "Write 1 for a customer who defaulted and 0 for one who repaid (a problem of the case data).",
        }
        SCORECARD_TRUTH_EMPTY = "scorecard/truth-empty", Warning {
            message: "{file} has no customers",
            hint: "The answer key needs one row per test-set customer.",
        }
        SCORECARD_TRUTH_EMPTY_ID = "scorecard/truth-empty-id", Warning {
            message: "{file}: `customer_id` is empty on line {line}",
            hint: "Every row of the answer key needs a customer id.",
            variants: [
                ("scorecard-truth-empty-id-na", "{file}: `customer_id` on line {line} is `{value}`, which pandas reads as a missing value; the server keeps the row as customer `nan`, which only a missing customer_id in a submission matches"),
                ("scorecard-truth-empty-id-hint-case", "Every row of the answer key needs a customer id (a problem of the case data)."),
            ],
        }
        SCORECARD_TRUTH_DUPLICATE_ID = "scorecard/truth-duplicate-id", Warning {
            message: "{file}: customer {id} appears again on line {line} (first on line {first_line})",
            hint: "Each test-set customer must appear once in the answer key.",
            variants: [
                ("scorecard-truth-duplicate-id-same", "{file}: customer {id} on line {line} is the same id as {other} on line {first_line} for pandas; the server grades both rows with that customer's prediction"),
                ("scorecard-truth-duplicate-id-again", "{file}: customer {id} appears again on line {line} (first on line {first_line}); the server grades both rows with that customer's prediction"),
                ("scorecard-truth-duplicate-id-hint-case", "Each test-set customer must appear once in the answer key (a problem of the case data)."),
            ],
        }
    }
}
