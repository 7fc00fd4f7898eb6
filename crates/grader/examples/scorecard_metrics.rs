//! Test-only bridge for `peers/scorecard_peer.py`: reads one JSON object per line,
//! `{"scores": [...], "labels": [0/1 or true/false, ...]}`, and prints
//! `{"auc": .., "ks": .., "ks_index": .., "n_points": ..}` per line. Errors go to stderr with exit code 2.
//!
//! `cargo run -p grader --example scorecard_metrics < cases.jsonl`

use std::io::{self, BufRead, Write};

use grader::scorecard::{auc, ks};
use serde_json::{json, Value};

fn label(v: &Value) -> Option<bool> {
    v.as_bool().or_else(|| v.as_f64().map(|x| x != 0.0))
}

fn main() {
    let stdin = io::stdin();
    let mut out = io::BufWriter::new(io::stdout().lock());
    for (n, line) in stdin.lock().lines().enumerate() {
        let line = line.unwrap_or_else(|e| fail(n, &e.to_string()));
        if line.trim().is_empty() {
            continue;
        }
        let case: Value = serde_json::from_str(&line).unwrap_or_else(|e| fail(n, &e.to_string()));
        let scores: Option<Vec<f64>> = case["scores"].as_array().map(|a| a.iter().filter_map(Value::as_f64).collect());
        let labels: Option<Vec<bool>> = case["labels"].as_array().map(|a| a.iter().filter_map(label).collect());
        let (Some(scores), Some(labels)) = (scores, labels) else { fail(n, "expected {\"scores\": [numbers], \"labels\": [0/1]}") };
        let k = ks(&scores, &labels);
        let row = json!({
            "auc": auc(&scores, &labels),
            "ks": k.ks,
            "ks_index": k.at,
            "n_points": k.roc.len(),
        });
        writeln!(out, "{row}").unwrap_or_else(|e| fail(n, &e.to_string()));
    }
    out.flush().unwrap_or_else(|e| fail(0, &e.to_string()));
}

fn fail(line: usize, msg: &str) -> ! {
    eprintln!("scorecard_metrics: input line {}: {msg}", line + 1);
    std::process::exit(2)
}
