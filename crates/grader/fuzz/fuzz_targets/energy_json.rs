//! Any bytes as an energy solution.json against a toy year built in code: read, checked,
//! simulated, scored; its sequences rewritten as plain JSON grade the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::energy_json(data));
