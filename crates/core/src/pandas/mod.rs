//! pandas as the kinds read CSVs with it: [`pysem::pandas`] (the value of one cell, the
//! dtype of a column, `to_datetime`), and [`read_csv`], the layout of records and fields,
//! which reports its problems as located diagnostics.

pub use pysem::pandas::*;
pub mod errors;
pub mod read_csv;
