//! The racks kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static RACKS_CODES;
    "racks" {
        RACKS_FILE_NOT_FOUND = "racks/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.csv: one row per server of server.csv, with server_id, rack_id, pos, allocation_status and batch.",
        }
        RACKS_BAD_DATA = "racks/bad-data", Exception {
            message: "the case's {data} makes the evaluator raise \"{error}\" before it checks a plan",
            hint: "Check the case's data files (server.csv, rack_col.csv, rack.csv, nic_attr_mapping.csv): every column the evaluator reads, every number float() reads, no NaN or infinity where int() is taken.",
        }
        RACKS_UNREADABLE = "racks/unreadable", Exception {
            message: "{file} cannot be read as CSV: {error}",
            hint: "Write the file as UTF-8 CSV (a byte-order mark is fine), with no field over 131,072 characters.",
        }
        RACKS_EMPTY = "racks/empty", Fatal {
            message: "{file} has no data row",
            hint: "Write a header (server_id, rack_id, pos, allocation_status, batch), then one row per server.",
        }
        RACKS_UNKNOWN_SERVER = "racks/unknown-server", Schema {
            message: "row {row} names server {id}, which server.csv does not have",
            hint: "Use server.csv's ids as written (the evaluator compares the stripped text: no padding, no scientific notation).",
        }
        RACKS_DUPLICATE = "racks/duplicate-server", Schema {
            message: "server {id} has a second row (row {row})",
            hint: "Give each server exactly one row.",
        }
        RACKS_MISSING = "racks/missing-server", Schema {
            message: "server {id} has no row in the plan",
            hint: "Give every server of server.csv a row; one you cannot place gets allocation_status 0 and empty rack_id and pos.",
        }
        RACKS_BAD_STATUS = "racks/bad-status", Value {
            message: "server {id}'s allocation_status {status} is not a number int(float()) reads",
            hint: "Write allocation_status as 1 (placed) or 0 (unassigned); an empty cell counts as 1.",
        }
        RACKS_RAISES = "racks/raises", Exception {
            message: "server {id}'s {what} makes the evaluator raise \"{error}\"",
            hint: "Write allocation_status as 0 or 1 and pos as a slot number in ASCII digits (12, or 12A for an A face).",
        }
        RACKS_UNKNOWN_RACK = "racks/unknown-rack", Schema {
            message: "server {id} is placed in rack {rack}, which rack_col.csv does not have",
            hint: "A placed server's rack_id is an id of rack_col.csv, as written.",
        }
        RACKS_NO_POS = "racks/no-pos", Value {
            message: "server {id} is placed (allocation_status 1) but its pos is empty",
            hint: "Give a placed server its lowest U slot; an unplaced one needs allocation_status 0 written out (an empty status counts as 1).",
        }
        RACKS_BAD_POS = "racks/bad-pos", Value {
            message: "server {id}'s pos {pos} is not a slot number (digits, or digits then A)",
            hint: "Write the starting U slot as its number (12), or with an A face (12A); B, C and D faces are no slots.",
        }
        RACKS_INCOMPATIBLE = "racks/incompatible", Value {
            message: "server {id}'s NIC {nic} may not go in rack {rack}, whose attribute is {attr}",
            hint: "Place a server only in racks whose attribute nic_attr_mapping.csv pairs with its NIC, exactly as written; a NIC the table lacks fits no rack.",
        }
        RACKS_POWER = "racks/over-power", Value {
            message: "in batch {batch}, server {id} brings rack {rack} to {power} W of power, over its rated {rated}",
            hint: "Keep each rack's used power plus the power of the batch's servers in it within its rated power (each batch starts again from the racks before it).",
        }
        RACKS_NO_SLOT = "racks/no-slot", Value {
            message: "server {id} (height {height}) starting at U {pos}: rack {rack} has no U slot {slot}",
            hint: "A server of height h takes slots pos, pos+1, …, pos+h-1: all of them must be slots of the rack in rack.csv (B, C and D faces are not).",
        }
        RACKS_SLOT_TAKEN = "racks/slot-taken", Value {
            message: "server {id} (height {height}) starting at U {pos}: U slot {slot} of rack {rack} is taken",
            hint: "Use free slots only (rack.csv's state 0), not ones another server of the same batch took.",
        }
        RACKS_NOT_FINITE = "racks/not-finite", Value {
            message: "the plan's cost is {cost}, not a finite number",
            hint: "The case's data gives a NaN or an infinite term (a weight, a power); check nic_attr_mapping.csv and rack_col.csv.",
        }
    }
}
