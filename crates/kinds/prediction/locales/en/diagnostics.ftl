## The prediction kind's diagnostics: one message per code (`prediction/...` is `prediction-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## prediction
prediction-missing-file = there is no { $file }
prediction-missing-file-hint = Write the predictions under the name the case asks for.
prediction-unreadable = { $file }: { $problem }
prediction-unreadable-hint = Save the file as UTF-8 CSV text with a header row.
prediction-missing-column = { $file } has no column `{ $column }` (its columns: { $found })
prediction-missing-column-hint = The header needs these columns: { $columns }.
prediction-missing-value = `{ $column }` is empty or NaN on data row { $row }
prediction-not-finite = `{ $column }` is { $value } on data row { $row }
prediction-out-of-range = `{ $column }` is { $value } on data row { $row }: { $rule }
prediction-not-allowed = `{ $column }` on data row { $row } is not one of { $values }
prediction-duplicate-key = data row { $row } repeats a key ({ $columns })
prediction-missing-key = the key ({ $columns }) of truth row { $row } has no prediction
prediction-extra-key = data row { $row } has a key ({ $columns }) the truth does not list
prediction-exception = {"{"}what the Python stack raises{"}"}
## Other sentences of some codes (codes.rs, VARIANTS).
prediction-exception-no-column = { $file } has no column `{ $column }`: pandas raises KeyError
prediction-exception-truth-no-column = the truth has no column `{ $column }`: pandas raises KeyError
prediction-extra-key-accepted = accepted row { $row } has a key the truth does not list
prediction-missing-column-short = { $file } has no column `{ $column }`
prediction-missing-column-many = { $file } has no columns { $missing } (its columns: { $found })
prediction-missing-column-hint-semicolons = The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: "CSV UTF-8 (Comma delimited)").
prediction-missing-column-hint-tabs = The file is separated by tabs; save it with commas.
prediction-missing-key-single = the truth's key { $key } has no prediction
prediction-missing-key-row = truth row { $row } ({ $columns }) has no prediction
prediction-missing-value-row = data row { $row }: `{ $column }` is empty or not a number
prediction-missing-value-key = data row { $row }: the key ({ $columns }) is empty or not a number
prediction-missing-value-no-rows = { $file } has no data rows
prediction-not-finite-row = data row { $row }: `{ $column }` is not finite
prediction-out-of-range-bounds = `{ $column }` is { $value } on data row { $row }, outside [{ $low }, { $high }]
prediction-unreadable-quote = { $file }: a quoted value opened on line { $line } is never closed, so pandas cannot read it: "{ $pandas_error }"
prediction-unreadable-fields = line { $line } has { $saw } fields but the header has { $expected }, so pandas cannot read { $file }: "{ $pandas_error }"
prediction-unreadable-index = line { $line } has { $saw } fields but { $expected } are expected (the header's { $header } plus { $index } for the index, as the first data row has { $first }), so pandas cannot read { $file }: "{ $pandas_error }"
prediction-unreadable-hint-quote = Close the quote, or remove the stray `"`.
prediction-unreadable-hint-comma = A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas.
prediction-missing-key-grid = time { $time }: { $count } nodes have no value
prediction-out-of-range-grid = time { $time }: { $count } rows are outside the grid
prediction-duplicate-key-grid = time { $time }: { $count } nodes are repeated
prediction-out-of-range-grid-values = time { $time }: values from { $min } to { $max } leave the range [{ $low }, { $high }]
prediction-not-allowed-cools = time { $time }: material { $material } cools below its initial temperature by more than { $tol }
prediction-not-allowed-warms = time { $time }: material { $material } warms above its initial temperature by more than { $tol }
prediction-missing-value-dropped = { $count } rows have an empty or non-numeric field (dropped)
prediction-missing-key-curve = item `{ $item }` has no curve (and maybe others)
