//! Routes JSON (the server's format) graded against the toy case: parse, validate,
//! measure (checked against the quadratic definition), report.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::routes_json(data));
