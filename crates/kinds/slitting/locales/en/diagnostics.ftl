## The slitting kind's diagnostics: one message per code (`slitting/...` is `slitting-...`), its
## hint as `<key>-hint`.

slitting-file-not-found = cannot read { $file }: { $reason }
slitting-file-not-found-hint = Submit solution.csv: a row per cut with mother_id, mother_width, mother_cut_weight and sub1_width…sub5_width with their sub1_long…sub5_long.
slitting-bad-data = the case's { $data } makes the evaluator raise "{ $error }" before it reads a submission
slitting-bad-data-hint = Check the case's data files (mother_coil.csv: 宽度, 重量; requirements.csv: 宽度, 重量): every column the evaluator reads, once.
slitting-unreadable = { $file } cannot be read as a CSV: { $error }
slitting-unreadable-hint = Save the plan as UTF-8 CSV text with a header row and as many fields in every row as in the header.
slitting-no-rows = { $file } has no row with a positive mother_cut_weight
slitting-no-rows-hint = Write one row per cut with its weight (kg) in mother_cut_weight: rows with an empty, non-numeric, zero or negative weight are dropped.
slitting-dropped-row = this row is dropped before grading: its mother_cut_weight { $value } is not a number above 0, so its strips count nowhere
slitting-dropped-row-hint = Give every cut its weight in kg as a number: a dropped row's strips are missing from the demand met.
slitting-crash = the evaluator raises { $error } on this file ({ $why }) and prints nothing
slitting-crash-hint = Keep one column of each name (the server strips spaces from the names) and give every coil of the data a width.
slitting-missing-coil-id = cut { $cut } names no mother coil
slitting-missing-coil-id-hint = Name the mother coil of every cut in mother_id (M_0, M_1, … by mother_coil.csv's row order when it has no id column).
slitting-unknown-coil = cut { $cut } names mother coil { $mother }, which is not in stock
slitting-unknown-coil-hint = Use the ids of mother_coil.csv (M_0, M_1, … by row order when it has no id column), written as they are.
slitting-width-mismatch = cut { $cut } gives mother coil { $mother } the width { $given } mm where it is { $width } mm (more than 10 mm apart)
slitting-width-mismatch-hint = Copy each mother coil's width from mother_coil.csv.
slitting-no-cut-weight = cut { $cut } has no cut weight above 0 ({ $value })
slitting-no-cut-weight-hint = Write the weight cut off in this cut (kg) in a column named mother_cut_weight.
slitting-light-cut = cut { $cut } takes { $weight } kg, under the 100 kg minimum (less 10 kg tolerance)
slitting-light-cut-hint = Cut at least 90 kg (100 kg less the 10 kg tolerance) from a coil at a time.
slitting-no-strips = cut { $cut } has no strip: no slot has both a width and a length above 0
slitting-no-strips-hint = Fill 1 to 5 slots, each with a width (sub1_width…sub5_width) and a length (sub1_long…sub5_long) above 0.
slitting-unknown-width = cut { $cut }'s slot { $slot } is { $width } mm wide, a width no order asks for
slitting-unknown-width-hint = Use only the widths of requirements.csv, exactly: no tolerance.
slitting-too-wide = cut { $cut }'s strips add up to { $total } mm, wider than mother coil { $mother } ({ $width } mm)
slitting-too-wide-hint = Keep the sum of a cut's strip widths within its mother coil's width.
slitting-overdraw = cut { $cut } overdraws mother coil { $mother }: { $remaining } kg left, below -10 kg
slitting-overdraw-hint = Keep the sum of a coil's cut weights within its weight in mother_coil.csv (10 kg tolerance).
slitting-short = width { $width } mm is short: { $remaining } kg of its order are not made (more than 10 kg)
slitting-short-hint = Make every ordered width within 10 kg of its order: a strip weighs its cut's weight × its width / the coil's width.
slitting-over = width { $width } mm is over-made by { $excess } kg (more than 10 kg)
slitting-over-hint = Make every ordered width within 10 kg of its order: a strip weighs its cut's weight × its width / the coil's width.
slitting-length-mismatch = cut { $cut }'s slot { $slot } gives the length { $given } mm where the cut is { $length } mm long (a note: lengths are not scored)
slitting-length-mismatch-hint = A strip's length is the cut's: weight / (coil width × 7.65) × 10000 mm. It costs nothing.

## Where a problem is: the cut (the row's label in the server's messages), the mother coil, the ordered width.
loc-cut = cut { $cut }
loc-mother = mother coil { $mother }
loc-width = width { $width } mm
