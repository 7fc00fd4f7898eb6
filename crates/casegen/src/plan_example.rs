//! An example submission of a plan case (hydro valley, slitting mill, rack hall): its
//! file, words, text and where it lands on the ladder.

use grader::case::{ExampleSubmission, Expected};

pub struct Example {
    pub file: &'static str,
    pub title: &'static str,
    pub teaches: &'static str,
    pub text: String,
    pub expect: Expected,
}

/// Where an example lands: its verdict, rung and step (no failed check named).
pub fn expect(verdict: &str, rung: u32, step: &str) -> Expected {
    Expected { verdict: verdict.into(), failed_check: None, rung, step: step.into() }
}

impl Example {
    /// Its entry in the case's manifest.
    pub fn submission(&self) -> ExampleSubmission {
        ExampleSubmission {
            file: self.file.into(),
            title: self.title.into(),
            teaches: self.teaches.into(),
            extra_files: Vec::new(),
            expect: Some(self.expect.clone()),
        }
    }
}
