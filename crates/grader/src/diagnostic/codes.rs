//! The registry of diagnostic codes: every code the grader emits is declared here, once.
//!
//! Each declaration gives the code's constant (emitters write
//! `Diagnostic::new(codes::ROUTING_UNKNOWN_STORE, ...)`, never the string), its category,
//! a one-line summary, the message as the code emits it (`{placeholders}` for what
//! varies), its hint when it has one, and a short doc in three parts, as ruff's rule
//! pages: *What* it means, *Why* the server (the benchmark's Python grader) treats it so,
//! and an *Example* of input that triggers it. `fde-grade explain CODE` prints one entry,
//! `fde-grade explain --all` writes `docs/diagnostics.md` from [`CODES`].
//!
//! A code keeps one category, except where the same problem is reported differently by
//! where it happens: those other categories are listed in `also` (e.g. `file/not-utf8`
//! is an exception on the server for a routes JSON, a case error in `customers.csv`).
//! The tests check that every diagnostic the test corpus produces has a registered code
//! and one of its registered categories.
//!
//! Only `&'static str`, [`Category`] and slices: the table costs nothing to link into
//! the WebAssembly build. A diagnostic reads its params with its code's sentences
//! ([`sentences`]) from tables of their own, one per kind, made from [`CODES`] and
//! [`VARIANTS`] at compile time: a build never documenting a code (a page of the site,
//! the worker) links none of `CODES`'s other words, and a build for fewer case kinds (a
//! page) only its kinds' sentences (see `group_of`).
//!
//! Adding a code: one entry in the `codes!` block below, under its kind; run
//! `fde-grade explain --all > docs/diagnostics.md`.

use serde::Serialize;

use super::Category;

/// A diagnostic code, `<kind>/<rule>`, e.g. `routing/over-capacity`.
pub type Code = &'static str;

/// The documentation of one diagnostic code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CodeDoc {
    /// The code, `<kind>/<rule>`.
    pub code: Code,
    /// What the code is about: `routing`, `scorecard`, `uplift` (a submission of that
    /// kind), `case` (a case's data or manifest) or `file` (any file's bytes).
    pub kind: &'static str,
    /// The category it is emitted with.
    pub category: Category,
    /// Other categories it is emitted with in some places (see the module docs).
    pub also: &'static [Category],
    /// One line: what is wrong.
    pub summary: &'static str,
    /// The message as emitted, `{placeholders}` for what varies.
    pub message: &'static str,
    /// The hint as emitted, when the code has one.
    pub hint: Option<&'static str>,
    /// What it means.
    pub what: &'static str,
    /// Why it is treated so (the server's behaviour, with the spec's section).
    pub why: &'static str,
    /// Input that triggers it.
    pub example: &'static str,
}

impl CodeDoc {
    /// Whether the code may be emitted with `category`.
    pub fn allows(&self, category: Category) -> bool {
        self.category == category || self.also.contains(&category)
    }
}

/// The registered code `code`, if any.
pub fn lookup(code: &str) -> Option<&'static CodeDoc> {
    CODES.iter().find(|d| d.code == code)
}

macro_rules! codes {
    ($(
        $kind:literal {
            $(
                $name:ident = $code:literal, $category:ident $(| $also:ident)* {
                    summary: $summary:literal,
                    message: $message:literal,
                    $(hint: $hint:literal,)?
                    what: $what:literal,
                    why: $why:literal,
                    example: $example:literal $(,)?
                }
            )*
        }
    )*) => {
        $($(
            #[doc = concat!("`", $code, "`: ", $summary)]
            pub const $name: Code = $code;
        )*)*

        /// Every diagnostic code, grouped by kind, in declaration order.
        pub static CODES: &[CodeDoc] = &[
            $($(
                CodeDoc {
                    code: $code,
                    kind: $kind,
                    category: Category::$category,
                    also: &[$(Category::$also),*],
                    summary: $summary,
                    message: $message,
                    hint: codes!(@hint $($hint)?),
                    what: $what,
                    why: $why,
                    example: $example,
                },
            )*)*
        ];
    };
    (@hint) => { None };
    (@hint $hint:literal) => { Some($hint) };
}

