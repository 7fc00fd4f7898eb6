//! The file formats a case page accepts, each with a small example: what the parsers
//! of the core read (`grader::routing::submission`, `scorecard::predictions`,
//! `uplift::{result, ask_log, pricing}`, the prediction kind's `required_columns`).
//! docs/reports.md ("File formats") carries the same text, and the tests below grade every
//! example shown with the core (each must be valid) and check that page still says it.

use leptos::prelude::*;

use grader::case::CaseKind;

use crate::state::use_case;

/// One accepted format.
#[derive(Debug, Clone, PartialEq)]
pub struct Format {
    /// Anchor and test id: `routes-json-lists`.
    pub id: &'static str,
    /// The title's key in `panels.ftl` (docs/reports.md's `####` heading in English).
    pub title: &'static str,
    /// The key of what the file holds, in a few sentences (inline `code` in backticks).
    pub text: &'static str,
    /// A file name for the example (its extension decides how it is read).
    pub name: &'static str,
    pub example: &'static str,
}

pub const ROUTES_JSON_LISTS: Format = Format {
    id: "routes-json-lists",
    title: "formats-routes-json-lists-title",
    text: "formats-routes-json-lists-text",
    name: "routes.json",
    example: "{\"routes\": [[\"S1\", \"S2\"], [\"S3\"]]}\n",
};

pub const ROUTES_JSON_OBJECTS: Format = Format {
    id: "routes-json-objects",
    title: "formats-routes-json-objects-title",
    text: "formats-routes-json-objects-text",
    name: "routes.json",
    example: "{\"routes\": [{\"customers\": [\"S1\", \"S2\"]}, {\"customers\": [\"S3\"]}]}\n",
};

pub const ROUTES_CSV_STOPS: Format = Format {
    id: "routes-csv-stops",
    title: "formats-routes-csv-stops-title",
    text: "formats-routes-csv-stops-text",
    name: "routes.csv",
    example: "route,store_code,visit_order\n1,S1,1\n1,S2,2\n2,S3,1\n",
};

pub const ROUTES_CSV_VEHICLES: Format = Format {
    id: "routes-csv-vehicles",
    title: "formats-routes-csv-vehicles-title",
    text: "formats-routes-csv-vehicles-text",
    name: "routes.csv",
    example: "route,stops\n1,S1;S2\n2,S3\n",
};

pub const SCORECARD_PREDICTIONS: Format = Format {
    id: "scorecard-predictions",
    title: "formats-scorecard-predictions-title",
    text: "formats-scorecard-predictions-text",
    name: "predictions.csv",
    example: "customer_id,prob_default\nC001,0.12\nC002,0.87\nC003,0.40\nC004,0.05\n",
};

pub const UPLIFT_RESULT: Format = Format {
    id: "uplift-result",
    title: "formats-uplift-result-title",
    text: "formats-uplift-result-text",
    name: "result.json",
    example: "{\"task\": \"refund-triage\", \"kpi\": 0.91, \"kpi_baseline\": 0.62, \"kpi_oracle\": 0.95, \"incidents\": []}\n",
};

pub const UPLIFT_ASK_LOG: Format = Format {
    id: "uplift-ask-log",
    title: "formats-uplift-ask-log-title",
    text: "formats-uplift-ask-log-text",
    name: "ask.jsonl",
    example: "{\"t\": 0.5, \"to\": \"ops_lead\", \"question\": \"which teams exist\", \"topics\": [], \"facts\": [], \"n_asked\": 1, \"cost\": 0.02}\n\
              {\"t\": 1.0, \"to\": \"inbox\", \"question\": \"read 1 message(s)\", \"topics\": [], \"facts\": [], \"n_asked\": 0, \"cost\": 0.0}\n\
              {\"t\": 25.0, \"to\": \"wait\", \"question\": \"waited 24 h\", \"topics\": [], \"facts\": [], \"n_asked\": 0, \"hours\": 24.0, \"cost\": 0.01}\n",
};

