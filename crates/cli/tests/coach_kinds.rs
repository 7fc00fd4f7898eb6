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

/// FNV-1a, 64 bits: a fingerprint of an output that stays the same across Rust releases.
fn fnv1a64(bytes: &[u8]) -> String {
    let h = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3));
    format!("{h:016x}")
}

/// Every coach's output is byte for byte what it was before the coaches moved into
/// their kinds (issue 43): for every example of every case of a kind with a coach
/// (cases-public/, e2e/fixtures/cases/), the JSON and the table in each language,
/// `--format server` refused, a missing file; each run's exit code and the fingerprints
/// of its stdout and stderr. tests/fixtures/coach.fnv.txt was written by these runs
/// with the binary of main at 7d75d1f (before the move).
#[test]
fn coach_outputs_are_as_before() {
    let mut lines = Vec::new();
    for base in ["cases-public", "e2e/fixtures/cases"] {
        let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join(base)).unwrap().flatten().map(|e| e.path()).collect();
        dirs.sort_by_key(|d| d.file_name().unwrap().to_owned());
        for d in dirs {
            let Ok(text) = std::fs::read_to_string(d.join("case.json")) else { continue };
            let case: Value = serde_json::from_str(&text).unwrap();
            let kind = case["kind"].as_str().unwrap();
            // The kinds that had a coach before the move (a coach added since is not in
            // the fixture).
            if !["scorecard", "prediction", "uplift"].contains(&kind) {
                continue;
            }
            let rel = format!("{base}/{}", d.file_name().unwrap().to_string_lossy());
            let run = |args: Vec<String>| {
                let out = exe().current_dir(root()).arg("coach").args(&args).output().unwrap();
                (out.status.code().unwrap_or(-1), fnv1a64(&out.stdout), fnv1a64(&out.stderr))
            };
            for s in case["submissions"].as_array().unwrap() {
                let file = format!("{rel}/{}", s["file"].as_str().unwrap());
                let mut args: Vec<String> = vec![kind.into(), "--case".into(), rel.clone(), file.clone()];
                for e in s["extra_files"].as_array().into_iter().flatten() {
                    args.extend(["--ask-log".into(), format!("{rel}/{}", e.as_str().unwrap())]);
                }
                let mut runs: Vec<(&str, &str)> =
                    ["json", "table"].iter().flat_map(|f| ["en", "zh", "ko", "id"].map(|l| (*f, l))).collect();
                runs.push(("server", "en"));
                for (format, lang) in runs {
                    let more = ["--format", format, "--lang", lang].map(String::from);
                    let (code, out, err) = run(args.iter().cloned().chain(more).collect());
                    lines.push(format!("{file}\t{format}\t{lang}\t{code}\t{out}\t{err}"));
                }
            }
            for lang in ["en", "zh"] {
                let missing = format!("{rel}/no-such-file");
                let (code, out, err) = run([kind, "--case", &rel, "--lang", lang, &missing].map(String::from).to_vec());
                lines.push(format!("{missing}\ttable\t{lang}\t{code}\t{out}\t{err}"));
            }
        }
    }
    let before = std::fs::read_to_string(root().join("crates/cli/tests/fixtures/coach.fnv.txt")).unwrap();
    let before: Vec<&str> = before.lines().collect();
    assert_eq!(lines.len(), before.len(), "runs: {} now, {} before", lines.len(), before.len());
    let changed: Vec<String> = lines.iter().zip(&before).filter(|(a, b)| a != *b).map(|(a, b)| format!("now    {a}\nbefore {b}")).collect();
    assert!(changed.is_empty(), "{} of {} outputs changed:\n{}", changed.len(), lines.len(), changed.join("\n"));
    // Valid files coached, and files refused, both among them.
    assert!(before.iter().filter(|l| l.split('\t').nth(3) == Some("0")).count() > 300);
    assert!(before.iter().filter(|l| l.split('\t').nth(3) == Some("2")).count() > 200);
}

