//! The prediction kind's checks, one small file each, on FDE-Bench manifests
//! (`cases-fdebench/`): the code of each diagnostic, and the verdict, `error_info`
//! and score the Python peer (`peers/prediction_peer.py`, pinned stack) gives the same
//! files (run by hand; the differential batches in `prediction_peer.rs` cover the rest).

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::diagnostic::codes;
use grader::kind::FileList;
use grader::prediction::PredictionReport;
use grader::{CaseGrader, Report};

mod support;
use support::rng::Rng;

fn manifest(dir: &str) -> CaseManifest {
    let path = format!("{}/../../cases-fdebench/{dir}/case.json", env!("CARGO_MANIFEST_DIR"));
    parse_manifest(&std::fs::read(path).unwrap(), "case.json").unwrap()
}

fn load(m: &CaseManifest, truth: &str) -> Result<CaseGrader, Vec<grader::Diagnostic>> {
    let name = m.parameters["truth"]["file"].as_str().unwrap().to_string();
    CaseGrader::load(CaseKind::Prediction, Some(m), Some((&name, truth.as_bytes())), None)
}

fn grade(dir: &str, truth: &str, sub: Option<&str>) -> PredictionReport {
    let g = load(&manifest(dir), truth).unwrap();
    let r = match sub {
        Some(s) => g.grade(s.as_bytes(), "predictions.csv", &[]),
        None => g.grade_unreadable("predictions.csv", "absent"),
    };
    let Report::Prediction(r) = r else { panic!("a prediction report") };
    r
}

/// The report's code, `error_info` in the compared view, and validity.
fn verdict(r: &PredictionReport) -> (String, String, f64) {
    let code = r.diagnostics.first().map_or(String::new(), |d| d.code.clone());
    (code, r.server_view()["error_info"].to_string(), r.validity_score)
}

const BANK: &str = "044-bank-branch-siting";
const BANK_TRUTH: &str = "业务/服务名称,选址评分\nA,74.1\nB,12.5\n";