pub const UPLIFT_PEOPLE: Format = Format {
    id: "uplift-people",
    title: "formats-uplift-people-title",
    text: "formats-uplift-people-text",
    name: "people.json",
    example: "{\n  \"clock\": {\"start\": \"2025-03-03T09:00\", \"wait_cost_per_day\": 0.01},\n  \"npcs\": [\n    \
              {\"id\": \"ops_lead\", \"name\": \"Dana Ruiz\", \"role\": \"Operations lead\", \"cost\": 0.02, \"soft_limit\": 3},\n    \
              {\"id\": \"finance\", \"name\": \"Priya Natarajan\", \"role\": \"Finance controller\", \"cost\": 0.05, \"soft_limit\": 1, \"patience\": 2}\n  \
              ],\n  \"pilot\": {\"cost\": [0.05, 0.03], \"max_runs\": 3}\n}\n",
};

/// The prediction kind's format in general (docs/reports.md's example; tests only here, its
/// words English here, not keys) (its columns are each case's: the page shows them with
/// the case's own example, see [`prediction_format`]).
#[cfg(test)]
pub const PREDICTION_GENERAL: Format = Format {
    id: "prediction-predictions",
    title: "Predictions CSV (prediction cases)",
    text: "A comma-separated file with a header, read as pandas reads it. Each case names its columns on its page: the key \
           columns identify a row (one row for every row of the case's test file, in any order), the others hold your \
           predictions as plain numbers. The example is the first lines of a case whose key is `store_id, day`.",
    name: "predictions.csv",
    example: "store_id,day,demand_pred\n1,2024-03-01,41.0\n1,2024-03-02,43.5\n",
};

/// The static formats of a kind (`crate::kinds::SiteKind::formats`; a prediction case's
/// comes from its manifest). A build of one kind lists only that kind's (their words are
/// `panels.ftl`'s).
pub fn formats(kind: CaseKind) -> Vec<Format> {
    crate::kinds::formats(kind)
}

/// Every static format, in the order of docs/reports.md.
#[cfg(test)]
pub fn all() -> Vec<Format> {
    [CaseKind::Routing, CaseKind::Scorecard, CaseKind::Uplift].into_iter().flat_map(formats).chain([PREDICTION_GENERAL]).collect()
}

/// A prediction case's format: its columns (`required_columns`), its key (`join.keys`),
/// its test file, and the first lines of a submission that grades valid (the case's
/// `files.reference`, else its first example): (text in `lang`, file shown, excerpt).
pub fn prediction_format(
    m: &grader::case::CaseManifest,
    lang: i18n::Lang,
    file: impl Fn(&str) -> Option<String>,
) -> Option<(String, String, String)> {
    let p = &m.parameters;
    let names = |v: &serde_json::Value| -> Vec<String> {
        v.as_array().map(|a| a.iter().filter_map(|x| x.as_str().map(|s| format!("`{s}`"))).collect()).unwrap_or_default()
    };
    let columns = names(&p["required_columns"]["columns"]);
    let keys = names(&p["join"]["keys"]);
    let test = m.files.get("test").map(|t| format!("`{t}`")).unwrap_or_else(|| i18n::text(lang, "formats-the-test-set"));
    let source = m.files.get("reference").cloned().or_else(|| m.submissions.first().map(|s| s.file.clone()))?;
    let text = file(&source)?;
    let excerpt: String = text.lines().take(4).map(|l| format!("{l}\n")).collect();
    let about = i18n::format(
        lang,
        "formats-prediction-about",
        &[("columns", &columns.join(", ")), ("key", &keys.join(", ")), ("test", &test), ("source", &source)],
    );
    Some((about, source, excerpt))
}

/// Text with `code` in backticks, as a view.
pub fn text_view(s: &str) -> impl IntoView {
    crate::components::request::inline(s)
}

pub fn format_view(id: String, title: String, text: AnyView, name: String, example: String) -> impl IntoView {
    view! {
        <div class="format" id=format!("format-{id}") data-format=id.clone()>
            <h4>{text_view(&title)}</h4>
            <p>{text}</p>
            <p class="example-name">{crate::words::t("formats-example-before")} <code>{name}</code> {crate::words::t("formats-example-after")}</p>
            <pre class="format-example">{example}</pre>
        </div>
    }
}

