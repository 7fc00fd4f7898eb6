//! Scorecard grading of 1,000,000 prediction rows (criterion).
//! Run: `cargo bench -p grader --bench scorecard`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use grader::scorecard::{grade, ScorecardParams, Truth};

fn one_million(c: &mut Criterion) {
    let n = 1_000_000usize;
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let ids: Vec<String> = (0..n).map(|i| format!("C{i:07}")).collect();
    let labels: Vec<bool> = (0..n).map(|_| next() % 5 == 0).collect();
    let truth = Truth::from_labels(ids.clone(), labels.clone()).expect("truth");
    let mut csv = String::with_capacity(n * 24);
    csv.push_str("customer_id,prob_default\n");
    for (i, id) in ids.iter().enumerate() {
        // Informative scores, rounded to 3 places so there are many tied bands.
        let noise = (next() % 1000) as f64 / 1000.0;
        let p = if labels[i] { 0.35 + 0.65 * noise } else { 0.65 * noise };
        csv.push_str(&format!("{id},{:.3}\n", p));
    }
    let bytes = csv.into_bytes();
    let params = ScorecardParams::default();
    let mut g = c.benchmark_group("scorecard");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    g.bench_function("grade/1M-rows", |b| b.iter(|| grade(&truth, &params, black_box(&bytes), "predictions.csv")));
    g.finish();
}

criterion_group!(benches, one_million);
criterion_main!(benches);
