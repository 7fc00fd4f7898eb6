//! predictions.csv graded against the scorecard fixture's answer key.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::predictions_csv(data));
