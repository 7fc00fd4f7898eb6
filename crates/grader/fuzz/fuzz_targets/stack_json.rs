//! Any bytes as flour-store's solution.json (FDE-Bench 039's format): graded twice, checked, and
//! what the server prints agreeing with the report.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::stack_json(data));
