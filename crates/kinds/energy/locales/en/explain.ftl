## `fde-grade explain CODE` for the energy kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

explain-energy-file-not-found = The plan file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `hard_violations` ("缺 solution.json") before reading anything: score 0.
    .example = A submission folder without `solution.json`.

explain-energy-not-json = The plan is not JSON as Python reads it.
    .what = The file is not UTF-8, starts with a byte-order mark, or is not valid JSON.
    .why = `json.load` raises inside the evaluator's try, so it returns `hard_violations` ("solution.json 解析失败: …" with Python's message): score 0.
    .example = A file saved with a BOM, or `{"{"}"caes_seq": [0, 0`.

explain-energy-not-an-object = The plan is not a JSON object.
    .what = The file holds a list, a string, a number or null.
    .why = The evaluator calls `plan.get("caes_seq")` outside any try: `AttributeError` stops it and it prints no report at all (fde-grade: `error_info.exception`, score 0).
    .example = `[[0, 0, 0]]`.

explain-energy-short-sequence = A sequence is missing, not a list, or shorter than 8,760.
    .what = `caes_seq` or `battery_seq` is absent, null or not a list, or has fewer than 8,760 values; or `tp_seq` is given so (left out, it is 0.33 all year).
    .why = The evaluator lists each such sequence in `hard_violations` ("… 缺失或不足 8760 项(实际 N)"): score 0. Longer lists are cut to 8,760.
    .example = `{"{"}"caes_seq": [0], "battery_seq": [0]{"}"}`, or `"tp_seq": null`.

explain-energy-not-a-number = A control value is not a number float() reads.
    .what = A value among the first 8,760 of a sequence is null, a list, an object, or text `float()` rejects.
    .why = The evaluator returns `hard_violations` ("序列含非数值: …" with Python's message): score 0. Text such as "0.5", " 1 " or "1_0" is read as Python's float() reads it; true is 1.
    .example = `null`, `"half"`, `[0.5]`.

explain-energy-too-large = A control value is an integer too large for a float.
    .what = An integer literal beyond about 1.8 × 10³⁰⁸.
    .why = `float()` of it raises `OverflowError`, which the evaluator does not catch: it stops without a report (fde-grade: `error_info.exception`, score 0).
    .example = A 1 followed by 400 zeros.

explain-energy-caes-range = A compressed-air value is in its forbidden zone.
    .what = A `caes_seq` value that is not 0, not in [-1, -0.33] and not in [0.86, 1]: between -0.33 and 0.86 (0 aside), beyond ±1, or NaN.
    .why = The evaluator returns `hard_violations` ("caes_seq 存在取值区间外的值…"), checked before the battery and the thermal unit: score 0.
    .example = `0.5`, `-0.2`, `NaN`.

explain-energy-battery-range = A battery value is outside [-1, 1].
    .what = A `battery_seq` value below -1 or above 1 (infinities included; NaN passes, as Python compares).
    .why = The evaluator returns `hard_violations` ("battery_seq 存在越界值…"): score 0.
    .example = `1.0000000000000002`.

explain-energy-thermal-range = A thermal value is outside [0.33, 1].
    .what = A `tp_seq` value below 0.33 or above 1 (NaN passes).
    .why = The evaluator returns `hard_violations` ("tp_seq 存在越界值…"): score 0. The unit never stops, so 0 is outside.
    .example = `0`, `0.32999999999999996`.

explain-energy-battery-charge = The battery's charge leaves [0.1, 0.9].
    .what = After some hour the battery's state of charge, run from 0.5 through the year (discharging takes 1/0.85 of the energy delivered, charging stores 0.85 of it), is above 0.9 or below 0.1.
    .why = The evaluator returns `hard_violations` ("储能 SOC 越限") with the last such hour in `details`: score 0.
    .example = Discharging at full power for 90 hours from the start.

explain-energy-air-store = A compressed-air tank leaves its range.
    .what = After some hour the gas tank (from 0.8) is outside [0.6, 1.0], or the hot or cold tank (from 0.5) outside [0.05, 0.95]: generating moves gas and cold down and hot up by the energy over 2.16e12, compressing the other way at 75%.
    .why = The evaluator returns `hard_violations` ("储能 SOC 越限") with each tank's last breach in `details`: score 0.
    .example = Generating at full power for 3 hours from the start.

explain-energy-simulation = The simulation runs past the end of a series.
    .what = A plan within range is simulated hour by hour, hour t reading row t + 1 of the wind, pv, load (and, in sunlight, environment) series; a series shorter than 8,761 rows ends before the year does.
    .why = The read raises `IndexError` outside any try: the evaluator stops without a report (fde-grade: `error_info.exception`, score 0).
    .example = A pv series of 8,760 rows (the extra first row left out).

explain-energy-data = A case file cannot be read as the evaluator reads it.
    .what = One of the seven timeseries_*_8760.csv files is not UTF-8, empty or broken as CSV, or the thermal one has a single column.
    .why = The evaluator reads the data only for a plan within range, outside any try: such a plan stops it without a report (fde-grade: `error_info.exception`, score 0).
    .example = A timeseries_thermal_8760.csv with only the value column.

explain-energy-text-cell = A case series holds text.
    .what = The last column of a case series has a value pandas keeps as text.
    .why = Python raises on it only when the simulation reaches it, with messages fde-grade does not reproduce: the case is refused.
    .example = `low` in the load series (pandas reads `NA`, `null` and empty cells as NaN).

explain-energy-not-finite = The year's cash flow is NaN.
    .what = A `battery_seq` or `tp_seq` value is NaN (or a case series holds NaN where it counts): every comparison with NaN is false, so every check passes, but the cash flow is NaN.
    .why = The evaluator scores it valid: validity 1, and NaN as the quality and overall scores.
    .example = `NaN` for one battery value.
