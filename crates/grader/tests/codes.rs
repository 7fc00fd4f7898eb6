//! The diagnostic-code registry (`grader::diagnostic::codes`): well formed, the only
//! place a code is written in the core, and the codes the malformed corpus does not
//! produce made here (or in the test file `tests/malformed.rs` names), with their
//! registered category.

use std::path::{Path, PathBuf};

use grader::diagnostic::codes::{self, CODES};
use grader::routing::{parse_customers, RoutingParams};
use grader::scorecard::{parse_truth, Truth};
use grader::uplift::{grade_input, InputFile, UpliftInput};
use grader::{Category, Diagnostic};

mod support;

/// The kinds a code may start with, and the other prefixes a code-shaped literal could
/// have (`csv/`, `json/`): none may appear outside the registry.
fn prefixes() -> Vec<&'static str> {
    grader::case::CaseKind::ALL.iter().map(|k| k.as_str()).chain(["case", "file", "csv", "json"]).collect()
}

#[test]
fn the_registry_is_well_formed() {
    grader::install(); // the kinds' words
    let mut seen = std::collections::BTreeSet::new();
    for d in CODES {
        assert!(seen.insert(d.code), "{} is registered twice", d.code);
        let (kind, rule) = d.code.split_once('/').unwrap_or_else(|| panic!("{}: not <kind>/<rule>", d.code));
        assert_eq!(kind, d.kind, "{}: kind", d.code);
        assert!(prefixes().contains(&kind), "{}: unknown kind", d.code);
        assert!(!rule.is_empty() && rule.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", d.code);
        assert!(!d.also.contains(&d.category), "{}: `also` repeats the category", d.code);
        assert!(!d.message.trim().is_empty() && !d.message.contains('\n'), "{}: the message must be one non-empty line", d.code);
        // Its explanation (explain.ftl, English included): four parts, each one line.
        let words = d.explanation(i18n::Lang::En);
        for (name, text) in [("summary", &words.summary), ("what", &words.what), ("why", &words.why), ("example", &words.example)] {
            assert!(
                !text.trim().is_empty() && !text.contains('\n') && !text.starts_with("explain-"),
                "{}: {name} must be one line of explain.ftl",
                d.code
            );
        }
        assert!(words.summary.ends_with('.'), "{}: the summary is a sentence", d.code);
        assert!(d.hint.is_none_or(|h| !h.trim().is_empty()), "{}: empty hint", d.code);
        assert_eq!(codes::lookup(d.code), Some(*d));
    }
    // The constants are the table's codes.
    assert_eq!((codes::ROUTING_UNKNOWN_STORE.code, codes::SCORECARD_MISSING_ID.code), ("routing/unknown-store", "scorecard/missing-id"));
    assert_eq!(codes::lookup("routing/over-capacity").map(|d| d.category), Some(Category::Value));
    assert!(codes::lookup("routing/nope").is_none());
    assert!(CODES.len() >= 80, "{} codes", CODES.len());
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The code-shaped string literals of `text`: `"<prefix>/<rule>"`, rule in `[a-z0-9-]`.
fn code_literals(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (i, _) in line.match_indices('"') {
            let rest = &line[i + 1..];
            let Some((kind, after)) = rest.split_once('/') else { continue };
            if !prefixes().contains(&kind) {
                continue;
            }
            let rule: String = after.chars().take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-').collect();
            if !rule.is_empty() && after[rule.len()..].starts_with('"') {
                found.push((n + 1, format!("{kind}/{rule}")));
            }
        }
    }
    found
}

#[test]
fn no_code_is_written_outside_the_registry() {
    grader::install();
    // The facade, the core, the kinds and pysem: every crate that may emit a code.
    // Each crate declares its codes in one file: the core's and each kind's `codes.rs`.
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let kinds: Vec<String> = grader::case::CaseKind::ALL.iter().map(|k| format!("kinds/{}", k.as_str())).collect();
    let registries: Vec<_> = std::iter::once(crates.join("core/src/diagnostic/codes.rs"))
        .chain(kinds.iter().map(|k| crates.join(k).join("src/codes.rs")))
        .collect();
    let mut files = Vec::new();
    for dir in ["grader", "core", "pysem"].iter().map(|d| d.to_string()).chain(kinds.iter().cloned()) {
        rust_files(&crates.join(dir).join("src"), &mut files);
    }
    assert!(files.len() > 20 && registries.iter().all(|r| files.contains(r)));
    let mut found = Vec::new();
    for f in files.iter().filter(|f| !registries.contains(f)) {
        for (line, code) in code_literals(&std::fs::read_to_string(f).unwrap()) {
            found.push(format!("{}:{line}: \"{code}\" (write codes::{})", f.display(), code.replace(['/', '-'], "_").to_uppercase()));
        }
    }
    assert!(found.is_empty(), "code literals outside the crates' codes.rs:\n{}", found.join("\n"));
    // The scan finds what it looks for: every registered code is a literal in a registry.
    let in_registry: Vec<String> =
        registries.iter().flat_map(|r| code_literals(&std::fs::read_to_string(r).unwrap())).map(|(_, c)| c).collect();
    for d in CODES {
        assert!(in_registry.iter().any(|c| c == d.code), "{} not found by the scan", d.code);
    }
    assert_eq!(code_literals(r#"x("scorecard/new-rule", y) "file/a" "demo/x" "case/""#).len(), 2);
}

/// The one diagnostic of `code` in `diags`, checked against the registry.
fn one<'a>(diags: &'a [Diagnostic], code: &str) -> &'a Diagnostic {
    let of: Vec<&Diagnostic> = diags.iter().filter(|d| d.code == code).collect();
    assert_eq!(of.len(), 1, "{code} in {diags:#?}");
    let doc = codes::lookup(code).unwrap();
    assert!(doc.allows(of[0].category), "{code}: {:?}", of[0].category);
    assert!(of[0].hint.is_none() || doc.hint.is_some(), "{code}: a hint the registry lacks");
    support::assert_translatable(of[0], code);
    of[0]
}

const CUSTOMERS: &str = "网点编码,总重量,门店经度,门店纬度\n0,,116.40,39.90\nS1,10,116.41,39.91\n";

#[test]
fn an_infinite_weight_is_kept_with_a_warning() {
    grader::install(); // the kinds' words
    let case = parse_customers(format!("{CUSTOMERS}S2,inf,116.42,39.92\n").as_bytes(), "customers.csv", RoutingParams::default()).unwrap();
    let d = one(&case.warnings, "case/infinite-weight");
    assert_eq!((d.category, d.location.line), (Category::Warning, Some(4)));
    assert!(d.message.starts_with("line 4: store S2 weighs `inf` kg"), "{}", d.message);
}

#[test]
fn a_csv_plan_row_without_a_route_id() {
    grader::install(); // the kinds' words
    let case = parse_customers(CUSTOMERS.as_bytes(), "customers.csv", RoutingParams::default()).unwrap();
    let r = grader::routing::grade(&case, b"vehicle,store,order\nV1,S1,1\n,S1,2\n", "plan.csv");
    let d = one(&r.diagnostics, "routing/csv-route-id");
    assert_eq!((d.category, d.message.as_str(), d.location.line), (Category::Fatal, "line 3 has no route id", Some(3)));
}

#[test]
fn answer_keys_the_case_refuses() {
    grader::install(); // the kinds' words
    let e = Truth::from_labels(vec!["A".into(), "B".into()], vec![true]).unwrap_err();
    assert_eq!((one(&e, "scorecard/truth-length").message.as_str(), e[0].category), ("2 customer ids but 1 labels", Category::Case));
    let e = parse_truth(b"customer_id,default\n0,C1,1\n1,C2,0\n", "truth.csv").unwrap_err();
    let d = one(&e, "scorecard/truth-implicit-index");
    assert_eq!((d.category, d.location.line), (Category::Case, Some(2)));
}

fn uplift(result: &str) -> UpliftInput {
    UpliftInput { result: InputFile::new("result.json", result), ..Default::default() }
}

const RESULT: &str = r#"{"kpi": 0.9, "kpi_baseline": 0, "kpi_oracle": 1, "incidents": []}"#;
const LOG: &str = "{\"to\": \"wait\", \"type\": \"wait\", \"facts\": [], \"cost\": 0.01}\n";

#[test]
fn uplift_notes_about_the_files_given() {
    grader::install(); // the kinds' words
    let r = grade_input(&uplift(r#"{"kpi": 0.9, "kpi_baseline": 0, "kpi_oracle": 1, "variant": "hard"}"#));
    assert!(one(&r.diagnostics, "uplift/variants-not-given").message.starts_with("the run is variant \"hard\""));

    let r = grade_input(&UpliftInput { contact_cost: Some(0.1), ask_log: Some(InputFile::new("ask.jsonl", LOG)), ..uplift(RESULT) });
    assert_eq!(one(&r.diagnostics, "uplift/ask-log-ignored").message, "a contact cost was given, so ask.jsonl is not used for it");

    let r = grade_input(&UpliftInput { costs: Some(InputFile::new("people.json", r#"{"people": []}"#)), ..uplift(RESULT) });
    assert_eq!(
        one(&r.diagnostics, "uplift/costs-unused").message,
        "people.json was given without an ask log, so there is nothing to price"
    );

    let log = Some(InputFile::new("ask.jsonl", LOG));
    let r = grade_input(&UpliftInput { costs: Some(InputFile::new("people.json", "[1, 2")), ask_log: log.clone(), ..uplift(RESULT) });
    let d = one(&r.diagnostics, "uplift/costs-not-json");
    assert_eq!((d.category, d.location.file.as_deref()), (Category::Warning, Some("people.json")));

    let people = r#"{"people": [{"id": "a", "cost": 0.1}]}"#;
    let r = grade_input(&UpliftInput { costs: Some(InputFile::new("people.json", people)), ask_log: log, ..uplift(RESULT) });
    let d = one(&r.diagnostics, "uplift/cannot-price");
    assert!(d.message.starts_with("line 1 cannot be priced ("), "{}", d.message);
}
