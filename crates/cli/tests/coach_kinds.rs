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

/// Python's `round(x, 6)` up to its ties (enough for these comparisons' 1e-9).
fn near(a: f64, b: f64, what: &str) {
    assert!((a - b).abs() <= 1e-9 * b.abs().max(1.0), "{what}: {a} != {b}");
}

/// `coach racks` on rack-hall's reference plan: its five terms are the report's
/// placements' terms times the formula's weights, summed (plus 1 per unassigned
/// server), their total the graded cost, each "without" score the reference over the
/// cost less that term; the nothing-placed plan is all "unassigned".
#[test]
fn racks_terms_make_the_gradings_cost() {
    let dir = root().join("cases-public/rack-hall");
    let file = dir.join("submissions/1-reference.csv");
    let c = json(&["coach", "racks", "--case", s(&dir), "--limit", "50", s(&file)]);
    let graded = json(&["racks", "--case", s(&dir), s(&file)]);
    assert_eq!(c["score"], graded["overall_score"]);
    let cost = c["cost"].as_f64().unwrap();
    near(cost, graded["player_objective"].as_f64().unwrap(), "cost");
    let reference = graded["reference_value"].as_f64().unwrap();
    // The formula's weights (formula-racks-cost), not the crate's constants.
    let weights = [0.4, 0.05, 0.3, 0.25];
    let mut want = [0.0; 5];
    for p in graded["placements"].as_array().unwrap() {
        for (k, t) in p["terms"].as_array().unwrap().iter().enumerate() {
            want[k] += weights[k] * t.as_f64().unwrap();
        }
    }
    want[4] = graded["n_unassigned"].as_f64().unwrap();
    let terms = c["terms"].as_array().unwrap();
    assert_eq!(terms.len(), 5);
    let names = ["power", "slot", "lit", "nic", "unassigned"];
    for t in terms {
        let k = names.iter().position(|n| t["term"] == *n).unwrap();
        let got = t["cost"].as_f64().unwrap();
        near(got, want[k], names[k]);
        // Rounded to 6 places, as the report's score.
        assert!((t["score_without"].as_f64().unwrap() - reference / (cost - got)).abs() <= 5e-7, "{}: {t}", names[k]);
    }
    let costs: Vec<f64> = terms.iter().map(|t| t["cost"].as_f64().unwrap()).collect();
    assert!(costs.windows(2).all(|w| w[0] >= w[1]), "costliest first: {costs:?}");
    near(costs.iter().sum(), cost, "the terms add up to the cost");
    assert!(costs[0] > 0.0 && terms[0]["term"] == "power", "the reference plan's costliest term: {:?}", terms[0]);
    // Every placed server listed (limit 50 > 36), costliest first, their costs the placements'.
    let servers = c["servers"].as_array().unwrap();
    assert_eq!(servers.len(), graded["n_allocated"].as_u64().unwrap() as usize);
    let each: Vec<f64> = servers.iter().map(|v| v["cost"].as_f64().unwrap()).collect();
    assert!(each.windows(2).all(|w| w[0] >= w[1]));
    near(each.iter().sum::<f64>() + want[4], cost, "the servers' costs add up");

    let nothing = dir.join("submissions/3-nothing-placed.csv");
    let c = json(&["coach", "racks", "--case", s(&dir), s(&nothing)]);
    let n = json(&["racks", "--case", s(&dir), s(&nothing)])["n_servers"].as_f64().unwrap();
    assert_eq!((c["cost"].as_f64(), &c["terms"][0]["term"], c["terms"][0]["share"].as_f64()), (Some(n), &"unassigned".into(), Some(1.0)));
    assert!(c["terms"][0]["score_without"].is_null() && c["servers"].as_array().unwrap().is_empty());

    for lang in ["en", "zh", "ko", "id"] {
        let t = text(&["coach", "racks", "--case", s(&dir), "--format", "table", "--lang", lang, "--limit", "3", s(&file)]);
        assert_eq!(t.lines().count(), 1 + 5 + 3, "{lang}: {t}");
        assert!(t.contains("4.548000") && t.contains(servers[0]["server"].as_str().unwrap()), "{lang}: {t}");
    }
    let out = exe().args(["coach", "racks", "--case", s(&dir), s(&dir.join("submissions/6-shared-slot.csv"))]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not grade valid (rejected)"));
}

/// `coach slitting` on slitting-mill's reference plan: the score with a cut fewer and
/// with no scrap follow the case's formula (`(0.05 × utilization + 0.95 × cut score) /
/// reference`) from the report's metrics; each cut's scrap is its weight times the
/// coil's width its strips leave unused, and they add up to the plan's scrap.
#[test]
fn slitting_parts_follow_the_formula() {
    let dir = root().join("cases-public/slitting-mill");
    let file = dir.join("submissions/1-reference.csv");
    let c = json(&["coach", "slitting", "--case", s(&dir), "--limit", "100", s(&file)]);
    let graded = json(&["slitting", "--case", s(&dir), s(&file)]);
    let m = &graded["submission_metrics"];
    assert_eq!((&c["score"], &c["cuts"]), (&graded["overall_score"], &m["cut_times"]));
    let (cuts, reference) = (c["cuts"].as_f64().unwrap(), graded["reference_value"].as_f64().unwrap());
    let (util, cut_score) = (c["utilization"].as_f64().unwrap(), c["cut_score"].as_f64().unwrap());
    assert!(
        (util - m["utilization_score"].as_f64().unwrap()).abs() <= 5e-5 && (cut_score - m["cut_score"].as_f64().unwrap()).abs() <= 5e-5
    );
    assert!(cuts <= 46.0, "the formula below assumes at most 46 cuts");
    assert_eq!(cut_score, 1.0 + 0.05 * (46.0 - cuts));
    let fewer = (0.05 * util + 0.95 * (cut_score + 0.05)) / (reference + 1e-6);
    let clean = (0.05 + 0.95 * cut_score) / (reference + 1e-6);
    assert!((c["score_one_cut_fewer"].as_f64().unwrap() - fewer).abs() <= 5e-7, "{c}");
    assert!((c["score_without_scrap"].as_f64().unwrap() - clean).abs() <= 5e-7, "{c}");
    assert_eq!(c["costliest"], if fewer - c["score"].as_f64().unwrap() >= clean - c["score"].as_f64().unwrap() { "cuts" } else { "scrap" });
    let rows = c["scrap_cuts"].as_array().unwrap();
    assert_eq!(rows.len() as f64, cuts);
    let mut total = 0.0;
    for k in rows {
        let (w, width, used) = (k["weight"].as_f64().unwrap(), k["width"].as_f64().unwrap(), k["used"].as_f64().unwrap());
        near(k["scrap"].as_f64().unwrap(), w * (width - used) / width, "a cut's scrap");
        total += k["scrap"].as_f64().unwrap();
    }
    near(total, c["scrap"].as_f64().unwrap(), "the cuts' scrap adds up");
    near(c["scrap"].as_f64().unwrap(), c["weight"].as_f64().unwrap() * (1.0 - util), "scrap = weight × (1 − utilization)");
    let scraps: Vec<f64> = rows.iter().map(|k| k["scrap"].as_f64().unwrap()).collect();
    assert!(scraps.windows(2).all(|w| w[0] >= w[1]), "most scrap first: {scraps:?}");
    for lang in ["en", "zh", "ko", "id"] {
        let t = text(&["coach", "slitting", "--case", s(&dir), "--format", "table", "--lang", lang, "--limit", "2", s(&file)]);
        assert_eq!(t.lines().count(), 4 + 2, "{lang}: {t}");
        assert!(t.contains(&format!("{:.6}", c["score_without_scrap"].as_f64().unwrap())), "{lang}: {t}");
    }
    let out = exe().args(["coach", "slitting", "--case", s(&dir), s(&dir.join("submissions/4-one-mm-off.csv"))]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not grade valid"));
}
