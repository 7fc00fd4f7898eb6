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
    // The same lines, in another language: the figures line stays as it is.
    assert_eq!(en.lines().count(), zh.lines().count());
    assert_eq!(en.lines().nth(1), zh.lines().nth(1));
}

#[test]
fn a_located_message_keeps_its_location_and_the_locale_chooses_the_language() {
    let d = case_dir("located");
    let zh = run(exe().env("LANG", "zh_CN.UTF-8").args(["routing", "--case"]).arg(&d).args(["--format", "table"]).arg(d.join("typo.json")));
    assert!(zh.contains("路线 2（索引 1）第 1 站：门店编码 `X` 不在 customers.csv 中  ["), "{zh}");
    assert!(zh.contains("          提示：每个门店必须恰好服务一次；请把 C 加入某条路线（customers.csv 第 5 行）。\n"), "{zh}");
    assert!(zh.contains(", line 1, column 25, route 2 (index 1), stop 1, store X]\n"), "{zh}");
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
