## The energy kind's diagnostics: one message per code (`energy/...` is `energy-...`), its
## hint as `<key>-hint`, the other sentences of its codes (codes.rs).

energy-file-not-found = cannot read { $file }: { $reason }
energy-file-not-found-hint = Submit solution.json: an object with `caes_seq` and `battery_seq` (and optionally `tp_seq`), 8,760 hourly control values each.
energy-not-json = { $file } cannot be read as JSON: { $error }
energy-not-json-hint = Write the file with json.dump (UTF-8, no byte-order mark).
energy-not-an-object = { $file } holds { $kind }, not a JSON object: the evaluator's `plan.get("caes_seq")` raises "{ $error }" outside any try, so it stops without a report
energy-not-an-object-hint = The file must be one JSON object with the keys `caes_seq`, `battery_seq` and optionally `tp_seq`.
energy-short-sequence = `{ $sequence }` has { $len } values where 8760 are needed
energy-short-sequence-hint = Give each sequence one value per hour of the year: 8,760 (values after the 8,760th are ignored).
energy-short-sequence-missing = `{ $sequence }` is { $kind }, not a list of 8760 values
energy-not-a-number = `{ $sequence }[{ $hour }]` is { $value }, which float() cannot read
energy-not-a-number-hint = Write every control value as a plain number.
energy-too-large = `{ $sequence }[{ $hour }]` is an integer too large for a float: float() raises OverflowError, which the evaluator does not catch, so it stops without a report
energy-too-large-hint = Control values are fractions of rated power, between -1 and 1.
energy-caes-range = `caes_seq[{ $hour }]` is { $value }: compressed air may only be 0, in [-1, -0.33] (compressing) or in [0.86, 1] (generating)
energy-caes-range-hint = Compressed air has no gentle setting: idle (0), compress at a third of its power or more, or generate at 86% or more. NaN is outside every range.
energy-battery-range = `battery_seq[{ $hour }]` is { $value }, outside [-1, 1]
energy-battery-range-hint = 1 discharges the battery at full power, -1 charges it at full power.
energy-thermal-range = `tp_seq[{ $hour }]` is { $value }, outside [0.33, 1]
energy-thermal-range-hint = The thermal unit never stops: a third of its power at least, all of it at most (leave `tp_seq` out for 0.33 all year).
energy-battery-charge = after hour { $hour } the battery holds { $soc } of its capacity, outside [0.1, 0.9]
energy-battery-charge-hint = Discharging 1 unit costs the battery 1/0.85 of it and charging 1 stores 0.85: plan the year's charge so that it stays within 10% and 90%.
energy-air-store = after hour { $hour } the compressed-air { $store } tank is at { $level }, outside [{ $low }, { $high }]
energy-air-store-hint = Generating empties the gas and cold tanks and fills the hot one by the same amount; compressing does the opposite at 75%. Keep all three within their ranges.
energy-simulation = the evaluator raises { $error } simulating hour { $hour }, outside any try, so it stops without a report
energy-simulation-hint = The case's hourly series hold 8,761 rows: hour t reads row t + 1.
energy-data = the evaluator raises { $error } reading the case's { $data }, outside any try, so it stops without a report
energy-data-hint = Check the case's seven timeseries_*_8760.csv files: each readable by pandas, the thermal one with two columns or more.
energy-text-cell = the case's { $data } holds text in its last column (row { $row }: { $value }): fde-grade does not say what the evaluator raises on it
energy-text-cell-hint = The last column of each hourly series must be numbers (an empty cell is NaN).
energy-not-finite = the year's cash flow is { $income }: a NaN in `battery_seq` or `tp_seq` (or in the case's series) passes every check and the evaluator scores { $income }
energy-not-finite-hint = Write finite control values: NaN is not outside [-1, 1] as Python compares, but it leaves no cash flow to score.

## Where a problem is: the hour (counted from 0, as the sequences and the evaluator
## count it) and a data row of a case file (counted from 1 after the header).
loc-hour = hour { $index }
loc-record = data row { $record }
