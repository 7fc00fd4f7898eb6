//! Python numbers as the harness computes with them: ints of any size, floats, and
//! booleans (an `int` to Python: `True - 0.5` is `0.5`).
//!
//! The harness's uplift is `(kpi - kpi_baseline) / (kpi_oracle - kpi_baseline)` on
//! whatever `json.load` gave it. With three ints the differences are exact and the
//! quotient is Python's int/int true division, correctly rounded (so `2**53 + 1` and
//! `10**400` are no problem); an int meeting a float is converted to the nearest float,
//! and one too large for a float raises `OverflowError`, as does an int quotient too
//! large for a float. Those errors make the harness's grading fail; here they are
//! `Err` with Python's message.

use crate::pyjson::Value;

/// An arbitrary-size integer: sign and magnitude (little-endian 32-bit limbs, no
/// leading zero limbs; zero is empty and not negative).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigInt {
    neg: bool,
    mag: Vec<u32>,
}

/// A number as Python holds it after `json.load`.
#[derive(Debug, Clone, PartialEq)]
pub enum PyNum {
    /// `int` (a JSON integer literal, or a boolean).
    Int(BigInt),
    /// `float` (NaN and infinities included).
    Float(f64),
}

fn trim(mut v: Vec<u32>) -> Vec<u32> {
    while v.last() == Some(&0) {
        v.pop();
    }
    v
}

fn cmp_mag(a: &[u32], b: &[u32]) -> std::cmp::Ordering {
    a.len().cmp(&b.len()).then_with(|| a.iter().rev().cmp(b.iter().rev()))
}

/// `a - b` for magnitudes with `a >= b`.
fn sub_mag(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len());
    let mut borrow = 0i64;
    for (i, &x) in a.iter().enumerate() {
        let mut d = i64::from(x) - i64::from(b.get(i).copied().unwrap_or(0)) - borrow;
        borrow = 0;
        if d < 0 {
            d += 1 << 32;
            borrow = 1;
        }
        out.push(d as u32);
    }
    trim(out)
}

fn add_mag(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len().max(b.len()) + 1);
    let mut carry = 0u64;
    for i in 0..a.len().max(b.len()) {
        let s = u64::from(a.get(i).copied().unwrap_or(0)) + u64::from(b.get(i).copied().unwrap_or(0)) + carry;
        out.push(s as u32);
        carry = s >> 32;
    }
    if carry > 0 {
        out.push(carry as u32);
    }
    trim(out)
}

fn bit_len(a: &[u32]) -> u64 {
    match a.last() {
        None => 0,
        Some(&top) => (a.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()),
    }
}

fn shl(a: &[u32], bits: u64) -> Vec<u32> {
    if a.is_empty() {
        return Vec::new();
    }
    let (limbs, rem) = ((bits / 32) as usize, (bits % 32) as u32);
    let mut out = vec![0u32; limbs];
    let mut carry = 0u32;
    for &x in a {
        if rem == 0 {
            out.push(x);
        } else {
            out.push((x << rem) | carry);
            carry = x >> (32 - rem);
        }
    }
    if carry > 0 {
        out.push(carry);
    }
    trim(out)
}

/// Bit `i` of a magnitude.
fn bit(a: &[u32], i: u64) -> bool {
    a.get((i / 32) as usize).is_some_and(|x| x >> (i % 32) & 1 == 1)
}

/// The top 64 bits of a non-zero magnitude whose bit length is `n`, and whether any
/// lower bit is set: `a = top · 2^(n-64) + rest` (for n <= 64, `top = a · 2^(64-n)`).
fn top64(a: &[u32], n: u64) -> (u64, bool) {
    let mut top = 0u64;
    for k in 0..64u64 {
        let i = n as i64 - 1 - k as i64;
        top <<= 1;
        if i >= 0 && bit(a, i as u64) {
            top |= 1;
        }
    }
    let sticky = n > 64 && (0..n - 64).any(|i| bit(a, i));
    (top, sticky)
}

