//! Routes CSV, one row per stop (seeded with that shape; the header decides the
//! shape, so both are reached), graded against the toy case. A CSV plan that parses is
//! also written as routes JSON and graded again: same verdict, score and counts.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::routes_csv(data));
