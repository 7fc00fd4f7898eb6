//! Case loading lives in the core ([`grader::case_grader`]), shared with the CLI; this
//! module keeps the paths the site uses.

pub use grader::case_grader::*;
