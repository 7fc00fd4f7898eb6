//! Which file the student gave is which file a case reads: the page lists every file
//! the case's kind reads ([`grader::kind::NeededFile`], from the manifest) and matches
//! the files dropped or picked to them by name. Pure, tested natively.

use grader::kind::NeededFile;

/// The file name after the last `/`.
fn base(name: &str) -> &str {
    name.rsplit('/').next().unwrap_or(name)
}

/// The needed file (its name) that a file called `given` is, with `filled` the names
/// already given: the same name, or one ending in the other (`t1.0.txt` is
/// `part2/t1.0.txt`); of several with one base name (FDE-Bench 001's truth
/// `frontal_areas.json` and its public `data/frontal_areas.json`), the first not yet
/// given. `None`: the case reads no file of that name.
pub fn slot_for<'a>(needed: &'a [NeededFile], filled: &[String], given: &str) -> Option<&'a str> {
    let files = || needed.iter().filter(|f| !f.pattern);
    if let Some(f) = files().find(|f| f.name == given) {
        return Some(&f.name);
    }
    let suffix =
        |long: &str, short: &str| long.len() > short.len() && long.ends_with(short) && long[..long.len() - short.len()].ends_with('/');
    let ends: Vec<&NeededFile> = files().filter(|f| suffix(&f.name, given) || suffix(given, &f.name)).collect();
    let same: Vec<&NeededFile> = files().filter(|f| base(&f.name) == base(given)).collect();
    let open = |v: &[&'a NeededFile]| v.iter().find(|f| !filled.contains(&f.name)).copied();
    open(&ends).or_else(|| open(&same)).or(ends.first().copied()).or(same.first().copied()).map(|f| f.name.as_str())
}

/// The needed files not given yet (a pattern, 041's fields before its times file: one
/// entry).
pub fn missing<'a>(needed: &'a [NeededFile], filled: &[String]) -> Vec<&'a NeededFile> {
    needed.iter().filter(|f| f.pattern || !filled.contains(&f.name)).collect()
}

