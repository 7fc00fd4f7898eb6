//! Any bytes as hydro-valley's solution.json: read, checked, scored; its outflows
//! rewritten as plain JSON grade the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::hydro_json(data));
