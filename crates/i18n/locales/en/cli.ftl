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
cli-explain-english = (The explanation is in English.)
