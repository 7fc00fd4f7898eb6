//! How pandas 2.3.2 (and 3.1, [`crate::server::Server::Py311`]) reads a CSV, shared by
//! every kind that grades one: the layout of records and fields ([`read_csv`]), the
//! value of one cell ([`number`]) and the dtype of a column ([`dtype`]). Moved here from
//! the scorecard kind, which uses them unchanged, as do routing's `customers.csv` and
//! the prediction kind's frames. Times: `to_datetime` ([`datetime`]), with the format
//! pandas guesses and its dateutil fallback ([`dateparse`], [`dateutil`]) and `strptime`
//! ([`strptime`]).

pub(crate) mod dateparse;
pub(crate) mod datetime;
pub(crate) mod dateutil;
pub(crate) mod dtype;
pub(crate) mod errors;
pub(crate) mod number;
pub(crate) mod read_csv;
pub(crate) mod strptime;