/// What a file is ([`NeededFile::what`], a kind's `FileFacts::what`: the grader's
/// English words) as a key of the language files and its values: `None` for words the
/// site does not know (then they are shown as written).
///
/// A kind's own files beyond this list have the words `what-<kind>-data`,
/// `what-<kind>-submission` and `what-<kind>-companion` (in its crate's words).
pub fn what_key(what: &str) -> Option<(String, Vec<(&'static str, String)>)> {
    if let Some(t) = what.strip_prefix("the truth field of time ") {
        return Some(("own-need-truth-time".into(), vec![("time", t.to_string())]));
    }
    if let Some(f) = what.strip_prefix("one truth field per time of ") {
        return Some(("own-need-truth-each".into(), vec![("file", f.to_string())]));
    }
    let key = match what {
        "its times file" => "own-need-times",
        "its initial field" => "own-need-initial",
        "its truth file" => "own-need-truth",
        "its items file" => "own-need-items",
        "its public file" => "own-need-public",
        "its template" => "own-need-template",
        "a truth CSV" => "own-need-truth-csv",
        "a customers file" => "own-need-customers",
        "a people file" => "own-need-people",
        "a routing plan" => "upload-what-routing-plan",
        "a predictions CSV" => "upload-what-predictions-csv",
        "an uplift result" => "upload-what-uplift-result",
        "an ask log" => "upload-what-ask-log",
        "a submission" => "upload-what-submission",
        _ => {
            return grader::case::CaseKind::ALL.iter().find_map(|k| {
                let f = k.facts();
                let role = [("data", Some(f.data)), ("submission", Some(f.submission)), ("companion", f.companion)]
                    .into_iter()
                    .find_map(|(role, facts)| facts.filter(|x| x.what == what).map(|_| role))?;
                Some((format!("what-{}-{role}", f.id), Vec::new()))
            })
        }
    };
    Some((key.into(), Vec::new()))
}

/// What a file is, in the page's language (see [`what_key`]).
pub fn what(english: &str) -> String {
    match what_key(english) {
        Some((key, args)) => crate::words::tf(&key, &args.iter().map(|(k, v)| (*k, v.as_str())).collect::<Vec<_>>()),
        None => english.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file every case of the repository reads (with and without its other
    /// files at hand) is said in the language files' words.
    #[test]
    fn every_needed_file_has_its_words() {
        use grader::kind::FileList;
        grader::install(); // the kinds' words (`what-<kind>-data`), not only when another test ran first
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
        let mut seen = 0;
        for dir in ["cases-public", "cases-fdebench", "e2e/fixtures/cases"] {
            let Ok(entries) = std::fs::read_dir(format!("{root}/{dir}")) else { continue };
            for e in entries.flatten() {
                let Ok(bytes) = std::fs::read(e.path().join("case.json")) else { continue };
                let Ok(m) = grader::case::parse_manifest(&bytes, "case.json") else { continue };
                let mut lists = vec![m.kind.needed_files(&m, &FileList::none())];
                // With its own files at hand (041's truth fields are named from its times file).
                let files: Vec<(String, Vec<u8>)> =
                    lists[0].iter().filter_map(|f| Some((f.name.clone(), std::fs::read(e.path().join(&f.name)).ok()?))).collect();
                lists.push(m.kind.needed_files(&m, &FileList::new(files)));
                for f in lists.iter().flatten() {
                    let (key, args) = what_key(&f.what).unwrap_or_else(|| panic!("{}: {:?} has no words", e.path().display(), f.what));
                    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                    assert_eq!(i18n::format(i18n::Lang::En, &key, &args), f.what, "{key}");
                    seen += 1;
                }
            }
        }
        assert!(seen > 20, "{seen} files");
        // And every file of every kind, as the upload's and own data's limits name it.
        for kind in grader::case::CaseKind::ALL {
            let f = kind.facts();
            for what in
                [Some(f.data.what), Some(f.submission.what), f.companion.map(|c| c.what), Some("a submission")].into_iter().flatten()
            {
                let (key, _) = what_key(what).unwrap_or_else(|| panic!("{kind:?}: {what:?} has no words"));
                assert_eq!(i18n::text(i18n::Lang::En, &key), what);
            }
        }
    }

    fn needed(names: &[(&str, bool)]) -> Vec<NeededFile> {
        names.iter().map(|&(n, pattern)| NeededFile { name: n.into(), what: String::new(), pattern, data: false }).collect()
    }

    #[test]
    fn files_match_by_name_suffix_or_base() {
        let n = needed(&[("data/prediction_targets.csv", false), ("data/part2/initial_temp.txt", false), ("part2/t1.0.txt", false)]);
        assert_eq!(slot_for(&n, &[], "t1.0.txt"), Some("part2/t1.0.txt"));
        assert_eq!(slot_for(&n, &[], "part2/initial_temp.txt"), Some("data/part2/initial_temp.txt"));
        assert_eq!(slot_for(&n, &[], "_private/part2/t1.0.txt"), Some("part2/t1.0.txt"));
        assert_eq!(slot_for(&n, &[], "data/prediction_targets.csv"), Some("data/prediction_targets.csv"));
        assert_eq!(slot_for(&n, &[], "t1.00.txt"), None);
        assert_eq!(slot_for(&n, &[], "xt1.0.txt"), None, "a suffix only at a `/`");
        // 001: two files of one base name, the first not yet given.
        let n = needed(&[("frontal_areas.json", false), ("data/frontal_areas.json", false)]);
        assert_eq!(slot_for(&n, &[], "frontal_areas.json"), Some("frontal_areas.json"));
        assert_eq!(slot_for(&n, &["frontal_areas.json".into()], "frontal_areas.json"), Some("frontal_areas.json"), "the same name first");
        assert_eq!(slot_for(&n, &["frontal_areas.json".into()], "copy/frontal_areas.json"), Some("data/frontal_areas.json"));
        // A pattern is no file.
        let n = needed(&[("times.csv", false), ("part2/t{t:.1f}.txt", true)]);
        assert_eq!(slot_for(&n, &[], "t{t:.1f}.txt"), None);
        assert_eq!(missing(&n, &["times.csv".into()]).len(), 1);
        assert_eq!(missing(&n, &[]).len(), 2);
    }
}
