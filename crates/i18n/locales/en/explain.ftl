## `fde-grade explain CODE`: each diagnostic code's summary (the message), what it means,
## why, and an example. The English is the registry's (crates/grader/src/diagnostic/codes.rs),
## word for word (crates/cli/tests/lang.rs checks it).
## Here the core's codes'; a kind's codes' are in its crate (crates/kinds/<kind>/locales/,
## issue 43).

explain-file-empty = The file has no content.
    .what = The file is zero bytes long, or holds only blank lines.
    .why = In case data (customers.csv, the answer key) the server's `pd.read_csv` raises `EmptyDataError` for every submission, so the case is refused; a CSV plan with nothing in it gives no plan (fatal). An empty predictions file is `scorecard/missing-file`.
    .example = An empty `customers.csv` saved by mistake.

explain-file-not-utf8 = The file is not UTF-8 text.
    .what = A byte of the file is not valid UTF-8; the location is the first bad byte. The message guesses the 8-bit encoding (GBK, Latin-1, ...).
    .why = The server opens every file as UTF-8; Python raises `UnicodeDecodeError`, an exception, so the submission scores 0 (grading rules §1, §2, §5).
    .example = A `customers.csv` saved from Excel as GBK: its Chinese column names are not UTF-8.

explain-file-utf16 = The file is UTF-16 encoded.
    .what = The file starts with a UTF-16 byte-order mark, or its bytes alternate with NULs as UTF-16 text does.
    .why = The server reads files as UTF-8: a UTF-16 file raises or is read as garbage with no usable column, so it scores 0 (grading rules §5).
    .example = A CSV exported by Excel as "Unicode Text".

explain-file-spreadsheet = The file is a spreadsheet workbook, not text.
    .what = The bytes are an Excel workbook (xlsx, a ZIP; or the older xls) under a text file's name.
    .why = The server reads the file as UTF-8 text and cannot parse a workbook, so it scores 0.
    .example = `predictions.xlsx` renamed to `predictions.csv`.

explain-file-unclosed-quote = A quoted CSV value is never closed.
    .what = A double quote opens a value and the file ends before its closing quote.
    .why = pandas raises "EOF inside string" on such a CSV, so the server scores the submission 0 (grading rules §2).
    .example = `customer_id,prob_default` then a row `"C001,0.2`.

explain-case-bad-manifest = case.json cannot be read or lacks a required field.
    .what = The case's manifest is not JSON, not an object, or a field has the wrong type or is missing.
    .why = Without its manifest a case cannot be graded at all; the CLI exits 2.
    .example = `{"{"}"id": "routing-city", "kind": "routing"` (the closing brace missing).

explain-case-bad-parameters = case.json's `parameters` are not usable.
    .what = `parameters` is not an object, or a parameter (speeds, capacity, vehicles, weights, reference cost, server) has the wrong type or an impossible value.
    .why = The server's constants are data in our cases (grading rules §1, "Case parameters"); a bad one would change every score.
    .example = `"parameters": {"{"}"vehicles": "twelve"{"}"}`.

explain-case-missing-file = A file the case needs is not named or cannot be read.
    .what = case.json names no data file for the case's kind (customers.csv, the answer key), or the named file is not there.
    .why = The server's grader reads its case data before any submission; without it no submission can be graded.
    .example = A routing case.json whose `files` has no `customers` entry.

explain-case-kind-not-built = This build of the grader has no code for the case's kind.
    .what = The grader was compiled without the feature of this kind (e.g. a site build that grades routing only).
    .why = Our build choice, not the server's: grading needs the kind's code.
    .example = A scorecard case given to a grader built with `--no-default-features --features routing`.

explain-case-missing-column = customers.csv lacks a column the server reads.
    .what = One of the store code, weight, longitude or latitude columns is not in the header (names are compared exactly).
    .why = The server looks columns up by name and raises `KeyError`, so it scores every submission 0 (grading rules §1, "Case data").
    .example = A header `code,weight,lon,lat` in English.

