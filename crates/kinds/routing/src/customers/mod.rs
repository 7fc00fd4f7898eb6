//! Reading a routing case's `customers.csv` (spec §1, "Case data").
//!
//! The server reads it with `pd.read_csv(path, encoding="utf-8")` and then works on the
//! columns as pandas typed them. Under pandas 2.3.2, measured in the pinned stack:
//!
//! * **Layout**: pandas' ([`crate::pandas::read_csv`]); one BOM is dropped (by
//!   pandas; the `utf-8` codec keeps it), a second one stays in the first column's name.
//!   Column names are matched exactly.
//! * **Depot**: the first row whose `总重量` pandas reads as missing: empty, `NA`,
//!   `null`, `NaN`, `None`, ... (pandas' default `na_values`). Later such rows are
//!   neither depot nor store (a warning).
//! * **Store codes**: `网点编码.astype(str).str.strip()` on the column's dtype: int64
//!   `00101` is `101`; float64 (a code missing or written as a decimal) `101` is `101.0`,
//!   `1e16` is `1e+16` and a missing code is `nan`; a column with any text keeps every
//!   code as written (then stripped). The depot's code is `str()` of its cell in the row
//!   pandas takes out of the frame: `0.0` when every column is numeric, `0` otherwise.
//! * **Weights**: `float(cell)`: pandas' converter for a float64 column; for a column
//!   with any text, Python's `float()` of each store's text (`1_000` and ` 3 ` read,
//!   `12kg` raises). Infinite weights are kept (the route holding one is over capacity).
//! * **Coordinates**: as pandas reads them (its converter).
//!
//! **Where the server raises for every submission** (a `customers.csv` pandas cannot
//! read, a column missing, no depot row, a weight `float()` rejects), its report is
//! validity 0 with `error_info.exception` whatever is submitted. We refuse the case
//! instead (category `case`, exit 2 in the CLI), quoting the server's exception: no
//! submission can be graded against it. Coordinates that are missing, infinite or text
//! are refused too (the server raises for every submission that passes validation).

use crate::diagnostic::codes;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::geometry::{self, Point};
use super::index::FastMap;
use super::params::RoutingParams;
use super::store_code::StoreCode;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pandas::dtype::{astype_str, ColumnType, Dtype};
use crate::pandas::number::{boolean, decimal, integer, is_na};
use crate::pandas::read_csv::{self, Unreadable};
use crate::pyjson::py_strip;
use crate::table;

/// Column names the server reads (any order; other columns ignored).
pub const COL_CODE: &str = "网点编码";
pub const COL_WEIGHT: &str = "总重量";
pub const COL_LON: &str = "门店经度";
pub const COL_LAT: &str = "门店纬度";

mod assemble;
mod model;
mod read;
use assemble::*;
pub use model::*;
pub use read::*;

#[cfg(test)]
mod tests {
    use super::*;

    const H: &str = "网点编码,总重量,门店经度,门店纬度\n";

    /// The short key is the code's bytes zero-padded to 15, then its length.
    #[test]
    fn short_keys_are_bytes_and_length() {
        let all: Vec<u8> = (0..40u8).map(|i| i.wrapping_mul(151) ^ 0xa5).collect();
        for n in 0..16 {
            for at in 0..20 {
                let code = &all[at..at + n];
                let mut b = [0u8; 16];
                b[..n].copy_from_slice(code);
                b[15] = n as u8;
                assert_eq!(CodeIndex::short_key(code), Some(u128::from_le_bytes(b)), "{code:?}");
            }
        }
        assert_eq!(CodeIndex::short_key(b"1234567890123456"), None);
    }

