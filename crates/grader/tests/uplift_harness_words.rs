//! Every way FDE-Gym's harness fails (`uplift/harness-fails`) said in every language
//! (issue 17): each of the code's sentences (its `variants`) is reached from an
//! input here, its English words with its params are its message byte for byte, and in
//! zh, ko and id it reads in that language's words: none of the English sentence's
//! words left, a JSON value's kind (`{kind}`) said in the language too.

use std::collections::BTreeSet;

use grader::diagnostic::codes;
use grader::diagnostic::params;
use grader::uplift::{grade_input, InputFile, UpliftInput};
use grader::Diagnostic;
use i18n::Lang;

mod support;

const OK: &str = r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#;
const KEY: &str =
    r#"{"key": "0000000000000000000000000000000000000000000000000000000000000001", "engagement": "e", "level": "L3", "variant": null}"#;

fn big() -> String {
    "1".to_string() + &"0".repeat(400)
}

fn result(text: &str) -> UpliftInput {
    UpliftInput { result: InputFile::new("result.json", text), ..Default::default() }
}

fn log(text: &str) -> UpliftInput {
    UpliftInput { ask_log: Some(InputFile::new("ask.jsonl", text)), ..result(OK) }
}

fn ledger(entry: &str) -> UpliftInput {
    UpliftInput { ledger: Some(InputFile::new("run.json", entry)), ..result(OK) }
}

fn variants(text: &str, res: &str) -> UpliftInput {
    UpliftInput { variants: Some(InputFile::new("variants.json", text)), ..result(res) }
}

