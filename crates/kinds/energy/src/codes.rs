//! The energy kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static ENERGY_CODES;
    "energy" {
        ENERGY_FILE_NOT_FOUND = "energy/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object with `caes_seq` and `battery_seq` (and optionally `tp_seq`), 8,760 hourly control values each.",
        }
        ENERGY_NOT_JSON = "energy/not-json", Fatal {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8, no byte-order mark).",
        }
        ENERGY_NOT_AN_OBJECT = "energy/not-an-object", Exception {
            message: "{file} holds {kind}, not a JSON object: the evaluator's `plan.get(\"caes_seq\")` raises \"{error}\" outside any try, so it stops without a report",
            hint: "The file must be one JSON object with the keys `caes_seq`, `battery_seq` and optionally `tp_seq`.",
        }
        ENERGY_SHORT_SEQUENCE = "energy/short-sequence", Fatal {
            message: "`{sequence}` has {len} values where 8760 are needed",
            hint: "Give each sequence one value per hour of the year: 8,760 (values after the 8,760th are ignored).",
            variants: [
                ("energy-short-sequence-missing", "`{sequence}` is {kind}, not a list of 8760 values"),
            ],
        }
        ENERGY_NOT_A_NUMBER = "energy/not-a-number", Fatal {
            message: "`{sequence}[{hour}]` is {value}, which float() cannot read",
            hint: "Write every control value as a plain number.",
        }
        ENERGY_TOO_LARGE = "energy/too-large", Exception {
            message: "`{sequence}[{hour}]` is an integer too large for a float: float() raises OverflowError, which the evaluator does not catch, so it stops without a report",
            hint: "Control values are fractions of rated power, between -1 and 1.",
        }
        ENERGY_CAES_RANGE = "energy/caes-range", Value {
            message: "`caes_seq[{hour}]` is {value}: compressed air may only be 0, in [-1, -0.33] (compressing) or in [0.86, 1] (generating)",
            hint: "Compressed air has no gentle setting: idle (0), compress at a third of its power or more, or generate at 86% or more. NaN is outside every range.",
        }
        ENERGY_BATTERY_RANGE = "energy/battery-range", Value {
            message: "`battery_seq[{hour}]` is {value}, outside [-1, 1]",
            hint: "1 discharges the battery at full power, -1 charges it at full power.",
        }
        ENERGY_THERMAL_RANGE = "energy/thermal-range", Value {
            message: "`tp_seq[{hour}]` is {value}, outside [0.33, 1]",
            hint: "The thermal unit never stops: a third of its power at least, all of it at most (leave `tp_seq` out for 0.33 all year).",
        }
        ENERGY_BATTERY_CHARGE = "energy/battery-charge", Value {
            message: "after hour {hour} the battery holds {soc} of its capacity, outside [0.1, 0.9]",
            hint: "Discharging 1 unit costs the battery 1/0.85 of it and charging 1 stores 0.85: plan the year's charge so that it stays within 10% and 90%.",
        }
        ENERGY_AIR_STORE = "energy/air-store", Value {
            message: "after hour {hour} the compressed-air {store} tank is at {level}, outside [{low}, {high}]",
            hint: "Generating empties the gas and cold tanks and fills the hot one by the same amount; compressing does the opposite at 75%. Keep all three within their ranges.",
        }
        ENERGY_SIMULATION = "energy/simulation", Exception {
            message: "the evaluator raises {error} simulating hour {hour}, outside any try, so it stops without a report",
            hint: "The case's hourly series hold 8,761 rows: hour t reads row t + 1.",
        }
        ENERGY_DATA = "energy/data", Exception {
            message: "the evaluator raises {error} reading the case's {data}, outside any try, so it stops without a report",
            hint: "Check the case's seven timeseries_*_8760.csv files: each readable by pandas, the thermal one with two columns or more.",
        }
        ENERGY_TEXT_CELL = "energy/text-cell", Case {
            message: "the case's {data} holds text in its last column (row {row}: {value}): fde-grade does not say what the evaluator raises on it",
            hint: "The last column of each hourly series must be numbers (an empty cell is NaN).",
        }
        ENERGY_NOT_FINITE = "energy/not-finite", Warning {
            message: "the year's cash flow is {income}: a NaN in `battery_seq` or `tp_seq` (or in the case's series) passes every check and the evaluator scores {income}",
            hint: "Write finite control values: NaN is not outside [-1, 1] as Python compares, but it leaves no cash flow to score.",
        }
    }
}
