## `fde-grade explain CODE` for the racks kind's codes: each code's summary, what it
## means, why, and an example.

explain-racks-file-not-found = The plan file is missing.
    .what = There is no `solution.csv` to read.
    .why = The evaluator returns `fatal` ("缺 solution.csv"): score 0.
    .example = A submission folder without `solution.csv`.

explain-racks-bad-data = The case's data files make the evaluator raise.
    .what = `server.csv`, `rack_col.csv`, `rack.csv` or `nic_attr_mapping.csv` lacks a column, has a number float() cannot read, NaN or infinity where int() is taken, or a slot number int() refuses.
    .why = The evaluator reads the data after the plan's first check: every plan with rows gets `exception`, score 0.
    .example = A server.csv row whose height is `inf`.

explain-racks-unreadable = The plan is not CSV as Python reads it.
    .what = The file is not UTF-8, or a field is longer than the csv module's limit (131,072 characters).
    .why = Reading it raises inside the evaluator's try: `exception` with Python's message, score 0.
    .example = A file saved as GBK.

explain-racks-empty = The plan has no data row.
    .what = The file is empty, holds only a header, or only blank lines.
    .why = The evaluator returns `fatal` ("solution.csv 为空"): score 0.
    .example = `server_id,rack_id,pos,allocation_status,batch` and nothing after it.

explain-racks-unknown-server = A row names a server server.csv does not have.
    .what = After `str(...).strip()`, the row's server_id is not an id of server.csv (a missing server_id column reads as empty).
    .why = A hard violation: `hard_violations` ("批次 __unknown__: 未知服务器 …"), score 0.
    .example = `SERVER_1` where the id is `SERVER_0001`.

explain-racks-duplicate-server = A server has two rows.
    .what = The same server_id appears again, in its batch.
    .why = A hard violation ("服务器 … 出现两次"): score 0.
    .example = Two rows for `SERVER_0007`.

explain-racks-missing-server = A server of server.csv has no row.
    .what = After every batch passed, some ids of server.csv were never seen.
    .why = A hard violation: the count and the first five ids, score 0.
    .example = A plan that leaves out the servers it could not place instead of writing them with status 0.

explain-racks-bad-status = A status int(float()) cannot read.
    .what = allocation_status is not a number (or is NaN); a short row's missing cell reads as None.
    .why = The evaluator's `except ValueError` makes it a hard violation ("allocation_status 非法"): score 0.
    .example = `yes` as a status.

explain-racks-raises = A cell makes the evaluator raise.
    .what = An infinite allocation_status (int() raises OverflowError, which the evaluator does not catch), a pos of digits int() refuses (superscripts, circled digits, over 4,300 digits), or a slot so high its cost term overflows.
    .why = The exception ends the whole run: `exception`, score 0.
    .example = `inf` as a status, or `²` as a pos.

explain-racks-unknown-rack = A placed server's rack is not a rack of rack_col.csv.
    .what = allocation_status reads 1 (or is empty) but rack_id is not an id of rack_col.csv.
    .why = A hard violation ("未知机柜"): score 0.
    .example = An unassigned server written with status 1 and an empty rack_id.

explain-racks-no-pos = A placed server has no slot.
    .what = allocation_status reads 1 (or is empty) but pos is empty.
    .why = A hard violation ("allocation_status=1 但缺 pos"): score 0.
    .example = `SERVER_0001,RACK_0075,,1,BATCH_001`.

explain-racks-bad-pos = A slot is not a slot number.
    .what = pos is neither digits nor digits then A (the B, C, D faces, signs and decimals are no slots).
    .why = A hard violation ("pos 无法解析为可上架位号"): score 0.
    .example = `12B` or `3.0`.

explain-racks-incompatible = A server's NIC does not fit the rack.
    .what = nic_attr_mapping.csv has no row pairing the server's NIC with the rack's attribute, exactly as written.
    .why = A hard violation ("不兼容"): score 0.
    .example = A NIC the mapping lacks, placed anywhere.

explain-racks-over-power = A rack goes over its rated power.
    .what = In the batch, the rack's used power plus its new servers' power exceeds the rated power by more than 1e-6.
    .why = A hard violation ("超过额定"): score 0. Each batch starts from the racks' state before any arrival.
    .example = Two 600 W servers in a rack with 1,000 W left.

explain-racks-no-slot = A server runs past the rack's slots.
    .what = One of the slots pos … pos+height-1 is not a slot of the rack in rack.csv (or only a B, C or D face).
    .why = A hard violation ("不存在 U 位"): score 0.
    .example = A 2U server at the rack's top slot.

explain-racks-slot-taken = A server overlaps a taken slot.
    .what = One of its slots has state 1 in rack.csv, or another server of the same batch took it.
    .why = A hard violation ("已被占用"): score 0.
    .example = Two servers of one batch at the same slot of one rack.

explain-racks-not-finite = The cost is not a finite number.
    .what = A term of the cost is NaN or infinite (a NaN weight or power in the data).
    .why = A hard violation ("成本计算得到非有限值"): score 0.
    .example = A nic_attr_mapping.csv weight of `nan`.
