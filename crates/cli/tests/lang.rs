//! `--lang` (and the locale): the table and `explain` in 中文, 한국어, Bahasa Indonesia;
//! JSON the same in every language.

use std::path::PathBuf;
use std::process::Command;

fn exe() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_fde-grade"));
    for v in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        c.env_remove(v);
    }
    c
}

fn case_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("fde-grade-lang-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    std::fs::write(
        d.join("customers.csv"),
        "网点编码,总重量,门店经度,门店纬度\n0,,116.0,40.0\nA,100,116.1,40.0\nB,200,116.1,40.1\nC,300,116.0,40.1\n",
    )
    .unwrap();
    let case = r#"{"id":"t","kind":"routing","title":"t","parameters":{"vehicles":2},"reference":{"value":5000,"how":"test"},"files":{"customers":"customers.csv"}}"#;
    std::fs::write(d.join("case.json"), case).unwrap();
    std::fs::write(d.join("one-route.json"), r#"{"routes": [["A","B","C"]]}"#).unwrap();
    std::fs::write(d.join("typo.json"), r#"{"routes": [["A","B"], ["X"]]}"#).unwrap();
    d
}

fn run(c: &mut Command) -> String {
    let out = c.output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_table_in_each_language() {
    let d = case_dir("table");
    let table = |lang: &str| {
        run(exe().args(["routing", "--case"]).arg(&d).args(["--format", "table", "--lang", lang]).arg(d.join("one-route.json")))
    };
    let en = table("en");
    assert!(en.contains("  REJECTED (vehicles)  score 0"), "{en}");
    assert!(en.contains("          1 route given, exactly 2 required  ["), "{en}");
    assert!(en.contains("          hint: Add 1 more route(s); an empty route [] is allowed and counts.\n"), "{en}");
    let zh = table("zh");
    assert!(zh.contains("  无效 (vehicles)  得分 0"), "{zh}");
    assert!(zh.contains("          给出了 1 条路线，要求正好 2 条  ["), "{zh}");
    assert!(zh.contains("          提示：再加 1 条路线；允许空路线 []，也计入数量。\n"), "{zh}");
    assert!(!zh.contains("route given"), "{zh}");
    let ko = table("ko");
    assert!(ko.contains("          경로가 1개입니다. 정확히 2개가 필요합니다  ["), "{ko}");
    assert!(ko.contains("          도움말: 경로를 1개 더 추가하세요. 빈 경로 []도 허용되며 개수에 포함됩니다.\n"), "{ko}");
    let id = table("id");
    assert!(id.contains("  TIDAK VALID (vehicles)  skor 0"), "{id}");
    assert!(id.contains("          1 rute diberikan, harus tepat 2  ["), "{id}");
    // The same lines, in another language; the figures said in it, the numbers as they are.
    assert_eq!(en.lines().count(), zh.lines().count());
    assert_eq!(en.lines().nth(1), Some("  routes 1  time — s  balance —  intrusions —  crossings —  spatial —  cost — / reference 5000"));
    assert_eq!(zh.lines().nth(1), Some("  路线 1  时间 — 秒  均衡 —  越界门店 —  路线交叉 —  空间惩罚 —  成本 — / 参考值 5000"));
}

#[test]
fn a_located_message_keeps_its_location_and_the_locale_chooses_the_language() {
    let d = case_dir("located");
    let zh = run(exe().env("LANG", "zh_CN.UTF-8").args(["routing", "--case"]).arg(&d).args(["--format", "table"]).arg(d.join("typo.json")));
    assert!(zh.contains("路线 2（索引 1）第 1 站：门店编码 `X` 不在 customers.csv 中  ["), "{zh}");
    assert!(zh.contains("          提示：每个门店必须恰好服务一次；请把 C 加入某条路线（customers.csv 第 5 行）。\n"), "{zh}");
    // The location too, in the language; file names and values as they are.
    assert!(zh.contains("typo.json，第 1 行第 25 列，路线 2（索引 1），第 1 站，门店 X]\n"), "{zh}");
    // --lang wins over the locale; LC_ALL over LANG.
    let en = run(exe()
        .env("LANG", "zh_CN.UTF-8")
        .args(["routing", "--case"])
        .arg(&d)
        .args(["--format", "table", "--lang", "en"])
        .arg(d.join("typo.json")));
    assert!(en.contains("store code `X` is not in customers.csv"), "{en}");
    let ko = run(exe()
        .env("LANG", "zh_CN.UTF-8")
        .env("LC_ALL", "ko_KR.UTF-8")
        .args(["routing", "--case"])
        .arg(&d)
        .args(["--format", "table"])
        .arg(d.join("typo.json")));
    assert!(ko.contains("매장 코드 `X`가 customers.csv에 없습니다"), "{ko}");
    assert!(ko.contains("typo.json, 1번째 줄 25번째 열, 경로 2(인덱스 1), 경유지 1, 매장 X]\n"), "{ko}");
    assert!(en.contains("typo.json, line 1, column 25, route 2 (index 1), stop 1, store X]\n"), "{en}");
}

#[test]
fn json_is_the_same_in_every_language() {
    let d = case_dir("json");
    let json = |lang: &str| run(exe().args(["routing", "--case"]).arg(&d).args(["--lang", lang]).arg(d.join("typo.json")));
    let en = json("en");
    assert!(en.contains(r#""params":{"route":"2","index":"1","stop":"1","code":"X","why":""}"#), "{en}");
    for lang in ["zh", "ko", "id"] {
        assert_eq!(json(lang), en, "{lang}");
    }
}

#[test]
fn explain_in_each_language() {
    let explain = |lang: &str| run(exe().args(["explain", "routing/over-capacity", "--lang", lang]));
    let zh = explain("zh");
    assert!(zh.contains("信息: 路线 {route}（索引 {index}）载重 {load} 千克，超出 {capacity} 千克容量 {over} 千克\n"), "{zh}");
    assert!(zh.contains("提示: 把这条路线的部分门店移到有余量的路线上。\n"), "{zh}");
    let id = explain("id");
    assert!(
        id.contains("Pesan: rute {route} (indeks {index}) membawa {load} kg, melebihi kapasitas {capacity} kg sebanyak {over} kg\n"),
        "{id}"
    );
    assert!(id.contains("Artinya\n"), "{id}");
    // English: as before.
    let en = explain("en");
    assert!(en.contains("Message:  route {route} (index {index}) carries {load} kg"), "{en}");
    assert!(run(exe().args(["explain", "routing/over-capacity"])).contains("Message:  route"));
}

/// Every location part at once, and a line without a column, in each language.
#[test]
fn locations_are_said_in_the_language() {
    grader::install(); // the kinds' words
    use fde_grade::words::Lang;
    use grader::routing::RoutePlaces;
    use grader::scorecard::IdPlace;
    let all = grader::Location::file("plan.json").line(3).column(7).field("customers").route(1).stop(4).store("S9").id("C1");
    let expected = [
        (Lang::En, "plan.json, line 3, column 7, field `customers`, route 2 (index 1), stop 5, store S9, id C1"),
        (Lang::Zh, "plan.json，第 3 行第 7 列，字段 `customers`，路线 2（索引 1），第 5 站，门店 S9，ID C1"),
        (Lang::Ko, "plan.json, 3번째 줄 7번째 열, 필드 `customers`, 경로 2(인덱스 1), 경유지 5, 매장 S9, ID C1"),
        (Lang::Id, "plan.json, baris 3, kolom 7, kolom `customers`, rute 2 (indeks 1), perhentian 5, toko S9, id C1"),
    ];
    for (lang, want) in expected {
        assert_eq!(all.describe_in(lang), want, "{lang:?}");
    }
    // English is the core's own description, and its words in diagnostics.ftl say the same.
    let line = grader::Location::file("p.csv").line(2);
    assert_eq!(line.describe_in(Lang::En), line.describe());
    assert_eq!(i18n::format(Lang::En, "loc-line", &[("line", "2")]), "line 2");
    assert_eq!(line.describe_in(Lang::Zh), "p.csv，第 2 行");
    assert_eq!(grader::Location::default().describe_in(Lang::Ko), "");
}

/// The words of every field of `explain.ftl`'s entry for `code` in `lang`.
fn explain_fields(lang: i18n::Lang, code: &str) -> [String; 4] {
    let words = grader::diagnostic::codes::lookup(code).unwrap().explanation(lang);
    [words.summary, words.what, words.why, words.example]
}

/// The `code` spans of a text (column names, functions, values): data, the same in
/// every language.
fn code_spans(s: &str) -> Vec<&str> {
    let mut spans: Vec<&str> = s.split('`').skip(1).step_by(2).collect();
    spans.sort_unstable();
    spans
}

/// Whether `s` is data only: `code` spans, numbers and punctuation (an example such as
/// `` `C001,inf`. ``), the same in every language.
fn data_only(s: &str) -> bool {
    s.split('`').step_by(2).all(|words| words.chars().all(|c| !c.is_alphabetic()))
}

#[test]
fn every_code_is_explained_in_every_language() {
    grader::install(); // the kinds' words
    use grader::diagnostic::codes::CODES;
    use i18n::Lang;
    for doc in CODES {
        let key = doc.explanation_key();
        // explain.ftl is the one source of the explanations, English included: every
        // code has its four parts there, each one line; the summary a sentence.
        for part in [key.clone(), format!("{key}.what"), format!("{key}.why"), format!("{key}.example")] {
            assert!(i18n::has(Lang::En, &part), "{}: no `{part}` in en/explain.ftl", doc.code);
            let text = i18n::text(Lang::En, &part);
            assert!(!text.trim().is_empty() && !text.contains('\n'), "{part}: must be one non-empty line");
        }
        assert!(explain_fields(Lang::En, doc.code)[0].ends_with('.'), "{key}: the summary is a sentence");
        for lang in [Lang::Zh, Lang::Ko, Lang::Id] {
            assert!(i18n::has(lang, &key), "{}: no `{key}` in {}/explain.ftl", doc.code, lang.code());
            let words = explain_fields(lang, doc.code);
            for (field, (said, english)) in
                ["summary", "what", "why", "example"].iter().zip(words.iter().zip(explain_fields(Lang::En, doc.code)))
            {
                assert!(said != &english || data_only(&english), "{key} {field}: English in {}/explain.ftl", lang.code());
                assert_eq!(code_spans(said), code_spans(&english), "{key} {field} in {}: the `code` spans differ", lang.code());
            }
        }
    }
}

/// No explanation without its code: a code renamed or removed takes its words along.
#[test]
fn every_explanation_is_a_codes() {
    grader::install(); // the kinds' words
    use grader::diagnostic::codes::CODES;
    let keys: Vec<String> = CODES.iter().map(|d| d.explanation_key()).collect();
    let orphans: Vec<&str> = i18n::keys(i18n::Lang::En)
        .filter(|k| k.starts_with("explain-") && !keys.iter().any(|c| c == k.split('.').next().unwrap_or(k)))
        .collect();
    assert!(orphans.is_empty(), "explanations of no code: {orphans:?}");
    assert_eq!(i18n::keys(i18n::Lang::En).filter(|k| k.starts_with("explain-") && !k.contains('.')).count(), CODES.len());
}

#[test]
fn explain_english_is_as_before_and_other_languages_have_no_english_left() {
    grader::install(); // the kinds' words
    use grader::diagnostic::codes::CODES;
    use i18n::Lang;
    // English, laid out here as `explain CODE` always printed it (the words themselves
    // are pinned by docs/diagnostics.md, tests/explain.rs).
    let mut before = Vec::new();
    for d in CODES {
        let [summary, what, why, example] = explain_fields(Lang::En, d.code);
        let also: Vec<String> = d.also.iter().map(|c| serde_json::to_value(c).unwrap().as_str().unwrap().to_string()).collect();
        let category = serde_json::to_value(d.category).unwrap().as_str().unwrap().to_string();
        let category = if also.is_empty() { category } else { format!("{category} (also {})", also.join(", ")) };
        let mut s = format!("{}\n{summary}\n\nCategory: {category}\nMessage:  {}\n", d.code, d.message);
        if let Some(h) = d.hint {
            s += &format!("Hint:     {h}\n");
        }
        s += &format!("\nWhat it means\n    {what}\n\nWhy\n    {why}\n\nExample\n    {example}\n");
        before.push(s);
    }
    let all = |lang: &str| run(exe().args(["explain", "--all", "--format", "text", "--lang", lang]));
    assert_eq!(all("en"), before.join("\n"));
    assert_eq!(
        run(exe().args(["explain", "routing/over-capacity", "--lang", "en"])),
        before[CODES.iter().position(|d| d.code == "routing/over-capacity").unwrap()]
    );
    // No English sentence of explain.ftl is left in another language's text.
    let english: Vec<String> = CODES.iter().flat_map(|d| explain_fields(Lang::En, d.code)).filter(|e| !data_only(e)).collect();
    for lang in ["zh", "ko", "id"] {
        let text = all(lang);
        for e in &english {
            assert!(!text.contains(&format!("\n{e}\n")) && !text.contains(&format!("    {e}\n")), "{lang}: English left: {e}");
        }
        for heading in ["\nCategory: ", "\nWhat it means\n", "\nWhy\n", "\nExample\n", "(also "] {
            assert!(!text.contains(heading), "{lang}: {heading:?}");
        }
        assert_eq!(text.matches("\n\n").count(), all("en").matches("\n\n").count(), "{lang}: the same sections");
    }
}

fn public(case: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../cases-public").join(case)
}

/// The Latin words of the coach tables' words in `lang` (`cli-coach-*`, `cli-repair-*`),
/// placeholders cut out: no English one may be left in another language's table.
fn coach_words(lang: i18n::Lang) -> Vec<String> {
    let mut words: Vec<String> = i18n::keys(lang)
        .filter(|k| k.starts_with("cli-coach-") || k.starts_with("cli-repair-"))
        .flat_map(|k| {
            let text = i18n::text(lang, k);
            let mut plain = String::new();
            let mut depth = 0;
            for c in text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => {}
                }
            }
            plain.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 4).map(str::to_string).collect::<Vec<_>>()
        })
        .collect();
    words.sort();
    words.dedup();
    words
}

#[test]
fn the_coach_tables_in_each_language() {
    grader::install(); // the kinds' words
    let words = coach_words(i18n::Lang::En);
    assert!(words.iter().any(|w| w == "saves") && words.iter().any(|w| w == "defaulters"), "{words:?}");
    let runs: Vec<(&str, Vec<PathBuf>, Vec<&str>)> = vec![
        ("routing", vec![public("routing-city"), public("routing-city/submissions/5-weight-balanced-sweep.json")], vec!["--apply", "2"]),
        ("routing", vec![public("routing-city"), public("routing-city/submissions/5-weight-balanced-sweep.json")], vec![]),
        // Repairs first: the depot listed at both ends of every route.
        ("routing", vec![public("routing-city"), public("routing-city/submissions/2-depot-at-both-ends.json")], vec!["--apply", "1"]),
        ("scorecard", vec![public("scorecard-credit"), public("scorecard-credit/submissions/2-boosted-stumps.csv")], vec![]),
        ("prediction", vec![public("bakery-hourly-demand"), public("bakery-hourly-demand/submissions/4-same-hour-last-week.csv")], vec![]),
        (
            "uplift",
            vec![public("cold-chain-spoilage"), public("cold-chain-spoilage/submissions/1-accepted/result.json")],
            vec!["--ask-log", "../../cases-public/cold-chain-spoilage/submissions/1-accepted/ask.jsonl"],
        ),
        // Reservoirs and run-of-river stations (their own line).
        ("hydro", vec![public("hydro-valley"), public("hydro-valley/submissions/1-reference.json")], vec![]),
    ];
    for (kind, paths, extra) in runs {
        let table = |lang: &str| {
            run(exe()
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .args(["coach", kind, "--case"])
                .arg(&paths[0])
                .args(["--format", "table", "--lang", lang])
                .args(&extra)
                .arg(&paths[1]))
        };
        let en = table("en");
        // English: the table as the coach always printed it (the default, no --lang).
        let plain = run(exe()
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(["coach", kind, "--case"])
            .arg(&paths[0])
            .args(["--format", "table"])
            .args(&extra)
            .arg(&paths[1]));
        assert_eq!(en, plain, "{kind}");
        for lang in [i18n::Lang::Zh, i18n::Lang::Ko, i18n::Lang::Id] {
            // Words Indonesian shares with English (glossary: valid, uplift).
            let same: &[&str] = if lang == i18n::Lang::Id { &["valid", "uplift"] } else { &[] };
            let english: Vec<&String> = words.iter().filter(|w| !same.contains(&w.as_str())).collect();
            let said = table(lang.code());
            assert_eq!(said.lines().count(), en.lines().count(), "{kind} {lang:?}");
            // What is left of the lines once the file name is cut: no English word.
            for line in said.lines() {
                let line = line.replace(&*paths[1].to_string_lossy(), "");
                for w in line.split(|c: char| !(c.is_ascii_alphabetic() || c == '_')) {
                    assert!(!english.iter().any(|e| *e == w), "{kind} {lang:?}: English `{w}` in {line:?}\n{said}");
                }
            }
        }
    }
    // One line in full, in each language.
    let scorecard = |lang: &str| {
        run(exe()
            .args(["coach", "scorecard", "--case"])
            .arg(public("scorecard-credit"))
            .args(["--format", "table", "--limit", "1", "--lang", lang])
            .arg(public("scorecard-credit/submissions/2-boosted-stumps.csv")))
    };
    assert!(
        scorecard("en").contains("\n  row line     57  C834037        defaulter score 0.061382     AUC lost 0.019180\n"),
        "{}",
        scorecard("en")
    );
    assert!(
        scorecard("zh").contains("\n  第     57 行  C834037        违约        预测 0.061382     AUC 损失 0.019180\n"),
        "{}",
        scorecard("zh")
    );
    assert!(
        scorecard("id").contains("\n  tidak ada pita nilai seri yang berisi nasabah gagal bayar sekaligus lancar bayar\n"),
        "{}",
        scorecard("id")
    );
}

/// The Latin words (4 letters or more) of the table's words in English (`cli-valid`,
/// `cli-score`, `cli-table-*`, ...), placeholders cut out.
fn table_words() -> Vec<String> {
    let table_key =
        |k: &&str| k.starts_with("cli-table-") || ["cli-valid", "cli-rejected", "cli-score", "cli-hint", "cli-more"].contains(k);
    let mut w: Vec<String> = i18n::keys(i18n::Lang::En)
        .filter(table_key)
        .flat_map(|k| {
            let t = i18n::text(i18n::Lang::En, k);
            let plain: String = t.split('{').map(|p| p.split_once('}').map_or(p, |(_, rest)| rest)).collect();
            plain.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 4).map(str::to_string).collect::<Vec<_>>()
        })
        .collect();
    w.sort();
    w.dedup();
    w
}

