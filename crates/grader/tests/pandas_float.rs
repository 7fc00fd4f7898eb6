//! pandas 2.3.2's float reading (`grader::float::pandas`) on fixed vectors: the
//! measured examples and every corner the differential peer
//! (`peers/pandas_float_peer.py`) covers, with the bits pandas 2.3.2 gave (measured
//! with `read_csv`, one string per column under a `0.5`, and `pd.to_numeric(...,
//! errors="coerce")` on an object column). `None`: text to `read_csv`, NaN after
//! `to_numeric`. pandas' missing-value spellings (`nan`, `NaN`, ..., and a cell that is
//! one up to a NUL, as `\0x`) never reach the converter in `read_csv`, so they are not
//! here. No Python needed.

use grader::float::pandas::{read_csv_float, to_numeric_float};

/// (text, read_csv bits, to_numeric bits)
const VECTORS: &[(&str, Option<u64>, Option<u64>)] = &[
    // Below 1e-308 after counting digits: two divisions, x / 1e{-308-k} / 1e308, in
    // that order (the peer's values).
    (
        "1.5519365405188413e-307",
        Some(0x003be628938d39c1),
        Some(0x003be628938d39c1),
    ),
    (
        "4.1149534463092527e-305",
        Some(0x00bce56c6e797d78),
        Some(0x00bce56c6e797d78),
    ),
    (
        "2.8913536115716365e-307",
        Some(0x0049fd2423a05f62),
        Some(0x0049fd2423a05f62),
    ),
    ("22.959999999999997", Some(0x4036f5c28f5c28f6), Some(0x4036f5c28f5c28f6)),
    ("0.9999999999999999", Some(0x3ff0000000000000), Some(0x3ff0000000000000)),
    ("0.35000000000000003", Some(0x3fd6666666666666), Some(0x3fd6666666666666)),
    ("0.1", Some(0x3fb999999999999a), Some(0x3fb999999999999a)),
    ("0.3", Some(0x3fd3333333333333), Some(0x3fd3333333333333)),
    ("2.675", Some(0x4005666666666666), Some(0x4005666666666666)),
    ("1.7976931348623157e308", Some(0x7fefffffffffffff), Some(0x7fefffffffffffff)),
    ("1.7976931348623158e308", None, None),
    ("1.7976931348623159e308", None, None),
    ("1.8e308", None, None),
    ("-1.8e308", None, None),
    ("1e308", Some(0x7fe1ccf385ebc8a0), Some(0x7fe1ccf385ebc8a0)),
    ("1e309", None, None),
    ("1e999", None, None),
    ("-1e999", None, None),
    ("9007199254740993", Some(0x4340000000000000), Some(0x4340000000000000)),
    ("12345678901234567", Some(0x4345ee2a2eb5a5c4), Some(0x4345ee2a2eb5a5c4)),
    ("123456789012345678", Some(0x437b69b4ba630f35), Some(0x437b69b4ba630f35)),
    ("123456789012345678901234567890", Some(0x45f8ee90ff6c373e), Some(0x45f8ee90ff6c373e)),
    ("99999999999999999", Some(0x4376345785d8a001), Some(0x4376345785d8a001)),
    ("0.000000000000000001234", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("0.00000000000000001", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("0.0000000000000001", Some(0x3c9cd2b297d889bc), Some(0x3c9cd2b297d889bc)),
    ("1e-17", Some(0x3c670ef54646d497), Some(0x3c670ef54646d497)),
    ("000000000000000001.5", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("0000000000000000012.5", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("2.2250738585072014e-308", Some(0x0010000000000000), Some(0x0010000000000000)),
    ("2.225073858507201e-308", Some(0x000fffffffffffff), Some(0x000fffffffffffff)),
    ("4.9406564584124654e-324", Some(0x0000000000000001), Some(0x0000000000000001)),
    ("5e-324", Some(0x0000000000000001), Some(0x0000000000000001)),
    ("2.4703282292062328e-324", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("2.4703282292062329e-324", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("1e-323", Some(0x0000000000000002), Some(0x0000000000000002)),
    ("1e-320", Some(0x00000000000007e8), Some(0x00000000000007e8)),
    ("1e-400", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("-1e-400", Some(0x8000000000000000), Some(0x8000000000000000)),
    ("1e-616", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("1e-617", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("-1e-999", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("0e999", None, None),
    ("0e-999", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("-0e-999", Some(0x0000000000000000), Some(0x0000000000000000)),
    // 309 characters
    ("100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", Some(0x7fe1ccf385ebc8a0), Some(0x7fe1ccf385ebc8a0)),
    // 310 characters
    ("1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000", None, None),
    // 311 characters
    ("100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000.5", Some(0x7fe1ccf385ebc8a0), Some(0x7fe1ccf385ebc8a0)),
    ("0.000000000000000000001e20", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("1e4294967296", Some(0x3ff0000000000000), Some(0x3ff0000000000000)),
    ("1e4294967297", Some(0x4024000000000000), Some(0x4024000000000000)),
    ("1e-4294967295", Some(0x4024000000000000), Some(0x4024000000000000)),
    ("1e2147483648", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("1e2147483647", None, None),
    ("1e-2147483648", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("1e-2147483649", None, None),
    ("1e00000000000000001", Some(0x4024000000000000), Some(0x4024000000000000)),
    ("1e000000000000000001", None, None),
    ("1e99999999999999999", None, None),
    ("1e+0308", Some(0x7fe1ccf385ebc8a0), Some(0x7fe1ccf385ebc8a0)),
    ("1E-0308", Some(0x000730d67819e8d2), Some(0x000730d67819e8d2)),
    ("1E+308", Some(0x7fe1ccf385ebc8a0), Some(0x7fe1ccf385ebc8a0)),
    ("1e-308", Some(0x000730d67819e8d2), Some(0x000730d67819e8d2)),
    ("1e-309", Some(0x0000b8157268fdaf), Some(0x0000b8157268fdaf)),
    ("1e-324", Some(0x0000000000000000), Some(0x0000000000000000)),
    (" 1.5 ", Some(0x3ff8000000000000), Some(0x3ff8000000000000)),
    ("\t\n\u{b}\u{c}\r1.5\r\u{c}\u{b}\n\t", Some(0x3ff8000000000000), Some(0x3ff8000000000000)),
    ("\u{a0}1.5", None, None),
    ("1.5\u{a0}", None, None),
    ("\u{1c}1", None, None),
    ("1 2", None, None),
    ("1\t2", None, None),
    (".5", Some(0x3fe0000000000000), Some(0x3fe0000000000000)),
    ("5.", Some(0x4014000000000000), Some(0x4014000000000000)),
    ("-.5", Some(0xbfe0000000000000), Some(0xbfe0000000000000)),
    ("+5.", Some(0x4014000000000000), Some(0x4014000000000000)),
    (".", None, None),
    ("-", None, None),
    ("+", None, None),
    ("-.", None, None),
    (".e1", None, None),
    ("e5", None, None),
    ("5e", None, None),
    ("5E", None, None),
    ("5e+", None, None),
    ("5e-", None, None),
    ("5e+1", Some(0x4049000000000000), Some(0x4049000000000000)),
    ("5E-1", Some(0x3fe0000000000000), Some(0x3fe0000000000000)),
    ("5e1.0", None, None),
    ("5.e3", Some(0x40b3880000000000), Some(0x40b3880000000000)),
    (".5e-3", Some(0x3f40624dd2f1a9fc), Some(0x3f40624dd2f1a9fc)),
    ("0.", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("-0", Some(0x8000000000000000), Some(0x8000000000000000)),
    ("-0.0", Some(0x8000000000000000), Some(0x8000000000000000)),
    ("+0", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("00", Some(0x0000000000000000), Some(0x0000000000000000)),
    ("-00.000", Some(0x8000000000000000), Some(0x8000000000000000)),
    ("inf", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("+inf", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("-inf", Some(0xfff0000000000000), Some(0xfff0000000000000)),
    ("INF", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("iNf", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("infinity", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("Infinity", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("-Infinity", Some(0xfff0000000000000), Some(0xfff0000000000000)),
    ("+INFINITY", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("infinit", None, None),
    ("infinityy", None, None),
    (" inf", None, None),
    ("inf ", None, None),
    ("-inf\n", None, None),
    ("+-inf", None, None),
    ("NAN", None, None),
    ("+nan", None, None),
    ("nan ", None, None),
    ("1_000", None, None),
    ("1,5", None, None),
    ("0x1", None, None),
    ("0X1p3", None, None),
    ("1d5", None, None),
    ("1f", None, None),
    ("5%", None, None),
    ("$5", None, None),
    ("1.2.3", None, None),
    ("--1", None, None),
    ("+-1", None, None),
    ("1e5e5", None, None),
    ("\u{ff11}", None, None),
    ("\u{663}", None, None),
    ("true", None, None),
    ("True", None, None),
    ("1\u{0}", Some(0x3ff0000000000000), None),
    ("1.5\u{0}x", Some(0x3ff8000000000000), Some(0x3ff8000000000000)),
    ("1\u{0}x", Some(0x3ff0000000000000), None),
    ("inf\u{0}", Some(0x7ff0000000000000), Some(0x7ff0000000000000)),
    ("1e5\u{0}z", Some(0x40f86a0000000000), Some(0x40f86a0000000000)),
];

fn show(x: Option<f64>) -> String {
    x.map_or_else(|| "text".into(), |x| format!("{:016x} ({x:e})", x.to_bits()))
}

#[test]
fn pandas_2_3_2_vectors() {
    let mut bad = Vec::new();
    for &(s, csv, num) in VECTORS {
        let want = |b: Option<u64>| b.map(f64::from_bits);
        let (got_csv, got_num) = (read_csv_float(s), to_numeric_float(s));
        if got_csv.map(f64::to_bits) != csv || got_num.map(f64::to_bits) != num {
            bad.push(format!(
                "{s:?}: read_csv {} want {}, to_numeric {} want {}",
                show(got_csv),
                show(want(csv)),
                show(got_num),
                show(want(num))
            ));
        }
    }
    assert!(bad.is_empty(), "{} of {} differ:\n{}", bad.len(), VECTORS.len(), bad.join("\n"));
}

#[test]
fn not_correctly_rounded_where_pandas_is_not() {
    // Python's float() gives each string's own value back; pandas 2.3.2 does not.
    assert_eq!(read_csv_float("22.959999999999997"), Some(22.96));
    assert_eq!(read_csv_float("0.9999999999999999"), Some(1.0));
    assert_eq!(read_csv_float("0.35000000000000003"), Some(0.35));
    assert_eq!(grader::float::parse("22.959999999999997"), Some(22.959999999999997));
    assert_ne!(22.959999999999997, 22.96);
}
