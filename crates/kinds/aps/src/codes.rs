//! The aps kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static APS_CODES;
    "aps" {
        APS_FILE_NOT_FOUND = "aps/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: an object whose `scheduled_ops` lists every schedulable operation with its wop_oid, resource, start_dt and end_dt.",
        }
        APS_BAD_DATA = "aps/bad-data", Exception {
            message: "the case's {data} makes the evaluator raise \"{error}\" before it reads a submission",
            hint: "Check the case's aps_data.xlsx: sheets ORD, TON, TUS, RES and WOP with the columns the evaluator reads (OID, STA, OLE; TON, RES, ENA, MAK; CODE, GRP; ORD, QTY).",
        }
        APS_NOT_JSON = "aps/not-json", Exception {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump (UTF-8, no byte-order mark).",
        }
        APS_NOT_AN_OBJECT = "aps/not-an-object", Exception {
            message: "{file} holds {kind}, not a JSON object: the server raises \"{error}\"",
            hint: "The file must be one JSON object with the key `scheduled_ops`.",
        }
        APS_NO_OPS = "aps/no-ops", Fatal {
            message: "{file} has no non-empty list `scheduled_ops` (it is {kind})",
            hint: "Put the operations under the key `scheduled_ops`: a list with one object per operation scheduled.",
        }
        APS_RAISES = "aps/raises", Exception {
            message: "{what} makes the server raise \"{error}\"",
            hint: "Give every operation as an object and every time without a UTC offset (a trailing Z is fine), before 9999-12-31.",
        }
        APS_UNCOVERED = "aps/uncovered", Value {
            message: "schedulable operation {wop} is not in the plan",
            hint: "Schedule every operation the case makes schedulable (WOP.STA 0 of an order with STA 1 whose routing node has an enabled device), by its WOP.OID.",
        }
        APS_BAD_TIME = "aps/bad-time", Value {
            message: "operation {wop}'s `{field}` is neither an ISO time nor one pandas reads",
            hint: "Write times as ISO 8601, 2026-05-27T08:00:00.",
        }
        APS_DEVICE = "aps/device", Value {
            message: "operation {wop} runs on {resource}, not one of its devices ({allowed})",
            hint: "Use a concrete device (RES.CODE with ENA 1) of a resource group its routing node allows, never the group's own code.",
        }
        APS_WINDOW = "aps/window", Value {
            message: "operation {wop} starts at {time}, outside Monday to Saturday 08:00–18:00",
            hint: "Start every operation on a work day (Monday to Saturday) from 08:00 to before 18:00.",
        }
        APS_OVERLAP = "aps/overlap", Value {
            message: "operation {wop} starts at {start} on {device}, before operation {other} ends at {end}",
            hint: "One operation at a time on a device: start the next one at or after the previous one's end.",
        }
        APS_DURATION = "aps/duration", Value {
            message: "operation {wop} takes {actual} working minutes where MAK × QTY gives {expected} (±1 %)",
            hint: "Set the end so that the working minutes between start and end (08:00–18:00, Monday to Saturday) are MAK × QTY: an operation pauses over nights and Sundays.",
        }
        APS_ORDER = "aps/order", Value {
            message: "operation {wop} of order {order} starts at {start}, before operation {other} before it ends at {end}",
            hint: "Within an order, start each operation at or after the end of the one before it (by the TON.OID's trailing number).",
        }
    }
}
