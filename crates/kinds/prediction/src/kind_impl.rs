//! The prediction kind as a case kind ([`Kind`]): its facts, its case (the manifest's
//! parameters and the truth, read once) and its grading.

use crate::case::Manifest;
use crate::diagnostic::{codes, Diagnostic};
use crate::kind::{
    case_error, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport, NeededFile, ReferenceFacts, MB,
};

use super::frame;
use super::{text, PredictionReport, Truth};

/// Forecasting and regression cases described by their manifest (FDE-Bench's
/// prediction family): a predictions CSV against a truth CSV.
pub struct PredictionKind;

/// A prediction case: the manifest's `parameters`, the truth frame as pandas reads
/// it (and the template, when the manifest names one), and the reference value.
#[derive(Debug, Clone, PartialEq)]
pub struct PredictionCase {
    /// The manifest's `parameters` as written: each engine's own files and texts.
    pub(crate) params: serde_json::Value,
    /// Its steps, join, targets, score and reported fields, read once ([`super::spec`]).
    pub(crate) spec: super::spec::Spec,
    pub(crate) truth: Truth,
    pub(crate) template: Option<frame::Frame>,
    pub(crate) reference: f64,
}

impl Kind for PredictionKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::PREDICTION_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "prediction",
        names: ["prediction", "预测", "예측", "prediksi"],
        about: "Forecasting and regression cases (FDE-Bench's prediction family): a predictions CSV against the case's truth CSV.",
        data_role: "truth",
        data_required: true,
        case_files: true,
        data: FileFacts {
            what: "a truth CSV",
            name: "test_truth.csv",
            accept: ".csv,.txt",
            max_bytes: 64 * MB,
            format: "truth CSV (the case's key and target columns)",
        },
        submission: FileFacts {
            what: "a predictions CSV",
            name: "predictions.csv",
            accept: ".csv,.txt",
            max_bytes: 64 * MB,
            format: "predictions CSV (the case's key and prediction columns)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference solution's metric (the score compares yours with it, as the case's mapping says).",
        }),
    };
    type Case = PredictionCase;
    type Report = PredictionReport;

    /// `data` is the truth file (`parameters.truth.file`) when given; every other file
    /// the manifest names (and the truth file when `data` is not given) comes from
    /// `files`: FDE-Bench 001's public `data/frontal_areas.json`, 006's `data/test.csv`,
    /// 028's `data/forecast_template.csv`, 041's `data/` files and per-time truth files.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<PredictionCase, Vec<Diagnostic>> {
        load_case(manifest, data, files, reference)
    }

    /// The truth file and every other file the manifest names (`prediction/needed.rs`).
    fn needed_files(manifest: &Manifest, files: &dyn CaseFiles) -> Vec<NeededFile> {
        super::needed::needed_files(manifest, files)
    }

    fn grade(case: &PredictionCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> PredictionReport {
        super::grade(case, Some(submission), file)
    }

    fn grade_unreadable(case: &PredictionCase, file: &str, _why: &str) -> PredictionReport {
        super::grade(case, None, file)
    }

    /// What the case's evaluator prints (`prediction/server.rs`): the file graded again,
    /// with the evaluator's own messages where the manifest gives their texts.
    fn server_output(case: &PredictionCase, _report: &PredictionReport, submission: Option<&[u8]>, file: &str) -> String {
        super::server_output(case, submission, file)
    }

    const COACH: Option<&'static str> = Some("cli-coach-prediction-about");

    fn coach(case: &PredictionCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        let report = Self::grade(case, submission, file, &[]);
        let c = super::coach(case, submission, file, &report, limit).ok_or_else(|| {
            if report.valid {
                CoachRefusal::NoExplanation
            } else {
                CoachRefusal::NotScored { verdict: report.verdict() }
            }
        })?;
        Ok(Coached { json: crate::to_json(&c), table: c.table(lang) })
    }

    fn data_summary(case: &PredictionCase) -> DataSummary {
        DataSummary { rows: Some(case.truth.len()), ..DataSummary::default() }
    }
}

/// Load a case: the manifest checked, the truth read, the template (when the manifest
/// names one) read, each from `data` or `files` (a missing one is a located error).
pub(crate) fn load_case(
    manifest: Option<&Manifest>,
    data: Option<(&str, &[u8])>,
    files: &dyn CaseFiles,
    reference: Option<f64>,
) -> Result<PredictionCase, Vec<Diagnostic>> {
    let Some(m) = manifest else {
        return Err(case_error(
            codes::CASE_BAD_MANIFEST,
            "prediction cases are described by their case.json: give one (--case)".into(),
            "case.json",
        ));
    };
    let spec = super::manifest::read(&m.parameters)?;
    let truth = super::truth::read(m, data, files)?;
    let template = if super::template::wanted(&m.parameters) {
        let name = text(&m.parameters["template"], "file").unwrap_or("");
        let bytes = files.read(name).map_err(|why| super::template::missing(m, &why))?;
        Some(super::template::read(&m.parameters, name, &bytes)?)
    } else {
        None
    };
    let value =
        reference.or_else(|| m.parameters["reference"].get("value").and_then(serde_json::Value::as_f64)).unwrap_or(m.reference.value);
    Ok(PredictionCase { params: m.parameters.clone(), spec, truth, template, reference: value })
}

