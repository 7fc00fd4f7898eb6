//! The two READMEs' case tables say what is there: `cases-public/README.md` lists every
//! case casegen makes, and the README's FDE-Bench table has a row per FDE-Bench case
//! (49), its count of graded cases is the number of graded rows, and every manifest of
//! `cases-fdebench/` is named in it.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn cases_public_readme_lists_every_case() {
    let readme = read("cases-public/README.md");
    let ids: std::collections::BTreeSet<String> =
        casegen::generate_all().keys().filter_map(|k| k.split_once('/').map(|(a, _)| a.to_string())).collect();
    let missing: Vec<&String> = ids.iter().filter(|id| !readme.contains(&format!("| `{id}/` |"))).collect();
    assert!(missing.is_empty(), "cases-public/README.md's table lacks {missing:?}");
}

/// The README's FDE-Bench table: (case, graded-by cell) per row.
fn fdebench_rows(readme: &str) -> Vec<(String, String)> {
    readme
        .lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let case = cells.get(1)?;
            let n = case.get(..3)?;
            (n.bytes().all(|b| b.is_ascii_digit()) && case.as_bytes().get(3) == Some(&b'_'))
                .then(|| (case.to_string(), cells.get(2).unwrap_or(&"").to_string()))
        })
        .collect()
}

#[test]
fn readme_counts_the_graded_fdebench_cases() {
    let readme = read("README.md");
    let rows = fdebench_rows(&readme);
    assert_eq!(rows.len(), 49, "a row per FDE-Bench case");
    let numbers: Vec<String> = (1..=49).map(|i| format!("{i:03}_")).collect();
    assert!(rows.iter().zip(&numbers).all(|((c, _), n)| c.starts_with(n.as_str())), "rows 001 to 049 in order");
    let graded = rows.iter().filter(|(_, by)| !by.starts_with("not graded")).count();
    let sentence = format!("{graded} of FDE-Bench's 49 cases are graded today");
    assert!(readme.contains(&sentence), "the README should say \"{sentence}\"");
    // Every manifest is a graded row's.
    for e in std::fs::read_dir(root().join("cases-fdebench")).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().to_string();
        if name.ends_with(".md") {
            continue;
        }
        let named = format!("`cases-fdebench/{name}`");
        assert!(
            rows.iter().any(|(c, by)| c.starts_with(&name[..3]) && by.contains(&named)),
            "the README's row {} does not name {named}",
            &name[..3]
        );
    }
}
