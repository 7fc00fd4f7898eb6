#![allow(clippy::excessive_precision)] // famous literals, written as published
//! `grader::float::compact` (the site's `.wasm` float code) against the standard
//! library, which is what runs natively: parsing bit for bit, formatting character for
//! character, on millions of inputs per run.
//!
//! `FLOAT_TEST_SCALE=N` multiplies the random counts (default 1; the defaults keep
//! this file under about 30 s in a debug build).

mod support;

use grader::float::compact;
use support::rng::Rng;

fn scale() -> usize {
    std::env::var("FLOAT_TEST_SCALE").ok().and_then(|s| s.parse().ok()).unwrap_or(1)
}

/// Compares with `str::parse::<f64>` (bits, so NaN signs and -0.0 count too).
fn check_parse(s: &str) {
    let want = s.parse::<f64>().ok().map(f64::to_bits);
    let got = compact::parse(s).map(f64::to_bits);
    assert_eq!(got, want, "parse({s:?}): got {:?}, std {:?}", got.map(f64::from_bits), want.map(f64::from_bits));
}

fn fixed(x: f64, n: usize) -> String {
    let mut s = String::new();
    compact::fixed(&mut s, x, n);
    s
}

fn shortest(x: f64) -> String {
    let mut s = String::new();
    compact::shortest(&mut s, x);
    s
}

fn exp(x: f64) -> String {
    let mut s = String::new();
    compact::exp(&mut s, x);
    s
}

fn check_format(x: f64) {
    assert_eq!(shortest(x), format!("{x}"), "{{}} of {:#x}", x.to_bits());
    assert_eq!(exp(x), format!("{x:e}"), "{{:e}} of {:#x}", x.to_bits());
}

/// A double of any magnitude and sign, from random bits (NaN and infinities rarely).
fn any_double(r: &mut Rng) -> f64 {
    f64::from_bits(r.next())
}

/// A double from a chosen range of magnitudes, so that every exponent is common.
fn double_of_magnitude(r: &mut Rng) -> f64 {
    let e = r.below(2047) as u64;
    f64::from_bits(e << 52 | r.next() >> 12 | (r.next() & 1) << 63)
}

/// A double between `2^-bits` and `2^bits` in magnitude, either sign.
fn moderate(r: &mut Rng, bits: usize) -> f64 {
    let e = (1023 + r.below(2 * bits) - bits) as u64;
    f64::from_bits(e << 52 | r.next() >> 12 | (r.next() & 1) << 63)
}

const EDGES: &[f64] = &[
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.1,
    0.5,
    2.5,
    1e22,
    1e23,
    9007199254740992.0,
    9007199254740993.0,
    f64::MAX,
    f64::MIN,
    f64::MIN_POSITIVE,
    5e-324,
    1e-323,
    2.2250738585072009e-308,
    4.4501477170144023e-308,
    1.7976931348623157e308,
    0.30000000000000004,
    123456789.0,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    1e-7,
    1e300,
    1e-300,
    100.0,
    1e15,
    1e16,
    1e17,
];