impl KindReport for PredictionReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{self, Cell};
        let r = self;
        let mut out = String::new();
        summary::head(&mut out, &r.file, &summary::verdict(r.valid, lang), r.overall_score, lang);
        let args = [
            ("reference", r.reference_value.cell()),
            ("rows", r.n_rows.cell()),
            ("scored", r.n_scored.cell()),
            ("truth", r.n_truth.cell()),
        ];
        summary::line(&mut out, lang, "cli-table-prediction", &args.iter().map(|(k, v)| (*k, v.as_str())).collect::<Vec<_>>());
        for t in &r.per_target {
            summary::line(
                &mut out,
                lang,
                "cli-table-target",
                &[("target", &t.name), ("value", &t.value.cell()), ("rows", &t.n_scored.cell())],
            );
        }
        summary::diagnostics(&mut out, &r.diagnostic_groups, &r.diagnostics, lang);
        out
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The repository's file `path` (from this crate's folder).
    fn repo(path: &str) -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..").join(path)
    }

    fn manifest(path: &str) -> Manifest {
        let bytes = std::fs::read(repo(path)).unwrap();
        crate::case::parse_manifest(&bytes, "case.json", &["prediction"]).unwrap()
    }

    /// Every prediction manifest of the repository reads into typed data.
    #[test]
    fn every_manifest_reads() {
        let mut paths = Vec::new();
        for dir in ["cases-fdebench", "cases-public", "e2e/fixtures/cases"] {
            for e in std::fs::read_dir(repo(dir)).unwrap() {
                let p = e.unwrap().path().join("case.json");
                let text = std::fs::read_to_string(&p).unwrap_or_default();
                if text.contains("\"prediction\"") {
                    paths.push(p);
                }
            }
        }
        for e in std::fs::read_dir(repo("peers/no-time")).unwrap() {
            paths.push(e.unwrap().path());
        }
        assert!(paths.len() >= 25, "{paths:?}");
        for p in paths {
            let bytes = std::fs::read(&p).unwrap();
            let m = crate::case::parse_manifest(&bytes, "case.json", &["prediction"]).unwrap();
            if let Err(e) = super::super::manifest::read(&m.parameters) {
                panic!("{}: {:?}", p.display(), e.iter().map(|d| &d.message).collect::<Vec<_>>());
            }
        }
    }

    /// A manifest with an unknown step, a bad join and a bad metric does not load: every
    /// problem at once, each naming case.json and the entry's JSON path.
    #[test]
    fn bad_entries_are_located_load_errors() {
        let mut m = manifest("cases-fdebench/036-soy-peptide/case.json");
        let p = &mut m.parameters;
        p["checks"][0]["step"] = "to_numbers".into();
        p["join"]["keys"] = serde_json::json!(["batch_id", 7]);
        p["score"]["metric"] = "mea".into();
        p["report"][0]["source"] = serde_json::json!({"metric": "rmse", "target": -1});
        let Err(problems) = load_case(Some(&m), None, &crate::kind::FileList::none(), None) else { panic!("loaded") };
        let found: Vec<(String, String)> = problems
            .iter()
            .map(|d| {
                (
                    d.location.field.clone().unwrap_or_default(),
                    format!("{} [{}] {}", d.location.file.clone().unwrap_or_default(), d.code, d.message),
                )
            })
            .collect();
        let at: Vec<&str> = found.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(
            at,
            ["parameters.checks[0].step", "parameters.join.keys", "parameters.score.metric", "parameters.report[0].source.target"],
            "{found:#?}"
        );
        assert!(found.iter().all(|f| f.1.starts_with("case.json [case/")), "{found:#?}");
        let (unsupported, bad) = (format!("[{}]", codes::CASE_UNSUPPORTED), format!("[{}]", codes::CASE_BAD_PARAMETERS));
        assert!(found[0].1.contains(&unsupported) && found[0].1.contains("the step `to_numbers`"), "{found:#?}");
        assert!(found[1].1.contains(&bad) && found[1].1.contains("must be a list of texts"), "{found:#?}");
        assert!(found[2].1.contains("the metric `mea`"), "{found:#?}");
    }
}
