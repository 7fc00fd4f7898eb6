//! The sections of a case page, one component each.
pub mod case_files;
pub mod coach_kinds;
pub mod diagnostics;
pub mod examples;
pub mod formats;
pub mod formula;
pub mod glance;
pub mod lang_picker;
pub mod own_data;
pub mod own_files;
pub mod report;
pub mod request;
pub mod rules;
pub mod share;
pub mod upload;
pub mod working;
