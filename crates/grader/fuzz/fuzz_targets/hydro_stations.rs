//! A stations.json (the hydro case's constants): parsed; a loaded one grades
//! hydro-valley's examples, a refused one is located.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::hydro_stations(data));
