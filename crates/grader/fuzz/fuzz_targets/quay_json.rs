//! Any bytes as quay-line's solution.json (FDE-Bench 024's format): graded twice, checked, and
//! what the server prints agreeing with the report.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::quay_json(data));
