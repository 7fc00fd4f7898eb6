//! The CLI as a user runs it: outputs, exit codes, directories, formats.

use std::path::PathBuf;
use std::process::Command;

fn exe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_fde-grade"))
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fde-grade-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const CUSTOMERS: &str = "网点编码,总重量,门店经度,门店纬度\n0,,116.0,40.0\nA,100,116.1,40.0\nB,200,116.1,40.1\nC,300,116.0,40.1\n";

fn routing_dir(name: &str) -> PathBuf {
    let d = tmp(name);
    std::fs::write(d.join("customers.csv"), CUSTOMERS).unwrap();
    let case = r#"{"id":"t","kind":"routing","title":"t","parameters":{"vehicles":2},"reference":{"value":5000,"how":"test"},"files":{"customers":"customers.csv"}}"#;
    std::fs::write(d.join("case.json"), case).unwrap();
    std::fs::create_dir_all(d.join("subs")).unwrap();
    std::fs::write(d.join("subs/a.json"), r#"{"routes": [["A","B"], ["C"]]}"#).unwrap();
    std::fs::write(d.join("subs/b.csv"), "route,store,order\n1,A,1\n1,B,2\n2,C,1\n").unwrap();
    std::fs::write(d.join("subs/c.json"), r#"{"routes": [["A","B","C"]]}"#).unwrap();
    d
}

#[test]
fn one_submission_one_json_document() {
    let d = routing_dir("one");
    let out = exe()
        .args(["routing", "--customers"])
        .arg(d.join("customers.csv"))
        .args(["--reference-cost", "5000"])
        .arg(d.join("subs/c.json"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Default parameters: 12 vehicles, so a 1-route plan is rejected by the route count.
    assert_eq!(v["rejected_by"], "vehicles");
    assert_eq!(v["reference_cost"], 5000);
    assert_eq!(v["validity_score"], 0.0);
}

#[test]
fn a_directory_gives_json_lines_in_name_order_and_csv_equals_json() {
    let d = routing_dir("dir");
    let out = exe().args(["routing", "--case"]).arg(&d).arg(d.join("subs")).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<serde_json::Value> =
        out.stdout.split(|&b| b == b'\n').filter(|l| !l.is_empty()).map(|l| serde_json::from_slice(l).unwrap()).collect();
    assert_eq!(lines.len(), 3);
    assert!(lines[0]["file"].as_str().unwrap().ends_with("a.json"));
    assert!(lines[1]["file"].as_str().unwrap().ends_with("b.csv"));
    assert_eq!(lines[0]["valid"], true);
    for k in ["quality_score", "total_duration_s", "submission_cost", "segment_crossings", "hull_intrusions", "exact"] {
        assert_eq!(lines[0][k], lines[1][k], "{k}");
    }
    assert_eq!(lines[2]["rejected_by"], "vehicles");
    // Same as one by one.
    let one = exe().args(["routing", "--case"]).arg(d.join("case.json")).arg(d.join("subs/a.json")).output().unwrap();
    assert_eq!(String::from_utf8(one.stdout).unwrap().lines().next(), String::from_utf8(out.stdout).unwrap().lines().next());
}

/// Many files are graded on every core but printed in the order given, each line
/// the report of its own file (the plans differ, so a swap shows), byte for byte
/// what grading the file alone prints.
#[test]
fn many_files_print_in_the_order_given() {
    let d = routing_dir("many");
    let plans = [
        r#"{"routes": [["A","B"], ["C"]]}"#,
        r#"{"routes": [["C","A"], ["B"]]}"#,
        r#"{"routes": [["A","B","C"]]}"#,
        r#"{"routes": [["B"], ["X"]]}"#,
    ];
    let files: Vec<PathBuf> = (0..240)
        .map(|i| {
            let f = d.join(format!("p{i}.json"));
            std::fs::write(&f, plans[(i * 7 + i / 5) % plans.len()]).unwrap();
            f
        })
        .collect();
    // Not in name order: the order given is kept.
    let order: Vec<&PathBuf> = files.iter().rev().step_by(2).chain(files.iter().step_by(2)).collect();
    let out = exe().args(["routing", "--case"]).arg(&d).args(&order).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), order.len());
    let alone: Vec<String> = plans
        .iter()
        .enumerate()
        .map(|(k, _)| {
            let f = files.iter().position(|f| std::fs::read_to_string(f).unwrap() == plans[k]).unwrap();
            let one = exe().args(["routing", "--case"]).arg(&d).arg(&files[f]).output().unwrap();
            String::from_utf8(one.stdout).unwrap().trim_end().replace(&files[f].display().to_string(), "FILE")
        })
        .collect();
    for (line, f) in lines.iter().zip(&order) {
        let k = plans.iter().position(|p| *p == std::fs::read_to_string(f).unwrap()).unwrap();
        assert_eq!(line.replace(&f.display().to_string(), "FILE"), alone[k], "{}", f.display());
    }
}

/// A reader that stops reading (`| head -1`) ends the run at once with exit 2 and a
/// message, instead of grading everything or hanging.
#[test]
fn a_closed_stdout_stops_the_run() {
    use std::io::BufRead;
    let d = routing_dir("closed");
    let files: Vec<PathBuf> = (0..3000).map(|_| d.join("subs/a.json")).collect();
    let mut child = exe()
        .args(["routing", "--case"])
        .arg(&d)
        .args(&files)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.starts_with("{\"kind\":\"routing\""), "{first}");
    // The pipe is closed here (the reader dropped). A hang fails, it does not wait forever.
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed().as_secs() > 60 {
            child.kill().unwrap();
            panic!("still running 60 s after its reader went away");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn table_format_and_missing_submission() {
    let d = routing_dir("table");
    let out = exe()
        .args(["routing", "--case"])
        .arg(&d)
        .args(["--format", "table"])
        .arg(d.join("subs/a.json"))
        .arg(d.join("nope.json"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let s = String::from_utf8(out.stdout).unwrap();
    assert!(s.contains("a.json  VALID"), "{s}");
    assert!(s.contains("nope.json  REJECTED (fatal)") && s.contains("routing/missing-file"), "{s}");
}

#[test]
fn usage_and_case_errors_exit_2() {
    let d = routing_dir("usage");
    for args in [
        vec!["routing".to_string()],
        vec!["bogus".into(), "x".into()],
        vec!["routing".into(), "--customers".into()],
        vec!["routing".into(), "--customers".into(), d.join("missing.csv").display().to_string(), "x.json".into()],
        vec!["routing".into(), "--reference-cost".into(), "abc".into(), "x.json".into()],
        vec!["routing".into(), "--case".into(), d.display().to_string(), "--format".into(), "xml".into(), "x.json".into()],
        vec!["scorecard".into(), "--case".into(), d.display().to_string(), "p.csv".into()],
        vec!["uplift".into(), "--contact-cost".into(), "1".into(), "--ask-log".into(), "a".into(), "r.json".into()],
    ] {
        let out = exe().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // Bad customers.csv: located message on stderr.
    std::fs::write(d.join("bad.csv"), "网点编码,总重量,门店经度,门店纬度\n0,,1,2\nA,x,1,2\n").unwrap();
    let out = exe().args(["routing", "--customers"]).arg(d.join("bad.csv")).arg("x.json").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 3"));
}

#[test]
fn scorecard_and_uplift() {
    let d = tmp("other");
    std::fs::write(d.join("truth.csv"), "customer_id,default\n1,1\n2,0\n3,1\n4,0\n").unwrap();
    std::fs::write(d.join("p.csv"), "\u{feff}customer_id,prob_default\n1,0.9\n2,0.1\n3,0.4\n4,0.4\n").unwrap();
    let out = exe()
        .args(["scorecard", "--truth"])
        .arg(d.join("truth.csv"))
        .args(["--reference-value", "0.5"])
        .arg(d.join("p.csv"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Ranks: 0.1 -> 1, 0.4 tie -> 2.5, 0.9 -> 4; defaulters 4 + 2.5 = 6.5; AUC = (6.5 - 3) / 4.
    assert_eq!(v["auc"], 0.875);
    // Band-aware KS: cuts after 0.9 (tpr .5, fpr 0) and after the 0.4 band (tpr 1, fpr .5): 0.5.
    assert_eq!(v["ks"], 0.5);
    assert_eq!(v["overall_score"], 1.375);
    // Two files: two JSON lines, each the report written as it is serialized.
    let two = exe().args(["scorecard", "--truth"]).arg(d.join("truth.csv")).arg(d.join("p.csv")).arg(d.join("p.csv")).output().unwrap();
    let text = String::from_utf8(two.stdout).unwrap();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[0], lines[1]);
    assert!(lines[0].ends_with("}\n"), "{text}");
    assert_eq!(serde_json::from_str::<serde_json::Value>(lines[0]).unwrap()["auc"], 0.875);
    std::fs::write(d.join("r.json"), r#"{"task": "t", "kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0}"#).unwrap();
    let out = exe().args(["uplift"]).arg(d.join("r.json")).args(["--contact-cost", "0.05"]).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["uplift"], 0.8);
    assert_eq!(v["uplift_net"], 0.75);
    assert_eq!(v["verdict"], "rejected");
    assert_eq!(v["points"], 75);
    let out = exe().args(["uplift", "--aggregate"]).arg(d.join("r.json")).arg(d.join("r.json")).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["runs"], 2);
}

#[test]
fn one_subcommand_per_kind_of_the_registry_with_its_flags() {
    let out = exe().arg("kinds").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let kinds: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    let ids: Vec<&str> = kinds.iter().map(|k| k["id"].as_str().unwrap()).collect();
    // The registry's kinds, as scripts/kinds reads its lines.
    let listed = std::process::Command::new("bash").arg(concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/kinds")).output().unwrap();
    assert_eq!(String::from_utf8(listed.stdout).unwrap().lines().collect::<Vec<_>>(), ids);
    assert!(ids.starts_with(&["routing", "scorecard", "uplift", "prediction"]), "{ids:?}");
    for k in &kinds {
        let help = exe().args([k["id"].as_str().unwrap(), "--help"]).output().unwrap();
        assert_eq!(help.status.code(), Some(0));
        let help = String::from_utf8(help.stdout).unwrap();
        assert!(help.contains(&format!("--{}", k["data_role"].as_str().unwrap())), "{help}");
        if let Some(r) = k["reference"]["flag"].as_str() {
            assert!(help.contains(&format!("--{r}")), "{help}");
        }
    }
    // A case of another kind is named as such.
    let d = routing_dir("wrong-kind");
    let out = exe().args(["scorecard", "--case"]).arg(&d).arg(d.join("subs/a.json")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).ends_with("is a routing case, not a scorecard case\n"));
}

#[test]
fn prediction_cases_grade_with_the_users_own_truth() {
    // FDE-Bench 043's manifest (no truth shipped): the truth comes with --truth.
    let case = concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-fdebench/043-water-coagulant-dosing");
    let d = tmp("prediction");
    std::fs::write(d.join("t.csv"), "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,74.1,0,0,0\n1,2,3,1,0,0\n").unwrap();
    // A plain copy scores the perfect-score sentinel; the same copy with 17 digits is
    // read by pandas 2.3.2 one ulp low (74.09999999999998): the peer's score, exactly.
    std::fs::write(d.join("copy.csv"), "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,74.1,0,0,0\n1,2,3,1,0,0\n").unwrap();
    std::fs::write(d.join("digits.csv"), "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,74.099999999999994,0,0,0\n1,2,3,1,0,0\n")
        .unwrap();
    std::fs::write(d.join("short.csv"), "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,74.1,0,0,-1\n").unwrap();
    let out = exe()
        .args(["prediction", "--case", case, "--truth"])
        .arg(d.join("t.csv"))
        .arg(d.join("copy.csv"))
        .arg(d.join("digits.csv"))
        .arg(d.join("short.csv"))
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert_eq!(lines[0]["overall_score"], 1e6);
    assert_eq!(lines[1]["overall_score"], 60007650284944.75);
    assert_eq!(lines[1]["fields"]["per_line"]["dose_1"]["n_scored"], 2);
    // A missing window and a negative dose: both listed under the case's category.
    assert_eq!(lines[2]["validity_score"], 0.0);
    assert_eq!(lines[2]["error_info"]["invalid_submission"].as_array().map(Vec::len), Some(2));
    // Without a truth file the case cannot be graded: a located case error, exit 2.
    let out = exe().args(["prediction", "--case", case]).arg(d.join("copy.csv")).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    // A case whose engine is not built is refused, naming it.
    let manifest =
        std::fs::read_to_string(format!("{case}/case.json")).unwrap().replace(r#""engine": "pandas""#, r#""engine": "spreadsheet""#);
    std::fs::write(d.join("case.json"), manifest).unwrap();
    let out = exe()
        .args(["prediction", "--case"])
        .arg(d.join("case.json"))
        .arg("--truth")
        .arg(d.join("t.csv"))
        .arg(d.join("copy.csv"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("case/unsupported") && err.contains("parameters.submission.engine"), "{err}");
}

#[test]
fn a_file_the_grader_will_not_guess_at_exits_3() {
    // FDE-Bench 032: a time without a date takes today's date in pandas (dateutil's
    // fallback); the grader refuses that file (case/unsupported, no score) and says so
    // in the exit code, while the other file is graded (peer: the perfect-score
    // sentinel).
    let case = concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-fdebench/032-grid-load-15min");
    let d = tmp("prediction-refused");
    std::fs::write(d.join("t.csv"), "数据时间,总有功功率(kW)\n2024-01-05 00:15,100\n").unwrap();
    std::fs::write(d.join("ok.csv"), "数据时间,总有功功率(kW)\n2024/1/5 0:15,100\n").unwrap();
    std::fs::write(d.join("words.csv"), "数据时间,总有功功率(kW)\n00:15,100\n").unwrap();
    let run = |files: &[&str]| {
        let mut c = exe();
        c.args(["prediction", "--case", case, "--truth"]).arg(d.join("t.csv"));
        for f in files {
            c.arg(d.join(f));
        }
        c.output().unwrap()
    };
    let out = run(&["ok.csv", "words.csv"]);
    assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[0]["overall_score"], 1e6);
    assert_eq!(lines[1]["failed_check"], "unsupported");
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 file(s) not scored"));
    assert_eq!(run(&["ok.csv"]).status.code(), Some(0));
}

#[test]
fn dates_pandas_reads_through_dateutil_grade_as_the_plain_spelling() {
    // FDE-Bench 035 parses its date keys with to_datetime (no format): a trailing blank
    // (the guess `%Y-%m-%d `), AM/PM (no guess: dateutil reads each value) and a month
    // name (`%d %b %Y`) are the same days as the plain spelling (peer: 1.691203 each).
    let case = concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-fdebench/035-corn-futures");
    let d = tmp("prediction-dateutil");
    std::fs::write(d.join("t.csv"), "date,close,horizon\n2025-01-02,430.5,1\n2025-01-03,431.25,2\n2025-01-06,429.0,3\n").unwrap();
    // (ISO day, the same day by name, prediction)
    let rows = [("2025-01-02", "02 Jan 2025", "431.0"), ("2025-01-03", "03 Jan 2025", "430.0"), ("2025-01-06", "06 Jan 2025", "428.5")];
    let write = |file: &str, spell: fn(&str, &str) -> String| {
        let body: String = rows.iter().map(|(iso, named, p)| format!("{},{p}\n", spell(iso, named))).collect();
        std::fs::write(d.join(file), format!("date,pred_close\n{body}")).unwrap();
    };
    write("plain.csv", |iso, _| iso.to_string());
    write("trailing.csv", |iso, _| format!("{iso} "));
    write("ampm.csv", |iso, _| format!("{iso} 12:00:00 AM"));
    write("names.csv", |_, named| named.to_string());
    let mut c = exe();
    c.args(["prediction", "--case", case, "--truth"]).arg(d.join("t.csv"));
    for f in ["plain.csv", "trailing.csv", "ampm.csv", "names.csv"] {
        c.arg(d.join(f));
    }
    let out = c.output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    for line in stdout.lines() {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!((r["validity_score"].as_f64(), r["overall_score"].as_f64()), (Some(1.0), Some(1.691203)), "{line}");
    }
    assert_eq!(stdout.lines().count(), 4);
}

#[test]
fn prediction_cases_of_many_files_read_the_truth_and_data_directories() {
    // FDE-Bench 041's manifest over our own small grid: the times and the initial field
    // in the case's data/ (--data-dir), one truth field per time in --truth DIR.
    let case = concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-fdebench/041-casting-thermal");
    let d = tmp("prediction-files");
    for sub in ["private/part2", "data/part2"] {
        std::fs::create_dir_all(d.join(sub)).unwrap();
    }
    std::fs::write(d.join("data/prediction_targets.csv"), "part,time_s\npart2,1.2\npart1,9.9\npart2,2.4\n").unwrap();
    std::fs::write(d.join("data/part2/initial_temp.txt"), "1 1 2\ni j k T mat\n1 1 1 1500.0 2\n1 1 2 25.0 1\n").unwrap();
    std::fs::write(d.join("private/part2/t1.2.txt"), "1 1 2\ni j k T mat\n1 1 1 1400.5 2\n1 1 2 30.25 1\n").unwrap();
    std::fs::write(d.join("private/part2/t2.4.txt"), "1 1 2\ni j k T mat\n1 1 1 1300.0 2\n1 1 2 35.5 1\n").unwrap();
    std::fs::write(d.join("p.csv"), "time_s,i,j,k,temperature\n1.2,1,1,1,1400.0\n1.2,1,1,2,30.5\n2.4,1,1,1,1300.125\n2.4,1,1,2,35.0\n")
        .unwrap();
    let grade = |extra: &[&str]| {
        exe().args(["prediction", "--case", case, "--truth"]).arg(d.join("private")).args(extra).arg(d.join("p.csv")).output().unwrap()
    };
    let data_dir = d.join("data").display().to_string();
    let out = grade(&["--data-dir", &data_dir]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // The peer's report (prediction_peer.py --truth-dir private --data-dir data p.csv).
    assert_eq!(v["overall_score"], 0.498934);
    assert_eq!(v["fields"]["player_objective"], 0.37985);
    assert_eq!(v["fields"]["rmse_per_time"], serde_json::json!({"t1.2": 0.3953, "t2.4": 0.3644}));
    // Without --data-dir (and no data/ beside the case): the case names the file it
    // misses and where to give it.
    let out = grade(&[]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("case/missing-file") && err.contains("`data/prediction_targets.csv`") && err.contains("--data-dir"), "{err}");
    // A truth file missing from --truth DIR: named, with the path looked at.
    std::fs::remove_file(d.join("private/part2/t2.4.txt")).unwrap();
    let out = grade(&["--data-dir", &data_dir]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let looked = d.join("private/part2/t2.4.txt").display().to_string();
    assert!(err.contains("`part2/t2.4.txt`") && err.contains(&looked), "{err}");
}

/// `coach routing`: suggestions whose costs are the grader's; `--apply N --out` writes
/// a plan that `fde-grade routing` grades at the cost the coach reported; an invalid
/// plan is repaired first.
#[test]
fn coach_suggests_applies_and_repairs() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let case = root.join("crates/grader/tests/malformed/routing/case");
    let d = tmp("coach");
    let grade = |plan: &PathBuf| -> serde_json::Value {
        let out = exe().args(["routing", "--case"]).arg(&case).arg(plan).output().unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let plan = case.join("plan.json");
    let out = exe().args(["coach", "routing", "--case"]).arg(&case).args(["--limit", "3"]).arg(&plan).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let before = grade(&plan);
    assert_eq!(v["valid"], true);
    assert_eq!(v["cost_before"], before["exact"]["cost"]);
    let sugg = v["suggestions"].as_array().unwrap();
    assert!(!sugg.is_empty() && sugg.len() <= 3);
    let saved = sugg[0]["cost_saved"].as_f64().unwrap();
    assert!(saved > 0.0);

    // --apply 1 is the first suggestion, applied.
    let out_file = d.join("better.json");
    let out =
        exe().args(["coach", "routing", "--case"]).arg(&case).args(["--apply", "1", "--out"]).arg(&out_file).arg(&plan).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let after = grade(&out_file);
    assert_eq!(after["valid"], true);
    assert_eq!(v["cost_after"], after["exact"]["cost"]);
    assert_eq!(v["moves"][0], sugg[0]);
    assert_eq!(before["exact"]["cost"].as_f64().unwrap() - after["exact"]["cost"].as_f64().unwrap(), saved);

    // --all on a broken plan: repairs, then coach mode; the written plan is valid.
    let broken = root.join("crates/grader/tests/malformed/routing/ids-leading-zero-lost.json");
    let out = exe()
        .args(["coach", "routing", "--case"])
        .arg(&case)
        .args(["--all", "--format", "table", "--out"])
        .arg(&out_file)
        .arg(&broken)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("not valid") && text.contains("fix-code") && text.contains("no move left"), "{text}");
    assert_eq!(grade(&out_file)["valid"], true);

    // A file that is not a plan: exit 2 with the reason.
    std::fs::write(d.join("bad.json"), "{").unwrap();
    let out = exe().args(["coach", "routing", "--case"]).arg(&case).arg(d.join("bad.json")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing to coach"));
}

/// `--format server`: what FDE-Bench 002's evaluator prints for each file, one document
/// after another. Each expected text is what peers/spec_routing.py's `server_output`
/// (FDE-Bench 002's steps, Python's own `json.load`) printed with `json.dumps(...,
/// ensure_ascii=False, indent=2)` for the same case (2 vehicles, reference cost 5,000);
/// the traceback is ours (`grader::pyerr::TRACEBACK`), the rest byte for byte.
#[test]
fn server_format_prints_what_the_evaluator_prints() {
    let d = routing_dir("server");
    std::fs::write(d.join("subs/d.json"), r#"{"routes": [["A", "门店" "B"]]}"#).unwrap();
    let run = |file: &str| {
        let out =
            exe().args(["routing", "--case"]).arg(d.join("case.json")).args(["--format", "server"]).arg(d.join(file)).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let valid = "{\n  \"validity_score\": 1.0,\n  \"quality_score\": 0.0421,\n  \"overall_score\": 0.0421,\n  \"error_info\": {},\n  \"total_duration_s\": 3806,\n  \"balance_penalty\": 115042,\n  \"hull_intrusions\": 0,\n  \"segment_crossings\": 0,\n  \"spatial_penalty\": 0,\n  \"n_routes\": 2,\n  \"reference_cost\": 5000,\n  \"submission_cost\": 118847\n}\n";
    assert_eq!(run("subs/a.json"), valid);
    let one_route = "{\n  \"validity_score\": 0.0,\n  \"quality_score\": 0.0,\n  \"overall_score\": 0.0,\n  \"error_info\": {\n    \"value\": [\n      \"Must use exactly 2 vehicles, got 1\"\n    ]\n  }\n}\n";
    assert_eq!(run("subs/c.json"), one_route);
    // json's char offset counts characters: 门店 is 2, not 6 bytes.
    let not_json = "{\n  \"validity_score\": 0.0,\n  \"quality_score\": 0.0,\n  \"overall_score\": 0.0,\n  \"error_info\": {\n    \"exception\": \"Expecting ',' delimiter: line 1 column 24 (char 23)\",\n    \"traceback\": \"(not reproduced: the server's traceback names its own files and lines)\"\n  }\n}\n";
    assert_eq!(run("subs/d.json"), not_json);
    // A file that is not there: the evaluator's "File not found", naming it as given.
    let missing = d.join("subs/missing.json");
    let out = exe().args(["routing", "--case"]).arg(d.join("case.json")).args(["--format", "server"]).arg(&missing).output().unwrap();
    let want = format!(
        "{{\n  \"validity_score\": 0.0,\n  \"quality_score\": 0.0,\n  \"overall_score\": 0.0,\n  \"error_info\": {{\n    \"fatal\": [\n      \"File not found: {}\"\n    ]\n  }}\n}}\n",
        missing.display()
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), want);
}