/// Every public example's whole table in zh/ko/id: the same lines as the English, and no
/// English word of the table's left once the data is cut out (file names, `code` spans,
/// the groups' categories and codes, values, and messages the grader has no words for).
#[test]
fn every_table_in_each_language() {
    grader::install(); // the kinds' words
    use i18n::Lang;
    let english_words = table_words();
    assert!(["intrusions", "bounded", "VALID", "hint", "more"].iter().all(|w| english_words.iter().any(|e| e == w)), "{english_words:?}");
    for report in public_reports() {
        let file = serde_json::from_str::<serde_json::Value>(&report.to_json()).unwrap()["file"].as_str().unwrap().to_string();
        // A diagnostic's message the grader has no words for in the language stays
        // English; the values in one it has are data.
        let mut data: Vec<String> = report
            .diagnostics()
            .iter()
            .flat_map(|d| std::iter::once(d.message.clone()).chain(d.params.pairs().into_iter().map(|(_, v)| v.to_string())))
            .chain(report.diagnostic_groups().iter().flat_map(|g| [g.code.clone(), format!("{:?}", g.category).to_ascii_lowercase()]))
            .chain([file])
            .filter(|p| p.len() >= 4)
            .collect();
        data.sort_by_key(|p| std::cmp::Reverse(p.len()));
        let en = report.table(Lang::En);
        for lang in [Lang::Zh, Lang::Ko, Lang::Id] {
            let said = report.table(lang);
            assert_eq!(said.lines().count(), en.lines().count(), "{lang:?}\n{said}");
            assert_ne!(said, en, "{lang:?}");
            for line in said.lines() {
                let mut line = line.to_string();
                for p in &data {
                    line = line.replace(p.as_str(), "");
                }
                // `code` spans are data.
                let line: String = line.split('`').step_by(2).collect();
                // Words the glossaries keep: harness (zh, id); uplift, baseline, oracle, server, VALID (id).
                let same: &[&str] = match lang {
                    Lang::Id => &["uplift", "baseline", "oracle", "server", "harness", "VALID"],
                    Lang::Zh => &["harness"],
                    _ => &[],
                };
                for w in line.split(|c: char| !(c.is_ascii_alphabetic() || c == '_')) {
                    assert!(!english_words.iter().any(|e| e == w) || same.contains(&w), "{lang:?}: English `{w}` in {line:?}\n{said}");
                }
            }
        }
    }
}

