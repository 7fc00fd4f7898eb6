//! Any bytes as a coil solution.json against a small work plan: the rules, the
//! penalty's formula, and its ids rewritten as JSON strings grade the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::coil_json(data));
