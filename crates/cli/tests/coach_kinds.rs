//! `fde-grade coach scorecard|prediction|uplift` as a user runs it: what it prints (JSON
//! and the table), and that each "without" or "if broken" score it gives is what a
//! second `fde-grade` grading of the changed files gives.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn exe() -> Command {
    Command::new(env!("CARGO_BIN_EXE_fde-grade"))
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fde-grade-coach-kinds-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Run and parse stdout as one JSON document (exit 0 expected).
fn json(args: &[&str]) -> Value {
    let out = exe().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", String::from_utf8_lossy(&out.stdout)))
}

fn text(args: &[&str]) -> String {
    let out = exe().args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// A CSV without the data lines whose cells under `key_names` are one of `keys`.
fn trim_csv(path: &Path, key_names: &[String], keys: &[Vec<String>]) -> (String, usize) {
    let t = std::fs::read_to_string(path).unwrap();
    let mut lines = t.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let at: Vec<usize> = key_names.iter().map(|k| header.iter().position(|h| h == k).unwrap()).collect();
    let mut out = header.join(",") + "\n";
    let mut gone = 0;
    for l in lines {
        let cells: Vec<&str> = l.split(',').collect();
        let key: Vec<String> = at.iter().map(|&i| cells[i].to_string()).collect();
        if keys.contains(&key) {
            gone += 1;
        } else {
            out += l;
            out += "\n";
        }
    }
    (out, gone)
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|x| x.as_str().unwrap().to_string()).collect()
}

#[test]
fn prediction_without_the_worst_rows_is_a_second_grading() {
    let d = tmp("prediction");
    for (case, sub, truth) in [
        ("solar-yield", "3-winter-averages.csv", "truth.csv"),
        ("bakery-hourly-demand", "3-flat-daily-average.csv", "truth.csv"),
        ("clinic-wait-minutes", "5-patients-ahead.csv", "truth.csv"),
    ] {
        let dir = root().join("cases-public").join(case);
        let file = dir.join("submissions").join(sub);
        let c = json(&["coach", "prediction", "--case", s(&dir), "--limit", "4", s(&file)]);
        assert_eq!(c["rows"].as_array().unwrap().len(), 4, "{case}");
        let graded = json(&["prediction", "--case", s(&dir), s(&file)]);
        assert_eq!(c["score"], graded["overall_score"], "{case}");
        let w = &c["without_worst"];
        let n = w["n_rows"].as_u64().unwrap() as usize;
        assert_eq!(n, (c["n_scored"].as_u64().unwrap() as usize).div_ceil(100));
        let keys: Vec<Vec<String>> = w["keys"].as_array().unwrap().iter().map(strings).collect();
        let key_names = strings(&c["key_names"]);
        let (t, gone_t) = trim_csv(&dir.join(truth), &key_names, &keys);
        let (p, gone_p) = trim_csv(&file, &key_names, &keys);
        assert_eq!((gone_t, gone_p), (n, n), "{case}");
        let (tt, pp) = (d.join(format!("{case}-truth.csv")), d.join(format!("{case}-{sub}")));
        std::fs::write(&tt, t).unwrap();
        std::fs::write(&pp, p).unwrap();
        let again = json(&["prediction", "--case", s(&dir), "--truth", s(&tt), s(&pp)]);
        assert_eq!(again["valid"], true, "{case}");
        assert_eq!(again["overall_score"], w["score"], "{case}: the score without the worst {n} rows");
        assert!(w["score"].as_f64() > graded["overall_score"].as_f64(), "{case}");
    }
    // The table says the same.
    let dir = root().join("cases-public/solar-yield");
    let t = text(&["coach", "prediction", "--case", s(&dir), "--format", "table", s(&dir.join("submissions/3-winter-averages.csv"))]);
    assert!(t.contains("score 0.367305  metric r2  296 rows scored"), "{t}");
    assert!(t.contains("without the worst 1% (3 rows): score 0.382289 (+0.014984)"), "{t}");
    assert!(t.contains("group site         farm_barn"), "{t}");
}

