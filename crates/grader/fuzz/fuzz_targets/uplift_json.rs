//! An uplift result (result.json) graded with the fixture's ask log and people.json.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::uplift_json(data));
