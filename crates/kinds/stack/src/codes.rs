//! The stack kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).
//! A rule's message names the operation (its `operation_id` as the server reads it)
//! and the values the server's own sentence prints.

grade_core::codes! {
    static STACK_CODES;
    "stack" {
        STACK_FILE_NOT_FOUND = "stack/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object whose `operations` lists every forklift trip's rows.",
        }
        STACK_BAD_DATA = "stack/bad-data", Case {
            message: "{file}: {problem}",
            hint: "Bring the case's warehouse_snapshot.json as the case ships it: resources, locations, inventory, inbound_tasks, outbound_tasks.",
        }
        STACK_NOT_JSON = "stack/not-json", Exception {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8; a byte-order mark is allowed).",
        }
        STACK_NOT_OBJECT = "stack/not-object", Fatal {
            message: "{file} is {kind}, not an object",
            hint: "The file is one object, its rows under the key `operations`.",
        }
        STACK_NO_OPERATIONS = "stack/no-operations", Fatal {
            message: "{file} has no non-empty list `operations` (it is {kind})",
            hint: "Put every row under the key `operations`: a non-empty list of objects.",
        }
        STACK_RAISES = "stack/raises", Exception {
            message: "operations[{index}] makes the server raise \"{error}\"",
            hint: "Every row is an object; minutes and tons are finite numbers a double holds.",
        }
        STACK_NO_ROWS = "stack/no-rows", Fatal {
            message: "no row of `operations` has a known type and numeric minutes and tons",
            hint: "Give each row `type` (inbound, outbound, passive_move, active_move), `start_minute`, `end_minute` and `tons` as numbers.",
        }
        STACK_BAD_TYPE = "stack/bad-type", Value {
            message: "{operation}: type {type} is not inbound, outbound, passive_move or active_move",
            hint: "Write the type in English: inbound, outbound, passive_move or active_move.",
        }
        STACK_BAD_NUMBER = "stack/bad-number", Value {
            message: "{operation}: `{field}` is missing or not a number",
            hint: "Give `start_minute`, `end_minute` and `tons` as numbers (minutes from the day's start).",
        }
        STACK_DURATION = "stack/duration", Value {
            message: "{operation}: lasts {minutes} min where a {type} takes {expected} min",
            hint: "An inbound trip takes 3 minutes, an outbound one or a move 10 (resources of the snapshot): end_minute = start_minute + that.",
        }
        STACK_OUTSIDE_DAY = "stack/outside-day", Value {
            message: "{operation}: runs [{start},{end}], outside the day [0,{day}]",
            hint: "Keep every trip inside the plan's day, 0 to resources.day_minutes.",
        }
        STACK_ROW_TONS = "stack/row-tons", Value {
            message: "{operation}: carries {tons} t, not in (0, {limit}] t",
            hint: "A row carries more than nothing and at most one trip's limit (resources.max_task_tons).",
        }
        STACK_INBOUND_SOURCE = "stack/inbound-source", Value {
            message: "{operation}: an inbound row's source is {source}, not PACKING",
            hint: "Inbound goods come from PACKING.",
        }
        STACK_OUTBOUND_TARGET = "stack/outbound-target", Value {
            message: "{operation}: an outbound row's target is {target}, not OUTBOUND",
            hint: "Outbound goods go to OUTBOUND.",
        }
        STACK_UNKNOWN_BAY = "stack/unknown-bay", Value {
            message: "{operation}: bay {bay} is not in the warehouse",
            hint: "Use the bays of the snapshot's locations, as written.",
        }
        STACK_REGION = "stack/region", Value {
            message: "{operation}: says region {region}, but bay {bay} is in {actual}",
            hint: "A row's region is its bay's (the first six characters of its name: ZONE_A, ZONE_B, ZONE_C).",
        }
        STACK_CROSS_REGION = "stack/cross-region", Value {
            message: "{operation}: moves from {source} ({from}) to {target} ({to}) in region {region}",
            hint: "The three zones are separate buildings: a move stays inside one, its region that zone.",
        }
        STACK_SAME_BAY = "stack/same-bay", Value {
            message: "{operation}: moves from bay {bay} to itself",
            hint: "A move takes goods from one bay to another.",
        }
        STACK_UNKNOWN_FORKLIFT = "stack/unknown-forklift", Value {
            message: "{operation}: forklift {forklift} is not on the roster",
            hint: "Use the forklift_id of resources.forklifts.",
        }
        STACK_FORKLIFT_REGION = "stack/forklift-region", Value {
            message: "{operation}: forklift {forklift} may not work in {region} (only {regions})",
            hint: "Send a forklift whose region_scope holds the row's region.",
        }
        STACK_FORKLIFT_TYPE = "stack/forklift-type", Value {
            message: "{operation}: forklift {forklift} may not do {type}",
            hint: "Send a forklift whose allowed_types hold the row's type.",
        }
        STACK_OUTSIDE_SHIFT = "stack/outside-shift", Value {
            message: "{operation}: runs [{start},{end}], outside forklift {forklift}'s shift [{shift_start},{shift_end}]",
            hint: "A forklift works inside its shift (shift_start to shift_end, minutes).",
        }
        STACK_UNKNOWN_TASK = "stack/unknown-task", Value {
            message: "{operation}: {type} task {task} does not exist",
            hint: "Tie every inbound and outbound row to a task_id of the snapshot's inbound_tasks or outbound_tasks.",
        }
        STACK_TASK_LOT = "stack/task-lot", Value {
            message: "{operation}: carries ({sku},{batch}) but task {task} is ({task_sku},{task_batch})",
            hint: "A task's rows carry its own SKU and batch: no other batch stands in for it.",
        }
        STACK_BEFORE_TASK = "stack/before-task", Value {
            message: "{operation}: starts at minute {start}, before its task's minute {task_start}",
            hint: "A task's trips start at its start_minute or later (its earliest start).",
        }
        STACK_MOVE_TASK = "stack/move-task", Value {
            message: "{operation}: a move names task {task}",
            hint: "Leave task_id empty on a move: moves serve no task.",
        }
        STACK_SHORT_STOCK = "stack/short-stock", Value {
            message: "{operation}: bay {bay} holds {have} t of ({sku},{batch}) when the trip takes {tons} t",
            hint: "Take only what a bay holds at that minute: earlier rows (by start, then operation_id) put goods there first.",
        }
        STACK_OVER_CEILING = "stack/over-ceiling", Value {
            message: "{operation}: bay {bay} reaches {weight} t, above its ceiling {ceiling} t",
            hint: "A bay's ceiling is the larger of its rated capacity and what it held at the start: put the goods in another bay.",
        }
        STACK_TRIP_WINDOW = "stack/trip-window", Value {
            message: "trip {trip} of forklift {forklift}: its rows do not share one start and end",
            hint: "All rows of a trip (same forklift and trip_id) start and end at the same minutes.",
        }
        STACK_TRIP_TONS = "stack/trip-tons", Value {
            message: "trip {trip} of forklift {forklift}: carries {tons} t, above {limit} t",
            hint: "A trip's rows together carry at most resources.max_task_tons: split the load over more trips.",
        }
        STACK_OVERLAP = "stack/overlap", Value {
            message: "forklift {forklift}: trip {first} and trip {second} overlap in time",
            hint: "A forklift does one trip at a time: start the next trip when the one before ends (touching is fine).",
        }
        STACK_DAILY_CAP = "stack/daily-cap", Value {
            message: "forklift {forklift} handles {tons} t, above its day's cap {cap} t",
            hint: "Every row a forklift does counts toward its daily_ton_cap: give some trips to another forklift.",
        }
        STACK_COVERAGE = "stack/coverage", Value {
            message: "{type} task {task}: rows carry {got} t where it needs {need} t",
            hint: "Each task's rows carry its tons exactly (within 0.001 t): no more, no less.",
        }
        STACK_NEGATIVE_STOCK = "stack/negative-stock", Value {
            message: "bay {bay} ends the day with {tons} t of ({sku},{batch})",
            hint: "A bay's stock never goes below zero: take goods only after they are there.",
        }
    }
}
