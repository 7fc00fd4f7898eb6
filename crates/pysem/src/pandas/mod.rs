//! How pandas 2.3.2 reads a CSV, shared by every kind that grades one: the layout of
//! records and fields (the kinds' `read_csv`), the value of one cell ([`number`]) and
//! the dtype of a column ([`dtype`]). Moved here from the scorecard kind, which uses
//! them unchanged, as do routing's `customers.csv` and the prediction kind's frames.
//! Times: `to_datetime` ([`datetime`]), with the format pandas guesses and its dateutil
//! fallback ([`dateparse`], [`dateutil`]) and `strptime` ([`strptime`]).

pub mod dateparse;
pub mod datetime;
pub mod dateutil;
pub mod dtype;
pub mod number;
pub mod strptime;
