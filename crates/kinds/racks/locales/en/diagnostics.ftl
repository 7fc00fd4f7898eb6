## The racks kind's diagnostics: one message per code (`racks/...` is `racks-...`), its
## hint as `<key>-hint`.

racks-file-not-found = cannot read { $file }: { $reason }
racks-file-not-found-hint = Submit solution.csv: one row per server of server.csv, with server_id, rack_id, pos, allocation_status and batch.
racks-bad-data = the case's { $data } makes the evaluator raise "{ $error }" before it checks a plan
racks-bad-data-hint = Check the case's data files (server.csv, rack_col.csv, rack.csv, nic_attr_mapping.csv): every column the evaluator reads, every number float() reads, no NaN or infinity where int() is taken.
racks-unreadable = { $file } cannot be read as CSV: { $error }
racks-unreadable-hint = Write the file as UTF-8 CSV (a byte-order mark is fine), with no field over 131,072 characters.
racks-empty = { $file } has no data row
racks-empty-hint = Write a header (server_id, rack_id, pos, allocation_status, batch), then one row per server.
racks-unknown-server = row { $row } names server { $id }, which server.csv does not have
racks-unknown-server-hint = Use server.csv's ids as written (the evaluator compares the stripped text: no padding, no scientific notation).
racks-duplicate-server = server { $id } has a second row (row { $row })
racks-duplicate-server-hint = Give each server exactly one row.
racks-missing-server = server { $id } has no row in the plan
racks-missing-server-hint = Give every server of server.csv a row; one you cannot place gets allocation_status 0 and empty rack_id and pos.
racks-bad-status = server { $id }'s allocation_status { $status } is not a number int(float()) reads
racks-bad-status-hint = Write allocation_status as 1 (placed) or 0 (unassigned); an empty cell counts as 1.
racks-raises = server { $id }'s { $what } makes the evaluator raise "{ $error }"
racks-raises-hint = Write allocation_status as 0 or 1 and pos as a slot number in ASCII digits (12, or 12A for an A face).
racks-unknown-rack = server { $id } is placed in rack { $rack }, which rack_col.csv does not have
racks-unknown-rack-hint = A placed server's rack_id is an id of rack_col.csv, as written.
racks-no-pos = server { $id } is placed (allocation_status 1) but its pos is empty
racks-no-pos-hint = Give a placed server its lowest U slot; an unplaced one needs allocation_status 0 written out (an empty status counts as 1).
racks-bad-pos = server { $id }'s pos { $pos } is not a slot number (digits, or digits then A)
racks-bad-pos-hint = Write the starting U slot as its number (12), or with an A face (12A); B, C and D faces are no slots.
racks-incompatible = server { $id }'s NIC { $nic } may not go in rack { $rack }, whose attribute is { $attr }
racks-incompatible-hint = Place a server only in racks whose attribute nic_attr_mapping.csv pairs with its NIC, exactly as written; a NIC the table lacks fits no rack.
racks-over-power = in batch { $batch }, server { $id } brings rack { $rack } to { $power } W of power, over its rated { $rated }
racks-over-power-hint = Keep each rack's used power plus the power of the batch's servers in it within its rated power (each batch starts again from the racks before it).
racks-no-slot = server { $id } (height { $height }) starting at U { $pos }: rack { $rack } has no U slot { $slot }
racks-no-slot-hint = A server of height h takes slots pos, pos+1, …, pos+h-1: all of them must be slots of the rack in rack.csv (B, C and D faces are not).
racks-slot-taken = server { $id } (height { $height }) starting at U { $pos }: U slot { $slot } of rack { $rack } is taken
racks-slot-taken-hint = Use free slots only (rack.csv's state 0), not ones another server of the same batch took.
racks-not-finite = the plan's cost is { $cost }, not a finite number
racks-not-finite-hint = The case's data gives a NaN or an infinite term (a weight, a power); check nic_attr_mapping.csv and rack_col.csv.

## Where a problem is: the plan's data row (from 1), the server, the rack, the batch, the U slot.
loc-entry = row { $entry }
loc-server = server { $server }
loc-rack = rack { $rack }
loc-batch = batch { $batch }
loc-slot = U { $slot }
