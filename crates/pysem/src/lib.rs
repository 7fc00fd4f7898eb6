//! # pysem: Python's semantics, as the benchmark's graders meet them
//!
//! What CPython 3.12, pandas 2.3.2 and numpy 1.26.4 (the server's stack) do with the
//! values a submission holds, reproduced bit for bit: `float()` and `repr`, `round`,
//! 3.12's compensated `sum` and numpy's pairwise sums ([`server`]), `json` as Python
//! reads ([`pyjson`]) and writes it ([`pyout`]), pandas' float converter, dtypes and
//! `to_datetime` ([`pandas`]), the `csv` module ([`py_csv`]), `.npz` ([`npz`]), `.xlsx`
//! as openpyxl 3.1.5 and `read_excel` read it ([`xlsx`]). No
//! diagnostics and no case kinds: errors are typed, and the kinds turn them into
//! diagnostics.

pub mod calendar;
pub mod float;
pub mod npz;
pub mod pandas;
pub mod pow;
mod pow_tables;
pub mod py_csv;
pub mod pyerr;
pub mod pyint;
pub mod pyjson;
pub mod pyout;
pub mod round;
pub mod server;
pub mod sort;
pub mod xlsx;
