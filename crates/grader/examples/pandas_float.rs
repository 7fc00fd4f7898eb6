//! Test helper for `peers/pandas_float_peer.py`: reads one JSON string per line from
//! stdin and writes, per line, what [`read_csv_float`] and [`to_numeric_float`] make of
//! it: two little-endian `u64`, each the result's bits, or all ones for "not a number"
//! (a NaN neither function returns).

use std::io::{BufRead, Write};

use grader::float::pandas::{read_csv_float, to_numeric_float};

const TEXT: u64 = u64::MAX;

fn bits(x: Option<f64>) -> [u8; 8] {
    x.map_or(TEXT, f64::to_bits).to_le_bytes()
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin");
        let s: String = serde_json::from_str(&line).expect("a JSON string per line");
        out.write_all(&bits(read_csv_float(&s))).expect("stdout");
        out.write_all(&bits(to_numeric_float(&s))).expect("stdout");
    }
}
