//! How pandas 2.3.2 (and 3.1, [`crate::server::Server::Py311`]) reads a CSV, shared by
//! every kind that grades one: the layout of records and fields ([`read_csv`]), the
//! value of one cell ([`number`]) and the dtype of a column ([`dtype`]). Moved here from
//! the scorecard kind, which uses them unchanged, as do routing's `customers.csv` and
//! the prediction kind's frames.

pub(crate) mod datetime;
pub(crate) mod dtype;
pub(crate) mod errors;
pub(crate) mod number;
pub(crate) mod read_csv;