/// The double nearest to `m · 2^exp` (plus a little more when `sticky`: some bits
/// below `m` are set), ties to even, subnormals rounded at their own precision.
/// `Err(())` when it is 2^1024 or more.
fn compose(m: u64, sticky: bool, exp: i64) -> Result<f64, ()> {
    if m == 0 {
        return Ok(0.0);
    }
    let n = 64 - i64::from(m.leading_zeros());
    let e = n - 1 + exp; // the value is in [2^e, 2^(e+1))
    let precision = if e >= -1022 { 53 } else { 53 - (-1022 - e) };
    let drop = n - precision; // low bits of m rounded away
    let (kept, scale) = if drop <= 0 {
        (m, exp)
    } else if drop > 64 {
        // Below half the smallest subnormal: 0.
        (0, 0)
    } else {
        let kept = if drop == 64 { 0 } else { m >> drop };
        let rest = if drop == 64 { m } else { m & ((1u64 << drop) - 1) };
        let half = 1u64 << (drop - 1);
        let up = rest > half || (rest == half && (sticky || kept & 1 == 1));
        (kept + u64::from(up), exp + drop)
    };
    if kept == 0 {
        return Ok(0.0);
    }
    // kept < 2^54 and kept · 2^scale is a double (it was rounded to fit) unless too large.
    let bits = 64 - i64::from(kept.leading_zeros());
    if bits - 1 + scale >= 1024 {
        return Err(());
    }
    Ok(libm::scalbn(kept as f64, scale as i32))
}

impl BigInt {
    /// Zero.
    pub fn zero() -> Self {
        BigInt { neg: false, mag: Vec::new() }
    }

    /// From Python's canonical decimal text of an int (`-12`, `0`); `None` if it is not one.
    pub fn parse(text: &str) -> Option<Self> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut mag: Vec<u32> = Vec::new();
        // Nine digits at a time: mag = mag · 10^k + chunk.
        for chunk in digits.as_bytes().chunks(9) {
            let mul = 10u64.pow(chunk.len() as u32);
            let mut carry: u64 = chunk.iter().fold(0u64, |a, &b| a * 10 + u64::from(b - b'0'));
            for limb in mag.iter_mut() {
                let v = u64::from(*limb) * mul + carry;
                *limb = v as u32;
                carry = v >> 32;
            }
            while carry > 0 {
                mag.push(carry as u32);
                carry >>= 32;
            }
        }
        let mag = trim(mag);
        Some(BigInt { neg: neg && !mag.is_empty(), mag })
    }

    /// From a small int.
    pub fn from_i64(x: i64) -> Self {
        let u = x.unsigned_abs();
        BigInt { neg: x < 0, mag: trim(vec![u as u32, (u >> 32) as u32]) }
    }

    /// `self < 0`.
    pub fn is_negative(&self) -> bool {
        self.neg
    }

    /// `self == 0`.
    pub fn is_zero(&self) -> bool {
        self.mag.is_empty()
    }

    /// `self - other`, exactly.
    pub fn sub(&self, other: &BigInt) -> BigInt {
        let neg_other = BigInt { neg: !other.neg && !other.mag.is_empty(), mag: other.mag.clone() };
        self.add(&neg_other)
    }

    /// `self + other`, exactly.
    pub fn add(&self, other: &BigInt) -> BigInt {
        if self.neg == other.neg {
            let mag = add_mag(&self.mag, &other.mag);
            return BigInt { neg: self.neg && !mag.is_empty(), mag };
        }
        match cmp_mag(&self.mag, &other.mag) {
            std::cmp::Ordering::Equal => BigInt::zero(),
            std::cmp::Ordering::Greater => BigInt { neg: self.neg, mag: sub_mag(&self.mag, &other.mag) },
            std::cmp::Ordering::Less => BigInt { neg: other.neg, mag: sub_mag(&other.mag, &self.mag) },
        }
    }

    /// Python's `float(self)`: the nearest double, ties to even; `Err` (Python's
    /// `OverflowError`) when that is out of range.
    pub fn to_f64(&self) -> Result<f64, String> {
        let n = bit_len(&self.mag);
        if n == 0 {
            return Ok(0.0);
        }
        let (top, sticky) = top64(&self.mag, n);
        let x = compose(top, sticky, n as i64 - 64).map_err(|()| "int too large to convert to float".to_string())?;
        Ok(if self.neg { -x } else { x })
    }

    /// Python's `self / other` for two ints: the correctly rounded quotient. `Err` with
    /// Python's message on division by zero or a quotient too large for a float.
    pub fn true_div(&self, other: &BigInt) -> Result<f64, String> {
        if other.is_zero() {
            return Err("division by zero".into());
        }
        if self.is_zero() {
            return Ok(if self.neg != other.neg { -0.0 } else { 0.0 });
        }
        let (la, lb) = (bit_len(&self.mag) as i64, bit_len(&other.mag) as i64);
        // Scale so the integer quotient has 55 or 56 bits.
        let shift = 55 - (la - lb);
        let (mut num, den) = if shift >= 0 {
            (shl(&self.mag, shift as u64), other.mag.clone())
        } else {
            (self.mag.clone(), shl(&other.mag, (-shift) as u64))
        };
        let mut q = 0u64;
        for i in (0..=57u64).rev() {
            let d = shl(&den, i);
            if cmp_mag(&num, &d) != std::cmp::Ordering::Less {
                num = sub_mag(&num, &d);
                q |= 1 << i;
            }
        }
        let x = compose(q, !num.is_empty(), -shift).map_err(|()| "integer division result too large for a float".to_string())?;
        Ok(if self.neg != other.neg { -x } else { x })
    }
}

