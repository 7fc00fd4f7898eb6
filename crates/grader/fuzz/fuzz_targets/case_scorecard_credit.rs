//! End to end: arbitrary bytes graded as predictions for cases-public/scorecard-credit.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::case_scorecard_credit(data));
