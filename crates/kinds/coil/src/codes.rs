//! The coil kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static COIL_CODES;
    "coil" {
        COIL_FILE_NOT_FOUND = "coil/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object whose `sequence` lists every coil's id once, in rolling order.",
        }
        COIL_BAD_DATA = "coil/bad-data", Exception {
            message: "the case's {data} makes the evaluator raise \"{error}\" before it reads a submission",
            hint: "Check the case's data files (work_plan.csv, grade_catalog.csv): every column the evaluator reads, every grade in the catalog, every size a number.",
        }
        COIL_NOT_JSON = "coil/not-json", Exception {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8, no byte-order mark).",
        }
        COIL_NOT_AN_OBJECT = "coil/not-an-object", Exception {
            message: "{file} holds {kind}, not a JSON object: the server's `sub.get(\"sequence\")` raises \"{error}\"",
            hint: "The file must be one JSON object with the key `sequence`.",
        }
        COIL_NO_SEQUENCE = "coil/no-sequence", Fatal {
            message: "{file} has no non-empty list `sequence` (it is {kind})",
            hint: "Put the coils' ids, in rolling order, in a list under the key `sequence`.",
        }
        COIL_UNKNOWN = "coil/unknown-coil", Schema {
            message: "`sequence[{position}]` is {id}, which is not a coil of the work plan",
            hint: "Use the work plan's 出口材料号 ids as written (the server compares str(id).strip()).",
        }
        COIL_COUNT = "coil/wrong-count", Value {
            message: "the sequence lists {count} coils where the work plan has {coils}",
            hint: "List every coil of the work plan exactly once.",
        }
        COIL_MISSING = "coil/missing-coil", Value {
            message: "coil {id} is not in the sequence",
            hint: "List every coil of the work plan exactly once.",
        }
        COIL_DUPLICATE = "coil/duplicate", Value {
            message: "coil {id} is listed again at position {position} (first at {first})",
            hint: "List every coil of the work plan exactly once.",
        }
        COIL_ROLL_SWITCH = "coil/roll-switch", Value {
            message: "the roll size changes from {from} to {to} at position {position}: {switches} changes where at most 1 is allowed",
            hint: "Roll every small-roll grade together and every large-roll grade together: one change of rolls at most.",
        }
        COIL_FRONT_WIDTH = "coil/front-width", Value {
            message: "coil {id} is a front-width coil at position {position}, outside the first {count} positions",
            hint: "Put the catalog's front-width coils (their width equals their grade's front width) first, before any other coil.",
        }
    }
}
