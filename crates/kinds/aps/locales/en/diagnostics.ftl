## The aps kind's diagnostics: one message per code (`aps/...` is `aps-...`), its hint
## as `<key>-hint` (codes.rs).

aps-file-not-found = cannot read { $file }: { $reason }
aps-file-not-found-hint = Submit solution.json: an object whose `scheduled_ops` lists every schedulable operation with its wop_oid, resource, start_dt and end_dt.
aps-bad-data = the case's { $data } makes the evaluator raise "{ $error }" before it reads a submission
aps-bad-data-hint = Check the case's aps_data.xlsx: sheets ORD, TON, TUS, RES and WOP with the columns the evaluator reads (OID, STA, OLE; TON, RES, ENA, MAK; CODE, GRP; ORD, QTY).
aps-not-json = { $file } cannot be read as JSON: { $error }
aps-not-json-hint = Write the file with json.dump (UTF-8, no byte-order mark).
aps-not-an-object = { $file } holds { $kind }, not a JSON object: the server raises "{ $error }"
aps-not-an-object-hint = The file must be one JSON object with the key `scheduled_ops`.
aps-no-ops = { $file } has no non-empty list `scheduled_ops` (it is { $kind })
aps-no-ops-hint = Put the operations under the key `scheduled_ops`: a list with one object per operation scheduled.
aps-raises = { $what } makes the server raise "{ $error }"
aps-raises-hint = Give every operation as an object and every time without a UTC offset (a trailing Z is fine), before 9999-12-31.
aps-uncovered = schedulable operation { $wop } is not in the plan
aps-uncovered-hint = Schedule every operation the case makes schedulable (WOP.STA 0 of an order with STA 1 whose routing node has an enabled device), by its WOP.OID.
aps-bad-time = operation { $wop }'s `{ $field }` is neither an ISO time nor one pandas reads
aps-bad-time-hint = Write times as ISO 8601, 2026-05-27T08:00:00.
aps-device = operation { $wop } runs on { $resource }, not one of its devices ({ $allowed })
aps-device-hint = Use a concrete device (RES.CODE with ENA 1) of a resource group its routing node allows, never the group's own code.
aps-window = operation { $wop } starts at { $time }, outside Monday to Saturday 08:00–18:00
aps-window-hint = Start every operation on a work day (Monday to Saturday) from 08:00 to before 18:00.
aps-overlap = operation { $wop } starts at { $start } on { $device }, before operation { $other } ends at { $end }
aps-overlap-hint = One operation at a time on a device: start the next one at or after the previous one's end.
aps-duration = operation { $wop } takes { $actual } working minutes where MAK × QTY gives { $expected } (±1 %)
aps-duration-hint = Set the end so that the working minutes between start and end (08:00–18:00, Monday to Saturday) are MAK × QTY: an operation pauses over nights and Sundays.
aps-order = operation { $wop } of order { $order } starts at { $start }, before operation { $other } before it ends at { $end }
aps-order-hint = Within an order, start each operation at or after the end of the one before it (by the TON.OID's trailing number).

## Where a problem is: the op (counted from 0), its operation id, its device, its order,
## the op it clashes with; in the workbook, the sheet and the data row.
loc-scheduled = scheduled_ops[{ $index }]
loc-wop = operation { $wop }
loc-device = device { $device }
loc-order = order { $order }
loc-next = against scheduled_ops[{ $index }]
loc-table = sheet { $table }
loc-tablerow = data row { $index }
