//! The site's `.wasm` carries no Unicode case-conversion tables: `str::to_lowercase`,
//! `to_uppercase` and their `char` forms pull about 16 KB gzip of tables and code into
//! it (issue 6: the `.wasm` is to stay small). Every name and code they were used on is
//! ASCII (file extensions, column names, store codes in a hint), so the core and the
//! site use the `to_ascii_*` forms. This test keeps it so.

use std::path::Path;

fn scan(dir: &Path, found: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            scan(&p, found);
        } else if p.extension().is_some_and(|x| x == "rs") {
            let text = std::fs::read_to_string(&p).unwrap();
            for (i, line) in text.lines().enumerate() {
                let code = line.split("//").next().unwrap_or("");
                for bad in ["to_lowercase", "to_uppercase"] {
                    if code.contains(bad) && !code.contains(&format!("to_ascii_{}", &bad[3..])) {
                        found.push(format!("{}:{}: {}", p.display(), i + 1, line.trim()));
                    }
                }
            }
        }
    }
}

#[test]
fn no_unicode_case_conversion_in_code_the_site_links() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut found = Vec::new();
    for dir in ["crates/pysem/src", "crates/core/src", "crates/kinds", "crates/grader/src", "crates/grader-wasm/src", "site/src"] {
        scan(&root.join(dir), &mut found);
    }
    assert!(found.is_empty(), "use to_ascii_lowercase / to_ascii_uppercase (see this test's doc):\n{}", found.join("\n"));
}