/// `coach hydro`: each station's energy is the grading's, its capacity `P_MAX · 24 h ·
/// days` of the case's stations; the table has a line per station; a rejected plan has
/// nothing to coach.
#[test]
fn hydro_shortfalls_are_the_gradings_energy() {
    let dir = root().join("cases-public/hydro-valley");
    let file = dir.join("submissions/2-pass-the-inflow.json");
    let c = json(&["coach", "hydro", "--case", s(&dir), s(&file)]);
    let graded = json(&["hydro", "--case", s(&dir), s(&file)]);
    assert_eq!((&c["score"], &c["energy"]), (&graded["overall_score"], &graded["total_energy_wankwh"]));
    let days = graded["q_out"][0].as_array().unwrap().len() as f64;
    let stations = c["stations"].as_array().unwrap();
    assert_eq!(stations.len(), 5);
    let mut lost = Vec::new();
    for st in stations {
        let name = st["station"].as_str().unwrap();
        let i = graded["stations"].as_array().unwrap().iter().position(|n| n == name).unwrap();
        assert_eq!(st["energy"], graded["energy_by_station"][i]["energy"], "{name}");
        assert_eq!(st["most"].as_f64().unwrap(), graded["limits"]["p_max"][i].as_f64().unwrap() * 24.0 * days, "{name}");
        lost.push(st["lost"].as_f64().unwrap());
    }
    assert!(lost.windows(2).all(|w| w[0] >= w[1]), "furthest first: {lost:?}");
    let t = text(&["coach", "hydro", "--case", s(&dir), "--format", "table", "--limit", "2", s(&file)]);
    assert_eq!(t.lines().count(), 3, "{t}");
    assert!(t.lines().nth(1).unwrap().starts_with(&format!("  station {:<10} energy", stations[0]["station"].as_str().unwrap())), "{t}");
    let out = exe().args(["coach", "hydro", "--case", s(&dir), s(&dir.join("submissions/3-drain-the-top.json"))]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not grade valid (rejected)"));
}

/// `coach coil` on FDE-Bench 017's case with a small work plan of our own: its penalty is
/// the grading's, split into the steps that make it (the evaluator's 50102: see
/// crates/kinds/coil/tests/coil.rs); the table in every language has a line per step.
#[test]
fn coil_steps_make_the_gradings_penalty() {
    let d = tmp("coil");
    std::fs::create_dir_all(d.join("data")).unwrap();
    std::fs::copy(root().join("cases-fdebench/017-cold-rolling-coils/case.json"), d.join("case.json")).unwrap();
    let catalog = "grade_id,category_id,roll_size,front_width_mm\nG_A,CATEGORY_001,small,1250\nG_C,CATEGORY_003,large,\n";
    std::fs::write(d.join("data/grade_catalog.csv"), catalog).unwrap();
    let plan =
        "出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\nC1,G_A,0.60,1250,切边\nC2,G_C,0.86,1000,\nC3,G_C,2.0,1400,不切边\n";
    std::fs::write(d.join("data/work_plan.csv"), plan).unwrap();
    let file = d.join("solution.json");
    std::fs::write(&file, r#"{"sequence": ["C1","C2","C3"]}"#).unwrap();
    let c = json(&["coach", "coil", "--case", s(&d), s(&file)]);
    let graded = json(&["coil", "--case", s(&d), s(&file)]);
    assert_eq!((&c["penalty"], &c["score"]), (&graded["penalty"], &graded["overall_score"]));
    assert_eq!(c["penalty"], 50102);
    let costs: Vec<i64> = c["steps"].as_array().unwrap().iter().map(|s| s["cost"].as_i64().unwrap()).collect();
    assert_eq!(costs, [30001, 20100]);
    for lang in ["en", "zh", "ko", "id"] {
        let t = text(&["coach", "coil", "--case", s(&d), "--format", "table", "--lang", lang, s(&file)]);
        assert_eq!(t.lines().count(), 4, "{lang}: {t}");
        assert!(t.contains("30001") && t.contains("50102"), "{lang}: {t}");
    }
    // A sequence missing a coil breaks a hard rule: nothing to coach.
    std::fs::write(&file, r#"{"sequence": ["C1","C2"]}"#).unwrap();
    let out = exe().args(["coach", "coil", "--case", s(&d), s(&file)]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not grade valid"));
}
