//! Test helper for `peers/parity_vectors.py`: evaluates the core's number primitives on
//! JSON lines from stdin (`{"op":"round","x":..,"n":..}`, `{"op":"round_int","x":..}`,
//! `{"op":"haversine","p":[lon,lat],"q":[lon,lat]}`, `{"op":"repr","x":..}`,
//! `{"op":"py_sum","xs":[..]}` (CPython 3.12's `sum`), `{"op":"np_sum","xs":[..]}`) and prints one
//! JSON result per line. Floats are printed as their exact bit patterns (hex) so nothing is
//! lost in transit.

use std::io::{BufRead, Write};

use grader::pyjson::py_float_repr;
use grader::round::{py_round, py_round_int};
use grader::routing::geometry::haversine_km;
use grader::server::{np_sum, py_sum};

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin");
        let v: serde_json::Value = serde_json::from_str(&line).expect("json line");
        let f = |k: &str| f64::from_bits(u64::from_str_radix(v[k].as_str().expect("hex"), 16).expect("hex"));
        let pt = |k: &str| {
            let a = v[k].as_array().expect("point");
            let g = |i: usize| f64::from_bits(u64::from_str_radix(a[i].as_str().expect("hex"), 16).expect("hex"));
            [g(0), g(1)]
        };
        let res = match v["op"].as_str().expect("op") {
            "round" => serde_json::json!(format!("{:016x}", py_round(f("x"), v["n"].as_u64().expect("n") as u32).to_bits())),
            "round_int" => serde_json::json!(py_round_int(f("x"))),
            "haversine" => serde_json::json!(format!("{:016x}", haversine_km(pt("p"), pt("q")).to_bits())),
            "repr" => serde_json::json!(py_float_repr(f("x"))),
            "py_sum" | "np_sum" => {
                let xs: Vec<f64> = v["xs"]
                    .as_array()
                    .expect("xs")
                    .iter()
                    .map(|h| f64::from_bits(u64::from_str_radix(h.as_str().expect("hex"), 16).expect("hex")))
                    .collect();
                let s = if v["op"] == "py_sum" { py_sum(xs.iter().copied()) } else { np_sum(&xs) };
                serde_json::json!(format!("{:016x}", s.to_bits()))
            }
            other => panic!("unknown op {other}"),
        };
        writeln!(out, "{res}").expect("stdout");
    }
}
