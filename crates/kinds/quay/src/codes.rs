//! The quay kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static QUAY_CODES;
    "quay" {
        QUAY_FILE_NOT_FOUND = "quay/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object whose `cranes` lists each crane with its timeline of events.",
        }
        QUAY_BAD_DATA = "quay/bad-data", Exception {
            message: "the case's {data} makes the evaluator raise \"{error}\" before it reads a submission",
            hint: "Check the case's data files (tact_times.csv, vessel_workload.csv): every column the evaluator reads, L and U lifts of 20 and 40 ft, times as YYYY-MM-DD HH:MM:SS.",
        }
        QUAY_NOT_JSON = "quay/not-json", Exception {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8, no byte-order mark).",
        }
        QUAY_NO_CRANES = "quay/no-cranes", Schema {
            message: "{file} has no non-empty list `cranes` (it is {kind})",
            hint: "Put the cranes under the key `cranes`: a list of objects with `crane_id` and `events`.",
        }
        QUAY_RAISES = "quay/raises", Exception {
            message: "`{field}` makes the server raise \"{error}\"",
            hint: "Give every event `type`, `start_time`, `end_time`, and `berth` (work, wait) or `from_berth` and `to_berth` (move), as whole numbers; every crane a `crane_id` of one type.",
        }
        QUAY_BAD_TIME = "quay/bad-time", Exception {
            message: "`{field}` is {value}, which the server cannot read as a time: it raises \"{error}\"",
            hint: "Write times as text YYYY-MM-DD HH:MM:SS (no T, no fraction, no zone), from 0001-01-02 on.",
        }
        QUAY_NOT_AFTER_START = "quay/not-after-start", Value {
            message: "crane {crane}'s event ends at {end}, not after its start {start}",
            hint: "Every event ends after it starts.",
        }
        QUAY_OVERLAP = "quay/overlap", Value {
            message: "crane {crane}'s event starting {start} begins {seconds} s before the event before it ends",
            hint: "A crane does one thing at a time: start each event when the one before ends (gaps become waits by themselves).",
        }
        QUAY_MOVE_BERTHS = "quay/move-berths", Value {
            message: "crane {crane}'s move has no from_berth or to_berth",
            hint: "A move names the berth it leaves (`from_berth`) and the one it reaches (`to_berth`).",
        }
        QUAY_MOVE_TIME = "quay/move-time", Value {
            message: "crane {crane}'s move from berth {from} to {to} takes {actual} s where {expected} s are needed (880 s a berth)",
            hint: "A move lasts 880 s for each berth between from_berth and to_berth (within 1 s).",
        }
        QUAY_NO_VESSEL = "quay/no-vessel", Value {
            message: "crane {crane}'s work names no vessel",
            hint: "Each work event names the vessel it serves in `vessel_id`.",
        }
        QUAY_UNKNOWN_VESSEL = "quay/unknown-vessel", Value {
            message: "crane {crane}'s work is for vessel {vessel}, which the case does not have",
            hint: "Use the vessel ids of vessel_workload.csv, as text.",
        }
        QUAY_WRONG_BERTH = "quay/wrong-berth", Value {
            message: "crane {crane} works vessel {vessel} at berth {berth}, but the vessel lies at berth {vessel_berth}",
            hint: "Work a vessel at its own berth (berth_no of vessel_workload.csv): move the crane there first.",
        }
        QUAY_LATE = "quay/late", Value {
            message: "crane {crane} works vessel {vessel} until {end}, after its window closes at {limit}",
            hint: "Work a vessel only inside its window (start_time to end_time of vessel_workload.csv).",
        }
        QUAY_EARLY = "quay/early", Value {
            message: "crane {crane} works vessel {vessel} from {start}, before its window opens at {limit}",
            hint: "Work a vessel only inside its window (start_time to end_time of vessel_workload.csv).",
        }
        QUAY_SHORT = "quay/short", Value {
            message: "vessel {vessel} gets {allocated} s of work inside its window where it needs {required} s ({shortfall} s short)",
            hint: "Give the vessel more crane time inside its window: another crane beside it, or longer work.",
        }
        QUAY_CROSSING = "quay/crossing", Value {
            message: "at {time} crane {left} stands at berth {left_berth}, right of crane {right} at {right_berth}",
            hint: "Cranes share one rail: a crane with a smaller crane_id always stays at or left of (smaller berths than) the next one.",
        }
    }
}
