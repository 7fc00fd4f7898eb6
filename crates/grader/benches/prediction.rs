//! The prediction kind on 1,000,000 rows (criterion): the truth read once (`load`) and a
//! predictions file graded against it (`grade`), with FDE-Bench 043's manifest (two int
//! key columns, four targets, every check step of its kind: numbers, non-null, int
//! casts, unique keys, coverage both ways, the join) and 030's (one key, four targets in
//! [0, 1], R² per target).
//! Run: `cargo bench -p grader --bench prediction`. `PREDICTION_WRITE=DIR` also writes
//! each case's pair as `DIR/NNN-truth.csv` and `DIR/NNN-pred.csv` (to time the CLI end to
//! end on the same files).

use std::fmt::Write;
use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use grader::case::parse_manifest;
use grader::CaseGrader;

/// A deterministic xorshift stream in [0, 1).
fn stream() -> impl FnMut() -> f64 {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Truth and predictions CSVs of `n` rows: `keys` writes a row's key fields, each target
/// value is scaled by `scale`, predictions are the truth with some noise.
fn files(n: usize, header: &str, keys: impl Fn(usize) -> String, scale: f64) -> (Vec<u8>, Vec<u8>) {
    let mut next = stream();
    let (mut truth, mut pred) = (format!("{header}\n"), format!("{header}\n"));
    for i in 0..n {
        let k = keys(i);
        let (_, _) = (write!(truth, "{k}"), write!(pred, "{k}"));
        for _ in 0..4 {
            let t = (next() * scale * 1000.0).round() / 1000.0;
            let p = (t + (next() - 0.5) * scale * 0.1).clamp(0.0, scale);
            let (_, _) = (write!(truth, ",{t}"), write!(pred, ",{p:.4}"));
        }
        truth.push('\n');
        pred.push('\n');
    }
    (truth.into_bytes(), pred.into_bytes())
}

fn bench_case(c: &mut Criterion, case: &str, (truth, pred): (Vec<u8>, Vec<u8>)) {
    let dir = format!("{}/../../cases-fdebench/{case}", env!("CARGO_MANIFEST_DIR"));
    let m = parse_manifest(&std::fs::read(format!("{dir}/case.json")).expect("case.json"), "case.json").expect("manifest");
    let load = || CaseGrader::new(&m, Some(("test_truth.csv", &truth[..])), None).expect("case loads");
    if let Ok(out) = std::env::var("PREDICTION_WRITE") {
        let id = &case[..3];
        std::fs::write(format!("{out}/{id}-truth.csv"), &truth).expect("write the truth");
        std::fs::write(format!("{out}/{id}-pred.csv"), &pred).expect("write the predictions");
    }
    let g = load();
    let report = g.grade(&pred, "predictions.csv", &[]);
    assert!(report.to_json().contains("\"validity_score\":1.0"), "{case}: the generated file must be valid: {}", report.to_json());
    let mut group = c.benchmark_group(format!("prediction/{case}"));
    group.sample_size(10).measurement_time(Duration::from_secs(10));
    group.bench_function("load-truth/1M-rows", |b| b.iter(load));
    group.bench_function("grade/1M-rows", |b| b.iter(|| g.grade(black_box(&pred), "predictions.csv", &[])));
    group.finish();
}

fn one_million(c: &mut Criterion) {
    let n = 1_000_000;
    let header = "window_id,step,dose_1,dose_2,dose_3,dose_4";
    bench_case(c, "043-water-coagulant-dosing", files(n, header, |i| format!("{},{}", i / 24, i % 24), 30.0));
    let header = "sample_id,H2(vol%),CO(vol%),CO2(vol%),CH4(vol%)";
    bench_case(c, "030-biomass-syngas", files(n, header, |i| i.to_string(), 1.0));
}

criterion_group!(benches, one_million);
criterion_main!(benches);
