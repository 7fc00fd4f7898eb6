//! The sections of a case page, one component each.
pub mod case_files;
#[cfg(feature = "routing")]
pub mod coach;
pub mod diagnostics;
pub mod examples;
pub mod formats;
pub mod formula;
pub mod glance;
pub mod own_data;
pub mod own_files;
#[cfg(feature = "prediction")]
pub mod prediction;
pub mod report;
pub mod request;
pub mod rules;
pub mod share;
pub mod upload;
