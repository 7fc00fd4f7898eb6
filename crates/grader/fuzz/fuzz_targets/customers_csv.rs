//! customers.csv (the routing case's data): parse; a case that loads is graded with a
//! plan built from its own stores (round-robin over the trucks, each distinct code
//! once), which must be valid unless over capacity, and measured against the quadratic
//! definition.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::check_customers(data));
