## The coil kind's diagnostics: one message per code (`coil/...` is `coil-...`), its
## hint as `<key>-hint`.

coil-file-not-found = cannot read { $file }: { $reason }
coil-file-not-found-hint = Submit solution.json: an object whose `sequence` lists every coil's id once, in rolling order.
coil-bad-data = the case's { $data } makes the evaluator raise "{ $error }" before it reads a submission
coil-bad-data-hint = Check the case's data files (work_plan.csv, grade_catalog.csv): every column the evaluator reads, every grade in the catalog, every size a number.
coil-not-json = { $file } cannot be read as JSON: { $error }
coil-not-json-hint = Write the file with json.dump (UTF-8, no byte-order mark).
coil-not-an-object = { $file } holds { $kind }, not a JSON object: the server's `sub.get("sequence")` raises "{ $error }"
coil-not-an-object-hint = The file must be one JSON object with the key `sequence`.
coil-no-sequence = { $file } has no non-empty list `sequence` (it is { $kind })
coil-no-sequence-hint = Put the coils' ids, in rolling order, in a list under the key `sequence`.
coil-unknown-coil = `sequence[{ $position }]` is { $id }, which is not a coil of the work plan
coil-unknown-coil-hint = Use the work plan's 出口材料号 ids as written (the server compares str(id).strip()).
coil-wrong-count = the sequence lists { $count } coils where the work plan has { $coils }
coil-wrong-count-hint = List every coil of the work plan exactly once.
coil-missing-coil = coil { $id } is not in the sequence
coil-missing-coil-hint = List every coil of the work plan exactly once.
coil-duplicate = coil { $id } is listed again at position { $position } (first at { $first })
coil-duplicate-hint = List every coil of the work plan exactly once.
coil-roll-switch = the roll size changes from { $from } to { $to } at position { $position }: { $switches } changes where at most 1 is allowed
coil-roll-switch-hint = Roll every small-roll grade together and every large-roll grade together: one change of rolls at most.
coil-front-width = coil { $id } is a front-width coil at position { $position }, outside the first { $count } positions
coil-front-width-hint = Put the catalog's front-width coils (their width equals their grade's front width) first, before any other coil.

## Where a problem is: the position in the sequence (from 0), the coil, the data row.
loc-position = position { $index }
loc-coil = coil { $coil }
loc-row = row { $row }
