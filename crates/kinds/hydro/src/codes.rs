//! The hydro kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static HYDRO_CODES;
    "hydro" {
        HYDRO_MISSING_FILE = "hydro/missing-file", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object whose `Q_out` holds one list of daily outflows (m³/s) per station.",
        }
        HYDRO_NOT_JSON = "hydro/not-json", Exception {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8, no byte-order mark).",
        }
        HYDRO_NOT_AN_OBJECT = "hydro/not-an-object", Exception {
            message: "{file} holds {kind}, not a JSON object: the server's `sol.get(\"Q_out\")` raises \"{error}\"",
            hint: "The file must be one JSON object with the key `Q_out`.",
        }
        HYDRO_NO_Q_OUT = "hydro/no-q-out", Fatal {
            message: "{file} has no list `Q_out` (it is {kind})",
            hint: "Put the outflows under the key `Q_out`: a list of one list per station.",
        }
        HYDRO_WRONG_SHAPE = "hydro/wrong-shape", Fatal {
            message: "`Q_out` has {rows} rows where {stations} stations are needed",
            hint: "One row per station (A to E, upstream first), each with one outflow per day.",
            variants: [
                ("hydro-wrong-shape-row", "row {row} of `Q_out` ({station}) has {len} values where {days} days are needed"),
            ],
        }
        HYDRO_ROW_NOT_A_LIST = "hydro/row-not-a-list", Exception {
            message: "row {row} of `Q_out` is {kind}, which has no length: the server raises \"{error}\"",
            hint: "Each station's row is a list of daily outflows.",
        }
        HYDRO_NOT_A_NUMBER = "hydro/not-a-number", Fatal {
            message: "`Q_out[{row}][{day}]` is {value}, which float() cannot read",
            hint: "Write every outflow as a plain number (m³/s).",
        }
        HYDRO_TOO_LARGE = "hydro/too-large", Exception {
            message: "`Q_out[{row}][{day}]` is an integer too large for a float: the server raises \"int too large to convert to float\"",
            hint: "Write outflows in m³/s: a few hundred to a few thousand.",
        }
        HYDRO_WATER_BALANCE = "hydro/water-balance", Value {
            message: "{station} on day {day} releases {q_out} m³/s where its inflow gives {expected} (more than 1 m³/s apart)",
            hint: "A run-of-river station passes what reaches it: the station above's outflow plus its own lateral inflow.",
        }
        HYDRO_LEVEL_LOW = "hydro/level-low", Value {
            message: "{station}'s level on day {day} is {level} m, below its dead level {limit} m",
            hint: "Release less upstream of the empty reservoir, or more into it.",
        }
        HYDRO_LEVEL_HIGH = "hydro/level-high", Value {
            message: "{station}'s level on day {day} is {level} m, above its limit {limit} m",
            hint: "Release more from the full reservoir (its turbines turn the extra into energy).",
        }
        HYDRO_ECO_FLOW = "hydro/eco-flow", Value {
            message: "{station} releases {q_out} m³/s on day {day}, under the ecological minimum {minimum}",
            hint: "Every station must release at least the ecological flow every day.",
        }
        HYDRO_RAMP = "hydro/ramp", Value {
            message: "{station}'s output changes by {change} MW from day {from} to day {day}, more than {limit} MW",
            hint: "Change a station's output by at most a fifth of its capacity from one day to the next.",
        }
        HYDRO_NOT_FINITE = "hydro/not-finite", Exception {
            message: "the total energy is not a finite number (NaN or infinite outflows): the server reports \"total_energy is NaN/Inf\"",
            hint: "Write finite outflows: NaN passes every check but leaves no energy to score.",
        }
    }
}
