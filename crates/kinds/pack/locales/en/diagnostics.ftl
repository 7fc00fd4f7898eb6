## The pack kind's diagnostics: one message per code (`pack/...` is `pack-...`), its
## hint as `<key>-hint` (codes.rs).

pack-file-not-found = cannot read { $file }: { $reason }
pack-file-not-found-hint = Submit solution.json: an object whose `placements` lists every box placed, with its sku_id, x, y, z, l, w and h.
pack-bad-data = the case's { $data } makes the evaluator raise "{ $error }" before it reads a submission
pack-bad-data-hint = Check the case's load_data.xlsx: sheet 多货推荐1 with the SKU table (SKUID, 数量, 长度, 宽度, 高度, 重量) on top and, below it, a 集装箱信息 row, the container's header (长, 宽, 高, 最大载重) and its values.
pack-not-json = { $file } cannot be read as JSON: { $error }
pack-not-json-hint = Write the file with json.dump (UTF-8, no byte-order mark).
pack-not-an-object = { $file } holds { $kind }, not a JSON object: the server raises "{ $error }"
pack-not-an-object-hint = The file must be one JSON object with the key `placements`.
pack-no-placements = { $file } has no non-empty list `placements` (it is { $kind })
pack-no-placements-hint = Put the boxes under the key `placements`: a list with one object per box placed.
pack-raises = { $what } makes the server raise "{ $error }"
pack-raises-hint = Give every placement a text `sku_id` and numbers x, y, z, l, w, h; every SKU of the case needs its size and weight, the container its size and load limit.
pack-unknown-sku = placement { $index }'s `sku_id` is { $sku }, not a SKU of the case
pack-unknown-sku-hint = Use the SKUIDs of load_data.xlsx exactly as written (ITEM_A, ITEM_B, ITEM_C).
pack-count = { $sku } is placed { $count } times where the case requires exactly { $required }
pack-count-hint = Place each required SKU exactly as many times as its 数量 says; only a SKU without a quantity (ITEM_C) may vary.
pack-overweight = the load weighs { $weight } kg, over the container's limit of { $limit } kg
pack-overweight-hint = Place fewer of the optional boxes: the sum of every placed box's weight may not pass the container's 最大载重.
pack-geometry = placement { $index } ({ $sku }) has no number float() reads in `{ $field }`: { $why }
pack-geometry-hint = Give every placement six numbers: x, y, z (its left-front-bottom corner) and l, w, h (its size as placed), in metres.
pack-negative = placement { $index } ({ $sku }) has its corner at ({ $x }, { $y }, { $z }), below zero
pack-negative-hint = Corners start at 0: x, y and z are never negative.
pack-out-of-bounds = placement { $index } ({ $sku }) reaches { $axis } = { $end } m, past the container's { $limit } m
pack-out-of-bounds-hint = Every box ends inside the container: x + l, y + w and z + h at most its length, width and height.
pack-not-upright = placement { $index } ({ $sku }) is { $h } m high where the SKU stands { $height } m
pack-not-upright-hint = Boxes stand upright: h is always the SKU's own height (only length and width may swap).
pack-not-a-rotation = placement { $index } ({ $sku }) covers { $l } × { $w } m, not { $length } × { $width } or its quarter turn
pack-not-a-rotation-hint = l and w are the SKU's length and width as written in load_data.xlsx, or the two swapped: no rounding.
pack-overlap = placement { $index } ({ $sku }) overlaps placement { $other } ({ $other_sku }) by { $dx } × { $dy } × { $dz } m
pack-overlap-hint = Boxes may touch but not share space: move one of the two so they part along some axis.

## Where a problem is: the placement (counted from 0, as the server's item[i]), the box
## it overlaps, the SKU; in the workbook, the sheet, the row as read, the cell.
loc-placement = placement { $index }
loc-other = against placement { $index }
loc-sheet = sheet { $sheet }
loc-frame = row { $index } as read
loc-cell = cell { $cell }