/// Inputs that fail the harness, each with the key of the sentence it must give.
fn inputs() -> Vec<(&'static str, UpliftInput)> {
    let big = big();
    let line = |facts: &str| format!("{{\"to\": \"a\", \"facts\": {facts}, \"cost\": 0}}\n");
    let mut bom = log("");
    bom.ask_log = Some(InputFile::from_bytes("ask.jsonl", b"\xEF\xBB\xBF{\"to\": \"a\", \"facts\": [], \"cost\": 0}\n"));
    let mut meta = ledger(KEY);
    meta.meta = Some(InputFile::new("meta.json", "{"));
    let head = |text: &str| {
        let mut i = ledger(KEY);
        i.ledger_head = Some(InputFile::new("run.head", text));
        i
    };
    let (head_not_json, head_no_n, head_no_mac) = (head("{"), head(r#"{"mac": ""}"#), head(r#"{"n": 0}"#));
    let mut signed_surrogate = log(&line(r#"["\ud800"]"#));
    signed_surrogate.ledger = Some(InputFile::new("run.json", KEY));
    let mut signed_array = log("[1]\n");
    signed_array.ledger = Some(InputFile::new("run.json", KEY));
    // `incidents` a number with the ledger's problems to add (meta.json altered).
    let mut incidents = ledger(KEY);
    incidents.result = InputFile::new("result.json", r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "incidents": 1}"#);
    incidents.meta = Some(InputFile::new("meta.json", r#"{"engagement": "other", "level": "L3", "variant": null}"#));
    // meta.json without a ledger entry: the harness reads it as it stands.
    let unverified = |text: &str| UpliftInput { meta: Some(InputFile::new("meta.json", text)), ..result(OK) };
    let mut no_variant = variants(r#"{"base": {}}"#, OK);
    no_variant.variant = Some("easy".into());
    vec![
        ("uplift-harness-fails-line-bom", bom),
        ("uplift-harness-fails-line-blank", log(" \n")),
        ("uplift-harness-fails-line-not-json", log("{\"t\": \n")),
        ("uplift-harness-fails-line-not-object", log("[1]\n")),
        ("uplift-harness-fails-no-facts", log("{\"to\": \"a\", \"cost\": 0}\n")),
        ("uplift-harness-fails-facts-unhashable", log(&line("[[1]]"))),
        ("uplift-harness-fails-facts-not-text", log(&line("[1]"))),
        ("uplift-harness-fails-facts-not-list", log(&line("1"))),
        ("uplift-harness-fails-cost-too-large", log(&format!("{{\"to\": \"a\", \"facts\": [], \"cost\": {big}}}\n"))),
        ("uplift-harness-fails-cost-not-number", log("{\"to\": \"a\", \"facts\": [], \"cost\": \"1\"}\n")),
        ("uplift-harness-fails-no-to", log("{\"facts\": [], \"cost\": 0}\n")),
        ("uplift-harness-fails-to-not-id", log("{\"to\": [1], \"facts\": [], \"cost\": 0}\n")),
        ("uplift-harness-fails-line-surrogate", log(&line(r#"["\ud800"]"#))),
        ("uplift-harness-fails-gates", result(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "gates": 1}"#)),
        ("uplift-harness-fails-incidents", incidents),
        ("uplift-harness-fails-variant-not-number", variants(r#"{"base": {"kpi_oracle": "1"}}"#, OK)),
        (
            "uplift-harness-fails-variant-subtract",
            variants(&format!(r#"{{"base": {{"kpi_oracle": {big}}}}}"#), r#"{"kpi": 1, "kpi_baseline": 0.5}"#),
        ),
        ("uplift-harness-fails-no-field", result(r#"{"kpi": 1.0, "kpi_baseline": 0}"#)),
        ("uplift-harness-fails-not-number", result(r#"{"kpi": "0.8", "kpi_baseline": 0, "kpi_oracle": 1}"#)),
        ("uplift-harness-fails-subtract", result(&format!(r#"{{"kpi": 1, "kpi_baseline": 0.5, "kpi_oracle": {big}}}"#))),
        ("uplift-harness-fails-kpi-minus", result(&format!(r#"{{"kpi": {big}, "kpi_baseline": 0.5, "kpi_oracle": 1.5}}"#))),
        ("uplift-harness-fails-divide", result(&format!(r#"{{"kpi": {big}, "kpi_baseline": 0, "kpi_oracle": 1}}"#))),
        ("uplift-harness-fails-result-surrogate", result(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "note": "\udc00"}"#)),
        ("uplift-harness-fails-ledger-entry-not-json", ledger("{")),
        ("uplift-harness-fails-ledger-no-key", ledger("{}")),
        ("uplift-harness-fails-ledger-key-not-hex", ledger(r#"{"key": "zz"}"#)),
        ("uplift-harness-fails-ledger-meta-not-json", meta),
        ("uplift-harness-fails-ledger-head-not-json", head_not_json),
        ("uplift-harness-fails-ledger-head-no-n", head_no_n),
        ("uplift-harness-fails-ledger-head-no-mac", head_no_mac),
        ("uplift-harness-fails-ledger-surrogate", signed_surrogate),
        ("uplift-harness-fails-ledger-array", signed_array),
        ("uplift-harness-fails-meta-not-json", unverified("{")),
        ("uplift-harness-fails-meta-not-object", unverified("[]")),
        ("uplift-harness-fails-meta-no-field", unverified(r#"{"engagement": "e"}"#)),
        ("uplift-harness-fails-meta-not-name", unverified(r#"{"engagement": "e", "level": "L3", "variant": ["hard"]}"#)),
        ("uplift-harness-fails-variants-not-json", variants("{", OK)),
        ("uplift-harness-fails-no-variant", no_variant),
        ("uplift-harness-fails-variant-not-object", variants(r#"{"base": ["kpi_baseline"]}"#, OK)),
    ]
}

/// The English text of `template` between its values: runs of two words or more.
fn english_runs(template: &str) -> Vec<String> {
    let mut t = template.to_string();
    for n in params::names(template) {
        t = t.replace(&format!("{{{n}}}"), "\u{0}");
    }
    t.split('\u{0}')
        .flat_map(|p| p.split(['(', ')', ':', ',', '`', '"', '=']))
        .map(str::trim)
        .filter(|p| p.split_whitespace().filter(|w| w.chars().any(|c| c.is_ascii_alphabetic())).count() >= 2)
        .map(String::from)
        .collect()
}

/// The English words of `key` (a message's or a hint's sentence of harness-fails).
fn template(key: &str) -> &'static str {
    codes::UPLIFT_HARNESS_FAILS
        .sentences(false)
        .chain(codes::UPLIFT_HARNESS_FAILS.sentences(true))
        .find(|(k, _)| k == key)
        .map(|(_, t)| t)
        .unwrap_or_else(|| panic!("{key} is not a sentence of uplift/harness-fails"))
}

/// `d` in every other language: its sentence there, none of its English runs left, and
/// its `{kind}` said in the language.
fn assert_said_everywhere(d: &Diagnostic, what: &str) {
    support::assert_translatable(d, what);
    for lang in [Lang::Zh, Lang::Ko, Lang::Id] {
        let mut pairs = vec![(d.key().unwrap_or_default(), d.message_in(lang))];
        if let (Some(k), Some(h)) = (d.hint_key(), d.hint_in(lang)) {
            pairs.push((k, h));
        }
        for (key, text) in pairs {
            assert_ne!(key, "uplift-harness-fails", "{what}: said as the bare `{{problem}}`: {}", d.message);
            for run in english_runs(template(&key)) {
                assert!(!text.contains(&run), "{what} in {}: {key} keeps the English {run:?}: {text}", lang.code());
            }
            if let Some(kind) = d.params.get("kind") {
                let english = format!(" {kind},");
                assert!(!text.contains(&english), "{what} in {}: the kind {kind:?} is English: {text}", lang.code());
            }
        }
    }
    assert_eq!(d.message_in(Lang::En), d.message, "{what}: English is the message");
    assert_eq!(d.hint_in(Lang::En), d.hint, "{what}: English is the hint");
}

#[test]
fn every_harness_failure_is_reached_and_said_in_every_language() {
    grader::install(); // the kinds' words
    let mut reached = BTreeSet::new();
    for (want, input) in inputs() {
        let r = grade_input(&input);
        let fails: Vec<&Diagnostic> = r.diagnostics.iter().filter(|d| d.code == codes::UPLIFT_HARNESS_FAILS).collect();
        assert!(fails.iter().any(|d| d.key().as_deref() == Some(want)), "{want}: not given; {:#?}", fails);
        for d in fails {
            assert_said_everywhere(d, want);
            reached.extend(d.key());
            reached.extend(d.hint_key());
        }
    }
    let all: BTreeSet<String> = codes::UPLIFT_HARNESS_FAILS
        .sentences(false)
        .chain(codes::UPLIFT_HARNESS_FAILS.sentences(true))
        .map(|(k, _)| k)
        .filter(|k| k != "uplift-harness-fails")
        .collect();
    let missed: Vec<&String> = all.difference(&reached).collect();
    assert!(missed.is_empty(), "sentences no input reaches: {missed:?}");
}

#[test]
fn a_kind_and_its_values_in_each_language() {
    grader::install(); // the kinds' words
    let r = grade_input(&log("{\"to\": \"a\", \"facts\": [], \"cost\": 0}\n[1, 2]\n"));
    let d = r.diagnostics.iter().find(|d| d.code == codes::UPLIFT_HARNESS_FAILS).expect("a failure");
    assert_eq!(d.message, "line 2 of ask.jsonl holds a list, not a JSON object");
    assert_eq!(d.params.pairs(), [("line", "2"), ("file", "ask.jsonl"), ("kind", "a list")]);
    assert_eq!(d.message_in(Lang::Zh), "ask.jsonl 第 2 行是列表，不是 JSON 对象");
    assert_eq!(d.message_in(Lang::Ko), "ask.jsonl의 2번째 줄은 JSON 객체가 아니라 목록입니다");
    assert_eq!(d.message_in(Lang::Id), "baris 2 pada ask.jsonl berisi daftar, bukan objek JSON");
    // The report's JSON: the English message as before, the values as params.
    let json = serde_json::to_string(d).unwrap();
    assert!(
        json.contains(
            r#""message":"line 2 of ask.jsonl holds a list, not a JSON object","params":{"line":"2","file":"ask.jsonl","kind":"a list"}"#
        ),
        "{json}"
    );
}

/// A ledger check that cannot run: the report's ledger status (`not checked: WHY`, shown
/// in the site's report and the CLI's table) is said in zh, ko and id as the harness
/// failure of the same reason is, none of its English left; English keeps the status.
#[test]
fn a_ledger_not_checked_is_said_in_every_language() {
    grader::install(); // the kinds' words
    let mut seen = 0;
    for (want, input) in inputs().into_iter().filter(|(k, _)| k.starts_with("uplift-harness-fails-ledger-")) {
        let r = grade_input(&input);
        let why = r.ledger.status.strip_prefix("not checked: ").unwrap_or_else(|| panic!("{want}: status {:?}", r.ledger.status));
        assert_eq!(grader::uplift::ledger::not_checked_in(&r.ledger.status, &r.diagnostics, Lang::En), None, "{want}: English as written");
        for lang in [Lang::Zh, Lang::Ko, Lang::Id] {
            let said = grader::uplift::ledger::not_checked_in(&r.ledger.status, &r.diagnostics, lang)
                .unwrap_or_else(|| panic!("{want} in {}: no words for {why:?}", lang.code()));
            let failure = r.diagnostics.iter().find(|d| d.key().as_deref() == Some(want)).expect("its failure");
            assert_eq!(said, failure.message_in(lang), "{want} in {}", lang.code());
            for run in english_runs(template(want)) {
                assert!(!said.contains(&run), "{want} in {}: keeps the English {run:?}: {said}", lang.code());
            }
        }
        seen += 1;
    }
    assert_eq!(seen, 9, "the ledger's nine reasons");
}
