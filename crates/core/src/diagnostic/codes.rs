//! The registry of diagnostic codes: every code the grader emits is declared here, once.
//!
//! Each declaration gives the code's constant (emitters write
//! `Diagnostic::new(codes::ROUTING_UNKNOWN_STORE, ...)`, never the string), its category,
//! the message as the code emits it (`{placeholders}` for what varies) and its hint when
//! it has one. Its explanation, a one-line summary and a short doc in three parts as
//! ruff's rule pages (*What* it means, *Why* the server, the benchmark's Python grader,
//! treats it so, and an *Example* of input that triggers it), is written once, in
//! `crates/i18n/locales/<lang>/explain.ftl` for every language, English included
//! ([`CodeDoc::explanation`]): a page never shows it, and its build leaves those words
//! out. `fde-grade explain CODE` prints one entry, `fde-grade explain --all` writes
//! `docs/diagnostics.md` from [`CODES`].
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
//! Adding a code: one entry in the `codes!` block below, under its kind, its explanation
//! in each language's `explain.ftl` (`explain-<kind>-<rule>` and `.what`, `.why`,
//! `.example`); run `fde-grade explain --all > docs/diagnostics.md`.

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
    /// The message as emitted, `{placeholders}` for what varies.
    pub message: &'static str,
    /// The hint as emitted, when the code has one.
    pub hint: Option<&'static str>,
}

impl CodeDoc {
    /// Whether the code may be emitted with `category`.
    pub fn allows(&self, category: Category) -> bool {
        self.category == category || self.also.contains(&category)
    }

    /// The key of the code's explanation in `explain.ftl` (`explain-routing-unknown-store`;
    /// its attributes `.what`, `.why`, `.example`).
    pub fn explanation_key(&self) -> String {
        format!("explain-{}", self.code.replace('/', "-"))
    }

    /// The code's explanation in `lang`, from `crates/i18n/locales/<lang>/explain.ftl`,
    /// the one place its words are written (English too). Only builds with the command
    /// line's words have them (the CLI, the tests): a page's build leaves `explain.ftl`
    /// out, and there each part is its key.
    pub fn explanation(&self, lang: i18n::Lang) -> Explanation {
        let key = self.explanation_key();
        let part = |attr: &str| i18n::text(lang, &format!("{key}.{attr}"));
        Explanation { summary: i18n::text(lang, &key), what: part("what"), why: part("why"), example: part("example") }
    }
}