#[test]
fn each_check_names_its_code() {
    let bank = |sub: &str| verdict(&grade(BANK, BANK_TRUTH, Some(sub)));
    let fatal = |code: &str| (code.to_string(), r#"{"fatal":1}"#.to_string(), 0.0);
    assert_eq!(bank("业务/服务名称,score\nA,1\nB,2\n"), fatal(codes::PREDICTION_MISSING_COLUMN.code));
    assert_eq!(bank("业务/服务名称,选址评分\nA,abc\nB,2\n"), fatal(codes::PREDICTION_MISSING_VALUE.code));
    assert_eq!(bank("业务/服务名称,选址评分\nA,inf\nB,2\n"), fatal(codes::PREDICTION_NOT_FINITE.code));
    assert_eq!(bank("业务/服务名称,选址评分\nA,100.0000000011\nB,2\n"), fatal(codes::PREDICTION_OUT_OF_RANGE.code));
    assert_eq!(bank("业务/服务名称,选址评分\nA,1\n A ,2\nB,3\n"), fatal(codes::PREDICTION_DUPLICATE_KEY.code));
    assert_eq!(bank("业务/服务名称,选址评分\nA,1\n"), fatal(codes::PREDICTION_MISSING_KEY.code));
    // Within the tolerance of [0, 100], and names stripped: valid (peer: 1.0, MAE 19.2).
    let r = grade(BANK, BANK_TRUTH, Some("业务/服务名称,选址评分\n A,100.000000001\nB,0\n"));
    assert_eq!((r.validity_score, r.fields["player_objective"].as_f64()), (1.0, Some(19.2)));
    // 044 reads with read_error "exception": an empty file is the stack's exception.
    assert_eq!(bank(""), (codes::PREDICTION_UNREADABLE.code.to_string(), r#"{"exception":1}"#.to_string(), 0.0));
    // 043 says "fatal" for what pandas cannot read, and lists every problem at once.
    let dosing = "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,1,1,1,1\n1,2,1,1,1,1\n";
    let r = grade("043-water-coagulant-dosing", dosing, Some(""));
    assert_eq!(verdict(&r), fatal(codes::PREDICTION_UNREADABLE.code));
    let r = grade(
        "043-water-coagulant-dosing",
        dosing,
        Some("window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,1,1,1,-1\n1,1,1,1,1,1\n1,3,1,1,1,1\n"),
    );
    let codes_seen: Vec<&str> = r.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(
        codes_seen,
        [
            codes::PREDICTION_DUPLICATE_KEY.code,
            codes::PREDICTION_MISSING_KEY.code,
            codes::PREDICTION_EXTRA_KEY.code,
            codes::PREDICTION_OUT_OF_RANGE.code
        ]
    );
    assert_eq!(r.server_view()["error_info"].to_string(), r#"{"invalid_submission":4}"#);
    // No file at all.
    assert_eq!(verdict(&grade(BANK, BANK_TRUTH, None)), fatal(codes::PREDICTION_MISSING_FILE.code));
}

#[test]
fn what_the_stack_raises_is_an_exception() {
    // 030 casts the truth's ids to int: a text id there raises ValueError.
    let truth = "sample_id,H2(vol%),CO(vol%),CO2(vol%),CH4(vol%)\nS1,0.1,0.2,0.3,0.4\n";
    let sub = "sample_id,H2(vol%),CO(vol%),CO2(vol%),CH4(vol%)\n1,0.1,0.2,0.3,0.4\n";
    let r = grade("030-biomass-syngas", truth, Some(sub));
    assert_eq!(verdict(&r), (codes::PREDICTION_EXCEPTION.code.to_string(), r#"{"exception":1}"#.to_string(), 0.0));
    // 008 casts the truth's ids too (before any validity is set: 0 here as well).
    let truth = "row_id,conductivity,activation,density\nx,1,1,1\n";
    let r = grade("008-material-properties", truth, Some("row_id,conductivity,activation,density\n1,1,1,1\n"));
    assert_eq!(verdict(&r), (codes::PREDICTION_EXCEPTION.code.to_string(), r#"{"exception":1}"#.to_string(), 0.0));
}

#[test]
fn a_set_of_allowed_values() {
    // 044's manifest with one more step: the names must be A or B.
    let mut m = manifest(BANK);
    let checks = m.parameters["checks"].as_array_mut().unwrap();
    checks.push(serde_json::json!({"step": "require_in_set", "column": "业务/服务名称", "values": ["A", "B"], "category": "schema"}));
    let g = load(&m, BANK_TRUTH).unwrap();
    let Report::Prediction(r) = g.grade("业务/服务名称,选址评分\nA,1\nB,2\nC,3\n".as_bytes(), "p.csv", &[]) else { panic!() };
    assert_eq!(verdict(&r), (codes::PREDICTION_NOT_ALLOWED.code.to_string(), r#"{"schema":1}"#.to_string(), 0.0));
}

#[test]
fn cases_it_cannot_grade_are_refused_where_they_say_so() {
    // 028's datetime64 keys (a `parse_time` without a format) are built; what else the
    // column would do is not: parsed on the predictions only (pandas would merge it
    // with text), a conversion of it, a group by it.
    let mut m = manifest("028-elevator-calls");
    m.parameters["checks"][0]["frame"] = "pred".into();
    m.parameters["checks"].as_array_mut().unwrap().push(serde_json::json!({"step": "to_str", "columns": ["timestamp"]}));
    m.parameters["score"]["terms"][1]["group"] = "timestamp".into();
    let d = load(&m, "a\n1\n").unwrap_err();
    let at: Vec<_> = d.iter().map(|d| (d.code.as_str(), d.location.field.as_deref().unwrap_or(""))).collect();
    assert_eq!(
        at,
        [
            (codes::CASE_UNSUPPORTED.code, "parameters.checks[0].frame"),
            (codes::CASE_UNSUPPORTED.code, "parameters.checks[5]"),
            (codes::CASE_UNSUPPORTED.code, "parameters.score.terms[1].group")
        ]
    );
    // A truth pandas cannot read.
    let d = load(&manifest(BANK), "").unwrap_err();
    assert_eq!(d[0].code, codes::CASE_BAD_TRUTH.code);
    // The curves and grid engines' time pattern and score: only what is built.
    let mut m = manifest("041-casting-thermal");
    m.parameters["grid"]["truth_pattern"] = "part2/t{t:e}.txt".into();
    let d = load(&m, "a\n1\n").unwrap_err();
    assert!(
        d.iter().any(|d| d.code == codes::CASE_UNSUPPORTED.code && d.location.field.as_deref() == Some("parameters.grid.truth_pattern")),
        "{d:?}"
    );
    let mut m = manifest("006-ion-beam-uniformity");
    m.parameters["score"]["metric"] = "mae".into();
    let d = load(&m, "a\n1\n").unwrap_err();
    assert!(d.iter().any(|d| d.code == codes::CASE_UNSUPPORTED.code && d.location.field.as_deref() == Some("parameters.score")), "{d:?}");
}

#[test]
fn cases_of_more_files_name_each_file_they_miss() {
    // Loaded with one truth file only (the site's worker, `Kind::load`), 001, 006 and
    // 041 name the first other file their manifest needs, located at that name.
    for (dir, name) in [
        ("001-car-body-drag", "data/frontal_areas.json"),
        ("006-ion-beam-uniformity", "data/test.csv"),
        ("041-casting-thermal", "data/prediction_targets.csv"),
    ] {
        let d = load(&manifest(dir), "a\n1\n").unwrap_err();
        assert_eq!((d[0].code.as_str(), d[0].location.file.as_deref()), (codes::CASE_MISSING_FILE.code, Some(name)), "{dir}: {d:?}");
        assert!(d[0].message.contains(&format!("`{name}`")), "{dir}: {d:?}");
    }
    // From files by name: 041's truth field of each listed time is asked for in turn.
    let files = FileList::new(vec![
        ("data/prediction_targets.csv".into(), b"part,time_s\npart2,1.2\npart2,2.5\n".to_vec()),
        ("data/part2/initial_temp.txt".into(), b"1 1 1\nh\n1 1 1 25.0 1\n".to_vec()),
        ("part2/t1.2.txt".into(), b"1 1 1\nh\n1 1 1 26.0 1\n".to_vec()),
    ]);
    let m = manifest("041-casting-thermal");
    let d = CaseGrader::load_files(CaseKind::Prediction, Some(&m), None, &files, None).unwrap_err();
    assert_eq!(d[0].location.file.as_deref(), Some("part2/t2.5.txt"), "{d:?}");
    // A case folder's files by name (the wasm package's `Grader`): 001's private and
    // public JSON; the peer's report of this file: 0.105198 (MRE 0.033986).
    let cars: Vec<(&str, &[u8])> = vec![
        ("frontal_areas.json", br#"{"a@1.vtu": {"Cd": 0.31, "area": 2.0}, "b@1.vtu": {"Cd": 0.28, "area": 2.1}}"#),
        ("data/frontal_areas.json", br#"{"train@1.vtu": {"Cd": 0.3, "area": 2.0}, "a@1.vtu": {"area": 2.0}, "b@1.vtu": {"area": 2.1}}"#),
    ];
    let m = manifest("001-car-body-drag");
    let g = CaseGrader::from_files(&m, |n| cars.iter().find(|(f, _)| *f == n).map(|(_, b)| *b), None).unwrap();
    let Report::Prediction(r) = g.grade(b"vtu_name,Cd_pred\nb@1.vtu,0.29\na@1.vtu,0.3\nz,0.2\n", "p.csv", &[]) else { panic!() };
    assert_eq!((r.overall_score, r.fields["metric"]["Cd_MRE"].as_f64()), (0.105198, Some(0.033986)));
    let d = CaseGrader::from_files(&m, |n| cars[..1].iter().find(|(f, _)| *f == n).map(|(_, b)| *b), None).unwrap_err();
    assert_eq!(d[0].location.file.as_deref(), Some("data/frontal_areas.json"), "{d:?}");
    assert!(d[0].message.contains("not among the case's files"), "{d:?}");
}

#[test]
fn times_the_clock_decides_are_refused_not_scored() {
    // 032: a time without a date takes today's date in pandas (dateutil's fallback);
    // this grader refuses the file, naming the file, column and row.
    let truth = "数据时间,总有功功率(kW)\n2024-01-05 00:15,100\n";
    let r = grade("032-grid-load-15min", truth, Some("数据时间,总有功功率(kW)\n00:15,100\n"));
    assert_eq!(r.failed_check.as_deref(), Some("unsupported"));
    assert_eq!((r.validity_score, r.overall_score), (0.0, 0.0));
    let d = &r.diagnostics[0];
    assert_eq!((d.code.as_str(), d.location.field.as_deref()), (codes::CASE_UNSUPPORTED.code, Some("数据时间")));
    assert!(d.message.contains("data row 1") && d.message.contains("00:15"), "{}", d.message);
    // What pandas reads through dateutil is graded: a month name (the guess `%b %d %Y
    // %H:%M`), AM/PM (no guess: dateutil reads each value), compact digits (`%Y%m%d%H%M%S`;
    // peer: a perfect file each).
    for spelling in ["Jan 5 2024 00:15", "2024-01-05 12:15:00 AM", "20240105001500"] {
        let r = grade("032-grid-load-15min", truth, Some(&format!("数据时间,总有功功率(kW)\n{spelling},100\n")));
        assert_eq!((r.validity_score, r.overall_score), (1.0, 1e6), "{spelling}");
    }
    // The same minute written another way throughout is graded (peer: a perfect file).
    let r = grade("032-grid-load-15min", truth, Some("数据时间,总有功功率(kW)\n2024/1/5 0:15,100\n"));
    assert_eq!((r.validity_score, r.overall_score), (1.0, 1e6));
    // errors=coerce: a '/' spelling after a '-' first value is NaT (the guess is the
    // first value's): rejected as a missing time.
    let r = grade("032-grid-load-15min", truth, Some("数据时间,总有功功率(kW)\n2024-01-05 00:30,1\n2024/01/05 00:15,100\n"));
    assert_eq!(verdict(&r), (codes::PREDICTION_MISSING_VALUE.code.to_string(), r#"{"fatal":1}"#.to_string(), 0.0));
}

#[test]
fn the_csv_module_engine_reads_as_python() {
    // 042: Python's float() reads underscores and fullwidth digits (pandas would not),
    // and of two same-named columns the last counts (peer: 1.0 and MAE 0, so the
    // reference over the 1e-9 floor: 13339786999.999998).
    let truth = "sample_id,Yield sterngth\nTEST_0001,2224.0\nTEST_0002,12\n";
    let r = grade(
        "042-superalloy-yield-strength",
        truth,
        Some("sample_id,predicted_yield_strength,predicted_yield_strength\nTEST_0001,x,2_224.0\n TEST_0002 ,x,\u{ff11}\u{ff12}\n"),
    );
    assert_eq!((r.validity_score, r.overall_score), (1.0, 13339786999.999998));
    // Every problem counted at once: a duplicate, an empty value, and a missing key.
    let r =
        grade("042-superalloy-yield-strength", truth, Some("sample_id,predicted_yield_strength\nTEST_0001,1\nTEST_0001,2\nTEST_0003,\n"));
    assert_eq!(r.server_view()["error_info"].to_string(), r#"{"fatal":3}"#);
    let codes_seen: Vec<&str> = r.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(
        codes_seen,
        [codes::PREDICTION_DUPLICATE_KEY.code, codes::PREDICTION_MISSING_VALUE.code, codes::PREDICTION_MISSING_KEY.code]
    );
}

#[test]
fn an_evaluator_without_a_catch_all_crashes() {
    // 003 reads keys with int(float(cell)): `inf` raises OverflowError, which its
    // evaluator does not catch (peer: {"crash": "OverflowError"}).
    let m = manifest("003-crop-yield");
    let npz = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/prediction/crop_truth.npz")).unwrap();
    let g = CaseGrader::load(CaseKind::Prediction, Some(&m), Some(("test_truth.npz", &npz)), None).unwrap();
    let sub = "year,state_id,county_id,predicted_yield\ninf,5,100,40\n";
    let Report::Prediction(r) = g.grade(sub.as_bytes(), "submission.csv", &[]) else { panic!() };
    assert_eq!(r.server_view(), serde_json::json!({"crash": "OverflowError", "error_info": {}}));
    // A copy of the truth: each year's RMSE is 0, so the perfect-score sentinel.
    let sub = "year,state_id,county_id,predicted_yield\n2020,5,100,40.5\n2021.0,5, 101 ,41\n2022,5,102,42\n2023,5,103,43\n2024,5,104,44\n";
    let Report::Prediction(r) = g.grade(sub.as_bytes(), "submission.csv", &[]) else { panic!() };
    assert_eq!(r.server_view()["quality_score"], 1e6, "{:?}", r.diagnostics);
    assert_eq!(r.fields["n_test"], 5);
}

const TOKENS: &[&str] =
    &[",", "\"", "\n", "\r", "\r\n", "\u{feff}", "\u{0}", "nan", "inf", "-1", "1e400", "_", "\u{ff11}", " ", "1.5", "\u{a0}"];

#[test]
fn mutated_files_never_panic_and_read_back() {
    // Every covered manifest, a valid file mutated at random: never a panic, every
    // report's codes registered, and the report reads back from its JSON as the site's
    // page reads it.
    let cases: &[(&str, &str, &str)] = &[
        (BANK, BANK_TRUTH, "业务/服务名称,选址评分\nA,74\nB,12\n"),
        (
            "043-water-coagulant-dosing",
            "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,1,0,1,1\n1,2,1,1,0,1\n",
            "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,1,0,1,1\n1,2,1,1,0,1\n",
        ),
        ("005-flight-seat-booking", "sample_id,horizon,bkd_true\n1,1,10\n1,2,12\n", "sample_id,horizon,bkd_pred\n1,1,9\n1,2,12.5\n"),
        (
            "008-material-properties",
            "row_id,conductivity,activation,density\n1,1,0.5,90\n2,,0.4,91\n",
            "row_id,conductivity,activation,density\n1,1.2,0.5,90\n2,3,0.4,91\n",
        ),
        (
            "042-superalloy-yield-strength",
            "sample_id,Yield sterngth\nT1,1000\nT2,1100\n",
            "sample_id,predicted_yield_strength\nT1,990\nT2,1111\n",
        ),
    ];
    let mut rng = Rng(15);
    for (dir, truth, seed) in cases {
        let g = load(&manifest(dir), truth).unwrap();
        for _ in 0..400 {
            let mut s: Vec<u8> = seed.as_bytes().to_vec();
            for _ in 0..=rng.below(3) {
                let at = rng.below(s.len() + 1);
                match rng.below(3) {
                    0 if !s.is_empty() => {
                        s.remove(at.min(s.len() - 1));
                    }
                    _ => {
                        let t: &[u8] = if rng.below(8) == 0 { b"\xff" } else { TOKENS[rng.below(TOKENS.len())].as_bytes() };
                        s.splice(at..at, t.iter().copied());
                    }
                }
            }
            let r = g.grade(&s, "predictions.csv", &[]);
            support::readback::assert_reads_back(&r, &format!("{dir}: {:?}", String::from_utf8_lossy(&s)));
        }
    }
}

/// A file's trouble said as routing and scorecard say it (issue 45, point 5): the
/// semicolon hint, a workbook named .csv, Latin-1 at its line and column, every missing
/// column named in one problem; the verdict and `error_info` the server's, unchanged.
#[test]
fn file_problems_said_as_routing_and_scorecard_say_them() {
    let g = load(&manifest(BANK), BANK_TRUTH).unwrap();
    let grade = |bytes: &[u8]| match g.grade(bytes, "predictions.csv", &[]) {
        Report::Prediction(r) => r,
        _ => panic!("a prediction report"),
    };
    // Semicolons and decimal commas: one column read, both required ones missing.
    let r = grade("业务/服务名称;选址评分\nA;74,1\nB;12,5\n".as_bytes());
    assert_eq!(verdict(&r), (codes::PREDICTION_MISSING_COLUMN.code.to_string(), r#"{"fatal":1}"#.to_string(), 0.0));
    assert_eq!(r.diagnostics.len(), 1);
    assert_eq!(
        r.diagnostics[0].message,
        "predictions.csv has no columns `业务/服务名称`, `选址评分` (its columns: 业务/服务名称;选址评分)"
    );
    assert_eq!(r.diagnostics[0].hint.as_deref(), Some(grader::table::separator_hint(';')));
    assert_eq!(r.diagnostics[0].key().as_deref(), Some("prediction-missing-column-many"));
    assert_eq!(r.diagnostics[0].hint_key().as_deref(), Some("prediction-missing-column-hint-semicolons"));
    // One column missing: the sentence it always was.
    let r = grade("业务/服务名称,score\nA,1\nB,2\n".as_bytes());
    assert_eq!(r.diagnostics[0].message, "predictions.csv has no column `选址评分` (its columns: 业务/服务名称, score)");
    // An Excel workbook saved as .csv: pandas raises (044: an exception), said as a workbook.
    let r = grade(b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x9c\xff\x80[Content_Types].xml");
    assert_eq!(verdict(&r), (codes::FILE_SPREADSHEET.code.to_string(), r#"{"exception":1}"#.to_string(), 0.0));
    assert_eq!(
        r.diagnostics[0].message,
        "predictions.csv is a ZIP archive (an Excel workbook, .xlsx, saved under another name?), not a text file"
    );
    // Latin-1: located at its line and column (characters, as an editor counts).
    let r = grade(b"\xe4\xb8\x9a\xe5\x8a\xa1/\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x90\x8d\xe7\xa7\xb0,\xe9\x80\x89\xe5\x9d\x80\xe8\xaf\x84\xe5\x88\x86\nA,74.1\nB\xe9,12.5\n");
    assert_eq!(verdict(&r), (codes::FILE_NOT_UTF8.code.to_string(), r#"{"exception":1}"#.to_string(), 0.0));
    let at = &r.diagnostics[0].location;
    assert_eq!((at.line, at.column), (Some(3), Some(2)));
    assert!(r.diagnostics[0].message.ends_with("the file looks Latin-1 / Windows-1252 encoded"), "{}", r.diagnostics[0].message);
}

/// The join `require_join_complete` made is the grading's own only while no step came
/// after it: 004 with its `clip` moved after the join check scores the clipped values,
/// as 004 itself does (a kept join would score a prediction of 2000, not 1500).
#[test]
fn a_step_after_the_join_check_is_in_the_join() {
    let truth = "date,time,clear_da\n2024-01-01,00:00,100\n2024-01-01,01:00,200\n2024-01-02,00:00,300\n";
    let sub = "date,time,clear_da\n2024-01-01,00:00,2000\n2024-01-01,01:00,150\n2024-01-02,00:00,310\n";
    let m = manifest("004-day-ahead-power-price");
    let mut later = m.clone();
    let checks = later.parameters["checks"].as_array_mut().unwrap();
    let clip = checks.iter().position(|c| c["step"] == "clip").unwrap();
    let step = checks.remove(clip);
    assert_eq!(checks.last().unwrap()["step"], "require_join_complete");
    checks.push(step);
    let score = |m: &CaseManifest| {
        let Report::Prediction(r) = load(m, truth).unwrap().grade(sub.as_bytes(), "predictions.csv", &[]) else {
            panic!("a prediction report")
        };
        (r.validity_score, r.quality_score)
    };
    let (valid, quality) = score(&m);
    assert_eq!(valid, 1.0);
    assert_eq!(score(&later), (valid, quality));
    // Not clipped, the score differs: the test can tell.
    let unclipped = {
        let mut u = m.clone();
        u.parameters["checks"].as_array_mut().unwrap().retain(|c| c["step"] != "clip");
        score(&u)
    };
    assert_ne!(unclipped, (valid, quality));
}
