//! An ask log (JSON lines) priced with the fixture's people.json, then logged costs
//! only (no people.json), beside the fixture's result.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::ask_log(data));
