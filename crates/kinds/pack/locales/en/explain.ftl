## `fde-grade explain CODE` for the pack kind's codes: each code's summary, what it
## means, why, and an example.

explain-pack-file-not-found = The plan file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `fatal` ("File not found: PATH") after reading the case's workbook: score 0.
    .example = A submission folder without `solution.json`.

explain-pack-bad-data = The case's workbook cannot be used.
    .what = load_data.xlsx has no sheet 多货推荐1, no column the evaluator looks for, no 集装箱信息 block, or is not a workbook.
    .why = The evaluator reads the workbook before any submission; what it raises is its `exception` for every file: score 0.
    .example = A sheet renamed Sheet1, or a SKU table without a 重量 column.

explain-pack-not-json = The plan is not JSON as Python reads it.
    .what = The file is not UTF-8, starts with a byte-order mark, or is not valid JSON.
    .why = `json.load` raises inside the evaluator's try, so it reports `exception` with Python's message: score 0.
    .example = A file saved with a BOM, or `{"{"}"placements": [`.

explain-pack-not-an-object = The plan is not a JSON object.
    .what = The file holds a list, a string, a number or null.
    .why = The evaluator calls `.get("placements")` on it, which raises `AttributeError`: `exception`, score 0.
    .example = `[{"{"}"sku_id": "ITEM_A", ...{"}"}]` without the surrounding object.

explain-pack-no-placements = The plan has no non-empty list `placements`.
    .what = The key is missing, its list is empty, or its value is not a list.
    .why = The evaluator returns `fatal` ("Missing or empty 'placements'"): score 0.
    .example = `{"{"}"boxes": [...]{"}"}` or `{"{"}"placements": []{"}"}`.

explain-pack-raises = Grading makes Python raise.
    .what = A placement is not an object, a `sku_id` is a list or an object, a coordinate is an integer too large for a float, or the case leaves a size, weight or limit blank that a check needs.
    .why = The evaluator does not catch these errors where they happen: it reports `exception` with Python's message, score 0.
    .example = `"x": 1e999` is read as infinity, but `"x": 1` followed by 400 zeros raises.

explain-pack-unknown-sku = A placement names a SKU the case does not have.
    .what = `sku_id` is missing or is not one of the workbook's SKUIDs, exactly as written.
    .why = The evaluator lists "unknown sku_id=…" as a violation: score 0.
    .example = `"sku_id": "item_a"` or `"SKU": "ITEM_A"` (the key must be `sku_id`).

explain-pack-count = A required SKU is placed too few or too many times.
    .what = The placements of a SKU whose 数量 is given differ from that number.
    .why = The evaluator lists "required count: …" as a violation: score 0.
    .example = 65 boxes of ITEM_A where 66 are required.

explain-pack-overweight = The load is too heavy.
    .what = The sum of every placed box's weight (from the workbook, per SKU) passes the container's 最大载重 by more than 1e-6 kg.
    .why = The evaluator lists "C3: total_weight=…" as a violation: score 0.
    .example = 23,000.5 kg in a container for 23,000 kg.

explain-pack-geometry = A placement's field is not a number.
    .what = x, y, z, l, w or h is missing, null, a list or text that float() rejects.
    .why = The evaluator lists "missing/invalid geometry fields" as a violation and leaves the box out of the overlap check: score 0.
    .example = `"x": null` or `"l": "1,09"`.

explain-pack-negative = A box starts below zero.
    .what = x, y or z is below −1e-6.
    .why = The evaluator lists "C4: … negative coord" as a violation: score 0.
    .example = `"z": -0.01`.

explain-pack-out-of-bounds = A box ends outside the container.
    .what = x + l, y + w or z + h is more than 1e-6 past the container's length, width or height.
    .why = The evaluator lists "C4: …" for each axis as a violation: score 0.
    .example = A box 1.09 m long at x = 11 in a 12 m container.

explain-pack-not-upright = A box is not upright.
    .what = h differs from the SKU's height by more than 1e-6.
    .why = The evaluator lists "C6: … (upright)" as a violation: score 0.
    .example = ITEM_A laid on its side with h = 0.5.

explain-pack-not-a-rotation = A box's footprint is not the SKU's.
    .what = (l, w) is neither the SKU's (length, width) nor (width, length) within 1e-6.
    .why = The evaluator lists "C7: … not a rotation" as a violation: score 0.
    .example = ITEM_A given as 1.1 × 0.5 where its length is 1.09.

explain-pack-overlap = Two boxes share space.
    .what = The boxes overlap by more than 1e-6 m along all three axes; touching faces, edges and corners are fine.
    .why = The evaluator lists the first three overlaps and a count of the rest as violations: score 0.
    .example = Two boxes at the same corner.
