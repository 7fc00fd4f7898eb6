//! The pack kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static PACK_CODES;
    "pack" {
        PACK_FILE_NOT_FOUND = "pack/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object whose `placements` lists every box placed, with its sku_id, x, y, z, l, w and h.",
        }
        PACK_BAD_DATA = "pack/bad-data", Exception {
            message: "the case's {data} makes the evaluator raise \"{error}\" before it reads a submission",
            hint: "Check the case's load_data.xlsx: sheet 多货推荐1 with the SKU table (SKUID, 数量, 长度, 宽度, 高度, 重量) on top and, below it, a 集装箱信息 row, the container's header (长, 宽, 高, 最大载重) and its values.",
        }
        PACK_NOT_JSON = "pack/not-json", Exception {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8, no byte-order mark).",
        }
        PACK_NOT_AN_OBJECT = "pack/not-an-object", Exception {
            message: "{file} holds {kind}, not a JSON object: the server raises \"{error}\"",
            hint: "The file must be one JSON object with the key `placements`.",
        }
        PACK_NO_PLACEMENTS = "pack/no-placements", Fatal {
            message: "{file} has no non-empty list `placements` (it is {kind})",
            hint: "Put the boxes under the key `placements`: a list with one object per box placed.",
        }
        PACK_RAISES = "pack/raises", Exception {
            message: "{what} makes the server raise \"{error}\"",
            hint: "Give every placement a text `sku_id` and numbers x, y, z, l, w, h; every SKU of the case needs its size and weight, the container its size and load limit.",
        }
        PACK_UNKNOWN_SKU = "pack/unknown-sku", Value {
            message: "placement {index}'s `sku_id` is {sku}, not a SKU of the case",
            hint: "Use the SKUIDs of load_data.xlsx exactly as written (ITEM_A, ITEM_B, ITEM_C).",
        }
        PACK_COUNT = "pack/count", Value {
            message: "{sku} is placed {count} times where the case requires exactly {required}",
            hint: "Place each required SKU exactly as many times as its 数量 says; only a SKU without a quantity (ITEM_C) may vary.",
        }
        PACK_OVERWEIGHT = "pack/overweight", Value {
            message: "the load weighs {weight} kg, over the container's limit of {limit} kg",
            hint: "Place fewer of the optional boxes: the sum of every placed box's weight may not pass the container's 最大载重.",
        }
        PACK_GEOMETRY = "pack/geometry", Value {
            message: "placement {index} ({sku}) has no number float() reads in `{field}`: {why}",
            hint: "Give every placement six numbers: x, y, z (its left-front-bottom corner) and l, w, h (its size as placed), in metres.",
        }
        PACK_NEGATIVE = "pack/negative", Value {
            message: "placement {index} ({sku}) has its corner at ({x}, {y}, {z}), below zero",
            hint: "Corners start at 0: x, y and z are never negative.",
        }
        PACK_OUT_OF_BOUNDS = "pack/out-of-bounds", Value {
            message: "placement {index} ({sku}) reaches {axis} = {end} m, past the container's {limit} m",
            hint: "Every box ends inside the container: x + l, y + w and z + h at most its length, width and height.",
        }
        PACK_NOT_UPRIGHT = "pack/not-upright", Value {
            message: "placement {index} ({sku}) is {h} m high where the SKU stands {height} m",
            hint: "Boxes stand upright: h is always the SKU's own height (only length and width may swap).",
        }
        PACK_NOT_A_ROTATION = "pack/not-a-rotation", Value {
            message: "placement {index} ({sku}) covers {l} × {w} m, not {length} × {width} or its quarter turn",
            hint: "l and w are the SKU's length and width as written in load_data.xlsx, or the two swapped: no rounding.",
        }
        PACK_OVERLAP = "pack/overlap", Value {
            message: "placement {index} ({sku}) overlaps placement {other} ({other_sku}) by {dx} × {dy} × {dz} m",
            hint: "Boxes may touch but not share space: move one of the two so they part along some axis.",
        }
    }
}
