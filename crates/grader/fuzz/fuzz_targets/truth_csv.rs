//! The scorecard answer key (truth.csv): parse; a key that loads is graded with its
//! own labels as predictions (a perfect ranking: AUC 1 and KS 1 when both classes are
//! there) and with a constant prediction (AUC 0.5, KS 0).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| grader_fuzz::check_truth(data));
