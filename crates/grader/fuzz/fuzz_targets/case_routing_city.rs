//! End to end: arbitrary bytes graded as a submission to cases-public/routing-city
//! (1,334 stores, 12 trucks), as routes JSON and as CSV.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::case_routing_city(data));