codes! {
    "file" {
        FILE_EMPTY = "file/empty", Fatal | Case {
            summary: "The file has no content.",
            message: "{file} is empty",
            hint: "The file needs a header row and at least one data row.",
            what: "The file is zero bytes long, or holds only blank lines.",
            why: "In case data (customers.csv, the answer key) the server's `pd.read_csv` raises `EmptyDataError` for every submission, so the case is refused; a CSV plan with nothing in it gives no plan (fatal). An empty predictions file is `scorecard/missing-file`.",
            example: "An empty `customers.csv` saved by mistake.",
        }
        FILE_NOT_UTF8 = "file/not-utf8", Fatal | Case | Exception {
            summary: "The file is not UTF-8 text.",
            message: "{file} is not UTF-8: byte 0x{byte} at line {line}, column {column} is not valid UTF-8; the file looks {encoding} encoded",
            hint: r#"Save the file as UTF-8 (in Excel: Save As, "CSV UTF-8 (Comma delimited)")."#,
            what: "A byte of the file is not valid UTF-8; the location is the first bad byte. The message guesses the 8-bit encoding (GBK, Latin-1, ...).",
            why: "The server opens every file as UTF-8; Python raises `UnicodeDecodeError`, an exception, so the submission scores 0 (grading rules §1, §2, §5).",
            example: "A `customers.csv` saved from Excel as GBK: its Chinese column names are not UTF-8.",
        }
        FILE_UTF16 = "file/utf16", Fatal | Case | Exception {
            summary: "The file is UTF-16 encoded.",
            message: "{file} is UTF-16 encoded ({which}); save it as UTF-8",
            hint: r#"In Excel: Save As, "CSV UTF-8 (Comma delimited)"; in an editor: Save with Encoding, UTF-8."#,
            what: "The file starts with a UTF-16 byte-order mark, or its bytes alternate with NULs as UTF-16 text does.",
            why: "The server reads files as UTF-8: a UTF-16 file raises or is read as garbage with no usable column, so it scores 0 (grading rules §5).",
            example: "A CSV exported by Excel as \"Unicode Text\".",
        }
        FILE_SPREADSHEET = "file/spreadsheet", Fatal | Case | Exception {
            summary: "The file is a spreadsheet workbook, not text.",
            message: "{file} is {what}, not a text file",
            hint: r#"Open it in Excel and use Save As, "CSV UTF-8 (Comma delimited)" (or export the JSON from your code)."#,
            what: "The bytes are an Excel workbook (xlsx, a ZIP; or the older xls) under a text file's name.",
            why: "The server reads the file as UTF-8 text and cannot parse a workbook, so it scores 0.",
            example: "`predictions.xlsx` renamed to `predictions.csv`.",
        }
        FILE_UNCLOSED_QUOTE = "file/unclosed-quote", Fatal | Case | Exception {
            summary: "A quoted CSV value is never closed.",
            message: "{file}: a quoted value opened on line {line} is never closed",
            hint: "Close the quote, or remove the stray `\"`.",
            what: "A double quote opens a value and the file ends before its closing quote.",
            why: "pandas raises \"EOF inside string\" on such a CSV, so the server scores the submission 0 (grading rules §2).",
            example: "`customer_id,prob_default` then a row `\"C001,0.2`.",
        }
    }

    "case" {
        CASE_BAD_MANIFEST = "case/bad-manifest", Case {
            summary: "case.json cannot be read or lacks a required field.",
            message: "{file}: {problem}",
            hint: "See cases-public/README.md for the case.json format.",
            what: "The case's manifest is not JSON, not an object, or a field has the wrong type or is missing.",
            why: "Without its manifest a case cannot be graded at all; the CLI exits 2.",
            example: "`{\"id\": \"routing-city\", \"kind\": \"routing\"` (the closing brace missing).",
        }
        CASE_BAD_PARAMETERS = "case/bad-parameters", Case {
            summary: "case.json's `parameters` are not usable.",
            message: "case.json `parameters`: {problem}",
            what: "`parameters` is not an object, or a parameter (speeds, capacity, vehicles, weights, reference cost, server) has the wrong type or an impossible value.",
            why: "The server's constants are data in our cases (grading rules §1, \"Case parameters\"); a bad one would change every score.",
            example: "`\"parameters\": {\"vehicles\": \"twelve\"}`.",
        }
        CASE_MISSING_FILE = "case/missing-file", Case {
            summary: "A file the case needs is not named or cannot be read.",
            message: "cannot read {file}",
            what: "case.json names no data file for the case's kind (customers.csv, the answer key), or the named file is not there.",
            why: "The server's grader reads its case data before any submission; without it no submission can be graded.",
            example: "A routing case.json whose `files` has no `customers` entry.",
        }
        CASE_KIND_NOT_BUILT = "case/kind-not-built", Case {
            summary: "This build of the grader has no code for the case's kind.",
            message: "case {id}: this build of the grader has no {kind} cases",
            what: "The grader was compiled without the feature of this kind (e.g. a site build that grades routing only).",
            why: "Our build choice, not the server's: grading needs the kind's code.",
            example: "A scorecard case given to a grader built with `--no-default-features --features routing`.",
        }
        CASE_MISSING_COLUMN = "case/missing-column", Case {
            summary: "customers.csv lacks a column the server reads.",
            message: "{file} has no `{column}` column; the server raises KeyError('{column}') for every submission",
            hint: "customers.csv needs the columns 网点编码, 总重量, 门店经度, 门店纬度.",
            what: "One of the store code, weight, longitude or latitude columns is not in the header (names are compared exactly).",
            why: "The server looks columns up by name and raises `KeyError`, so it scores every submission 0 (grading rules §1, \"Case data\").",
            example: "A header `code,weight,lon,lat` in English.",
        }
        CASE_NOT_A_NUMBER = "case/not-a-number", Case {
            summary: "A weight or coordinate in customers.csv is not a number.",
            message: "`{column}` on line {line} is `{value}`, not a number; the server's distances fail on it",
            hint: "Write every store's weight as a plain number (kg).",
            what: "A weight, longitude or latitude cell cannot be read as a finite number.",
            why: "The server's `float()` or its distance computation raises on it before it reads any submission, so every submission scores 0 (grading rules §1, §5).",
            example: "`ST001,12kg,116.4,39.9`.",
        }
        CASE_TOO_MANY_FIELDS = "case/too-many-fields", Case {
            summary: "A row of customers.csv has more fields than pandas accepts.",
            message: r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}""#,
            hint: "Save customers.csv with commas between fields and points in decimals.",
            what: "A row of customers.csv has more comma-separated fields than the header allows (often a file written with semicolons and decimal commas).",
            why: "The server's `pd.read_csv` raises \"Error tokenizing data\" for every submission (grading rules §1, §5), so the case is refused.",
            example: "`ST001;12,5;116,4;39,9` under a comma-separated header.",
        }
        CASE_NO_ROWS = "case/no-rows", Case {
            summary: "customers.csv has a header and no rows.",
            message: "{file} has a header but no rows: no depot and no stores",
            hint: "Add the depot (a row with an empty weight) and one row per store under the header.",
            what: "The file has only its header line.",
            why: "With no depot the server's `iloc[0]` raises for every submission (grading rules §1).",
            example: "`网点编码,总重量,门店经度,门店纬度` and nothing else.",
        }
        CASE_NO_DEPOT = "case/no-depot", Case {
            summary: "customers.csv has no depot row.",
            message: r#"{file} has no depot row (a row with a missing 总重量): the server raises "single positional indexer is out-of-bounds" for every submission"#,
            hint: "The depot is the first row whose weight is empty.",
            what: "Every row has a weight, so no row is the depot.",
            why: "The depot is the first row whose weight is empty (grading rules §1); without one the server raises for every submission.",
            example: "A customers.csv where the depot's row was given weight 0.",
        }
        CASE_NO_WEIGHT = "case/no-weight", Warning {
            summary: "A row after the depot has no weight and is left out.",
            message: "line {line}: `总重量` of {code} is `{value}`, a missing value, so it is neither the depot (line {depot_line}) nor a store; the row is left out",
            hint: "Only the first row with an empty weight is the depot; give every store its weight.",
            what: "Only the first row with an empty weight is the depot; a later row with an empty (or NA) weight is neither depot nor store.",
            why: "The server drops rows whose weight is missing after taking the depot (grading rules §1), so visiting that code is an unknown store.",
            example: "Two rows with an empty `总重量`: the second is left out.",
        }
        CASE_INFINITE_WEIGHT = "case/infinite-weight", Warning {
            summary: "A store weighs an infinite number of kg.",
            message: "line {line}: store {code} weighs `{value}` kg; the server keeps it, so the route that serves it is over capacity",
            what: "A weight reads as infinity (`inf`, `1e999`).",
            why: "The server's `float()` accepts it; the route that serves the store is always over capacity (grading rules §1, validation stage 3).",
            example: "`ST001,inf,116.4,39.9`.",
        }
        CASE_NEGATIVE_WEIGHT = "case/negative-weight", Warning {
            summary: "A store weighs less than nothing.",
            message: "line {line}: store {code} weighs `{value}` kg, less than nothing; the server adds it to its route's load as written",
            what: "A weight is negative.",
            why: "The server sums weights as written (grading rules §1), so a negative weight lightens its route; it is graded as the server grades it.",
            example: "`ST001,-12.5,116.4,39.9`.",
        }
        CASE_COORDINATES_OUT_OF_RANGE = "case/coordinates-out-of-range", Warning {
            summary: "A longitude or latitude is outside its range.",
            message: "line {line}: `{column}` of store {code} is {value}, not between -{limit} and {limit}; distances are computed as written",
            hint: "Check for a missing decimal point, or longitude and latitude swapped.",
            what: "A longitude is outside [-180, 180] or a latitude outside [-90, 90].",
            why: "The server computes distances from the numbers as written, so the case is graded as it is; the value is probably a typo.",
            example: "`ST001,12.5,1164.0,39.9` (a decimal point lost).",
        }
        CASE_DUPLICATE_CODE = "case/duplicate-code", Warning {
            summary: "A store code appears on two rows of customers.csv.",
            message: "store code {code} appears on lines {first_line} and {line}; the later row is used",
            what: "Two store rows share a code.",
            why: "The server builds a dict from code to position, so the later row wins (grading rules §1).",
            example: "`ST001` on lines 3 and 9.",
        }
        CASE_STORE_IS_DEPOT_CODE = "case/store-is-depot-code", Warning {
            summary: "A store has the depot's code.",
            message: "line {line}: store {code} has the depot's code (line {depot_line}); the server looks positions up by code, so it is served at the depot's position",
            hint: "Give the depot a code no store has.",
            what: "A store row carries the same code as the depot row.",
            why: "The server looks positions up by code, so the store is placed at the depot (grading rules §1).",
            example: "Depot `0` and a store also coded `0`.",
        }
        CASE_UNSUPPORTED = "case/unsupported", Case {
            summary: "The case asks for something this grader does not build yet.",
            message: "case.json `parameters.{path}`: {feature} is not built into this grader yet",
            hint: "Grade this case with the Python peer (peers/prediction_peer.py) until the grader supports it.",
            what: "A prediction case's manifest names an engine, check step, metric, mapping or report source (or a server) the Rust grader has no code for; the location is the manifest's path to it.",
            why: "Our build, not the server's: grading it anyway would give a score the benchmark's evaluator would not, so the case is refused instead.",
            example: "`\"submission\": {\"engine\": \"grid\"}` (FDE-Bench 041's engine) before the grid engine is built.",
        }
        CASE_BAD_TRUTH = "case/bad-truth", Case {
            summary: "The truth file cannot be read as the case says.",
            message: "{file}: {problem}",
            hint: "Bring the case's own truth file (--truth), as UTF-8 CSV.",
            what: "The truth CSV of a prediction case is empty, not UTF-8, or its CSV is broken (a quote never closed, rows with too many fields).",
            why: "The evaluator reads its truth for every submission and raises on such a file, so no submission can be graded.",
            example: "An empty `test_truth.csv`.",
        }
    }

    "routing" {
        ROUTING_MISSING_FILE = "routing/missing-file", Fatal {
            summary: "The routes file cannot be read.",
            message: "cannot read {file}: {reason}",
            hint: "Check the path; the grader needs a routes.json (or CSV) file.",
            what: "The submission file does not exist or cannot be opened.",
            why: "A missing file is the first fatal check of the server (grading rules §1, validation stage 1).",
            example: "`fde-grade routing --case cases-public/routing-city route.json` with a typo in the name.",
        }
        ROUTING_EMPTY_FILE = "routing/empty-file", Exception | Fatal {
            summary: "The routes file is empty.",
            message: "{file} is empty",
            hint: r#"Submit a routes.json like {"routes": [["S1", "S2"], ...]} or a CSV of stops."#,
            what: "The submission has no bytes (or only whitespace).",
            why: "`json.load` of an empty file raises `JSONDecodeError`, an exception on the server (grading rules §1); an empty CSV plan is fatal (our format).",
            example: "An empty `routes.json`.",
        }
        ROUTING_NOT_JSON = "routing/not-json", Exception {
            summary: "The routes file is not valid JSON.",
            message: "{file} is not valid JSON: {problem} (line {line}, column {column})",
            hint: r#"Check the file with a JSON validator; it must look like {"routes": [["S1", "S2"], ...]}."#,
            what: "The file does not parse as JSON as CPython 3.12's `json` parses it (trailing commas, single quotes, nesting deeper than ~1,500 levels, an integer of more than 4,300 digits).",
            why: "`json.load` raises, so the server reports an exception and scores 0 (grading rules §1, §5).",
            example: "`{\"routes\": [[\"A\"],}`.",
        }
        ROUTING_NO_ROUTES_LIST = "routing/no-routes-list", Fatal | Exception {
            summary: "The routes JSON has no `routes` list.",
            message: "{file} has no `routes` key",
            hint: "The top-level object needs a `routes` list: {\"routes\": [[\"S1\", \"S2\"], ...]}.",
            what: "The top level is not an object with a `routes` key whose value is a list.",
            why: "A missing `routes` list is fatal on the server (grading rules §1, validation stage 1); where its `submission[\"routes\"]` raises instead (a number, a string or a list at the top), it is an exception.",
            example: "`[[\"S1\", \"S2\"]]` (the list not wrapped in `{\"routes\": ...}`).",
        }
        ROUTING_BAD_ROUTE_ITEM = "routing/bad-route-item", Fatal | Exception {
            summary: "A route is neither a list of codes nor an object with `customers`.",
            message: "route {route} (index {index}) is a {type}; each route must be a list of store codes or an object with a `customers` list",
            hint: r#"Write each route as ["S1", "S2", ...] or {"customers": ["S1", "S2", ...]}."#,
            what: "An item of `routes` is a number, a string or another wrong type.",
            why: "An item of the wrong type is fatal (grading rules §1, \"Submission\"); where the server iterates it and raises (`\"customers\": null`), it is an exception.",
            example: "`{\"routes\": [\"S1\", \"S2\"]}` (codes not inside a route list).",
        }
        ROUTING_CSV_NO_ROWS = "routing/csv-no-rows", Fatal {
            summary: "A CSV plan has a header and no rows.",
            message: "{file} has a header but no rows: no route is given",
            hint: "Add one row per stop (or per vehicle) under the header: {accepted}.",
            what: "The CSV plan holds only its header line.",
            why: "CSV plans are ours to accept (grading rules §1, \"Submission\"); one with no rows gives no plan to grade.",
            example: "`vehicle,store,order` and nothing else.",
        }
        ROUTING_CSV_COLUMNS = "routing/csv-columns", Fatal {
            summary: "A CSV plan lacks its route or store column.",
            message: "{file}: the header ({header}) has no store-code or stops column",
            hint: "Use {accepted}.",
            what: "The header names no store-code (or stops) column, or no route / vehicle column.",
            why: "A CSV plan is read by its column names (grading rules §1, \"Submission\"); without them no plan can be built.",
            example: "`a,b,c` as the header.",
        }
        ROUTING_CSV_ROUTE_ID = "routing/csv-route-id", Fatal {
            summary: "A row of a CSV plan has no route id.",
            message: "line {line} has no route id",
            hint: "Every row needs the id of its route (vehicle).",
            what: "The route (vehicle) cell of a stop row is empty.",
            why: "Without it the stop cannot be put on a route, so the plan cannot be converted (grading rules §1, \"Submission\").",
            example: "`,ST001,1`.",
        }
        ROUTING_CSV_VISIT_ORDER = "routing/csv-visit-order", Fatal {
            summary: "A visit order in a CSV plan is not a number or is used twice.",
            message: "line {line}: visit order `{value}` is not a number",
            hint: "The visit order must be a number (1, 2, 3, ...) within each route.",
            what: "A visit-order cell is not a number, or two stops of one route have the same order.",
            why: "The converted plan must be deterministic (grading rules §1, \"Submission\"); an unreadable or tied order leaves the stop order ambiguous.",
            example: "`V1,ST001,first`, or `V1,ST001,2` and `V1,ST002,2`.",
        }
        ROUTING_DEPOT_IN_ROUTE = "routing/depot-in-route", Schema {
            summary: "A route lists the depot.",
            message: "route {route} (index {index}), stop {stop}: `{code}` is the depot's code; the depot must not be listed in a route",
            hint: "Routes start and end at the depot implicitly: list only the stores, without the depot at either end.",
            what: "A route contains the depot's code (usually `0`).",
            why: "The server counts the depot code as unknown, so writing it at the route ends is a schema error (grading rules §1, validation stage 2).",
            example: "`{\"routes\": [[\"0\", \"ST001\", \"0\"], ...]}`.",
        }
        ROUTING_UNKNOWN_STORE = "routing/unknown-store", Schema {
            summary: "A route visits a code that is not in customers.csv.",
            message: "route {route} (index {index}), stop {stop}: store code `{code}` is not in customers.csv{why}",
            hint: "Check for typos, extra characters, or codes from another case's data.",
            what: "A store code of the plan matches no store of the case (compared as trimmed strings). The message says when a leading zero was lost or the case differs.",
            why: "Unknown codes are a schema error on the server (grading rules §1, validation stage 2).",
            example: "`ST1713111` for `ST171311`, or `46` for `0046`.",
        }
        ROUTING_MISSING_STORE = "routing/missing-store", Schema {
            summary: "A store is not visited by any route.",
            message: "store {code} is not visited by any route",
            hint: "Every store must be served exactly once; add {code} to a route (customers.csv line {line}).",
            what: "A store of customers.csv appears in no route.",
            why: "Stores not covered are a schema error on the server (grading rules §1, validation stage 2).",
            example: "A plan that forgot one of the case's stores.",
        }
        ROUTING_DUPLICATE_STORE = "routing/duplicate-store", Schema {
            summary: "A store is listed more than once.",
            message: "store `{code}` is listed {count} times ({places})",
            hint: "Each store must appear exactly once across all routes; remove the repeats.",
            what: "The same code appears twice or more, in one route or across routes.",
            why: "Duplicated codes are a schema error on the server (grading rules §1, validation stage 2).",
            example: "`ST001` in routes 0 and 3.",
        }
        ROUTING_OVER_CAPACITY = "routing/over-capacity", Value {
            summary: "A route carries more than the vehicle capacity.",
            message: "route {route} (index {index}) carries {load} kg, over the {capacity} kg capacity by {over} kg",
            hint: "Move some stores of this route to a route with spare capacity.",
            what: "The sum of the weights of a route's stores is greater than the capacity.",
            why: "A load `> capacity` is a value error (grading rules §1, validation stage 3); the load is summed as CPython 3.12's `sum()` sums (§5), so a load of exactly the capacity passes.",
            example: "A route of stores weighing 7,200 kg in all, with capacity 7,125 kg.",
        }
        ROUTING_ROUTE_COUNT = "routing/route-count", Value {
            summary: "The plan has a different number of routes than vehicles.",
            message: "{n} routes given, exactly {vehicles} required",
            hint: "Add {missing} more route(s); an empty route [] is allowed and counts.",
            what: "The number of routes (empty ones included) differs from the case's vehicle count.",
            why: "The server requires exactly `vehicles` routes (grading rules §1, validation stage 4).",
            example: "11 routes for a case with 12 vehicles.",
        }
        ROUTING_NOT_MEASURED = "routing/not-measured", Warning {
            summary: "A rejected plan far bigger than the case is not measured.",
            message: "{routes} routes with {stops} stops is far more than this case's {vehicles} vehicles and {stores} stores; the plan was checked but not measured",
            what: "An invalid plan is still measured to show what it would score, except when it is far bigger than any real plan for the case.",
            why: "Our choice to keep grading fast on hostile input; the verdict (validity 0) is the server's.",
            example: "`{\"routes\": [[], [], ...]}` with a million routes.",
        }
    }

    "scorecard" {
        SCORECARD_MISSING_FILE = "scorecard/missing-file", Fatal | Exception {
            summary: "The predictions file is missing or empty.",
            message: "cannot read {file}: {reason}",
            hint: "Upload {file} with the header `customer_id,prob_default` and one row per test-set customer.",
            what: "The predictions file does not exist, or is empty.",
            why: "A missing file is the server's first fatal check (grading rules §2); an empty one makes `pd.read_csv` raise `EmptyDataError`, an exception.",
            example: "An empty `predictions.csv`.",
        }
        SCORECARD_TOO_MANY_FIELDS = "scorecard/too-many-fields", Exception | Fatal | Case {
            summary: "A CSV row has more fields than pandas accepts.",
            message: r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}""#,
            hint: r#"A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas."#,
            what: "A data row has more comma-separated fields than the header (and the first row) allow.",
            why: "pandas raises \"Error tokenizing data\", so the server reports an exception and scores 0 (grading rules §2, §5).",
            example: "`C001,0,27` (a decimal comma).",
        }
        SCORECARD_IMPLICIT_INDEX = "scorecard/implicit-index", Warning {
            summary: "The rows have more fields than the header: pandas shifts the columns.",
            message: "the first data row (line {line}) has {n} fields but the header has {m}: pandas reads the first {k} of every row as the row index and shifts the columns left ({shifted})",
            hint: "Every row must have as many fields as the header: remove trailing commas, quote values that contain a comma, and write decimals with a point (0.27, not 0,27).",
            what: "When the first data row has more fields than the header, pandas takes the extra leading fields as the row index and reads the columns shifted.",
            why: "The server reads the file with `pd.read_csv` as is (grading rules §5), so the shifted columns are what it grades.",
            example: "A header `customer_id,prob_default` over rows `0,C001,0.2` (an index written by `to_csv`).",
        }
        SCORECARD_MISSING_COLUMN = "scorecard/missing-column", Fatal {
            summary: "The predictions lack `customer_id` or `prob_default`.",
            message: "{file} has no column `{column}` (columns found: {found})",
            hint: "The header must contain `{column}` and `{other}`, spelled exactly.",
            what: "A required column is not in the header (names are compared exactly).",
            why: "A missing column is fatal on the server (grading rules §2).",
            example: "A header `id,probability`.",
        }
        SCORECARD_NOT_A_NUMBER = "scorecard/not-a-number", Fatal {
            summary: "A `prob_default` value is not a number.",
            message: "`prob_default` on line {line} is `{value}`, not a number",
            hint: "Every row needs a probability of default between 0 and 1.",
            what: "A value is empty, missing (`NA`, `null`, ...) or text, as pandas 2.3.2 reads it.",
            why: "A value that is not a number is fatal on the server (grading rules §2).",
            example: "`C001,n/a?` or `C001,`.",
        }
        SCORECARD_NOT_FINITE = "scorecard/not-finite", Fatal {
            summary: "A `prob_default` value is infinite.",
            message: "`prob_default` on line {line} is `{value}`, not a finite number",
            hint: "Probabilities are between 0 and 1; infinities usually come from exp() overflowing or a division by zero.",
            what: "A value reads as infinity (`inf`, `-inf`, `1e999`).",
            why: "A value that is not finite is fatal on the server (grading rules §2).",
            example: "`C001,inf`.",
        }
        SCORECARD_OUT_OF_RANGE = "scorecard/out-of-range", Fatal {
            summary: "A `prob_default` value is outside [0, 1].",
            message: "`prob_default` on line {line} is {value}, outside [0, 1]",
            hint: "A probability of default must be between 0 and 1 inclusive.",
            what: "A value is below 0 or above 1.",
            why: "A value `< 0` or `> 1` is fatal on the server (grading rules §2), so scorecard points and raw logits fail.",
            example: "`C001,1.2`.",
        }
        SCORECARD_LOOKS_LIKE_POINTS = "scorecard/looks-like-points", Warning {
            summary: "The values look like scorecard points.",
            message: "`prob_default` values lie between {low} and {high}: these look like scorecard points, not probabilities",
            hint: "Submit a probability of default in [0,1]; note that more points means less risk, so the order reverses too.",
            what: "Every value lies between 300 and 850, the usual range of scorecard points.",
            why: "They are out of range and fail (grading rules §2); the warning says what was probably submitted.",
            example: "`C001,612`.",
        }
        SCORECARD_LOOKS_LIKE_LOGIT = "scorecard/looks-like-logit", Warning {
            summary: "The values look like log-odds.",
            message: "`prob_default` values lie between {low} and {high}: these look like log-odds (logits), not probabilities",
            hint: "Apply the logistic function p = 1 / (1 + exp(-x)), e.g. predict_proba instead of decision_function.",
            what: "Some values are negative and all lie between -30 and 30, as raw logits do.",
            why: "They are out of range and fail (grading rules §2); the warning says what was probably submitted.",
            example: "`C001,-2.3`.",
        }
        SCORECARD_LOOKS_LIKE_PERCENT = "scorecard/looks-like-percent", Warning {
            summary: "The values look like percentages.",
            message: "`prob_default` values lie between {low} and {high}: these look like percentages",
            hint: "Divide by 100: a 12% risk is 0.12.",
            what: "Values go above 1 but stay within [0, 100].",
            why: "They are out of range and fail (grading rules §2); the warning says what was probably submitted.",
            example: "`C001,12`.",
        }
        SCORECARD_DUPLICATE_ID = "scorecard/duplicate-id", Fatal {
            summary: "A `customer_id` appears twice.",
            message: "customer {id} appears again on line {line} (first on line {first_line})",
            hint: r#"Keep one row per customer, e.g. df.drop_duplicates("customer_id")."#,
            what: "Two rows have the same id as pandas compares them (`101` and `101.0` can be equal; every missing id after the first counts).",
            why: "A duplicated `customer_id` is fatal on the server (grading rules §2).",
            example: "`C001,0.2` and `C001,0.3`.",
        }
        SCORECARD_MISSING_ID = "scorecard/missing-id", Fatal {
            summary: "A test-set customer has no prediction.",
            message: "customer {id} of the test set has no row in {file}{why}",
            hint: "Predict every test-set customer ({missing} of {total} are missing).",
            what: "A customer id of the answer key is not among the submission's ids (compared as the server compares them).",
            why: "A truth id absent from the submission is fatal on the server (grading rules §2).",
            example: "Predictions for 119 of the 120 test-set customers.",
        }
        SCORECARD_EXTRA_ROWS = "scorecard/extra-rows", Warning {
            summary: "Some rows are for customers not in the test set.",
            message: "{n} row(s) have a customer_id that is not in the test set and are ignored (e.g. {examples})",
            hint: "Extra rows do not change the score; check they are not test-set customers written differently (spaces around an id, another case, or text where the test set has numbers).",
            what: "Rows whose id matches no test-set customer.",
            why: "The server ignores extra rows (grading rules §2); they may be test-set customers written differently.",
            example: "Predictions for the training set as well as the test set.",
        }
        SCORECARD_EMPTY_ID = "scorecard/empty-id", Warning {
            summary: "A row has no customer id.",
            message: "`customer_id` is empty on line {line}",
            hint: "A row without a customer id cannot be matched to anyone.",
            what: "The id cell of a row is empty or a missing value.",
            why: "The server keeps the row (pandas reads the id as missing), but it matches no test-set customer unless the answer key has a missing id too (grading rules §2, §5).",
            example: "`,0.2`.",
        }
        SCORECARD_ID_READ_AS_TEXT = "scorecard/id-read-as-text", Warning {
            summary: "pandas reads the ids as text, so numeric test-set ids match none.",
            message: "pandas reads {what} as text because of {culprit} on line {line}; text never equals the test set's numeric ids, so even {numeric} on line {numeric_line} matches no one",
            hint: "Write every customer_id as a plain number, or drop the rows that are not customers.",
            what: "One non-numeric id makes pandas read the id column (or a block of its rows) as text, while the test set's ids are numbers. Checked for the `py311` server (pandas 3); pandas 2.3.2 gives `scorecard/id-read-as-decimal` instead.",
            why: "pandas 2.3.2's dtype rules decide how ids compare (grading rules §5): text never equals a number, so those customers count as missing.",
            example: "Ids `101`, `102`, `103x` against a numeric test set.",
        }
        SCORECARD_ID_READ_AS_NUMBER = "scorecard/id-read-as-number", Warning {
            summary: "pandas reads the ids as numbers, but the test set's as text.",
            message: "pandas reads the `customer_id` column of {file} as numbers but the test set's ids as text (e.g. {example}), and a number never equals a text",
            hint: "Write the ids exactly as in the test set, including leading zeros and letters.",
            what: "The submission's ids are all numeric, the test set's are text (e.g. with leading zeros or letters). Checked for the `py311` server (pandas 3).",
            why: "pandas 2.3.2's dtype rules decide how ids compare (grading rules §5): a number never equals a text.",
            example: "Ids `46` in the submission for `0046` in the test set.",
        }
        SCORECARD_ID_READ_AS_DECIMAL = "scorecard/id-read-as-decimal", Warning {
            summary: "pandas reads the ids as decimals, which no test-set id equals.",
            message: "pandas reads the `customer_id` column of {file} as decimals because {why}; the server compares ids as text (`astype(str)`){shown}, which no test-set id (e.g. {example}) equals",
            hint: "Give every row a whole-number customer_id (no empty or NA ids, no decimals).",
            what: "A missing or decimal id makes pandas read the id column as float64, so `101` becomes `101.0`.",
            why: "The server compares ids as text after `astype(str)`; `101.0` is not `101` (grading rules §5).",
            example: "Ids `101`, `102` and one empty id.",
        }
        SCORECARD_ONE_CLASS = "scorecard/one-class", Warning {
            summary: "The test set has only defaulters or only repayers.",
            message: "the test set has {missing}, so AUC and KS are 0 by rule",
            hint: "This is a problem of the case data, not of the submission.",
            what: "Every label of the answer key is the same.",
            why: "AUC and KS are 0 when P or N is 0 (grading rules §2).",
            example: "An answer key whose `default` column is all 0.",
        }
        SCORECARD_ALL_TIED = "scorecard/all-tied", Warning {
            summary: "Every test-set customer has the same prediction.",
            message: "every test-set customer has the same prob_default, so AUC is 0.5 and KS is 0",
            hint: "A constant prediction ranks nobody; submit the model's probabilities.",
            what: "The predictions of the test-set customers are all equal.",
            why: "One band of ties is one cut point: AUC with average ranks is 0.5 and KS is 0 (grading rules §2).",
            example: "Every row `...,0.5`.",
        }
        SCORECARD_INVERTED = "scorecard/inverted", Warning {
            summary: "AUC is below 0.5: the model ranks the wrong way.",
            message: "AUC is {auc} (below 0.5): customers who repaid get higher prob_default than those who defaulted",
            hint: "prob_default must be the probability of default (higher = riskier); if you submitted the probability of repaying, submit 1 - p. KS stays the same, AUC does not.",
            what: "Defaulters get lower probabilities than repayers, on the whole.",
            why: "KS is absolute and keeps its value, while AUC drops below 0.5 (grading rules §2).",
            example: "`predict_proba(X)[:, 0]` (the repay probability) submitted.",
        }
        SCORECARD_TRUTH_LENGTH = "scorecard/truth-length", Case {
            summary: "The answer key has different numbers of ids and labels.",
            message: "{ids} customer ids but {labels} labels",
            hint: "Give one label per customer id.",
            what: "An answer key given as two lists has lists of different lengths.",
            why: "Each test-set customer needs one label; the key cannot be used.",
            example: "120 ids and 119 labels.",
        }
        SCORECARD_TRUTH_MISSING_COLUMN = "scorecard/truth-missing-column", Case {
            summary: "The answer key lacks `customer_id` or `default`.",
            message: "{file} has no column `{column}`",
            hint: "The answer key needs columns `customer_id` and `default` (0 or 1).",
            what: "A required column of the answer key is not in its header.",
            why: "The server reads both columns by name and raises for every submission without them (grading rules §2).",
            example: "An answer key with `id,label`.",
        }
        SCORECARD_TRUTH_IMPLICIT_INDEX = "scorecard/truth-implicit-index", Case {
            summary: "The answer key's rows have more fields than its header.",
            message: "{file}: the first data row (line {line}) has {n} fields but the header has {m}, so pandas reads its columns shifted",
            hint: "Give every row of the answer key as many fields as its header.",
            what: "pandas takes the extra leading fields as the row index and reads the answer key's columns shifted.",
            why: "The server would grade against shifted columns; we refuse the case rather than guess.",
            example: "A header `customer_id,default` over rows `0,C001,1`.",
        }
        SCORECARD_TRUTH_BAD_LABEL = "scorecard/truth-bad-label", Case {
            summary: "A label of the answer key is not 0 or 1 and the server cannot read it.",
            message: "`default` on line {line} is `{value}`, not 0 or 1",
            hint: "Write 1 for a customer who defaulted and 0 for one who repaid.",
            what: "A `default` cell that `astype(int)` raises on (text, a missing value).",
            why: "The server raises for every submission (grading rules §2, §5), so the case is refused.",
            example: "`C001,yes`.",
        }
        SCORECARD_TRUTH_ODD_LABEL = "scorecard/truth-odd-label", Warning {
            summary: "A label of the answer key is read as another number than 0 or 1.",
            message: "`default` on line {line} is `{value}`, which the server's `astype(int)` makes {what}",
            hint: "Write 1 for a customer who defaulted and 0 for one who repaid (a problem of the case data).",
            what: "A label such as `2` or `0.7` that `astype(int)` accepts and truncates.",
            why: "It is graded as the server grades it (grading rules §5): `0.7` becomes 0, `2` is neither class.",
            example: "`C001,0.7`.",
        }
        SCORECARD_TRUTH_EMPTY = "scorecard/truth-empty", Case | Warning {
            summary: "The answer key has no customers.",
            message: "{file} has no customers",
            hint: "The answer key needs one row per test-set customer.",
            what: "The answer key has a header and no rows.",
            why: "There is no one to grade: for the `py311` server the case is refused; under pandas 2.3.2 the server still grades (AUC and KS 0), so it is a warning.",
            example: "`customer_id,default` and nothing else.",
        }
        SCORECARD_TRUTH_EMPTY_ID = "scorecard/truth-empty-id", Case | Warning {
            summary: "A row of the answer key has no customer id.",
            message: "{file}: `customer_id` is empty on line {line}",
            hint: "Every row of the answer key needs a customer id.",
            what: "The id cell of an answer-key row is empty or a missing value.",
            why: "Under pandas 2.3.2 (grading rules §5) the server keeps the row as a customer that only a missing id in a submission matches: graded so, with a warning. For the `py311` server (pandas 3) it is a case error.",
            example: "`,1` in the answer key.",
        }
        SCORECARD_TRUTH_DUPLICATE_ID = "scorecard/truth-duplicate-id", Case | Warning {
            summary: "A customer appears twice in the answer key.",
            message: "{file}: customer {id} appears again on line {line} (first on line {first_line})",
            hint: "Each test-set customer must appear once in the answer key.",
            what: "Two answer-key rows have the same id.",
            why: "Under pandas 2.3.2 the server grades both rows with that customer's prediction (grading rules §2, §5): graded so, with a warning. For the `py311` server (pandas 3) it is a case error.",
            example: "`C001,1` and `C001,0`.",
        }
    }

    "prediction" {
        PREDICTION_MISSING_FILE = "prediction/missing-file", Fatal {
            summary: "There is no predictions file.",
            message: "there is no {file}",
            hint: "Write the predictions under the name the case asks for.",
            what: "The evaluator looks for its predictions file and finds none.",
            why: "Every prediction evaluator checks the file first and rejects it (`fatal`).",
            example: "A submission folder without `predictions.csv`.",
        }
        PREDICTION_UNREADABLE = "prediction/unreadable", Exception | Fatal {
            summary: "pandas cannot read the predictions file.",
            message: "{file}: {problem}",
            hint: "Save the file as UTF-8 CSV text with a header row.",
            what: "The file is empty (no columns), not UTF-8, or broken CSV (a quote never closed, a row with more fields than the header and the first data row).",
            why: "`pd.read_csv` raises; cases whose manifest says `read_error: fatal` reject the file (`fatal`), the others report the exception (`error_info.exception`).",
            example: "A zero-byte `predictions.csv`.",
        }
        PREDICTION_MISSING_COLUMN = "prediction/missing-column", Fatal {
            summary: "A required column is missing.",
            message: "{file} has no column `{column}` (its columns: {found})",
            hint: "The header needs these columns: {columns}.",
            what: "A column the case requires is not among the frame's columns, compared exactly (a second column of the same name is pandas' `name.1`).",
            why: "The evaluator checks its required columns first and rejects the file with the case's category.",
            example: "`id,pred` where the case wants `batch_id,成品小肽`.",
        }
        PREDICTION_MISSING_VALUE = "prediction/missing-value", Fatal {
            summary: "A value is empty or not a number.",
            message: "`{column}` is empty or NaN on data row {row}",
            what: "A cell of a checked column is missing, or is text that `pd.to_numeric(errors=\"coerce\")` turned into NaN.",
            why: "The evaluator rejects NaN in the columns it checks (`isnull().any()`).",
            example: "`B7,` (no prediction) or `B7,abc`.",
        }
        PREDICTION_NOT_FINITE = "prediction/not-finite", Fatal {
            summary: "A value is infinite.",
            message: "`{column}` is {value} on data row {row}",
            what: "A checked value is inf or -inf (or NaN where the check counts it).",
            why: "The evaluator requires `np.isfinite` of its values.",
            example: "`B7,inf`.",
        }
        PREDICTION_OUT_OF_RANGE = "prediction/out-of-range", Fatal {
            summary: "A value breaks the case's bounds.",
            message: "`{column}` is {value} on data row {row}: {rule}",
            what: "A value compares true with one of the step's `reject_if` rules (e.g. below 0), or lies outside `[lo - tol, hi + tol]`.",
            why: "The evaluator checks these bounds in float64 and rejects the file.",
            example: "A negative dose, or a score of 100.5 where scores are in [0, 100].",
        }
        PREDICTION_NOT_ALLOWED = "prediction/not-allowed", Fatal {
            summary: "A value is not one of the allowed ones.",
            message: "`{column}` on data row {row} is not one of {values}",
            what: "A cell of a column with a fixed set of values holds another value.",
            why: "The evaluator compares the set of values with the allowed set.",
            example: "`up` where the directions are `上行`, `下行`.",
        }
        PREDICTION_DUPLICATE_KEY = "prediction/duplicate-key", Fatal {
            summary: "A key appears twice.",
            message: "data row {row} repeats a key ({columns})",
            what: "Two rows have the same key (pandas' `duplicated`: values compared, `1` equals `1.0`, NaN equals NaN).",
            why: "The evaluator rejects repeated keys.",
            example: "Two rows for window 3, step 7.",
        }
        PREDICTION_MISSING_KEY = "prediction/missing-key", Fatal {
            summary: "A truth key has no prediction.",
            message: "the key ({columns}) of truth row {row} has no prediction",
            what: "A key of the truth is absent from the predictions (as a set of values, or found by the join).",
            why: "The evaluator requires a prediction for every truth row.",
            example: "A file that stops one row short.",
        }
        PREDICTION_EXTRA_KEY = "prediction/extra-key", Fatal {
            summary: "A prediction's key is not in the truth.",
            message: "data row {row} has a key ({columns}) the truth does not list",
            what: "A row predicts a key the truth does not have.",
            why: "Cases that require exactly the truth's keys reject extra ones.",
            example: "A row for window 99 of a test set with 12 windows.",
        }
        PREDICTION_EXCEPTION = "prediction/exception", Exception {
            summary: "The evaluator's stack raises on this file.",
            message: "{what the Python stack raises}",
            what: "pandas, numpy or Python raise while grading: a column missing after a check (KeyError), an integer cast of NaN or inf, a merge of a number key with a text key, a division by zero.",
            why: "The evaluator catches it and reports `error_info.exception`; validity is reset to 0 unless the case's `on_exception.reset_validity` is false.",
            example: "A key column written `1.5e400` in a case that casts keys to int.",
        }
    }

    "uplift" {
        UPLIFT_NOT_JSON = "uplift/not-json", Fatal {
            summary: "result.json is not a JSON object.",
            message: "{file} is not valid JSON: {problem}",
            hint: "Check the file at that line; it must be one JSON object, as the harness writes it.",
            what: "The run's result file does not parse as JSON, or is not an object.",
            why: "The harness and the site read result.json with `json.load`; nothing can be scored without it (grading rules §3).",
            example: "A result.json cut short: `{\"kpi\": 0.8,`.",
        }
        UPLIFT_HARNESS_FAILS = "uplift/harness-fails", Fatal {
            summary: "FDE-Gym's harness raises on this run and writes no result.",
            message: "{problem}",
            hint: "FDE-Gym's harness raises here and writes no result.json, so the site shows `error`.",
            what: "A field or an ask-log line that makes the harness's Python raise: a KPI that is not a number, an ask-log line that is not a JSON object, a `cost` that is not a number, a lone surrogate it cannot write.",
            why: "The harness computes uplift with plain Python (grading rules §3); where it raises the run has no score, and the site shows `error`.",
            example: "`\"kpi\": \"0.8\"` (a string), or an ask-log line `{\"t\": `.",
        }
        UPLIFT_NOT_FINITE = "uplift/not-finite", Value {
            summary: "The harness would write NaN or Infinity.",
            message: "the result.json the harness writes would hold NaN or Infinity (at {paths}), which the site cannot read: it shows `error`",
            hint: "A non-finite KPI or cost cannot be scored; fix the case's grader or its input and grade again.",
            what: "A KPI, anchor or cost is NaN or infinite, so uplift or its net value is too.",
            why: "Python writes `NaN`/`Infinity` into result.json, which the site's JSON reader rejects; a non-finite score shows as \"—\" (grading rules §3).",
            example: "`\"kpi\": NaN`.",
        }
        UPLIFT_ZERO_SPAN = "uplift/zero-span", Warning {
            summary: "kpi_oracle equals kpi_baseline: uplift is 0.",
            message: "kpi_oracle equals kpi_baseline ({value}), so the harness sets uplift to 0 whatever the kpi",
            hint: "The case's anchors leave no room to improve; check kpi_baseline and kpi_oracle.",
            what: "The span `kpi_oracle - kpi_baseline` is 0.",
            why: "The harness sets uplift to 0 when the span is 0 (grading rules §3).",
            example: "`\"kpi_baseline\": 10, \"kpi_oracle\": 10`.",
        }
        UPLIFT_INCIDENTS_NOT_A_LIST = "uplift/incidents-not-a-list", Warning {
            summary: "`incidents` is not a list.",
            message: "`incidents` is not a list: the harness still caps uplift at 0 when it is not empty/false, but the site shows no incident",
            hint: r#"Write incidents as a list, e.g. ["refund sent twice"], or [] for none."#,
            what: "`incidents` is a string, number or object instead of a list.",
            why: "The harness tests `if incidents:` (grading rules §3), so any truthy value caps uplift at 0.",
            example: "`\"incidents\": \"refund sent twice\"`.",
        }
        UPLIFT_LEDGER_INTEGRITY = "uplift/ledger-integrity", Warning {
            summary: "The run's ledger breaks an integrity rule.",
            message: "ledger: {problem}; the harness adds this to `incidents`",
            what: "The ledger given with the run has a problem (a refund twice, a sum that does not add up, ...).",
            why: "The harness adds ledger problems to `incidents`, which caps uplift at 0 (grading rules §3).",
            example: "A ledger that refunds one order twice.",
        }
        UPLIFT_RECOMPUTED_DIFFERS = "uplift/recomputed-differs", Warning {
            summary: "A score in result.json differs from the one recomputed from its KPIs.",
            message: "{file} says {field} = {theirs}, but recomputed from the kpi fields it is {ours}; the recomputed value is reported",
            what: "`uplift`, `uplift_bounded` or `uplift_net` in result.json is not what the harness's formulas give from `kpi`, the anchors and the contact cost.",
            why: "The harness computes these from the KPIs (grading rules §3); the recomputed value is the harness's.",
            example: "`\"kpi\": 0.9, \"kpi_baseline\": 0.5, \"kpi_oracle\": 1.0, \"uplift\": 0.9`.",
        }
        UPLIFT_VARIANTS_NOT_GIVEN = "uplift/variants-not-given", Warning {
            summary: "A variant run without variants.json: the base anchors are used.",
            message: r#"the run is variant "{variant}" but no variants.json was given: the grader's kpi_baseline/kpi_oracle are used, which the harness replaces with the variant's when it has them"#,
            what: "The run names a variant other than `base`, but no variants file was given.",
            why: "The harness takes the variant's baseline and oracle when it has them (grading rules §3); without the file the anchors may differ.",
            example: "`fde-grade uplift result.json` for a run of variant `hard`, without `--variants`.",
        }
        UPLIFT_ASK_LOG_IGNORED = "uplift/ask-log-ignored", Warning {
            summary: "A contact cost was given, so the ask log is not used for it.",
            message: "a contact cost was given, so {file} is not used for it",
            what: "Both a contact cost and an ask log were given.",
            why: "The given contact cost wins; the ask log would otherwise be summed (grading rules §3).",
            example: "`--contact-cost 0.1 --ask-log ask.jsonl`.",
        }
        UPLIFT_COSTS_UNUSED = "uplift/costs-unused", Warning {
            summary: "A people file was given without an ask log.",
            message: "{file} was given without an ask log, so there is nothing to price",
            what: "The people (costs) file only prices ask-log lines; there are none.",
            why: "Contact cost comes from the ask log (grading rules §3).",
            example: "`--people npcs.json` without `--ask-log`.",
        }
        UPLIFT_CONTACT_COST_DIFFERS = "uplift/contact-cost-differs", Warning {
            summary: "result.json's contact cost differs from the ask log's sum.",
            message: "{file} says the contact cost is {recorded}, but {log} adds up to {ours}; the ask log's figure is used",
            what: "The `contact_cost` recorded in result.json is not the rounded sum of the ask log's costs.",
            why: "The harness's contact cost is the sum over the ask log, rounded to 4 places (grading rules §3).",
            example: "`\"contact_cost\": 0.1` with an ask log whose costs add up to 0.12.",
        }
        UPLIFT_ASK_LOG_BAD_LINE = "uplift/ask-log-bad-line", Warning {
            summary: "An ask-log line is not a JSON object, or has an unknown type.",
            message: "line {line} of {file} is not JSON: {problem}",
            hint: "Each line must be one JSON object as the harness logs it. The harness would stop here; this line is left out.",
            what: "A line of the ask log that the repaired view leaves out (not JSON, not an object), or whose `type` is unknown.",
            why: "The harness reads the log one `json.loads` per line (grading rules §3); the repaired view shows what the log would score without the line.",
            example: "A line `{\"t\": ` cut short.",
        }
        UPLIFT_NOT_A_NUMBER = "uplift/not-a-number", Warning {
            summary: "An ask-log field that should be a number is not.",
            message: "`{field}` on line {line} of {file} is {value}, not a number; it is ignored",
            what: "A numeric field of an ask-log line (`cost`, `t`, `hours`, `extra_cost`) holds text or another type.",
            why: "Only numbers can be priced (grading rules §3); the field is ignored.",
            example: "`{\"type\": \"wait\", \"hours\": \"two\"}`.",
        }
        UPLIFT_UNKNOWN_PERSON = "uplift/unknown-person", Warning {
            summary: "An ask-log line asks someone not in the people file.",
            message: "line {line} asks `{person}`, who is not in the case's people; its logged cost is used",
            hint: "Check the person's id against the case's people list.",
            what: "The person asked is not listed in the people (costs) file, so the line cannot be re-priced.",
            why: "Asking costs the person's `cost` (grading rules §3); without the person the logged cost stands.",
            example: "`{\"type\": \"ask\", \"to\": \"ceo\"}` with no `ceo` in npcs.json.",
        }
        UPLIFT_PILOT_PAST_MAX_RUNS = "uplift/pilot-past-max-runs", Warning {
            summary: "A trial day past `max_runs` is logged.",
            message: "line {line} is a trial day past max_runs: the server neither charges nor logs one, so this line is not the server's",
            what: "The log holds more pilot (trial) days than `max_runs` allows.",
            why: "Days past `max_runs` are neither charged nor logged by the server (grading rules §3).",
            example: "A fourth `pilot` line with `max_runs` 3.",
        }
        UPLIFT_CANNOT_PRICE = "uplift/cannot-price", Warning {
            summary: "An ask-log line cannot be re-priced.",
            message: "line {line} cannot be priced ({why}); its logged cost is used",
            what: "A wait line without hours, or a pilot line when the people file has no pilot costs.",
            why: "Waiting costs `wait_cost_per_day × hours/24` and a trial day its pilot cost (grading rules §3); without them the logged cost stands.",
            example: "`{\"type\": \"wait\"}` with no `hours`.",
        }
        UPLIFT_COST_MISMATCH = "uplift/cost-mismatch", Warning {
            summary: "A logged cost differs from the people file's price.",
            message: "line {line} ({kind} {person}) has {logged} logged, but the people file prices it at {priced} ({why}); the harness sums the logged cost (the server view shows the other)",
            hint: "The log and the case's people/clock/pilot costs disagree; check which one is current.",
            what: "The cost on an ask-log line is not what the case's people file gives for it.",
            why: "The harness sums the logged costs (grading rules §3); the server view re-prices them from the people file.",
            example: "An ask of `ops_lead` logged at 0.02 after the soft limit, where the price is 0.06.",
        }
        UPLIFT_COSTS_NOT_JSON = "uplift/costs-not-json", Fatal | Warning {
            summary: "The people (costs) file is not a JSON object.",
            message: "{file} is not valid JSON: {problem}",
            hint: "Check the file at that line; it must be one JSON object, as the harness writes it.",
            what: "The people file does not parse as JSON, or is not an object.",
            why: "It only re-prices the ask log (grading rules §3), so in a report it is a warning and grading goes on.",
            example: "`npcs.json` holding `[{\"id\": \"ops_lead\"}]`.",
        }
        UPLIFT_MISSING_FIELD = "uplift/missing-field", Case | Warning {
            summary: "The people file lacks its `people` list or a person's `id`.",
            message: "{file} has no `people` list",
            hint: r#"List the people: "people": [{"id": "ops_lead", "cost": 0.02, ...}]."#,
            what: "No `people` (or `npcs`) list, or a person without an `id`.",
            why: "Asking a person costs their `cost` (grading rules §3); without the list nothing can be priced. A warning in a report: grading goes on.",
            example: "`{\"wait_cost_per_day\": 0.01}` alone.",
        }
        UPLIFT_COSTS_BAD_VALUE = "uplift/costs-bad-value", Case | Warning {
            summary: "A value of the people file has the wrong type, or a person is listed twice.",
            message: "`{field}` in {file} is {value}, not {expected}",
            hint: "Fix the case's costs file; see the format in the uplift module docs.",
            what: "A cost, limit or factor that is not a number of the right kind, or two people with one id.",
            why: "Prices come from these values (grading rules §3). A warning in a report: grading goes on.",
            example: "`\"cost\": \"cheap\"`.",
        }
    }
}

