//! The rows the site's figures draw for the curves and grid engines (FDE-Bench 006 and
//! 041 shapes): one row per point of each item's goal curve, one per (time, node); each
//! group's rows give back the report's value for it, and the files a case reads are
//! listed by name (the page asks for each). Our own synthetic data: the e2e fixture
//! `toy-grid` and curves written here.

use grader::case::{parse_manifest, CaseManifest};
use grader::case_grader::{CaseGrader, Report};
use grader::kind::{FileList, NamedFiles};
use grader::prediction::{explain, Explained, PredictionReport};

fn root() -> String {
    format!("{}/../..", env!("CARGO_MANIFEST_DIR"))
}

fn manifest(path: &str) -> CaseManifest {
    parse_manifest(&std::fs::read(format!("{}/{path}", root())).unwrap(), "case.json").unwrap()
}

fn graded(m: &CaseManifest, files: &[(String, Vec<u8>)], sub: &[u8], name: &str) -> (PredictionReport, Option<Explained>) {
    let g = CaseGrader::load_files(m.kind, Some(m), None, &NamedFiles(files), None).unwrap();
    let (CaseGrader::Prediction(c), Report::Prediction(r)) = (&g, g.grade(sub, name, &[])) else { panic!("prediction") };
    let e = explain(c, sub, name, &r);
    (r, e)
}

fn toy_grid_files() -> Vec<(String, Vec<u8>)> {
    let m = manifest("e2e/fixtures/cases/toy-grid/case.json");
    let dir = format!("{}/e2e/fixtures/cases/toy-grid", root());
    let public = FileList::new(m.files.values().map(|f| (f.clone(), std::fs::read(format!("{dir}/{f}")).unwrap())).collect());
    let needed = m.kind.needed_files(&m, &public);
    needed.iter().map(|f| (f.name.clone(), std::fs::read(format!("{dir}/{}", f.name)).unwrap())).collect()
}

#[test]
fn grid_rows_per_time_give_back_each_times_rmse() {
    let m = manifest("e2e/fixtures/cases/toy-grid/case.json");
    let files = toy_grid_files();
    let names: Vec<&str> = files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(names, ["data/prediction_targets.csv", "data/initial_temp.txt", "data/truth/t1.0.txt", "data/truth/t2.0.txt"]);
    let sub = std::fs::read(format!("{}/e2e/fixtures/cases/toy-grid/submissions/one-hot-node.csv", root())).unwrap();
    let (r, e) = graded(&m, &files, &sub, "one-hot-node.csv");
    let e = e.expect("a valid grid submission is explained");
    assert!(r.valid && e.by_group && !e.ordered);
    assert_eq!(e.key_names, ["time_s", "i", "j", "k"]);
    assert_eq!(e.targets, ["temperature"]);
    assert_eq!(e.rows.len(), 24, "12 nodes at 2 times");
    for t in &r.per_target {
        let rows: Vec<f64> = e.rows.iter().filter(|x| x.group.as_deref() == Some(t.name.as_str())).map(|x| x.values[0].loss).collect();
        assert_eq!(rows.len(), t.n_scored, "{}", t.name);
        let rmse = (rows.iter().sum::<f64>() / rows.len() as f64).sqrt();
        assert_eq!((rmse * 1e4).round() / 1e4, t.value, "{}", t.name);
    }
    // The node 9 degrees off (time 2.0, the 11th node: i 3, j 2, k 1) costs the most.
    let worst = e.rows.iter().max_by(|a, b| a.values[0].loss.total_cmp(&b.values[0].loss)).unwrap();
    assert_eq!(worst.key, ["t2.0", "3", "2", "1"]);
    assert_eq!(worst.values[0].residual, 9.0);
    // A rejected file has no rows.
    let sub = std::fs::read(format!("{}/e2e/fixtures/cases/toy-grid/submissions/node-missing.csv", root())).unwrap();
    assert!(graded(&m, &files, &sub, "node-missing.csv").1.is_none());
}

#[test]
fn curve_rows_per_item_give_back_each_items_error() {
    let m = manifest("cases-fdebench/006-ion-beam-uniformity/case.json");
    let items = "sample_id,first_uniformity_y\n1,\"[0, 0, 0, 0]\"\n2,\"[1, 1, 1, 1, 1]\"\n";
    let truth = "sample_id,gt_uniformity_y\n1,\"[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\"\n2,\"[2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3]\"\n";
    let files = vec![("test_truth.csv".to_string(), truth.as_bytes().to_vec()), ("data/test.csv".to_string(), items.as_bytes().to_vec())];
    let sub = "sample_id,uniformity_y\n2,\"[2, 2, 2, 2, 2, 2, 2, 2, 2, 3]\"\n1,\"[1, 2, 3, 4, 5, 6, 7, 8, 9, 12]\"\n";
    let (r, e) = graded(&m, &files, sub.as_bytes(), "prediction.csv");
    let e = e.expect("a valid curves submission is explained");
    assert!(r.valid && e.by_group && e.ordered, "{r:#?}");
    assert_eq!(e.key_names, ["sample_id", "point"]);
    assert_eq!(e.targets, ["uniformity_y"]);
    let names: Vec<&str> = r.per_target.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["1", "2"]);
    // Item 1: 10 points, only the last off by 2; the goal moved 55 from its flat start.
    let one: Vec<_> = e.rows.iter().filter(|x| x.group.as_deref() == Some("1")).collect();
    assert_eq!(one.len(), 10);
    assert_eq!(one.iter().map(|x| x.values[0].loss).sum::<f64>() / 55.0, r.per_target[0].value);
    assert_eq!(one[9].key, ["1", "10"]);
    assert_eq!(one[9].values[0].residual, 2.0);
    // Item 2: the 10-point curve resampled to the goal's 11 points.
    let two: Vec<_> = e.rows.iter().filter(|x| x.group.as_deref() == Some("2")).collect();
    assert_eq!(two.len(), r.per_target[1].n_scored);
    assert_eq!(two.len(), 11);
    // Its start (flat at 1) is 17 from the goal; numpy sums 11 values pairwise: equal to
    // the last bits.
    let err = two.iter().map(|x| x.values[0].loss).sum::<f64>() / 17.0;
    assert!((err - r.per_target[1].value).abs() < 1e-15, "{err} vs {}", r.per_target[1].value);
}