/// The Python value of a JSON number or boolean (`None` for anything else).
pub fn from_value(v: &Value) -> Option<PyNum> {
    match v {
        Value::Bool(b) => Some(PyNum::Int(BigInt::from_i64(i64::from(*b)))),
        Value::Int(digits) => BigInt::parse(digits).map(PyNum::Int),
        Value::Float(x) => Some(PyNum::Float(*x)),
        _ => None,
    }
}

impl PyNum {
    /// Python's `float(x)`.
    pub fn to_f64(&self) -> Result<f64, String> {
        match self {
            PyNum::Int(i) => i.to_f64(),
            PyNum::Float(x) => Ok(*x),
        }
    }

    /// Python's `bool(x)`.
    pub fn truthy(&self) -> bool {
        match self {
            PyNum::Int(i) => !i.is_zero(),
            PyNum::Float(x) => *x != 0.0,
        }
    }

    /// Python's `a - b`.
    pub fn sub(&self, b: &PyNum) -> Result<PyNum, String> {
        match (self, b) {
            (PyNum::Int(x), PyNum::Int(y)) => Ok(PyNum::Int(x.sub(y))),
            _ => Ok(PyNum::Float(self.to_f64()? - b.to_f64()?)),
        }
    }

    /// Python's `a + b`.
    pub fn add(&self, b: &PyNum) -> Result<PyNum, String> {
        match (self, b) {
            (PyNum::Int(x), PyNum::Int(y)) => Ok(PyNum::Int(x.add(y))),
            _ => Ok(PyNum::Float(self.to_f64()? + b.to_f64()?)),
        }
    }

    /// Python's `a / b` (true division; always a float).
    pub fn true_div(&self, b: &PyNum) -> Result<f64, String> {
        match (self, b) {
            (PyNum::Int(x), PyNum::Int(y)) => x.true_div(y),
            _ => {
                let (x, y) = (self.to_f64()?, b.to_f64()?);
                if y == 0.0 {
                    Err("float division by zero".into())
                } else {
                    Ok(x / y)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(s: &str) -> BigInt {
        BigInt::parse(s).unwrap()
    }

    #[test]
    fn ints_convert_as_python_does() {
        assert_eq!(int("9007199254740993").to_f64(), Ok(9007199254740992.0));
        assert_eq!(int("9007199254740995").to_f64(), Ok(9007199254740996.0));
        assert_eq!(int("-12345678901234567890").to_f64(), Ok(-12345678901234567890.0));
        let big = format!("1{}", "0".repeat(400));
        assert!(int(&big).to_f64().is_err());
        assert_eq!(int(&format!("1{}", "0".repeat(308))).to_f64(), Ok(1e308));
    }

    #[test]
    fn int_division_is_correctly_rounded() {
        assert_eq!(int("1").true_div(&int("3")), Ok(1.0 / 3.0));
        assert_eq!(int("9007199254740993").true_div(&int("1")), Ok(9007199254740992.0));
        let big = format!("1{}", "0".repeat(400));
        let big1 = format!("3{}", "0".repeat(400));
        assert_eq!(int(&big).true_div(&int(&big1)), Ok(1.0 / 3.0));
        assert!(int(&big).true_div(&int("1")).is_err());
        assert_eq!(int("1").true_div(&int(&big)), Ok(0.0));
        assert_eq!(int("-2").true_div(&int("4")), Ok(-0.5));
    }
}
