//! Test helper for `peers/pandas_float_peer.py`: reads one JSON string per line from
//! stdin and prints, per line, what [`read_csv_float`] and [`to_numeric_float`] make of
//! it: two fields, each the result's bits in hex or `text`.

use std::io::{BufRead, Write};

use grader::float::pandas::{read_csv_float, to_numeric_float};

fn show(x: Option<f64>) -> String {
    x.map_or_else(|| "text".to_string(), |x| format!("{:016x}", x.to_bits()))
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin");
        let s: String = serde_json::from_str(&line).expect("a JSON string per line");
        writeln!(
            out,
            "{} {}",
            show(read_csv_float(&s)),
            show(to_numeric_float(&s))
        )
        .expect("stdout");
    }
}