    /// Codes short and long, with NUL bytes, trailing zeros and the 15/16-byte edge,
    /// are told apart; a repeated code gives its last row, like a dict.
    #[test]
    fn store_codes_of_every_length_are_looked_up() {
        let codes = [
            "",
            "\0",
            "\0\0",
            "A",
            "A\0",
            "900001086151",
            "123456789012345",
            "1234567890123456",
            "12345678901234\0",
            "网点七",
            "长的代码长的代码长的代码长的代码",
            "A",
            "a code longer than fifteen bytes",
            "长的代码长的代码长的代码长的代码",
            "a code longer than fifteen byte",
        ];
        let stores: Vec<Store> =
            codes.iter().enumerate().map(|(i, c)| Store { code: c.to_string(), weight: 1.0, lon: 116.0, lat: 40.0, line: i + 2 }).collect();
        let depot = Store { code: "D".into(), weight: 0.0, lon: 116.0, lat: 40.0, line: 1 };
        let case = RoutingCase::new(depot, stores, RoutingParams::default());
        for (i, c) in codes.iter().enumerate() {
            let last = codes.iter().rposition(|x| x == c).unwrap();
            assert_eq!(case.store_index(c), Some(last), "{c:?}");
            assert!(i == last || codes[i + 1..].contains(c));
        }
        assert_eq!(case.distinct_stores(), codes.len() - 2);
        for c in [
            "B",
            "\0\0\0",
            "90000108615",
            "9000010861510",
            "12345678901234",
            "123456789012345\0",
            "12345678901234567",
            "D",
            "a code longer than fifteen bytes!",
            "长的代码",
        ] {
            assert_eq!(case.store_index(c), None, "{c:?}");
        }
        assert_eq!(case.first_rows().iter().find(|r| r.1 == 11), Some(&(3, 11)));
    }

    #[test]
    fn moved_stores_keep_the_lon_lat_order_cosines_and_shared_points() {
        let vals = [-0.0, 0.0, 1.0, 2.0, 114.3];
        let mut next = crate::routing::test_rng(0x853c49e6748fea9b);
        // 40 stores on 25 points, and 5 (some moves put two at one point, some part them).
        let mut shared = [0, 0];
        for n in [40, 5] {
            let stores = (0..n)
                .map(|i| Store {
                    code: format!("S{i}"),
                    weight: 1.0,
                    lon: vals[next(5) as usize],
                    lat: vals[next(5) as usize],
                    line: i + 2,
                })
                .collect();
            let depot = Store { code: "0".into(), weight: 0.0, lon: 0.0, lat: 0.0, line: 1 };
            let mut case = RoutingCase::new(depot, stores, RoutingParams::default());
            assert_eq!(case.by_lon_lat(), geometry::lon_lat_order(&case.points));
            for _ in 0..500 {
                let s = next(n as u64) as usize;
                case.set_store_point(s, [vals[next(5) as usize], vals[next(5) as usize]]);
                let order = geometry::lon_lat_order(&case.points);
                assert_eq!(case.by_lon_lat(), order);
                assert_eq!(case.cos_lat(s).to_bits(), geometry::cos_lat(case.points[s]).to_bits());
                let pts = &case.points;
                let same = (0..n).any(|a| (0..a).any(|b| pts[a].map(f64::to_bits) == pts[b].map(f64::to_bits)));
                assert_eq!(case.shares_points(), same);
                shared[usize::from(same)] += 1;
            }
        }
        assert!(shared[0] > 50 && shared[1] > 550, "{shared:?}");
    }

    fn read(text: &str) -> Result<RoutingCase, Vec<Diagnostic>> {
        parse_customers(text.as_bytes(), "customers.csv", RoutingParams::default())
    }

    #[test]
    fn a_store_with_the_depots_code_is_served_at_the_depot() {
        let c = read(&format!("{H}D,,116.0,40.0\nD,5,116.5,40.5\nS1,7,116.2,40.1\n")).unwrap();
        assert_eq!((c.stores[0].lon, c.stores[0].lat), (116.0, 40.0));
        assert_eq!((c.stores[1].lon, c.stores[1].lat), (116.2, 40.1));
        assert!(c.warnings.iter().any(|d| d.code == codes::CASE_STORE_IS_DEPOT_CODE));
    }

    fn codes(c: &RoutingCase) -> (String, Vec<String>, Vec<f64>) {
        (c.depot.code.clone(), c.stores.iter().map(|s| s.code.clone()).collect(), c.stores.iter().map(|s| s.weight).collect())
    }

    fn v(xs: &[&str]) -> Vec<String> {
        xs.iter().map(|s| s.to_string()).collect()
    }

