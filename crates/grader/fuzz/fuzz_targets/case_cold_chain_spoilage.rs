//! End to end: arbitrary bytes graded as a run of cases-public/cold-chain-spoilage: a result.json,
//! then (after a 0xFF byte, if any) its ask log, priced with the case's people.json.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::case_cold_chain_spoilage(data));