/// Every public example graded, named from `cases-public/` (a run folder's `result.json`
/// with its `ask.jsonl`), and for each uplift run two the harness cannot grade (a `kpi`
/// written as text, and as NaN).
fn public_reports() -> Vec<grader::Report> {
    let mut reports = Vec::new();
    let mut cases: Vec<PathBuf> =
        std::fs::read_dir(public("")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.join("case.json").exists()).collect();
    cases.sort();
    for case in cases {
        let Ok(grader) = fde_grade::case_folder::CaseFolder::open(&case, None).and_then(|f| f.grader(None, None)) else { continue };
        let mut subs: Vec<PathBuf> = std::fs::read_dir(case.join("submissions")).unwrap().map(|e| e.unwrap().path()).collect();
        subs.sort();
        for sub in subs {
            let (file, extras) = if sub.is_dir() {
                let log = std::fs::read(sub.join("ask.jsonl")).unwrap_or_default();
                (sub.join("result.json"), if log.is_empty() { vec![] } else { vec![log] })
            } else {
                (sub.clone(), vec![])
            };
            let name = file.strip_prefix(public("")).unwrap().to_string_lossy().to_string();
            let bytes = std::fs::read(&file).unwrap();
            let extras: Vec<(&str, &[u8])> = extras.iter().map(|b| ("ask.jsonl", b.as_slice())).collect();
            reports.push(grader.grade(&bytes, &name, &extras));
            if sub.is_dir() {
                let text = String::from_utf8(bytes.clone()).unwrap();
                let kpi = text.lines().find(|l| l.trim_start().starts_with("\"kpi\":")).unwrap().to_string();
                for bad in [r#"  "kpi": "0.8","#, r#"  "kpi": NaN,"#] {
                    let bytes = text.replacen(&kpi, bad, 1).into_bytes();
                    let report = grader.grade(&bytes, &name, &extras);
                    assert!(matches!(&report, grader::Report::Uplift(r) if r.error_reason.is_some()), "{bad}");
                    reports.push(report);
                }
            }
        }
    }
    reports
}