#[test]
fn scorecard_breaking_a_band_is_a_second_grading() {
    let d = tmp("scorecard");
    let dir = root().join("cases-public/scorecard-credit");
    let file = dir.join("submissions/5-rounded-to-0.1.csv");
    let c = json(&["coach", "scorecard", "--case", s(&dir), "--limit", "2", s(&file)]);
    let bands = c["bands"].as_array().unwrap();
    assert_eq!((bands.len(), c["rows"].as_array().unwrap().len()), (2, 2));
    let original = std::fs::read_to_string(&file).unwrap();
    for b in bands {
        let mut lines: Vec<String> = original.lines().map(String::from).collect();
        // The value as JSON writes it reads back to the same double.
        let lifted = b["lifted_to"].to_string();
        for l in b["defaulter_lines"].as_array().unwrap() {
            let l = l.as_u64().unwrap() as usize;
            let id = lines[l - 1].split(',').next().unwrap().to_string();
            lines[l - 1] = format!("{id},{lifted}");
        }
        let p = d.join(format!("broken-{}.csv", b["score"]));
        std::fs::write(&p, lines.join("\n") + "\n").unwrap();
        let again = json(&["scorecard", "--case", s(&dir), s(&p)]);
        assert_eq!(again["overall_score"], b["score_if_broken"], "band {}", b["score"]);
    }
    let t = text(&["coach", "scorecard", "--case", s(&dir), "--format", "table", "--limit", "1", s(&file)]);
    assert!(t.contains("score 0.990052  AUC 0.901124  KS 0.678571"), "{t}");
    assert!(
        t.contains("band 0.2              9 rows (4 defaulters, 5 repayers)  broken: KS 0.738095 AUC 0.904431 score 1.029430 (+0.039378)"),
        "{t}"
    );
    assert!(t.contains("row line     57  C834037        defaulter score 0"), "{t}");
}

#[test]
fn uplift_without_the_costliest_lines_is_a_second_grading() {
    let d = tmp("uplift");
    let dir = root().join("cases-public/returns-triage");
    let run = dir.join("submissions/2-asked-too-much");
    let log = run.join("ask.jsonl");
    let result = run.join("result.json");
    for people in [false, true] {
        let people_path = dir.join("people.json");
        let mut args = vec!["coach", "uplift", "--case", s(&dir), "--ask-log", s(&log), "--limit", "3"];
        if people {
            args.extend(["--people", s(&people_path)]);
        }
        args.push(s(&result));
        let c = json(&args);
        let lines: Vec<u64> = c["lines"].as_array().unwrap().iter().map(|l| l["line"].as_u64().unwrap()).collect();
        assert_eq!(lines, [4, 6, 8]);
        assert_eq!((c["uplift_net"].as_f64(), c["without"]["uplift_net"].as_f64()), (Some(0.41), Some(0.7)));
        let kept: String = std::fs::read_to_string(&log)
            .unwrap()
            .lines()
            .enumerate()
            .filter(|(i, _)| !lines.contains(&(*i as u64 + 1)))
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        let trimmed = d.join("ask.jsonl");
        std::fs::write(&trimmed, kept).unwrap();
        let mut again = vec!["uplift", "--case", s(&dir), "--ask-log", s(&trimmed)];
        if people {
            again.extend(["--people", s(&people_path)]);
        }
        again.push(s(&result));
        let r = json(&again);
        assert_eq!((&r["uplift_net"], &r["contact_cost"]), (&c["without"]["uplift_net"], &c["without"]["contact_cost"]));
    }
    let t = text(&["coach", "uplift", "--case", s(&dir), "--ask-log", s(&log), "--limit", "2", "--format", "table", s(&result)]);
    assert!(t.contains("line     4  ask      finance        cost 0.1500"), "{t}");
    assert!(t.contains("without these 2 lines: contact cost 0.3600  net 0.6400 (+0.230000)  Rejected"), "{t}");
}

#[test]
fn a_file_that_does_not_grade_valid_has_nothing_to_coach() {
    let dir = root().join("cases-public/solar-yield");
    let out = exe().args(["coach", "prediction", "--case", s(&dir), s(&dir.join("submissions/1-watt-hours.csv"))]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1-watt-hours.csv does not grade valid (rejected)"), "{err}");
    // One submission only.
    let out = exe().args(["coach", "scorecard", "--case", s(&dir), "a.csv", "b.csv"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