#[test]
fn parse_grammar_corners_and_rejects() {
    let cases = [
        "",
        ".",
        "e5",
        "1e",
        "+",
        "-",
        "1e+",
        "1e-",
        "--1",
        "+-1",
        " 1",
        "1 ",
        "1_0",
        "1,5",
        "0x10",
        "infinity",
        "INF",
        "nAn",
        "-inf",
        "+Infinity",
        "-NaN",
        "+nan",
        "iNfInItY",
        "infinit",
        "in",
        "nan(1)",
        "infinityy",
        "inf0",
        "1.",
        ".5",
        "-.5",
        "+.5e-3",
        "1.e5",
        ".e5",
        "1e5.5",
        "1e5e5",
        "1E5",
        "1e+05",
        "00001",
        "-0",
        "+0",
        "0.000",
        "-0.0e-999999",
        "0e999999999999999999",
        "1e999999999999999999",
        "-1e999999999999999999",
        "1e-999999999999999999",
        "1e309",
        "1e308",
        "1e-324",
        "2e-324",
        "3e-324",
        "2.4703282292062327e-324",
        "2.4703282292062328e-324",
        "4.9406564584124654e-324",
        "1.7976931348623157e308",
        "1.7976931348623158e308",
        "1.7976931348623159e308",
        "179769313486231580793728971405301e276",
        "2.2250738585072011e-308",
        "2.2250738585072012e-308",
        "0.1",
        "7.038531e-26",
        "9007199254740993",
        "9007199254740992.5",
        "18446744073709551615",
        "18446744073709551616",
        "99999999999999999999",
        "1e22",
        "1e23",
        "123456789012345678901234567890",
        "0.000000000000000000000000000001",
        "1\u{0}",
        "١",
        "1e\u{0}",
        "+inf",
        "--inf",
        "inf ",
        "0.0000000000000000000000000000000000000000001e43",
        "100000000000000000000000e-23",
        "6.0221e23",
        "1.0e-1",
        "1__",
        "e",
        "E",
        "-e1",
        "1.2.3",
        "1e1.",
        "١٢",
        "٣e1",
        // Zeros, long and short, in the plain form and not.
        "0",
        "-0",
        "00",
        "0.",
        ".0",
        "-.0",
        "0.00000000000000000000000",
        "-0.000000000000000000000000000000",
        "00000000000000000000000000000.0",
        "0000000000000000000000000000000000000000001",
        "0.0000000000000000000000000001",
        "1000000000000000000000",
        "10000000000000000000.0",
        "9999999999999999999",
        "99999999999999999999",
        "0.9999999999999999999",
        "1.8446744073709551615",
    ];
    for s in cases {
        check_parse(s);
    }
    // The standard library's saturated exponent, with a huge digit count.
    let long = format!("0.{}1e700000", "0".repeat(700_000));
    check_parse(&long);
    let ones = "1".repeat(1_000_000);
    check_parse(&ones);
    check_parse(&format!("{ones}e-1000000"));
    check_parse(&format!("0.{ones}"));
    check_parse(&format!("{}1e-1000000", "0".repeat(1_000_000)));
    check_parse(&format!("0.{}", "0".repeat(1_000_000)));
    check_parse(&format!("{}.5", "0".repeat(1_000_000)));
}

#[test]
fn parse_random_grammar_strings() {
    let mut r = Rng(11);
    let alphabet = b"0123456789...eE+-+-infatyINFATY_ x";
    for _ in 0..200_000 * scale() {
        let len = r.below(12);
        let s: String = (0..len).map(|_| alphabet[r.below(alphabet.len())] as char).collect();
        check_parse(&s);
    }
}

#[test]
fn parse_printed_doubles() {
    let mut r = Rng(12);
    let mut count = 0;
    for &x in EDGES {
        for s in [format!("{x}"), format!("{x:e}"), format!("{x:.20e}"), format!("{x:?}")] {
            check_parse(&s);
        }
    }
    for i in 0..160_000 * scale() {
        // One in eight of any magnitude (mostly the big-integer path); the rest from
        // 2^-40 to 2^40, as data files hold (mostly the fast paths).
        let x = match i % 8 {
            0 => any_double(&mut r),
            1 => double_of_magnitude(&mut r),
            _ => moderate(&mut r, 40),
        };
        let digits = 16 + r.below(10); // 17 to 25 significant digits
        let forms = [format!("{x:e}"), format!("{x:.*e}", digits), format!("{x}")];
        for s in &forms {
            check_parse(s);
            count += 1;
        }
        // Fixed, for moderate magnitudes (a 1e300 in fixed notation is 300 digits).
        check_parse(&format!("{:.*}", r.below(25), moderate(&mut r, 40)));
        // Probabilities as predictions files write them: 17 significant digits.
        check_parse(&format!("{:.17}", r.unit()));
        count += 2;
    }
    assert!(count >= 800_000 * scale());
}

/// Random digit strings: 1 to 900 digits, a point anywhere, exponents within ±400.
#[test]
fn parse_random_digit_strings() {
    let mut r = Rng(13);
    for i in 0..40_000 * scale() {
        let len = if i % 4 == 0 { 1 + r.below(900) } else { 1 + r.below(40) };
        let mut s = String::new();
        if r.below(3) == 0 {
            s.push('-');
        }
        let zeros = if r.below(4) == 0 { r.below(30) } else { 0 };
        s.extend(std::iter::repeat_n('0', zeros));
        let point = r.below(len + 2);
        for j in 0..len {
            if j == point {
                s.push('.');
            }
            // Runs of 0s and 9s make carries and near-ties likely.
            let d = match r.below(8) {
                0 => b'0',
                1 => b'9',
                _ => b'0' + r.below(10) as u8,
            };
            s.push(d as char);
        }
        if r.below(4) != 0 {
            s.push(if r.below(2) == 0 { 'e' } else { 'E' });
            let e = r.below(801) as i64 - 400;
            s.push_str(&e.to_string());
        }
        check_parse(&s);
    }
}

