//! The files a prediction case reads, as the site's page asks the student for them
//! ([`crate::kind::Kind::needed_files`]): the truth file and every other file its
//! manifest names, in the order `truth::read` and the template read them. FDE-Bench
//! 041's truth fields are named from its times file: listed once that file is given
//! (before, one entry gives their pattern).

use super::{grid, template, text};
use crate::case::Manifest;
use crate::kind::{CaseFiles, NeededFile};
use crate::pyjson::py_float_repr;

fn file(name: &str, what: &str, data: bool) -> NeededFile {
    NeededFile { name: name.to_string(), what: what.to_string(), pattern: false, data }
}

/// Every file the case of `m` reads, given the files at hand.
pub(crate) fn needed_files(m: &Manifest, files: &dyn CaseFiles) -> Vec<NeededFile> {
    let p = &m.parameters;
    let truth = text(&p["truth"], "file").unwrap_or("");
    let mut out = Vec::new();
    match text(&p["submission"], "engine") {
        Some("grid") => {
            let g = &p["grid"];
            out.push(file(text(g, "times_file").unwrap_or(""), "its times file", false));
            out.push(file(text(g, "initial_file").unwrap_or(""), "its initial field", false));
            match grid::read_times(m, files) {
                Ok(times) => {
                    for t in times {
                        let name = grid::truth_name(m, t);
                        // A repeated time reads its file again: asked for once.
                        if !out.iter().any(|f| f.name == name) {
                            out.push(file(&name, &format!("the truth field of time {}", py_float_repr(t)), false));
                        }
                    }
                }
                Err(_) => out.push(NeededFile {
                    name: text(g, "truth_pattern").unwrap_or("").to_string(),
                    what: format!("one truth field per time of {}", text(g, "times_file").unwrap_or("")),
                    pattern: true,
                    data: false,
                }),
            }
        }
        Some("csv_curves") => {
            out.push(file(truth, "its truth file", true));
            out.push(file(text(&p["truth"], "items_file").unwrap_or(""), "its items file", false));
        }
        _ if text(&p["truth"], "engine") == Some("json_fields") => {
            out.push(file(truth, "its truth file", true));
            out.push(file(text(&p["truth"], "public_file").unwrap_or(""), "its public file", false));
        }
        _ => out.push(file(truth, "its truth file", true)),
    }
    if template::wanted(p) {
        out.push(file(text(&p["template"], "file").unwrap_or(""), "its template", false));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::FileList;

    fn manifest(dir: &str) -> Manifest {
        let path = format!("{}/../../../cases-fdebench/{dir}/case.json", env!("CARGO_MANIFEST_DIR"));
        crate::case::parse_manifest(&std::fs::read(path).unwrap(), "case.json", &["prediction"]).unwrap()
    }

    fn names(v: &[NeededFile]) -> Vec<(&str, bool, bool)> {
        v.iter().map(|f| (f.name.as_str(), f.pattern, f.data)).collect()
    }

    #[test]
    fn every_file_each_case_reads() {
        let none = FileList::none();
        let n = |dir: &str| needed_files(&manifest(dir), &none);
        assert_eq!(names(&n("043-water-coagulant-dosing")), [("test_truth.csv", false, true)]);
        assert_eq!(names(&n("001-car-body-drag")), [("frontal_areas.json", false, true), ("data/frontal_areas.json", false, false)]);
        assert_eq!(names(&n("006-ion-beam-uniformity")), [("test_truth.csv", false, true), ("data/test.csv", false, false)]);
        assert_eq!(names(&n("028-elevator-calls")), [("ground_truth.csv", false, true), ("data/forecast_template.csv", false, false)]);
        // 041: the truth fields are named from the times file, once it is given.
        assert_eq!(
            names(&n("041-casting-thermal")),
            [
                ("data/prediction_targets.csv", false, false),
                ("data/part2/initial_temp.txt", false, false),
                ("part2/t{t:.1f}.txt", true, false)
            ]
        );
        let times = FileList::new(vec![(
            "data/prediction_targets.csv".into(),
            b"part,time_s\npart1,5\npart2,1.25\npart2,30\npart2,30.0\n".to_vec(),
        )]);
        let got = needed_files(&manifest("041-casting-thermal"), &times);
        assert_eq!(names(&got)[2..], [("part2/t1.2.txt", false, false), ("part2/t30.0.txt", false, false)], "{got:#?}");
        assert_eq!(got[3].what, "the truth field of time 30.0");
    }
}