    /// Each measured in pandas 2.3.2 (`peers/customers_peer.py` checks many more).
    #[test]
    fn codes_and_weights_as_pandas2_types_them() {
        let c = read(&format!("{H}0,,120.1,30.1\n101,12.5,120.2,30.2\n102,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c), ("0.0".into(), v(&["101", "102"]), vec![12.5, 3.0]));
        let c = read("网点编码,总重量,门店经度,门店纬度,城乡\n0,,120.1,30.1,城\n101,12.5,120.2,30.2,乡\n").unwrap();
        assert_eq!(c.depot.code, "0");
        // `NA` is a missing weight (the depot) and makes the codes float64.
        let c = read(&format!("{H}0,NA,120.1,30.1\n101,12.5,120.2,30.2\nNA,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c), ("0.0".into(), v(&["101.0", "nan"]), vec![12.5, 3.0]));
        let c = read(&format!("{H}0,null,120.1,30.1\n00101,12.5,120.2,30.2\n102,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).1, v(&["101", "102"]));
        let c = read(&format!("{H}0,,120.1,30.1\nST1,12.5,120.2,30.2\n 102 ,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c), ("0".into(), v(&["ST1", "102"]), vec![12.5, 3.0]));
        let c = read(&format!("{H}0,,120.1,30.1\n1e16,1,120.2,30.2\n102.5,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).1, v(&["1e+16", "102.5"]));
        // A weight column with text: Python's float() of each store's weight.
        let c = read(&format!("{H}0,,120.1,30.1\n101,1_000,120.2,30.2\n102, 3 ,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).2, vec![1000.0, 3.0]);
        let c = read(&format!("{H}0,,120.1,30.1\n101,True,120.2,30.2\n102,False,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).2, vec![1.0, 0.0]);
        let c = read(&format!("{H}0,,120.1,30.1\n101,inf,120.2,30.2\n102,-1,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).2, vec![f64::INFINITY, -1.0]);
        // One BOM is pandas' to drop.
        assert!(read(&format!("\u{feff}{H}0,,120.1,30.1\n101,1,120.2,30.2\n")).is_ok());
    }

    #[test]
    fn where_the_server_raises_for_every_submission_the_case_is_refused() {
        let e = read(&format!("{H}0,,120.1,30.1\n101,12kg,120.2,30.2\n102,3,120.3,30.3\n")).unwrap_err();
        assert_eq!((e[0].code.as_str(), e[0].location.line), (codes::CASE_NOT_A_NUMBER.code, Some(3)));
        assert!(e[0].message.contains("could not convert string to float: '12kg'"), "{}", e[0].message);
        let e = read(&format!("{H}D0,,120.1,30.1\n101,1,120.2,30.2\n102,True,120.3,30.3\n")).unwrap_err();
        assert!(e[0].message.contains("'True'"), "{}", e[0].message);
        let e = read(&format!("\u{feff}\u{feff}{H}0,,120.1,30.1\n101,1,120.2,30.2\n")).unwrap_err();
        assert_eq!(e[0].code, codes::CASE_MISSING_COLUMN);
        assert!(e[0].message.contains("second byte-order mark"), "{}", e[0].message);
        let e = read(&format!("{H}0,1,120.1,30.1\n101,1,120.2,30.2\n")).unwrap_err();
        assert_eq!(e[0].code, codes::CASE_NO_DEPOT);
    }

    /// `first_rows` and the repeated-code warnings by their definition (a dict keyed by
    /// code: first row and last row of each code, in file order), for a case without
    /// repeats (the fast path) and with them.
    #[test]
    fn first_rows_and_repeats_as_defined() {
        for rows in [vec!["S1", "S2", "S3", "S4"], vec!["S1", "S2", "S1", "S3", "S2", "S2"], vec!["A", "B", "A", "C", "D"]] {
            let text: String = rows.iter().enumerate().map(|(k, c)| format!("{c},{},116.{k},40.{k}\n", k + 1)).collect();
            let c = read(&format!("{H}D0,,116.0,40.0\n{text}")).unwrap();
            let mut want = Vec::new();
            for (row, code) in rows.iter().enumerate() {
                let last = rows.iter().rposition(|x| x == code).unwrap();
                if rows.iter().position(|x| x == code) == Some(row) {
                    want.push((row, last));
                }
            }
            assert_eq!(c.first_rows(), want.as_slice(), "{rows:?}");
            assert_eq!(c.distinct_stores(), want.len());
            let repeats = c.warnings.iter().filter(|d| d.code == codes::CASE_DUPLICATE_CODE).count();
            assert_eq!(repeats, rows.len() - want.len(), "{rows:?}");
            for (k, code) in rows.iter().enumerate() {
                assert_eq!(c.store_index(code), rows.iter().rposition(|x| x == code), "{code}");
                assert_eq!(c.code(k).as_str(), *code);
            }
        }
    }
}