/// A code's documentation in three parts, as ruff's rule pages, and a one-line summary
/// ([`CodeDoc::explanation`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// One line: what is wrong.
    pub summary: String,
    /// What it means.
    pub what: String,
    /// Why it is treated so (the server's behaviour, with the spec's section).
    pub why: String,
    /// Input that triggers it.
    pub example: String,
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
                    message: $message:literal
                    $(, hint: $hint:literal)? $(,)?
                }
            )*
        }
    )*) => {
        $($(
            #[doc = concat!("`", $code, "`: ", $message)]
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
                    message: $message,
                    hint: codes!(@hint $($hint)?),
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
            message: "{file} is empty",
            hint: "The file needs a header row and at least one data row.",
        }
        FILE_NOT_UTF8 = "file/not-utf8", Fatal | Case | Exception {
            message: "{file} is not UTF-8: byte 0x{byte} at line {line}, column {column} is not valid UTF-8; the file looks {encoding} encoded",
            hint: r#"Save the file as UTF-8 (in Excel: Save As, "CSV UTF-8 (Comma delimited)")."#,
        }
        FILE_UTF16 = "file/utf16", Fatal | Case | Exception {
            message: "{file} is UTF-16 encoded ({which}); save it as UTF-8",
            hint: r#"In Excel: Save As, "CSV UTF-8 (Comma delimited)"; in an editor: Save with Encoding, UTF-8."#,
        }
        FILE_SPREADSHEET = "file/spreadsheet", Fatal | Case | Exception {
            message: "{file} is {what}, not a text file",
            hint: r#"Open it in Excel and use Save As, "CSV UTF-8 (Comma delimited)" (or export the JSON from your code)."#,
        }
        FILE_UNCLOSED_QUOTE = "file/unclosed-quote", Fatal | Case | Exception {
            message: "{file}: a quoted value opened on line {line} is never closed",
            hint: "Close the quote, or remove the stray `\"`.",
        }
    }

    "case" {
        CASE_BAD_MANIFEST = "case/bad-manifest", Case {
            message: "{file}: {problem}",
            hint: "See cases-public/README.md for the case.json format.",
        }
        CASE_BAD_PARAMETERS = "case/bad-parameters", Case {
            message: "case.json `parameters`: {problem}",
        }
        CASE_MISSING_FILE = "case/missing-file", Case {
            message: "cannot read {file}",
        }
        CASE_KIND_NOT_BUILT = "case/kind-not-built", Case {
            message: "case {id}: this build of the grader has no {kind} cases",
        }
        CASE_MISSING_COLUMN = "case/missing-column", Case {
            message: "{file} has no `{column}` column; the server raises KeyError('{column}') for every submission",
            hint: "customers.csv needs the columns 网点编码, 总重量, 门店经度, 门店纬度.",
        }
        CASE_NOT_A_NUMBER = "case/not-a-number", Case {
            message: "`{column}` on line {line} is `{value}`, not a number; the server's distances fail on it",
            hint: "Write every store's weight as a plain number (kg).",
        }
        CASE_TOO_MANY_FIELDS = "case/too-many-fields", Case {
            message: r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}""#,
            hint: "Save customers.csv with commas between fields and points in decimals.",
        }
        CASE_NO_ROWS = "case/no-rows", Case {
            message: "{file} has a header but no rows: no depot and no stores",
            hint: "Add the depot (a row with an empty weight) and one row per store under the header.",
        }
        CASE_NO_DEPOT = "case/no-depot", Case {
            message: r#"{file} has no depot row (a row with a missing 总重量): the server raises "single positional indexer is out-of-bounds" for every submission"#,
            hint: "The depot is the first row whose weight is empty.",
        }
        CASE_NO_WEIGHT = "case/no-weight", Warning {
            message: "line {line}: `总重量` of {code} is `{value}`, a missing value, so it is neither the depot (line {depot_line}) nor a store; the row is left out",
            hint: "Only the first row with an empty weight is the depot; give every store its weight.",
        }
        CASE_INFINITE_WEIGHT = "case/infinite-weight", Warning {
            message: "line {line}: store {code} weighs `{value}` kg; the server keeps it, so the route that serves it is over capacity",
        }
        CASE_NEGATIVE_WEIGHT = "case/negative-weight", Warning {
            message: "line {line}: store {code} weighs `{value}` kg, less than nothing; the server adds it to its route's load as written",
        }
        CASE_COORDINATES_OUT_OF_RANGE = "case/coordinates-out-of-range", Warning {
            message: "line {line}: `{column}` of store {code} is {value}, not between -{limit} and {limit}; distances are computed as written",
            hint: "Check for a missing decimal point, or longitude and latitude swapped.",
        }
        CASE_DUPLICATE_CODE = "case/duplicate-code", Warning {
            message: "store code {code} appears on lines {first_line} and {line}; the later row is used",
        }
        CASE_STORE_IS_DEPOT_CODE = "case/store-is-depot-code", Warning {
            message: "line {line}: store {code} has the depot's code (line {depot_line}); the server looks positions up by code, so it is served at the depot's position",
            hint: "Give the depot a code no store has.",
        }
        CASE_UNSUPPORTED = "case/unsupported", Case {
            message: "case.json `parameters.{path}`: {feature} is not built into this grader yet",
            hint: "Grade this case with the Python peer (peers/prediction_peer.py) until the grader supports it.",
        }
        CASE_BAD_TRUTH = "case/bad-truth", Case {
            message: "{file}: {problem}",
            hint: "Bring the case's own truth file (--truth), as UTF-8 CSV.",
        }
    }

    "routing" {
        ROUTING_MISSING_FILE = "routing/missing-file", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Check the path; the grader needs a routes.json (or CSV) file.",
        }
        ROUTING_EMPTY_FILE = "routing/empty-file", Exception | Fatal {
            message: "{file} is empty",
            hint: r#"Submit a routes.json like {"routes": [["S1", "S2"], ...]} or a CSV of stops."#,
        }
        ROUTING_NOT_JSON = "routing/not-json", Exception {
            message: "{file} is not valid JSON: {problem} (line {line}, column {column})",
            hint: r#"Check the file with a JSON validator; it must look like {"routes": [["S1", "S2"], ...]}."#,
        }
        ROUTING_NO_ROUTES_LIST = "routing/no-routes-list", Fatal | Exception {
            message: "{file} has no `routes` key",
            hint: "The top-level object needs a `routes` list: {\"routes\": [[\"S1\", \"S2\"], ...]}.",
        }
        ROUTING_BAD_ROUTE_ITEM = "routing/bad-route-item", Fatal | Exception {
            message: "route {route} (index {index}) is a {type}; each route must be a list of store codes or an object with a `customers` list",
            hint: r#"Write each route as ["S1", "S2", ...] or {"customers": ["S1", "S2", ...]}."#,
        }
        ROUTING_CSV_NO_ROWS = "routing/csv-no-rows", Fatal {
            message: "{file} has a header but no rows: no route is given",
            hint: "Add one row per stop (or per vehicle) under the header: {accepted}.",
        }
        ROUTING_CSV_COLUMNS = "routing/csv-columns", Fatal {
            message: "{file}: the header ({header}) has no store-code or stops column",
            hint: "Use {accepted}.",
        }
        ROUTING_CSV_ROUTE_ID = "routing/csv-route-id", Fatal {
            message: "line {line} has no route id",
            hint: "Every row needs the id of its route (vehicle).",
        }
        ROUTING_CSV_VISIT_ORDER = "routing/csv-visit-order", Fatal {
            message: "line {line}: visit order `{value}` is not a number",
            hint: "The visit order must be a number (1, 2, 3, ...) within each route.",
        }
        ROUTING_DEPOT_IN_ROUTE = "routing/depot-in-route", Schema {
            message: "route {route} (index {index}), stop {stop}: `{code}` is the depot's code; the depot must not be listed in a route",
            hint: "Routes start and end at the depot implicitly: list only the stores, without the depot at either end.",
        }
        ROUTING_UNKNOWN_STORE = "routing/unknown-store", Schema {
            message: "route {route} (index {index}), stop {stop}: store code `{code}` is not in customers.csv{why}",
            hint: "Check for typos, extra characters, or codes from another case's data.",
        }
        ROUTING_MISSING_STORE = "routing/missing-store", Schema {
            message: "store {code} is not visited by any route",
            hint: "Every store must be served exactly once; add {code} to a route (customers.csv line {line}).",
        }
        ROUTING_DUPLICATE_STORE = "routing/duplicate-store", Schema {
            message: "store `{code}` is listed {count} times ({places})",
            hint: "Each store must appear exactly once across all routes; remove the repeats.",
        }
        ROUTING_OVER_CAPACITY = "routing/over-capacity", Value {
            message: "route {route} (index {index}) carries {load} kg, over the {capacity} kg capacity by {over} kg",
            hint: "Move some stores of this route to a route with spare capacity.",
        }
        ROUTING_ROUTE_COUNT = "routing/route-count", Value {
            message: "{n} routes given, exactly {vehicles} required",
            hint: "Add {missing} more route(s); an empty route [] is allowed and counts.",
        }
        ROUTING_NOT_MEASURED = "routing/not-measured", Warning {
            message: "{routes} routes with {stops} stops is far more than this case's {vehicles} vehicles and {stores} stores; the plan was checked but not measured",
        }
        ROUTING_CROSSINGS_UNCOUNTED = "routing/crossings-uncounted", Warning {
            message: "the routes cross at least {found} times, enough for the score to round to 0 whatever the rest; the search stopped there, so the crossing count, the spatial penalty and the cost are not given",
            hint: "Routes that do not cross each other are drawn as wedges around the depot: sort the stores by their angle from the depot and cut the order into routes.",
        }
    }

    "scorecard" {
        SCORECARD_MISSING_FILE = "scorecard/missing-file", Fatal | Exception {
            message: "cannot read {file}: {reason}",
            hint: "Upload {file} with the header `customer_id,prob_default` and one row per test-set customer.",
        }
        SCORECARD_TOO_MANY_FIELDS = "scorecard/too-many-fields", Exception | Fatal | Case {
            message: r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}""#,
            hint: r#"A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas."#,
        }
        SCORECARD_IMPLICIT_INDEX = "scorecard/implicit-index", Warning {
            message: "the first data row (line {line}) has {n} fields but the header has {m}: pandas reads the first {k} of every row as the row index and shifts the columns left ({shifted})",
            hint: "Every row must have as many fields as the header: remove trailing commas, quote values that contain a comma, and write decimals with a point (0.27, not 0,27).",
        }
        SCORECARD_MISSING_COLUMN = "scorecard/missing-column", Fatal {
            message: "{file} has no column `{column}` (columns found: {found})",
            hint: "The header must contain `{column}` and `{other}`, spelled exactly.",
        }
        SCORECARD_NOT_A_NUMBER = "scorecard/not-a-number", Fatal {
            message: "`prob_default` on line {line} is `{value}`, not a number",
            hint: "Every row needs a probability of default between 0 and 1.",
        }
        SCORECARD_NOT_FINITE = "scorecard/not-finite", Fatal {
            message: "`prob_default` on line {line} is `{value}`, not a finite number",
            hint: "Probabilities are between 0 and 1; infinities usually come from exp() overflowing or a division by zero.",
        }
        SCORECARD_OUT_OF_RANGE = "scorecard/out-of-range", Fatal {
            message: "`prob_default` on line {line} is {value}, outside [0, 1]",
            hint: "A probability of default must be between 0 and 1 inclusive.",
        }
        SCORECARD_LOOKS_LIKE_POINTS = "scorecard/looks-like-points", Warning {
            message: "`prob_default` values lie between {low} and {high}: these look like scorecard points, not probabilities",
            hint: "Submit a probability of default in [0,1]; note that more points means less risk, so the order reverses too.",
        }
        SCORECARD_LOOKS_LIKE_LOGIT = "scorecard/looks-like-logit", Warning {
            message: "`prob_default` values lie between {low} and {high}: these look like log-odds (logits), not probabilities",
            hint: "Apply the logistic function p = 1 / (1 + exp(-x)), e.g. predict_proba instead of decision_function.",
        }
        SCORECARD_LOOKS_LIKE_PERCENT = "scorecard/looks-like-percent", Warning {
            message: "`prob_default` values lie between {low} and {high}: these look like percentages",
            hint: "Divide by 100: a 12% risk is 0.12.",
        }
        SCORECARD_DUPLICATE_ID = "scorecard/duplicate-id", Fatal {
            message: "customer {id} appears again on line {line} (first on line {first_line})",
            hint: r#"Keep one row per customer, e.g. df.drop_duplicates("customer_id")."#,
        }
        SCORECARD_MISSING_ID = "scorecard/missing-id", Fatal {
            message: "customer {id} of the test set has no row in {file}{why}",
            hint: "Predict every test-set customer ({missing} of {total} are missing).",
        }
        SCORECARD_EXTRA_ROWS = "scorecard/extra-rows", Warning {
            message: "{n} row(s) have a customer_id that is not in the test set and are ignored (e.g. {examples})",
            hint: "Extra rows do not change the score; check they are not test-set customers written differently (spaces around an id, another case, or text where the test set has numbers).",
        }
        SCORECARD_EMPTY_ID = "scorecard/empty-id", Warning {
            message: "`customer_id` is empty on line {line}",
            hint: "A row without a customer id cannot be matched to anyone.",
        }
        SCORECARD_ID_READ_AS_TEXT = "scorecard/id-read-as-text", Warning {
            message: "pandas reads {what} as text because of {culprit} on line {line}; text never equals the test set's numeric ids, so even {numeric} on line {numeric_line} matches no one",
            hint: "Write every customer_id as a plain number, or drop the rows that are not customers.",
        }
        SCORECARD_ID_READ_AS_NUMBER = "scorecard/id-read-as-number", Warning {
            message: "pandas reads the `customer_id` column of {file} as numbers but the test set's ids as text (e.g. {example}), and a number never equals a text",
            hint: "Write the ids exactly as in the test set, including leading zeros and letters.",
        }
        SCORECARD_ID_READ_AS_DECIMAL = "scorecard/id-read-as-decimal", Warning {
            message: "pandas reads the `customer_id` column of {file} as decimals because {why}; the server compares ids as text (`astype(str)`){shown}, which no test-set id (e.g. {example}) equals",
            hint: "Give every row a whole-number customer_id (no empty or NA ids, no decimals).",
        }
        SCORECARD_ONE_CLASS = "scorecard/one-class", Warning {
            message: "the test set has {missing}, so AUC and KS are 0 by rule",
            hint: "This is a problem of the case data, not of the submission.",
        }
        SCORECARD_ALL_TIED = "scorecard/all-tied", Warning {
            message: "every test-set customer has the same prob_default, so AUC is 0.5 and KS is 0",
            hint: "A constant prediction ranks nobody; submit the model's probabilities.",
        }
        SCORECARD_INVERTED = "scorecard/inverted", Warning {
            message: "AUC is {auc} (below 0.5): customers who repaid get higher prob_default than those who defaulted",
            hint: "prob_default must be the probability of default (higher = riskier); if you submitted the probability of repaying, submit 1 - p. KS stays the same, AUC does not.",
        }
        SCORECARD_TRUTH_LENGTH = "scorecard/truth-length", Case {
            message: "{ids} customer ids but {labels} labels",
            hint: "Give one label per customer id.",
        }
        SCORECARD_TRUTH_MISSING_COLUMN = "scorecard/truth-missing-column", Case {
            message: "{file} has no column `{column}`",
            hint: "The answer key needs columns `customer_id` and `default` (0 or 1).",
        }
        SCORECARD_TRUTH_IMPLICIT_INDEX = "scorecard/truth-implicit-index", Case {
            message: "{file}: the first data row (line {line}) has {n} fields but the header has {m}, so pandas reads its columns shifted",
            hint: "Give every row of the answer key as many fields as its header.",
        }
        SCORECARD_TRUTH_BAD_LABEL = "scorecard/truth-bad-label", Case {
            message: "`default` on line {line} is `{value}`, not 0 or 1",
            hint: "Write 1 for a customer who defaulted and 0 for one who repaid.",
        }
        SCORECARD_TRUTH_ODD_LABEL = "scorecard/truth-odd-label", Warning {
            message: "`default` on line {line} is `{value}`, which the server's `astype(int)` makes {what}",
            hint: "Write 1 for a customer who defaulted and 0 for one who repaid (a problem of the case data).",
        }
        SCORECARD_TRUTH_EMPTY = "scorecard/truth-empty", Case | Warning {
            message: "{file} has no customers",
            hint: "The answer key needs one row per test-set customer.",
        }
        SCORECARD_TRUTH_EMPTY_ID = "scorecard/truth-empty-id", Case | Warning {
            message: "{file}: `customer_id` is empty on line {line}",
            hint: "Every row of the answer key needs a customer id.",
        }
        SCORECARD_TRUTH_DUPLICATE_ID = "scorecard/truth-duplicate-id", Case | Warning {
            message: "{file}: customer {id} appears again on line {line} (first on line {first_line})",
            hint: "Each test-set customer must appear once in the answer key.",
        }
    }

    "prediction" {
        PREDICTION_MISSING_FILE = "prediction/missing-file", Fatal {
            message: "there is no {file}",
            hint: "Write the predictions under the name the case asks for.",
        }
        PREDICTION_UNREADABLE = "prediction/unreadable", Exception | Fatal {
            message: "{file}: {problem}",
            hint: "Save the file as UTF-8 CSV text with a header row.",
        }
        PREDICTION_MISSING_COLUMN = "prediction/missing-column", Fatal {
            message: "{file} has no column `{column}` (its columns: {found})",
            hint: "The header needs these columns: {columns}.",
        }
        PREDICTION_MISSING_VALUE = "prediction/missing-value", Fatal {
            message: "`{column}` is empty or NaN on data row {row}",
        }
        PREDICTION_NOT_FINITE = "prediction/not-finite", Fatal {
            message: "`{column}` is {value} on data row {row}",
        }
        PREDICTION_OUT_OF_RANGE = "prediction/out-of-range", Fatal {
            message: "`{column}` is {value} on data row {row}: {rule}",
        }
        PREDICTION_NOT_ALLOWED = "prediction/not-allowed", Fatal {
            message: "`{column}` on data row {row} is not one of {values}",
        }
        PREDICTION_DUPLICATE_KEY = "prediction/duplicate-key", Fatal {
            message: "data row {row} repeats a key ({columns})",
        }
        PREDICTION_MISSING_KEY = "prediction/missing-key", Fatal {
            message: "the key ({columns}) of truth row {row} has no prediction",
        }
        PREDICTION_EXTRA_KEY = "prediction/extra-key", Fatal {
            message: "data row {row} has a key ({columns}) the truth does not list",
        }
        PREDICTION_EXCEPTION = "prediction/exception", Exception {
            message: "{what the Python stack raises}",
        }
    }

    "uplift" {
        UPLIFT_NOT_JSON = "uplift/not-json", Fatal {
            message: "{file} is not valid JSON: {problem}",
            hint: "Check the file at that line; it must be one JSON object, as the harness writes it.",
        }
        UPLIFT_HARNESS_FAILS = "uplift/harness-fails", Fatal {
            message: "{problem}",
            hint: "FDE-Gym's harness raises here and writes no result.json, so the site shows `error`.",
        }
        UPLIFT_NOT_FINITE = "uplift/not-finite", Value {
            message: "the result.json the harness writes would hold NaN or Infinity (at {paths}), which the site cannot read: it shows `error`",
            hint: "A non-finite KPI or cost cannot be scored; fix the case's grader or its input and grade again.",
        }
        UPLIFT_ZERO_SPAN = "uplift/zero-span", Warning {
            message: "kpi_oracle equals kpi_baseline ({value}), so the harness sets uplift to 0 whatever the kpi",
            hint: "The case's anchors leave no room to improve; check kpi_baseline and kpi_oracle.",
        }
        UPLIFT_INCIDENTS_NOT_A_LIST = "uplift/incidents-not-a-list", Warning {
            message: "`incidents` is not a list: the harness still caps uplift at 0 when it is not empty/false, but the site shows no incident",
            hint: r#"Write incidents as a list, e.g. ["refund sent twice"], or [] for none."#,
        }
        UPLIFT_LEDGER_INTEGRITY = "uplift/ledger-integrity", Warning {
            message: "ledger: {problem}; the harness adds this to `incidents`",
        }
        UPLIFT_RECOMPUTED_DIFFERS = "uplift/recomputed-differs", Warning {
            message: "{file} says {field} = {theirs}, but recomputed from the kpi fields it is {ours}; the recomputed value is reported",
        }
        UPLIFT_VARIANTS_NOT_GIVEN = "uplift/variants-not-given", Warning {
            message: r#"the run is variant "{variant}" but no variants.json was given: the grader's kpi_baseline/kpi_oracle are used, which the harness replaces with the variant's when it has them"#,
        }
        UPLIFT_ASK_LOG_IGNORED = "uplift/ask-log-ignored", Warning {
            message: "a contact cost was given, so {file} is not used for it",
        }
        UPLIFT_COSTS_UNUSED = "uplift/costs-unused", Warning {
            message: "{file} was given without an ask log, so there is nothing to price",
        }
        UPLIFT_CONTACT_COST_DIFFERS = "uplift/contact-cost-differs", Warning {
            message: "{file} says the contact cost is {recorded}, but {log} adds up to {ours}; the ask log's figure is used",
        }
        UPLIFT_ASK_LOG_BAD_LINE = "uplift/ask-log-bad-line", Warning {
            message: "line {line} of {file} is not JSON: {problem}",
            hint: "Each line must be one JSON object as the harness logs it. The harness would stop here; this line is left out.",
        }
        UPLIFT_NOT_A_NUMBER = "uplift/not-a-number", Warning {
            message: "`{field}` on line {line} of {file} is {value}, not a number; it is ignored",
        }
        UPLIFT_UNKNOWN_PERSON = "uplift/unknown-person", Warning {
            message: "line {line} asks `{person}`, who is not in the case's people; its logged cost is used",
            hint: "Check the person's id against the case's people list.",
        }
        UPLIFT_PILOT_PAST_MAX_RUNS = "uplift/pilot-past-max-runs", Warning {
            message: "line {line} is a trial day past max_runs: the server neither charges nor logs one, so this line is not the server's",
        }
        UPLIFT_CANNOT_PRICE = "uplift/cannot-price", Warning {
            message: "line {line} cannot be priced ({why}); its logged cost is used",
        }
        UPLIFT_COST_MISMATCH = "uplift/cost-mismatch", Warning {
            message: "line {line} ({kind} {person}) has {logged} logged, but the people file prices it at {priced} ({why}); the harness sums the logged cost (the server view shows the other)",
            hint: "The log and the case's people/clock/pilot costs disagree; check which one is current.",
        }
        UPLIFT_COSTS_NOT_JSON = "uplift/costs-not-json", Fatal | Warning {
            message: "{file} is not valid JSON: {problem}",
            hint: "Check the file at that line; it must be one JSON object, as the harness writes it.",
        }
        UPLIFT_MISSING_FIELD = "uplift/missing-field", Case | Warning {
            message: "{file} has no `people` list",
            hint: r#"List the people: "people": [{"id": "ops_lead", "cost": 0.02, ...}]."#,
        }
        UPLIFT_COSTS_BAD_VALUE = "uplift/costs-bad-value", Case | Warning {
            message: "`{field}` in {file} is {value}, not {expected}",
            hint: "Fix the case's costs file; see the format in the uplift module docs.",
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
    // The harness's failures (`uplift/harness-fails`, message `{problem}`), one sentence
    // each; `{kind}` is a JSON value's kind (`pyjson::Value::in_words`, said in each
    // language: `Diagnostic::message_in`); `{problem}` and `{error}` are the parser's or
    // Python's own words, quoted. The variant's sentences come before the file's, whose
    // `{file}` would take "the variant (variants.json)" too (a value the variant gives is
    // never missing: no "has no" sentence for it).
    (
        "uplift/harness-fails",
        "uplift-harness-fails-line-bom",
        "line {line} of {file} cannot be read: the file starts with a UTF-8 byte-order mark, which Python's json.loads rejects",
    ),
    ("uplift/harness-fails", "uplift-harness-fails-line-blank", "line {line} of {file} cannot be read: it is blank"),
    ("uplift/harness-fails", "uplift-harness-fails-line-not-json", "line {line} of {file} cannot be read: it is not JSON ({problem})"),
    ("uplift/harness-fails", "uplift-harness-fails-line-not-object", "line {line} of {file} holds {kind}, not a JSON object"),
    ("uplift/harness-fails", "uplift-harness-fails-no-facts", "line {line} of {file} has no `facts`"),
    ("uplift/harness-fails", "uplift-harness-fails-facts-unhashable", "`facts` on line {line} of {file} holds {kind}, which Python cannot put in a set"),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-facts-not-text",
        "`facts` on line {line} of {file} holds {kind}, not text (the harness sorts and reads facts as text)",
    ),
    ("uplift/harness-fails", "uplift-harness-fails-facts-not-list", "`facts` on line {line} of {file} is {kind}, not a list"),
    ("uplift/harness-fails", "uplift-harness-fails-cost-too-large", "`cost` on line {line} of {file} is an integer too large for a float"),
    ("uplift/harness-fails", "uplift-harness-fails-cost-not-number", "`cost` on line {line} of {file} is {kind}, not a number"),
    ("uplift/harness-fails", "uplift-harness-fails-no-to", "line {line} of {file} has no `to`"),
    ("uplift/harness-fails", "uplift-harness-fails-to-not-id", "`to` on line {line} of {file} is {kind}, not a person's id"),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-line-surrogate",
        r"line {line} of {file} holds a lone surrogate (\ud800-\udfff) in `facts` or `to`, which the harness cannot write into result.json",
    ),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-gates",
        "`gates` in {file} is {kind}, not an object: the harness writes its isolation note into it and stops",
    ),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-incidents",
        "`incidents` in {file} is {kind}, which Python cannot turn into a list to add the ledger's problems to",
    ),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-variant-not-number",
        "the variant (variants.json) has `{field}` = {kind}, not a number (Python's TypeError)",
    ),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-variant-subtract",
        "the variant (variants.json) cannot subtract the anchors: {error} (Python's OverflowError)",
    ),
    ("uplift/harness-fails", "uplift-harness-fails-no-field", "{file} has no `{field}` (Python's KeyError)"),
    ("uplift/harness-fails", "uplift-harness-fails-not-number", "{file} has `{field}` = {kind}, not a number (Python's TypeError)"),
    ("uplift/harness-fails", "uplift-harness-fails-subtract", "{file} cannot subtract the anchors: {error} (Python's OverflowError)"),
    ("uplift/harness-fails", "uplift-harness-fails-kpi-minus", "{file} cannot compute kpi - kpi_baseline: {error} (Python's OverflowError)"),
    ("uplift/harness-fails", "uplift-harness-fails-divide", "{file} cannot divide by the span: {error} (Python's OverflowError)"),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-result-surrogate",
        r"{file} holds a lone surrogate (\ud800-\udfff), which the harness cannot write into result.json",
    ),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-entry-not-json", "the ledger check cannot run: the ledger entry is not JSON ({problem})"),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-no-key", "the ledger check cannot run: the ledger entry has no `key`"),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-key-not-hex", "the ledger check cannot run: the ledger entry's `key` is not hex text"),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-meta-not-json", "the ledger check cannot run: meta.json is not JSON ({problem})"),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-head-not-json", "the ledger check cannot run: the ledger head is not JSON ({problem})"),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-head-no-n", "the ledger check cannot run: the ledger head has no `n`"),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-head-no-mac", "the ledger check cannot run: the ledger head has no `mac`"),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-ledger-surrogate",
        r"the ledger check cannot run: line {line} of the ask log holds a lone surrogate (\ud800-\udfff), which Python cannot encode to sign it",
    ),
    ("uplift/harness-fails", "uplift-harness-fails-ledger-array", "the ledger check cannot run: line {line} of the ask log is a JSON array"),
    ("uplift/harness-fails", "uplift-harness-fails-meta-not-json", "{file} is not JSON ({problem}), so the harness cannot read the run"),
    ("uplift/harness-fails", "uplift-harness-fails-meta-not-object", "{file} holds {kind}, not a JSON object, so the harness cannot read the run"),
    (
        "uplift/harness-fails",
        "uplift-harness-fails-meta-no-field",
        "{file} has no `{field}`, which the harness reads for a run without a ledger entry (Python's KeyError)",
    ),
    ("uplift/harness-fails", "uplift-harness-fails-meta-not-name", "`{field}` in {file} is {kind}, not a name"),
    ("uplift/harness-fails", "uplift-harness-fails-variants-not-json", "{file} is not valid JSON: {problem}"),
    ("uplift/harness-fails", "uplift-harness-fails-no-variant", r#"{file} has no variant "{name}", so the harness stops (sys.exit)"#),
    ("uplift/harness-fails", "uplift-harness-fails-variant-not-object", r#"variant "{name}" in {file} is {kind}, not an object of parameters"#),
    ("uplift/harness-fails", "uplift-harness-fails-hint-stops", "FDE-Gym's harness stops here and writes no result.json, so the site shows `error`."),
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
    // Built with no kind (the core alone), every arm is `false`.
    #[allow(clippy::match_like_matches_macro)]
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