/// The other sentences a code's message or hint takes, as emitted, `{placeholders}` for
/// what varies: (code, key in the language files, sentence). A key with `-hint-` is a
/// hint's. [`Diagnostic::key`](super::Diagnostic::key) tries these before the
/// registered sentence, so a message is said in its own words in every language.
pub static VARIANTS: &[(Code, &str, &str)] = &[
    ("file/unclosed-quote", "file-unclosed-quote-pandas", r#"{file}: a quoted value opened on line {line} is never closed, so pandas cannot read it: "{pandas_error}""#),
    (
        "case/too-many-fields",
        "case-too-many-fields-semicolons",
        r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}" (the file is separated by semicolons `;`, not commas)"#,
    ),
    (
        "case/not-a-number",
        "case-not-a-number-float",
        r#"`{column}` on line {line} is `{value}`, not a number: the server's float() raises "{error}" before it reads any submission, so it scores every submission 0 (an exception)"#,
    ),
    ("case/not-a-number", "case-not-a-number-infinite", "`{column}` on line {line} is `{value}`, not a finite number; the server's distances fail on it"),
    ("case/not-a-number", "case-not-a-number-missing", "`{column}` on line {line} is `{value}`, a missing value; the server's distances fail on it"),
    ("case/no-weight", "case-no-weight-empty", "line {line}: `{column}` of {code} is empty, so it is neither the depot (line {depot_line}) nor a store; the row is left out"),
    ("case/no-weight", "case-no-weight-hint-missing", "Only the first row with a missing weight is the depot; give every store its weight."),
    ("case/no-depot", "case-no-depot-empty", "{file} has no depot row (a row with an empty {column})"),
    ("file/empty", "file-empty-hint-truth", "The answer key needs a header row and one row per test-set customer."),
    (
        "scorecard/truth-bad-label",
        "scorecard-truth-bad-label-raises",
        r#"`default` on line {line} is `{value}`: the server's `astype(int)` raises "{error}" for every submission that passes its checks (an exception, score 0)"#,
    ),
    ("uplift/ask-log-bad-line", "uplift-ask-log-bad-line-unknown-type", r#"line {line} of {file} has the unknown type "{type}"; its logged cost is counted as it stands"#),
    ("uplift/ask-log-bad-line", "uplift-ask-log-bad-line-hint-types", "Known types: ask, reply, inbox, wait, pilot."),
    ("prediction/exception", "prediction-exception-no-column", "{file} has no column `{column}`: pandas raises KeyError"),
    ("prediction/exception", "prediction-exception-truth-no-column", "the truth has no column `{column}`: pandas raises KeyError"),
    ("prediction/extra-key", "prediction-extra-key-accepted", "accepted row {row} has a key the truth does not list"),
    ("prediction/missing-column", "prediction-missing-column-short", "{file} has no column `{column}`"),
    ("prediction/missing-key", "prediction-missing-key-single", "the truth's key {key} has no prediction"),
    ("prediction/missing-key", "prediction-missing-key-row", "truth row {row} ({columns}) has no prediction"),
    ("prediction/missing-key", "prediction-missing-key-grid", "time {time}: {count} nodes have no value"),
    ("prediction/out-of-range", "prediction-out-of-range-grid", "time {time}: {count} rows are outside the grid"),
    ("prediction/duplicate-key", "prediction-duplicate-key-grid", "time {time}: {count} nodes are repeated"),
    ("prediction/out-of-range", "prediction-out-of-range-grid-values", "time {time}: values from {min} to {max} leave the range [{low}, {high}]"),
    ("prediction/not-allowed", "prediction-not-allowed-cools", "time {time}: material {material} cools below its initial temperature by more than {tol}"),
    ("prediction/not-allowed", "prediction-not-allowed-warms", "time {time}: material {material} warms above its initial temperature by more than {tol}"),
    ("prediction/missing-value", "prediction-missing-value-dropped", "{count} rows have an empty or non-numeric field (dropped)"),
    ("prediction/missing-key", "prediction-missing-key-curve", "item `{item}` has no curve (and maybe others)"),
    ("prediction/missing-value", "prediction-missing-value-row", "data row {row}: `{column}` is empty or not a number"),
    ("prediction/missing-value", "prediction-missing-value-key", "data row {row}: the key ({columns}) is empty or not a number"),
    ("prediction/missing-value", "prediction-missing-value-no-rows", "{file} has no data rows"),
    ("prediction/not-finite", "prediction-not-finite-row", "data row {row}: `{column}` is not finite"),
    ("prediction/out-of-range", "prediction-out-of-range-bounds", "`{column}` is {value} on data row {row}, outside [{low}, {high}]"),
    ("prediction/unreadable", "prediction-unreadable-quote", r#"{file}: a quoted value opened on line {line} is never closed, so pandas cannot read it: "{pandas_error}""#),
    ("prediction/unreadable", "prediction-unreadable-fields", r#"line {line} has {saw} fields but the header has {expected}, so pandas cannot read {file}: "{pandas_error}""#),
    (
        "prediction/unreadable",
        "prediction-unreadable-index",
        r#"line {line} has {saw} fields but {expected} are expected (the header's {header} plus {index} for the index, as the first data row has {first}), so pandas cannot read {file}: "{pandas_error}""#,
    ),
    ("prediction/unreadable", "prediction-unreadable-hint-quote", "Close the quote, or remove the stray `\"`."),
    (
        "prediction/unreadable",
        "prediction-unreadable-hint-comma",
        r#"A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas."#,
    ),
    ("routing/bad-route-item", "routing-bad-route-item-customers", "route {route} (index {index}): `customers` is {type}; the server iterates it and raises TypeError ({error})"),
    ("routing/csv-columns", "routing-csv-columns-no-route", "{file}: a store-code column is there but no route / vehicle column"),
    (
        "routing/csv-visit-order",
        "routing-csv-visit-order-twice",
        "route {route}: visit order {value} is used twice (lines {first_line} and {line}), so the order of stops {a} and {b} is ambiguous",
    ),
    ("routing/csv-visit-order", "routing-csv-visit-order-hint-twice", "Give each stop of a route its own visit order."),
    ("routing/no-routes-list", "routing-no-routes-list-top-list", "{file} holds a list at the top, not an object with a `routes` list"),
    ("routing/no-routes-list", "routing-no-routes-list-case", "{file} has no `routes` key (it has `{found}`; keys are case- and space-sensitive)"),
    ("routing/no-routes-list", "routing-no-routes-list-not-list", "`routes` in {file} is {type}, not a list"),
    (
        "routing/no-routes-list",
        "routing-no-routes-list-in-list",
        r#"{file} holds a list at the top that contains the text "routes": the server's `submission["routes"]` raises TypeError ({error})"#,
    ),
    ("routing/no-routes-list", "routing-no-routes-list-top", r#"{file} holds {type} at the top: the server's `"routes" in submission` raises TypeError ({error})"#),
    ("routing/no-routes-list", "routing-no-routes-list-hint-wrap", r#"Wrap the list: {"routes": [...]}."#),
    ("routing/no-routes-list", "routing-no-routes-list-hint-list", "`routes` must be a list of routes, each a list of store codes."),
    (
        "routing/not-json",
        "routing-not-json-hint-bom",
        r#"Save the file as UTF-8 without BOM (in Excel or Notepad: "UTF-8", not "UTF-8 with BOM"); Python's json.load rejects the mark."#,
    ),
    ("routing/route-count", "routing-route-count-one", "{n} route given, exactly {vehicles} required"),
    ("routing/route-count", "routing-route-count-hint-merge", "Merge routes: exactly {vehicles} are required."),
    (
        "scorecard/duplicate-id",
        "scorecard-duplicate-id-missing",
        "`customer_id` is missing again on line {line} (first on line {first_line}); pandas' duplicated() counts every missing id after the first",
    ),
    (
        "scorecard/duplicate-id",
        "scorecard-duplicate-id-number",
        "customer {id} on line {line} is the same id as {other} on line {first_line}: pandas reads both as the number {number}",
    ),
    ("scorecard/empty-id", "scorecard-empty-id-na", "`customer_id` on line {line} is `{value}`, which pandas reads as a missing value"),
    (
        "scorecard/empty-id",
        "scorecard-empty-id-short-row",
        "line {line} has no `customer_id`: the row has only {n} field(s), and pandas fills the missing ones with NaN",
    ),
    (
        "scorecard/missing-column",
        "scorecard-missing-column-hint-semicolons",
        r#"The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: "CSV UTF-8 (Comma delimited)")."#,
    ),
    ("scorecard/missing-column", "scorecard-missing-column-hint-both", "The header must contain `customer_id` and `prob_default`, spelled exactly."),
    ("scorecard/missing-column", "scorecard-missing-column-hint-rename", "Rename the column `{written}` to exactly `{column}` (lowercase, no spaces)."),
    ("scorecard/missing-file", "scorecard-missing-file-empty", "{file} is empty: pandas raises EmptyDataError (No columns to parse from file)"),
    ("scorecard/not-a-number", "scorecard-not-a-number-nan", "`prob_default` on line {line} (customer {id}) is `{value}`, a missing value, not a number"),
    ("scorecard/not-a-number", "scorecard-not-a-number-empty", "`prob_default` is empty on line {line} (customer {id})"),
    (
        "scorecard/not-a-number",
        "scorecard-not-a-number-short-row",
        "`prob_default` is missing on line {line} (customer {id}): the row has only {n} field(s), and pandas fills the missing ones with NaN",
    ),
    (
        "scorecard/not-a-number",
        "scorecard-not-a-number-space",
        r#"`prob_default` on line {line} (customer {id}) is "{value}": pandas skips plain spaces and tabs around a number, not other spaces (such as a no-break space), so this is text"#,
    ),
    ("scorecard/not-a-number", "scorecard-not-a-number-customer", "`prob_default` on line {line} (customer {id}) is `{value}`, not a number"),
    ("scorecard/not-a-number", "scorecard-not-a-number-hint-point", "Use a point as the decimal separator: 0.27, not 0,27."),
    ("scorecard/not-a-number", "scorecard-not-a-number-hint-fill", "Fill missing predictions (e.g. with the base default rate) before saving."),
    ("scorecard/not-a-number", "scorecard-not-a-number-hint-plain", "Write the probability as a plain decimal number such as 0.27."),
    ("scorecard/not-a-number", "scorecard-not-a-number-hint-percent", "Write a percentage as a fraction: 12% is 0.12."),
    ("scorecard/not-a-number", "scorecard-not-a-number-hint-row", "Every row needs a customer_id and a probability of default between 0 and 1."),
    ("scorecard/not-a-number", "scorecard-not-a-number-hint-around", "Write the probability as a plain decimal number such as 0.27, with nothing around it."),
    (
        "scorecard/truth-duplicate-id",
        "scorecard-truth-duplicate-id-same",
        "{file}: customer {id} on line {line} is the same id as {other} on line {first_line} for pandas; the server grades both rows with that customer's prediction",
    ),
    (
        "scorecard/truth-duplicate-id",
        "scorecard-truth-duplicate-id-again",
        "{file}: customer {id} appears again on line {line} (first on line {first_line}); the server grades both rows with that customer's prediction",
    ),
    (
        "scorecard/truth-duplicate-id",
        "scorecard-truth-duplicate-id-hint-case",
        "Each test-set customer must appear once in the answer key (a problem of the case data).",
    ),
    (
        "scorecard/truth-empty-id",
        "scorecard-truth-empty-id-na",
        "{file}: `customer_id` on line {line} is `{value}`, which pandas reads as a missing value; the server keeps the row as customer `nan`, which only a missing customer_id in a submission matches",
    ),
    ("scorecard/truth-empty-id", "scorecard-truth-empty-id-hint-case", "Every row of the answer key needs a customer id (a problem of the case data)."),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-hint-line",
        "FDE-Gym's harness stops grading at this line, so the site shows `error`. Each line must be one JSON object as the stakeholder server writes it, with `to`, `facts` (a list of text) and a numeric `cost`.",
    ),
    ("uplift/not-json", "uplift-not-json-top", "{file} holds {type}, not a JSON object"),
    ("uplift/not-json", "uplift-not-json-hint-object", r#"The file must be one JSON object: { "kpi": ..., ... }."#),
];

/// Whether `code` is of `kind` (`routing/over-capacity` of `routing`), in const code.
const fn of_kind(code: &str, kind: &str) -> bool {
    let (c, k) = (code.as_bytes(), kind.as_bytes());
    if c.len() <= k.len() || c[k.len()] != b'/' {
        return false;
    }
    let mut i = 0;
    while i < k.len() {
        if c[i] != k[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `a == b`, in const code.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() && a[i] == b[i] {
        i += 1;
    }
    i == a.len()
}

/// Whether `code` is `kind`'s (`code` itself when `kind` is a code), in const code.
const fn picked(code: &str, kind: &str) -> bool {
    of_kind(code, kind) || same(code, kind)
}

/// How many registered codes `kind` has (see [`picked`]).
const fn count_codes(kind: &str) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < CODES.len() {
        n += picked(CODES[i].code, kind) as usize;
        i += 1;
    }
    n
}

/// How many [`VARIANTS`] `kind` has.
const fn count_variants(kind: &str) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < VARIANTS.len() {
        n += picked(VARIANTS[i].0, kind) as usize;
        i += 1;
    }
    n
}

/// A code's sentences: its message and hint (registered) and its variants.
struct Sentences {
    codes: &'static [(Code, &'static str, Option<&'static str>)],
    variants: &'static [(Code, &'static str, &'static str)],
}

/// `kind`'s registered messages and hints, in order.
const fn pick_codes<const N: usize>(kind: &str) -> [(Code, &'static str, Option<&'static str>); N] {
    let mut out = [("", "", None); N];
    let (mut n, mut i) = (0, 0);
    while i < CODES.len() {
        if picked(CODES[i].code, kind) {
            out[n] = (CODES[i].code, CODES[i].message, CODES[i].hint);
            n += 1;
        }
        i += 1;
    }
    out
}

/// `kind`'s [`VARIANTS`], in order.
const fn pick_variants<const N: usize>(kind: &str) -> [(Code, &'static str, &'static str); N] {
    let mut out = [("", "", ""); N];
    let (mut n, mut i) = (0, 0);
    while i < VARIANTS.len() {
        if picked(VARIANTS[i].0, kind) {
            out[n] = VARIANTS[i];
            n += 1;
        }
        i += 1;
    }
    out
}

/// One kind's sentences (or one code's: the CSV reader's), made at compile time.
macro_rules! sentences_of {
    ($kind:expr) => {{
        static CODES_OF: [(Code, &str, Option<&str>); count_codes($kind)] = pick_codes($kind);
        static VARIANTS_OF: [(Code, &str, &str); count_variants($kind)] = pick_variants($kind);
        Sentences { codes: &CODES_OF, variants: &VARIANTS_OF }
    }};
}

/// The sentences of the codes of `code`'s kind (its prefix), when the grader is built
/// for that kind: with fewer kinds (a page of the site, built per case kind) a code of
/// another kind has none (its params are then not read; such a page has no words for
/// its diagnostics either, see `crates/i18n/build.rs`), except the CSV reader's
/// `scorecard/too-many-fields`, every kind's. Only the tables of the kinds built are
/// linked (`cfg!`), and none of `CODES`'s summaries and explanations.
fn group_of(code: &str) -> Sentences {
    match code.split('/').next().unwrap_or_default() {
        "file" => sentences_of!("file"),
        "case" => sentences_of!("case"),
        "routing" if cfg!(feature = "routing") => sentences_of!("routing"),
        "scorecard" if cfg!(feature = "scorecard") => sentences_of!("scorecard"),
        "prediction" if cfg!(feature = "prediction") => sentences_of!("prediction"),
        "uplift" if cfg!(feature = "uplift") => sentences_of!("uplift"),
        _ if code == SCORECARD_TOO_MANY_FIELDS => sentences_of!(SCORECARD_TOO_MANY_FIELDS),
        _ => Sentences { codes: &[], variants: &[] },
    }
}

/// The sentences of `code`'s message (`hint` false) or hint, each with its key in the
/// language files: the [`VARIANTS`] first, the registered sentence last.
pub fn sentences(code: &str, hint: bool) -> impl Iterator<Item = (String, &'static str)> + '_ {
    let Sentences { codes, variants } = group_of(code);
    let doc = codes.iter().find(|(c, _, _)| *c == code);
    let key = code.replace('/', "-");
    variants.iter().filter(move |(c, k, _)| *c == code && k.contains("-hint-") == hint).map(|(_, k, t)| (k.to_string(), *t)).chain(
        doc.and_then(|(_, message, h)| if hint { *h } else { Some(*message) })
            .map(move |t| (if hint { format!("{key}-hint") } else { key }, t)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A code's sentences, as [`sentences`] reads them from its kind's tables, are the
    /// registered ones (`CODES`, `VARIANTS`), in order (in the tests' build, of every
    /// kind), and the CSV reader's table is `scorecard/too-many-fields`'s.
    #[test]
    fn sentences_are_the_registered_ones() {
        // A build for fewer kinds (scripts/test runs one) has no sentences of the others.
        let built = |code: &str| {
            code == SCORECARD_TOO_MANY_FIELDS
                || match code.split('/').next().unwrap_or_default() {
                    "routing" => cfg!(feature = "routing"),
                    "scorecard" => cfg!(feature = "scorecard"),
                    "prediction" => cfg!(feature = "prediction"),
                    "uplift" => cfg!(feature = "uplift"),
                    _ => true,
                }
        };
        for d in CODES {
            if !built(d.code) {
                assert_eq!(sentences(d.code, false).chain(sentences(d.code, true)).count(), 0, "{}: not built", d.code);
                continue;
            }
            let key = d.code.replace('/', "-");
            for hint in [false, true] {
                let mut want: Vec<(String, &str)> = VARIANTS
                    .iter()
                    .filter(|(c, k, _)| *c == d.code && k.contains("-hint-") == hint)
                    .map(|(_, k, t)| (k.to_string(), *t))
                    .collect();
                if hint {
                    want.extend(d.hint.map(|h| (format!("{key}-hint"), h)));
                } else {
                    want.push((key.clone(), d.message));
                }
                assert_eq!(sentences(d.code, hint).collect::<Vec<_>>(), want, "{} (hint: {hint})", d.code);
            }
        }
        let csv = sentences_of!(SCORECARD_TOO_MANY_FIELDS);
        let d = lookup(SCORECARD_TOO_MANY_FIELDS).unwrap();
        assert_eq!(csv.codes, [(d.code, d.message, d.hint)]);
        assert_eq!(csv.variants, VARIANTS.iter().filter(|v| v.0 == d.code).copied().collect::<Vec<_>>());
        assert_eq!(
            sentences_of!("file").codes.len() + sentences_of!("case").codes.len(),
            CODES.iter().filter(|d| d.kind == "file" || d.kind == "case").count()
        );
        assert!(sentences("nothing/such", false).next().is_none());
    }
}