/// The English table of every public example is byte for byte the one the grader wrote
/// before its words moved to `cli.ftl` (tests/fixtures/tables.en.txt, written by the
/// English-only `table` of commit 83a6281; since issue 45 a csv-module prediction file's
/// missing column says the columns found, its line and the hint, as the pandas engine's).
#[test]
fn english_tables_are_as_before() {
    // The kinds' words, and the kinds there were then (a kind added since has its own tests).
    grader::install();
    let then = ["routing", "scorecard", "uplift", "prediction"];
    let reports: Vec<_> = public_reports().into_iter().filter(|r| then.contains(&r.kind().as_str())).collect();
    let kinds: std::collections::BTreeSet<String> = reports.iter().map(|r| format!("{:?}", r.kind())).collect();
    assert_eq!(kinds.len(), 4, "{kinds:?}");
    let text: String = reports.iter().map(|r| r.table(i18n::Lang::En)).collect::<Vec<_>>().join("\n");
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tables.en.txt");
    let before = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text, before);
}

/// A run that stops (exit 2): its stderr.
fn stops(c: &mut Command) -> String {
    let out = c.output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.starts_with("fde-grade: "), "{err}");
    err
}

/// The Latin words (4 letters or more) of the English of `cli-error-*` and `cli-warning`,
/// placeholders cut out, but the command and flag names said in every language.
fn error_words() -> Vec<String> {
    let mut w: Vec<String> = i18n::keys(i18n::Lang::En)
        .filter(|k| k.starts_with("cli-error-") || *k == "cli-warning")
        .flat_map(|k| {
            let t = i18n::text(i18n::Lang::En, k);
            let plain: String = t.split('{').map(|p| p.split_once('}').map_or(p, |(_, rest)| rest)).collect();
            plain
                .split(|c: char| !(c.is_ascii_alphabetic() || c == '-'))
                .filter(|w| w.len() >= 4 && !w.starts_with('-'))
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|w| !["coach", "routing", "uplift"].contains(&w.as_str()))
        .collect();
    w.sort();
    w.dedup();
    w
}

/// Every way a run stops before its reports, in each language: said in it (no English
/// word of the errors' sentences left), located as a diagnostic is (file, line), the
/// paths and codes as they are; English as it always was.
#[test]
fn errors_in_each_language() {
    grader::install(); // the kinds' words
    let d = case_dir("errors");
    let bad = d.join("bad");
    std::fs::create_dir_all(&bad).unwrap();
    std::fs::write(bad.join("customers.csv"), "网点编码,总重量,门店经度,门店纬度\n0,,116.0,40.0\nA,abc,116.1,40.0\n").unwrap();
    std::fs::copy(d.join("case.json"), bad.join("case.json")).unwrap();
    let manifest = d.join("manifest");
    std::fs::create_dir_all(&manifest).unwrap();
    std::fs::write(manifest.join("case.json"), "{\"id\": \"t\",\n \"kind\": \"routing\"").unwrap();
    std::fs::create_dir_all(d.join("empty")).unwrap();
    std::fs::write(d.join("not-a-plan.json"), "not json").unwrap();
    let plan = d.join("one-route.json");
    let missing = d.join("no-such-case");
    let out = d.join("no-such-dir/out.json");
    let runs: Vec<(&str, Vec<std::ffi::OsString>)> = vec![
        ("cannot-read", vec!["routing".into(), "--case".into(), missing.clone().into(), plan.clone().into()]),
        ("wrong-kind", vec!["routing".into(), "--case".into(), public("scorecard-credit").into(), plan.clone().into()]),
        ("needs-data", vec!["routing".into(), plan.clone().into()]),
        ("case-data", vec!["routing".into(), "--case".into(), bad.clone().into(), plan.clone().into()]),
        ("manifest", vec!["routing".into(), "--case".into(), manifest.clone().into(), plan.clone().into()]),
        ("no-submission", vec!["routing".into(), "--case".into(), d.clone().into(), d.join("empty").into()]),
        ("not-a-plan", vec!["coach".into(), "routing".into(), "--case".into(), d.clone().into(), d.join("not-a-plan.json").into()]),
        (
            "cannot-write",
            vec![
                "coach".into(),
                "routing".into(),
                "--case".into(),
                d.clone().into(),
                "--out".into(),
                out.clone().into(),
                plan.clone().into(),
            ],
        ),
        (
            "not-scored",
            vec!["coach".into(), "scorecard".into(), "--case".into(), public("scorecard-credit").into(), d.join("not-a-plan.json").into()],
        ),
        (
            "aggregate-coach",
            vec!["coach".into(), "uplift".into(), "--case".into(), d.clone().into(), "--aggregate".into(), plan.clone().into()],
        ),
    ];
    let words = error_words();
    assert!(["cannot", "read", "needs", "submission", "plan", "nothing"].iter().all(|w| words.iter().any(|e| e == w)), "{words:?}");
    let mut english = std::collections::BTreeMap::new();
    for (what, argv) in &runs {
        let en = stops(exe().args(argv).args(["--lang", "en"]));
        // The locale chooses when --lang is not given.
        assert_eq!(stops(exe().env("LC_ALL", "en_US.UTF-8").args(argv)), en, "{what}");
        for lang in ["zh", "ko", "id"] {
            let said = stops(exe().args(argv).args(["--lang", lang]));
            assert_ne!(said, en, "{what} {lang}");
            assert_eq!(said, stops(exe().env("LANG", format!("{lang}.UTF-8")).args(argv)), "{what} {lang}: the locale");
            // Paths, file names and codes (a run of path characters holding a `/` or an
            // extension) and `code` spans are data.
            // The JSON reader's words are a value of the diagnostic's message (its params:
            // data, English in every language).
            let said = said.replace("expected a value (object, list, string, number, true, false or null)", "");
            let rest: Vec<&str> = said
                .split('`')
                .step_by(2)
                .flat_map(|p| p.split(|c: char| !(c.is_ascii_alphanumeric() || "/._-".contains(c))))
                .map(|run| run.trim_end_matches('.'))
                .filter(|run| !run.contains('/') && !run.rsplit_once('.').is_some_and(|(name, ext)| !name.is_empty() && !ext.is_empty()))
                .collect();
            let rest = rest.join(" ");
            // Words the glossaries keep: server, valid (id).
            let same: &[&str] = if lang == "id" { &["server", "valid"] } else { &[] };
            for w in rest.split(|c: char| !(c.is_ascii_alphabetic() || c == '-')) {
                assert!(!words.iter().any(|e| e == w) || same.contains(&w), "{what} {lang}: English `{w}` in {said}");
            }
        }
        english.insert(*what, en);
    }
    // English: the sentences as they always were.
    let d_ = d.to_string_lossy();
    assert_eq!(english["no-submission"], "fde-grade: no submission given\n");
    assert_eq!(english["needs-data"], "fde-grade: routing needs --customers customers.csv (or --case naming one)\n");
    assert_eq!(english["aggregate-coach"], "fde-grade: --aggregate is for grading, not for the coach\n");
    assert!(english["cannot-read"].starts_with(&format!("fde-grade: cannot read {d_}/no-such-case: ")), "{}", english["cannot-read"]);
    assert!(english["not-a-plan"].starts_with(&format!("fde-grade: {d_}/not-a-plan.json cannot be read as a plan, so there is nothing to coach:\n{d_}/not-a-plan.json, line 1, column 1: [routing/not-json] ")));
    // Located, in the language: file, line and column; the diagnostic's own words.
    let zh = stops(exe().args(&runs[3].1).args(["--lang", "zh"]));
    assert!(
        zh.contains("bad/customers.csv，第 3 行第 2 列，字段 `总重量`：[case/not-a-number] 第 3 行的 `总重量` 是 `abc`，不是数字"),
        "{zh}"
    );
    assert!(zh.ends_with("（提示：每个门店的重量请写成普通数字（千克）。）\n"), "{zh}");
    // English: as the core's Display writes a diagnostic.
    assert!(english["case-data"].ends_with("bad/customers.csv, line 3, column 2, field `总重量`: [case/not-a-number] `总重量` on line 3 is `abc`, not a number: the server's float() raises \"could not convert string to float: 'abc'\" before it reads any submission, so it scores every submission 0 (an exception) (hint: Write every store's weight as a plain number (kg).)\n"), "{}", english["case-data"]);
    let ko = stops(exe().args(&runs[4].1).args(["--lang", "ko"]));
    assert!(ko.contains("manifest/case.json, 2번째 줄 19번째 열: [case/bad-manifest] "), "{ko}");
    let id = stops(exe().args(&runs[0].1).args(["--lang", "id"]));
    assert!(id.ends_with("/no-such-case: berkas atau direktori tidak ada\n"), "{id}");
}