/// The exact decimal value of a double (digits of `{:.1100}`, trailing zeros cut).
fn exact_decimal(x: f64) -> String {
    let s = format!("{x:.1100}");
    let s = s.trim_end_matches('0');
    s.strip_suffix('.').unwrap_or(s).to_string()
}

/// `a + b` or `a - b` (`a > b`) of nonnegative decimal strings.
fn dec_add(a: &str, b: &str, sub: bool) -> String {
    let split = |s: &str| {
        let (i, f) = s.split_once('.').unwrap_or((s, ""));
        (i.to_string(), f.to_string())
    };
    let ((ai, af), (bi, bf)) = (split(a), split(b));
    let (il, fl) = (ai.len().max(bi.len()), af.len().max(bf.len()));
    let pad = |i: &str, f: &str| format!("{i:0>il$}{f:0<fl$}").into_bytes();
    let (x, y) = (pad(&ai, &af), pad(&bi, &bf));
    let mut out = vec![0u8; x.len()];
    let mut carry = 0i32;
    for k in (0..x.len()).rev() {
        let mut d = (x[k] - b'0') as i32 + carry + if sub { -((y[k] - b'0') as i32) } else { (y[k] - b'0') as i32 };
        carry = 0;
        if d < 0 {
            d += 10;
            carry = -1;
        } else if d > 9 {
            d -= 10;
            carry = 1;
        }
        out[k] = b'0' + d as u8;
    }
    let mut s = String::from_utf8(out).unwrap();
    if carry == 1 {
        s.insert(0, '1');
    }
    s.insert(il + (carry == 1) as usize, '.');
    s
}

/// One unit in the last place of a decimal string (`0.001` for `12.345`).
fn last_digit_unit(s: &str) -> String {
    match s.split_once('.') {
        Some((_, f)) if !f.is_empty() => format!("0.{}1", "0".repeat(f.len() - 1)),
        _ => "1".into(),
    }
}

/// Exact halfway points between adjacent doubles, and one unit of their last digit
/// either side: every one is a tie (to even) or just off one.
#[test]
fn parse_exact_halfway_points() {
    let mut r = Rng(14);
    let mut xs: Vec<f64> = vec![0.0, 5e-324, f64::MIN_POSITIVE, 2.2250738585072009e-308, f64::MAX, 1.0, 0.1, 1e22, 9007199254740992.0];
    for i in 0..3_000 * scale() {
        let x = if i % 3 == 0 { any_double(&mut r).abs() } else { double_of_magnitude(&mut r).abs() };
        if x.is_finite() {
            xs.push(x);
        }
    }
    // Powers of two: the gap below is half the gap above.
    xs.extend((-1074..1024i64).step_by(7).map(|e| f64::from_bits(if e >= -1022 { ((e + 1023) as u64) << 52 } else { 1 << (e + 1074) })));
    for x in xs {
        let bits = x.to_bits();
        let m_even = bits & 1 == 0;
        // Half the gap to the next double up: (next - x) / 2, exact in decimal.
        let up = f64::from_bits(bits + 1);
        let half_gap = if up.is_finite() {
            dec_half(&dec_add(&exact_decimal(up), &exact_decimal(x), true))
        } else {
            dec_half(&exact_decimal(2f64.powi(971))) // the gap above MAX is 2^971
        };
        let h = dec_add(&exact_decimal(x), &half_gap, false);
        let unit = last_digit_unit(h.trim_end_matches('0'));
        let h = h.trim_end_matches('0').to_string();
        for s in [h.clone(), dec_add(&h, &unit, false), dec_add(&h, &unit, true)] {
            check_parse(&s);
            check_parse(&format!("-{s}"));
            // The same digits with an exponent: `0.0001` as `1e-4`.
            let (i, f) = s.split_once('.').unwrap_or((&s, ""));
            let digits = format!("{i}{f}");
            check_parse(&format!("{digits}e-{}", f.len()));
        }
        let tie: f64 = h.parse().unwrap();
        assert_eq!(tie.to_bits(), if m_even { bits } else { bits + 1 }, "tie {h}");
    }
}