/// The formats the page's upload takes, each with its example.
#[component]
pub fn Formats() -> impl IntoView {
    let state = use_case();
    let m = state.manifest()?;
    // Drawn in a reactive closure: a language switch redraws the words (and keeps the
    // details open).
    let list = move || -> Vec<AnyView> {
        if let Some(own) = crate::kinds::own_formats(m.kind, state) {
            own
        } else {
            formats(m.kind)
                .into_iter()
                .map(|f| {
                    let text = crate::words::t(f.text);
                    format_view(f.id.into(), crate::words::t(f.title), text_view(&text).into_any(), f.name.into(), f.example.into())
                        .into_any()
                })
                .collect()
        }
    };
    Some(view! {
        <details class="formats" id="formats">
            <summary>{move || crate::words::t("formats-title")}</summary>
            {list}
        </details>
    })
}

#[cfg(all(test, feature = "routing", feature = "scorecard", feature = "uplift", feature = "prediction"))]
mod tests {
    use super::*;
    use grader::case::parse_manifest;
    use grader::case_grader::{CaseGrader, Report};

    fn root() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
    }

    fn grader(manifest: &str, data: (&str, &[u8])) -> CaseGrader {
        let m = parse_manifest(manifest.as_bytes(), "case.json").unwrap();
        CaseGrader::new(&m, Some(data), None).unwrap_or_else(|d| panic!("{d:?}"))
    }

    fn assert_valid(r: &Report, what: &str) {
        assert!(r.valid() && r.diagnostics().iter().all(|d| d.category == grader::Category::Warning), "{what}: {:?}", r.diagnostics());
    }

    /// A routing case of three stores S1..S3 and two trucks: every routing example is
    /// the same plan (S1 then S2 on the first truck, S3 on the second).
    #[test]
    fn routing_examples_grade_valid_and_alike() {
        let manifest = r#"{"id": "t", "kind": "routing", "title": "t", "reference": {"value": 1000},
            "parameters": {"trunk_speed_kmh": 70, "local_speed_kmh": 35, "stop_seconds": 120, "capacity_kg": 1000,
                           "vehicles": 2, "weights": {"time": 1, "balance": 90, "intrusion": 600, "crossing": 1800}},
            "files": {"customers": "customers.csv"}}"#;
        let customers =
            "网点编码,总重量,门店经度,门店纬度\n0,,121.47,31.23\nS1,100,121.50,31.22\nS2,120,121.51,31.24\nS3,90,121.40,31.20\n";
        let g = grader(manifest, ("customers.csv", customers.as_bytes()));
        let mut json = Vec::new();
        for f in formats(CaseKind::Routing) {
            let r = g.grade(f.example.as_bytes(), f.name, &[]);
            assert_valid(&r, f.id);
            let Report::Routing(r) = r else { panic!("{}: not a routing report", f.id) };
            let plan: Vec<Vec<String>> = r.routes.iter().map(|x| x.stops.iter().map(|c| c.as_str().to_string()).collect()).collect();
            assert_eq!(plan, vec![vec!["S1", "S2"], vec!["S3"]], "{}", f.id);
            json.push(r.submission_cost);
        }
        assert_eq!(json.len(), 4);
        assert!(json.windows(2).all(|w| w[0] == w[1]), "{json:?}");
    }

    #[test]
    fn scorecard_example_grades_valid() {
        let manifest = r#"{"id": "t", "kind": "scorecard", "title": "t", "reference": {"value": 0.8}, "files": {"truth": "truth.csv"}}"#;
        let truth = "customer_id,default\nC001,0\nC002,1\nC003,0\nC004,0\n";
        let g = grader(manifest, ("truth.csv", truth.as_bytes()));
        let r = g.grade(SCORECARD_PREDICTIONS.example.as_bytes(), SCORECARD_PREDICTIONS.name, &[]);
        assert_valid(&r, "scorecard");
        // The defaulter ranked first: AUC 1, KS 1, combined 1, score 1 / 0.8.
        assert_eq!(r.score(), Some(1.25));
    }

    /// The people example is the case data; the result and its ask log grade accepted,
    /// the log's costs summed (0.02 + 0 + 0.01).
    #[test]
    fn uplift_examples_grade_valid() {
        let manifest = r#"{"id": "t", "kind": "uplift", "title": "t", "reference": {"value": 0.95}, "files": {"people": "people.json"}}"#;
        let g = grader(manifest, ("people.json", UPLIFT_PEOPLE.example.as_bytes()));
        assert!(g.warnings().is_empty(), "{:?}", g.warnings());
        let log = [(UPLIFT_ASK_LOG.name, UPLIFT_ASK_LOG.example.as_bytes())];
        let r = g.grade(UPLIFT_RESULT.example.as_bytes(), UPLIFT_RESULT.name, &log);
        assert_valid(&r, "uplift");
        let Report::Uplift(u) = r else { panic!("not an uplift report") };
        assert_eq!(u.contact_cost, Some(0.03));
        assert_eq!(u.contact_lines.len(), 3);
        assert_eq!(serde_json::to_value(u.verdict).unwrap(), "accepted");
        assert!(grader::case_grader::is_ask_log(UPLIFT_ASK_LOG.name));
    }

    /// Every prediction case (public and the e2e toy) shows the first lines of a file
    /// that grades valid against the case's truth, with the case's columns named.
    #[test]
    fn prediction_pages_show_a_valid_submission() {
        let mut seen = 0;
        for base in ["cases-public", "e2e/fixtures/cases"] {
            for dir in std::fs::read_dir(root().join(base)).unwrap() {
                let dir = dir.unwrap().path();
                let Ok(text) = std::fs::read(dir.join("case.json")) else { continue };
                let m = parse_manifest(&text, "case.json").unwrap();
                if m.kind != CaseKind::Prediction {
                    continue;
                }
                let read = |f: &str| std::fs::read_to_string(dir.join(f)).ok();
                let (about, source, excerpt) = prediction_format(&m, i18n::Lang::En, read).unwrap();
                for c in m.parameters["required_columns"]["columns"].as_array().unwrap() {
                    assert!(about.contains(&format!("`{}`", c.as_str().unwrap())), "{about}");
                }
                let full = read(&source).unwrap();
                assert!(full.starts_with(&excerpt) && excerpt.lines().count() == 4, "{source}");
                let truth = m.files["truth"].clone();
                let g = match CaseGrader::new(&m, Some((&truth, read(&truth).unwrap().as_bytes())), None) {
                    Ok(g) => g,
                    // A case of several files (e2e's toy-grid) is graded by the browser tests.
                    Err(e) if e.iter().all(|d| d.code == "case/missing-file") => continue,
                    Err(e) => panic!("{}: {e:?}", dir.display()),
                };
                assert_valid(&g.grade(full.as_bytes(), &source, &[]), &dir.display().to_string());
                seen += 1;
            }
        }
        assert!(seen >= 6, "{seen} prediction cases");
    }

    /// The general prediction example reads as the toy case's predictions.
    #[test]
    fn the_general_prediction_example_has_the_toy_columns() {
        let toy = std::fs::read_to_string(root().join("e2e/fixtures/cases/toy-prediction/case.json")).unwrap();
        let m = parse_manifest(toy.as_bytes(), "case.json").unwrap();
        let header = PREDICTION_GENERAL.example.lines().next().unwrap();
        let want: Vec<&str> = m.parameters["required_columns"]["columns"].as_array().unwrap().iter().filter_map(|c| c.as_str()).collect();
        assert_eq!(header.split(',').collect::<Vec<_>>(), want);
    }

    /// docs/reports.md's "File formats" section, as the page says it.
    pub fn markdown() -> String {
        let mut s = String::new();
        // The words in English (a key's; the general prediction format's own).
        let en = |k: &str| if i18n::has(i18n::Lang::En, k) { i18n::text(i18n::Lang::En, k) } else { k.to_string() };
        for f in all() {
            s += &format!("#### {}\n\n{}\n\n```\n{}```\n\n", en(f.title), en(f.text), f.example);
        }
        s
    }

    #[test]
    fn the_formats_page_says_the_same() {
        let readme = std::fs::read_to_string(root().join("docs/reports.md")).unwrap();
        let want = markdown();
        assert!(
            readme.contains(&want),
            "docs/reports.md: the \"File formats\" section must read (between its heading and the next):\n{want}"
        );
    }
}
