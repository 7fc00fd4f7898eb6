//! The slitting kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static SLITTING_CODES;
    "slitting" {
        SLITTING_FILE_NOT_FOUND = "slitting/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.csv: a row per cut with mother_id, mother_width, mother_cut_weight and sub1_width…sub5_width with their sub1_long…sub5_long.",
        }
        SLITTING_BAD_DATA = "slitting/bad-data", Exception {
            message: "the case's {data} makes the evaluator raise \"{error}\" before it reads a submission",
            hint: "Check the case's data files (mother_coil.csv: 宽度, 重量; requirements.csv: 宽度, 重量): every column the evaluator reads, once.",
        }
        SLITTING_UNREADABLE = "slitting/unreadable", Fatal {
            message: "{file} cannot be read as a CSV: {error}",
            hint: "Save the plan as UTF-8 CSV text with a header row and as many fields in every row as in the header.",
        }
        SLITTING_NO_ROWS = "slitting/no-rows", Fatal {
            message: "{file} has no row with a positive mother_cut_weight",
            hint: "Write one row per cut with its weight (kg) in mother_cut_weight: rows with an empty, non-numeric, zero or negative weight are dropped.",
        }
        SLITTING_DROPPED = "slitting/dropped-row", Warning {
            message: "this row is dropped before grading: its mother_cut_weight {value} is not a number above 0, so its strips count nowhere",
            hint: "Give every cut its weight in kg as a number: a dropped row's strips are missing from the demand met.",
        }
        SLITTING_CRASH = "slitting/crash", Exception {
            message: "the evaluator raises {error} on this file ({why}) and prints nothing",
            hint: "Keep one column of each name (the server strips spaces from the names) and give every coil of the data a width.",
        }
        SLITTING_NO_COIL_ID = "slitting/missing-coil-id", Value {
            message: "cut {cut} names no mother coil",
            hint: "Name the mother coil of every cut in mother_id (M_0, M_1, … by mother_coil.csv's row order when it has no id column).",
        }
        SLITTING_UNKNOWN_COIL = "slitting/unknown-coil", Value {
            message: "cut {cut} names mother coil {mother}, which is not in stock",
            hint: "Use the ids of mother_coil.csv (M_0, M_1, … by row order when it has no id column), written as they are.",
        }
        SLITTING_WIDTH_MISMATCH = "slitting/width-mismatch", Value {
            message: "cut {cut} gives mother coil {mother} the width {given} mm where it is {width} mm (more than 10 mm apart)",
            hint: "Copy each mother coil's width from mother_coil.csv.",
        }
        SLITTING_NO_WEIGHT = "slitting/no-cut-weight", Value {
            message: "cut {cut} has no cut weight above 0 ({value})",
            hint: "Write the weight cut off in this cut (kg) in a column named mother_cut_weight.",
        }
        SLITTING_LIGHT_CUT = "slitting/light-cut", Value {
            message: "cut {cut} takes {weight} kg, under the 100 kg minimum (less 10 kg tolerance)",
            hint: "Cut at least 90 kg (100 kg less the 10 kg tolerance) from a coil at a time.",
        }
        SLITTING_NO_STRIPS = "slitting/no-strips", Value {
            message: "cut {cut} has no strip: no slot has both a width and a length above 0",
            hint: "Fill 1 to 5 slots, each with a width (sub1_width…sub5_width) and a length (sub1_long…sub5_long) above 0.",
        }
        SLITTING_UNKNOWN_WIDTH = "slitting/unknown-width", Value {
            message: "cut {cut}'s slot {slot} is {width} mm wide, a width no order asks for",
            hint: "Use only the widths of requirements.csv, exactly: no tolerance.",
        }
        SLITTING_TOO_WIDE = "slitting/too-wide", Value {
            message: "cut {cut}'s strips add up to {total} mm, wider than mother coil {mother} ({width} mm)",
            hint: "Keep the sum of a cut's strip widths within its mother coil's width.",
        }
        SLITTING_OVERDRAW = "slitting/overdraw", Value {
            message: "cut {cut} overdraws mother coil {mother}: {remaining} kg left, below -10 kg",
            hint: "Keep the sum of a coil's cut weights within its weight in mother_coil.csv (10 kg tolerance).",
        }
        SLITTING_SHORT = "slitting/short", Value {
            message: "width {width} mm is short: {remaining} kg of its order are not made (more than 10 kg)",
            hint: "Make every ordered width within 10 kg of its order: a strip weighs its cut's weight × its width / the coil's width.",
        }
        SLITTING_OVER = "slitting/over", Value {
            message: "width {width} mm is over-made by {excess} kg (more than 10 kg)",
            hint: "Make every ordered width within 10 kg of its order: a strip weighs its cut's weight × its width / the coil's width.",
        }
        SLITTING_LENGTH = "slitting/length-mismatch", Warning {
            message: "cut {cut}'s slot {slot} gives the length {given} mm where the cut is {length} mm long (a note: lengths are not scored)",
            hint: "A strip's length is the cut's: weight / (coil width × 7.65) × 10000 mm. It costs nothing.",
        }
    }
}
