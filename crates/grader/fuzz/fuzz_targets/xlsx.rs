//! Any bytes as an .xlsx workbook, or as one sheet's XML inside a valid one (pysem::xlsx):
//! no panic, the same reading twice, located errors.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::xlsx(data));
