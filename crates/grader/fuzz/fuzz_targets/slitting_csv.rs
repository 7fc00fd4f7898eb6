//! Any bytes as slitting-mill's solution.csv (pandas' read_csv, the cut rules):
//! verdict, cut score and the server's printout consistent.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::slitting_csv(data));
