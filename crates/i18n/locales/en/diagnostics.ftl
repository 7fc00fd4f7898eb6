## The grader's diagnostics: one message per code (`routing/unknown-store` is
## `routing-unknown-store`), its hint as `<key>-hint`. The English words are the
## messages as the grader writes them (crates/grader/src/diagnostic/codes.rs); a test
## checks every diagnostic of the corpora against them. Values come as text.
## Here the core's codes' (file/, case/, scorecard/too-many-fields: the CSV reader's) and
## the words every kind's diagnostics share; a kind's codes' are in its crate (issue 43).

# A long list of one code, cut: the entry after the listed ones.
diagnostic-more = ... and { $more } more like this, not listed ({ $all } in all)

## file
file-empty = { $file } is empty
file-empty-hint = The file needs a header row and at least one data row.
file-not-utf8 = { $file } is not UTF-8: byte 0x{ $byte } at line { $line }, column { $column } is not valid UTF-8; the file looks { $encoding } encoded
file-not-utf8-hint = Save the file as UTF-8 (in Excel: Save As, "CSV UTF-8 (Comma delimited)").
file-utf16 = { $file } is UTF-16 encoded ({ $which }); save it as UTF-8
file-utf16-hint = In Excel: Save As, "CSV UTF-8 (Comma delimited)"; in an editor: Save with Encoding, UTF-8.
file-spreadsheet = { $file } is { $what }, not a text file
file-spreadsheet-hint = Open it in Excel and use Save As, "CSV UTF-8 (Comma delimited)" (or export the JSON from your code).
file-unclosed-quote = { $file }: a quoted value opened on line { $line } is never closed
file-unclosed-quote-hint = Close the quote, or remove the stray `"`.
## case
case-bad-manifest = { $file }: { $problem }
case-bad-manifest-hint = See cases-public/README.md for the case.json format.
case-bad-parameters = case.json `parameters`: { $problem }
case-missing-file = cannot read { $file }
case-kind-not-built = case { $id }: this build of the grader has no { $kind } cases
case-missing-column = { $file } has no `{ $column }` column; the server raises KeyError('{ $column }') for every submission
case-missing-column-hint = customers.csv needs the columns 网点编码, 总重量, 门店经度, 门店纬度.
case-not-a-number = `{ $column }` on line { $line } is `{ $value }`, not a number; the server's distances fail on it
case-not-a-number-hint = Write every store's weight as a plain number (kg).
case-too-many-fields = line { $line } has { $saw } fields but { $expected }, so pandas cannot read { $file }: "{ $pandas_error }"
case-too-many-fields-hint = Save customers.csv with commas between fields and points in decimals.
case-no-rows = { $file } has a header but no rows: no depot and no stores
case-no-rows-hint = Add the depot (a row with an empty weight) and one row per store under the header.
case-no-depot = { $file } has no depot row (a row with a missing 总重量): the server raises "single positional indexer is out-of-bounds" for every submission
case-no-depot-hint = The depot is the first row whose weight is empty.
case-no-weight = line { $line }: `总重量` of { $code } is `{ $value }`, a missing value, so it is neither the depot (line { $depot_line }) nor a store; the row is left out
case-no-weight-hint = Only the first row with an empty weight is the depot; give every store its weight.
case-infinite-weight = line { $line }: store { $code } weighs `{ $value }` kg; the server keeps it, so the route that serves it is over capacity
case-negative-weight = line { $line }: store { $code } weighs `{ $value }` kg, less than nothing; the server adds it to its route's load as written
case-coordinates-out-of-range = line { $line }: `{ $column }` of store { $code } is { $value }, not between -{ $limit } and { $limit }; distances are computed as written
case-coordinates-out-of-range-hint = Check for a missing decimal point, or longitude and latitude swapped.
case-duplicate-code = store code { $code } appears on lines { $first_line } and { $line }; the later row is used
case-store-is-depot-code = line { $line }: store { $code } has the depot's code (line { $depot_line }); the server looks positions up by code, so it is served at the depot's position
case-store-is-depot-code-hint = Give the depot a code no store has.
case-unsupported = case.json `parameters.{ $path }`: { $feature } is not built into this grader yet
case-unsupported-hint = Grade this case with the Python peer (peers/prediction_peer.py) until the grader supports it.
case-bad-truth = { $file }: { $problem }
case-bad-truth-hint = Bring the case's own truth file (--truth), as UTF-8 CSV.
## scorecard
scorecard-too-many-fields = line { $line } has { $saw } fields but { $expected }, so pandas cannot read { $file }: "{ $pandas_error }"
scorecard-too-many-fields-hint = A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas.
## Other sentences of some codes (codes.rs, VARIANTS).
file-unclosed-quote-pandas = { $file }: a quoted value opened on line { $line } is never closed, so pandas cannot read it: "{ $pandas_error }"
case-too-many-fields-semicolons = line { $line } has { $saw } fields but { $expected }, so pandas cannot read { $file }: "{ $pandas_error }" (the file is separated by semicolons `;`, not commas)
case-not-a-number-float = `{ $column }` on line { $line } is `{ $value }`, not a number: the server's float() raises "{ $error }" before it reads any submission, so it scores every submission 0 (an exception)
case-not-a-number-infinite = `{ $column }` on line { $line } is `{ $value }`, not a finite number; the server's distances fail on it
case-not-a-number-missing = `{ $column }` on line { $line } is `{ $value }`, a missing value; the server's distances fail on it
case-no-weight-empty = line { $line }: `{ $column }` of { $code } is empty, so it is neither the depot (line { $depot_line }) nor a store; the row is left out
case-no-weight-hint-missing = Only the first row with a missing weight is the depot; give every store its weight.
case-no-depot-empty = { $file } has no depot row (a row with an empty { $column })
file-empty-hint-truth = The answer key needs a header row and one row per test-set customer.
## Where a problem is (grader::Location::describe_in; English: describe).

loc-sep = {", "}
loc-line = line { $line }
loc-line-column = line { $line }, column { $column }
loc-field = field `{ $field }`

## A JSON value's kind in a message ({ $kind }): null, true/false, a number, text, a list, an object.
json-kind-null = null
json-kind-bool = true/false
json-kind-number = a number
json-kind-text = text
json-kind-list = a list
json-kind-object = an object

# A place named by SKU (the pack and stack kinds).
loc-sku = SKU { $sku }
