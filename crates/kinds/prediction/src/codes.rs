//! The prediction kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static PREDICTION_CODES;
    "prediction" {
        PREDICTION_MISSING_FILE = "prediction/missing-file", Fatal {
            message: "there is no {file}",
            hint: "Write the predictions under the name the case asks for.",
        }
        PREDICTION_UNREADABLE = "prediction/unreadable", Exception | Fatal {
            message: "{file}: {problem}",
            hint: "Save the file as UTF-8 CSV text with a header row.",
            variants: [
                ("prediction-unreadable-quote", r#"{file}: a quoted value opened on line {line} is never closed, so pandas cannot read it: "{pandas_error}""#),
                ("prediction-unreadable-fields", r#"line {line} has {saw} fields but the header has {expected}, so pandas cannot read {file}: "{pandas_error}""#),
                ("prediction-unreadable-index", r#"line {line} has {saw} fields but {expected} are expected (the header's {header} plus {index} for the index, as the first data row has {first}), so pandas cannot read {file}: "{pandas_error}""#),
                ("prediction-unreadable-hint-quote", "Close the quote, or remove the stray `\"`."),
                ("prediction-unreadable-hint-comma", r#"A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas."#),
            ],
        }
        PREDICTION_MISSING_COLUMN = "prediction/missing-column", Fatal {
            message: "{file} has no column `{column}` (its columns: {found})",
            hint: "The header needs these columns: {columns}.",
            variants: [
                ("prediction-missing-column-short", "{file} has no column `{column}`"),
                ("prediction-missing-column-many", "{file} has no columns {missing} (its columns: {found})"),
                ("prediction-missing-column-hint-semicolons", r#"The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: "CSV UTF-8 (Comma delimited)")."#),
                ("prediction-missing-column-hint-tabs", "The file is separated by tabs; save it with commas."),
            ],
        }
        PREDICTION_MISSING_VALUE = "prediction/missing-value", Fatal {
            message: "`{column}` is empty or NaN on data row {row}",
            variants: [
                ("prediction-missing-value-dropped", "{count} rows have an empty or non-numeric field (dropped)"),
                ("prediction-missing-value-row", "data row {row}: `{column}` is empty or not a number"),
                ("prediction-missing-value-key", "data row {row}: the key ({columns}) is empty or not a number"),
                ("prediction-missing-value-no-rows", "{file} has no data rows"),
            ],
        }
        PREDICTION_NOT_FINITE = "prediction/not-finite", Fatal {
            message: "`{column}` is {value} on data row {row}",
            variants: [
                ("prediction-not-finite-row", "data row {row}: `{column}` is not finite"),
            ],
        }
        PREDICTION_OUT_OF_RANGE = "prediction/out-of-range", Fatal {
            message: "`{column}` is {value} on data row {row}: {rule}",
            variants: [
                ("prediction-out-of-range-grid", "time {time}: {count} rows are outside the grid"),
                ("prediction-out-of-range-grid-values", "time {time}: values from {min} to {max} leave the range [{low}, {high}]"),
                ("prediction-out-of-range-bounds", "`{column}` is {value} on data row {row}, outside [{low}, {high}]"),
            ],
        }
        PREDICTION_NOT_ALLOWED = "prediction/not-allowed", Fatal {
            message: "`{column}` on data row {row} is not one of {values}",
            variants: [
                ("prediction-not-allowed-cools", "time {time}: material {material} cools below its initial temperature by more than {tol}"),
                ("prediction-not-allowed-warms", "time {time}: material {material} warms above its initial temperature by more than {tol}"),
            ],
        }
        PREDICTION_DUPLICATE_KEY = "prediction/duplicate-key", Fatal {
            message: "data row {row} repeats a key ({columns})",
            variants: [
                ("prediction-duplicate-key-grid", "time {time}: {count} nodes are repeated"),
            ],
        }
        PREDICTION_MISSING_KEY = "prediction/missing-key", Fatal {
            message: "the key ({columns}) of truth row {row} has no prediction",
            variants: [
                ("prediction-missing-key-single", "the truth's key {key} has no prediction"),
                ("prediction-missing-key-row", "truth row {row} ({columns}) has no prediction"),
                ("prediction-missing-key-grid", "time {time}: {count} nodes have no value"),
                ("prediction-missing-key-curve", "item `{item}` has no curve (and maybe others)"),
            ],
        }
        PREDICTION_EXTRA_KEY = "prediction/extra-key", Fatal {
            message: "data row {row} has a key ({columns}) the truth does not list",
            variants: [
                ("prediction-extra-key-accepted", "accepted row {row} has a key the truth does not list"),
            ],
        }
        PREDICTION_EXCEPTION = "prediction/exception", Exception {
            message: "{what the Python stack raises}",
            variants: [
                ("prediction-exception-no-column", "{file} has no column `{column}`: pandas raises KeyError"),
                ("prediction-exception-truth-no-column", "the truth has no column `{column}`: pandas raises KeyError"),
            ],
        }
    }
}