/// `s / 2` of a nonnegative decimal string.
fn dec_half(s: &str) -> String {
    let mut out = String::new();
    let mut rem = 0;
    let s = if s.contains('.') { format!("{s}0") } else { format!("{s}.0") };
    for c in s.chars() {
        if c == '.' {
            out.push('.');
            continue;
        }
        let v = rem * 10 + c.to_digit(10).unwrap();
        out.push(char::from_digit(v / 2, 10).unwrap());
        rem = v % 2;
    }
    out
}

#[test]
fn parse_subnormals_and_range_ends() {
    let mut r = Rng(15);
    for _ in 0..25_000 * scale() {
        // Subnormals and the smallest normals.
        let x = f64::from_bits(r.next() >> (12 + r.below(52)));
        check_parse(&format!("{x:e}"));
        check_parse(&format!("{x:.*e}", 14 + r.below(12)));
        // Near the top, overflowing or not.
        let y = f64::from_bits(0x7fe0_0000_0000_0000 | r.next() >> 12);
        check_parse(&format!("{y:.*e}", 14 + r.below(12)));
        check_parse(&format!("{:.1}e{}", 1.0 + 9.0 * r.unit(), 300 + r.below(30) as i32 - r.below(700) as i32));
    }
}

#[test]
fn fixed_matches_std() {
    let mut r = Rng(16);
    for &x in EDGES {
        for n in (0..=25).chain([30, 60, 330, 1080, 1100]) {
            assert_eq!(fixed(x, n), format!("{x:.n$}"), "{x:e} to {n}");
        }
    }
    // Exact ties at the rounded digit: m / 2^j.
    for j in 1..40 {
        for m in [1u64, 3, 5, 7, 9, 11, 25, 125, 999, 12345] {
            let x = m as f64 / 2f64.powi(j);
            for n in 0..=20 {
                assert_eq!(fixed(x, n), format!("{x:.n$}"), "{x} to {n}");
                assert_eq!(fixed(-x, n), format!("{:.n$}", -x), "-{x} to {n}");
            }
        }
    }
    for x in [1e22 + 1e6, 1e21 + 0.5e6, 2f64.powi(70) + 2f64.powi(18), 0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.00005] {
        for n in 0..=20 {
            assert_eq!(fixed(x, n), format!("{x:.n$}"));
        }
    }
    for i in 0..60_000 * scale() {
        let x = if i % 2 == 0 { any_double(&mut r) } else { double_of_magnitude(&mut r) };
        let n = r.below(21);
        assert_eq!(fixed(x, n), format!("{x:.n$}"), "{:#x} to {n}", x.to_bits());
        // Magnitudes a report or a figure shows.
        let y = (r.unit() - 0.5) * 10f64.powi(r.below(12) as i32 - 4);
        assert_eq!(fixed(y, n), format!("{y:.n$}"), "{:#x} to {n}", y.to_bits());
    }
}

#[test]
fn shortest_and_exp_match_std() {
    let mut r = Rng(17);
    for &x in EDGES {
        check_format(x);
    }
    for e in -1074..1024i64 {
        let p = f64::from_bits(if e >= -1022 { ((e + 1023) as u64) << 52 } else { 1 << (e + 1074) });
        for x in [p, -p, f64::from_bits(p.to_bits() - 1), f64::from_bits(p.to_bits() + 1)] {
            check_format(x);
        }
    }
    for k in -325..310 {
        let p: f64 = format!("1e{k}").parse().unwrap();
        check_format(p);
        check_format(f64::from_bits(p.to_bits() + 1));
    }
    for i in 0..300_000 * scale() {
        let x = match i % 3 {
            0 => any_double(&mut r),
            1 => double_of_magnitude(&mut r),
            _ => (r.below(1 << 20) as f64) * 10f64.powi(r.below(40) as i32 - 20),
        };
        check_format(x);
    }
}