explain-case-not-a-number = A weight or coordinate in customers.csv is not a number.
    .what = A weight, longitude or latitude cell cannot be read as a finite number.
    .why = The server's `float()` or its distance computation raises on it before it reads any submission, so every submission scores 0 (grading rules §1, §5).
    .example = `ST001,12kg,116.4,39.9`.

explain-case-too-many-fields = A row of customers.csv has more fields than pandas accepts.
    .what = A row of customers.csv has more comma-separated fields than the header allows (often a file written with semicolons and decimal commas).
    .why = The server's `pd.read_csv` raises "Error tokenizing data" for every submission (grading rules §1, §5), so the case is refused.
    .example = `ST001;12,5;116,4;39,9` under a comma-separated header.

explain-case-no-rows = customers.csv has a header and no rows.
    .what = The file has only its header line.
    .why = With no depot the server's `iloc[0]` raises for every submission (grading rules §1).
    .example = `网点编码,总重量,门店经度,门店纬度` and nothing else.

explain-case-no-depot = customers.csv has no depot row.
    .what = Every row has a weight, so no row is the depot.
    .why = The depot is the first row whose weight is empty (grading rules §1); without one the server raises for every submission.
    .example = A customers.csv where the depot's row was given weight 0.

explain-case-no-weight = A row after the depot has no weight and is left out.
    .what = Only the first row with an empty weight is the depot; a later row with an empty (or NA) weight is neither depot nor store.
    .why = The server drops rows whose weight is missing after taking the depot (grading rules §1), so visiting that code is an unknown store.
    .example = Two rows with an empty `总重量`: the second is left out.

explain-case-infinite-weight = A store weighs an infinite number of kg.
    .what = A weight reads as infinity (`inf`, `1e999`).
    .why = The server's `float()` accepts it; the route that serves the store is always over capacity (grading rules §1, validation stage 3).
    .example = `ST001,inf,116.4,39.9`.

explain-case-negative-weight = A store weighs less than nothing.
    .what = A weight is negative.
    .why = The server sums weights as written (grading rules §1), so a negative weight lightens its route; it is graded as the server grades it.
    .example = `ST001,-12.5,116.4,39.9`.

explain-case-coordinates-out-of-range = A longitude or latitude is outside its range.
    .what = A longitude is outside [-180, 180] or a latitude outside [-90, 90].
    .why = The server computes distances from the numbers as written, so the case is graded as it is; the value is probably a typo.
    .example = `ST001,12.5,1164.0,39.9` (a decimal point lost).

explain-case-duplicate-code = A store code appears on two rows of customers.csv.
    .what = Two store rows share a code.
    .why = The server builds a dict from code to position, so the later row wins (grading rules §1).
    .example = `ST001` on lines 3 and 9.

explain-case-store-is-depot-code = A store has the depot's code.
    .what = A store row carries the same code as the depot row.
    .why = The server looks positions up by code, so the store is placed at the depot (grading rules §1).
    .example = Depot `0` and a store also coded `0`.

explain-case-unsupported = The case asks for something this grader does not build yet.
    .what = A prediction case's manifest names an engine, check step, metric, mapping or report source (or a server) the Rust grader has no code for; the location is the manifest's path to it.
    .why = Our build, not the server's: grading it anyway would give a score the benchmark's evaluator would not, so the case is refused instead.
    .example = `"submission": {"{"}"engine": "grid"{"}"}` (FDE-Bench 041's engine) before the grid engine is built.

explain-case-bad-truth = The truth file cannot be read as the case says.
    .what = The truth CSV of a prediction case is empty, not UTF-8, or its CSV is broken (a quote never closed, rows with too many fields).
    .why = The evaluator reads its truth for every submission and raises on such a file, so no submission can be graded.
    .example = An empty `test_truth.csv`.

explain-scorecard-too-many-fields = A CSV row has more fields than pandas accepts.
    .what = A data row has more comma-separated fields than the header (and the first row) allow.
    .why = pandas raises "Error tokenizing data", so the server reports an exception and scores 0 (grading rules §2, §5).
    .example = `C001,0,27` (a decimal comma).
