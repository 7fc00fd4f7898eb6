## The command line (`fde-grade --format table`, `fde-grade explain`).

cli-valid = VALID
cli-rejected = REJECTED
cli-score = score
cli-hint = hint: { $hint }
cli-more = … and { $n } more
cli-explain-category = Category
cli-explain-message = Message
cli-explain-hint = Hint
cli-explain-what = What it means
cli-explain-why = Why
cli-explain-example = Example
cli-explain-also = { $category } (also { $also })
cli-explain-unknown = unknown diagnostic code `{ $code }`; the nearest: { $nearest }
cli-explain-all = `fde-grade explain --all` lists every code

## Where a diagnostic points, in the table's `[...]` (the values as they are).
cli-loc-sep = {", "}
cli-loc-line = line { $line }
cli-loc-line-column = line { $line }, column { $column }
cli-loc-field = field `{ $field }`
cli-loc-route = route { $route } (index { $index })
cli-loc-stop = stop { $stop }
cli-loc-store = store { $store }
cli-loc-id = id { $id }
