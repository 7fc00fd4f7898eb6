//! A coil case's grade_catalog.csv or work_plan.csv (the first byte picks which):
//! loaded, and a plan's own ids in file order never read as unknown or missing.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::coil_data(data));
