//! A small unsigned big integer: just what the exact slow paths of [`super::parse`] and
//! [`super::write`] need (multiply by a small number, shift, compare, subtract, divide
//! by a small number). Little-endian base-2^32 limbs, no leading zero limbs; plain
//! schoolbook loops, because the numbers stay under about 3,000 bits.

use core::cmp::Ordering;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Big(Vec<u32>);

impl Big {
    pub fn from_u128(mut v: u128) -> Big {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big(limbs)
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub fn bits(&self) -> u64 {
        match self.0.last() {
            None => 0,
            Some(&top) => 32 * self.0.len() as u64 - top.leading_zeros() as u64,
        }
    }

    /// `self = self * m + a`.
    pub fn mul_add(&mut self, m: u32, a: u32) {
        let mut carry = a as u64;
        for limb in &mut self.0 {
            let v = *limb as u64 * m as u64 + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }

    /// `self *= 5^n`.
    pub fn mul_pow5(&mut self, mut n: u64) {
        const POW5_13: u32 = 1_220_703_125; // the largest power of 5 below 2^32
        while n >= 13 {
            self.mul_add(POW5_13, 0);
            n -= 13;
        }
        self.mul_add(5u32.pow(n as u32), 0);
    }

    /// `self *= 10^n`.
    pub fn mul_pow10(&mut self, n: u64) {
        self.mul_pow5(n);
        self.shl(n);
    }

    /// `self <<= n`.
    pub fn shl(&mut self, n: u64) {
        if self.is_zero() {
            return;
        }
        let (limbs, bits) = ((n / 32) as usize, (n % 32) as u32);
        if bits != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let v = *limb;
                *limb = (v << bits) | carry;
                carry = v >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, core::iter::repeat_n(0, limbs));
    }

    /// `self >>= n` (bits shifted out are lost).
    pub fn shr(&mut self, n: u64) {
        let limbs = (n / 32) as usize;
        if limbs >= self.0.len() {
            self.0.clear();
            return;
        }
        self.0.drain(..limbs);
        let bits = (n % 32) as u32;
        if bits != 0 {
            let mut carry = 0u32;
            for limb in self.0.iter_mut().rev() {
                let v = *limb;
                *limb = (v >> bits) | carry;
                carry = v << (32 - bits);
            }
        }
        self.trim();
    }

    /// Bit `i` (0 is the least significant).
    pub fn bit(&self, i: u64) -> bool {
        self.0.get((i / 32) as usize).is_some_and(|&l| l >> (i % 32) & 1 == 1)
    }

    /// Whether any bit below bit `i` is set.
    pub fn any_below(&self, i: u64) -> bool {
        let (limbs, bits) = ((i / 32) as usize, (i % 32) as u32);
        let full = self.0.iter().take(limbs).any(|&l| l != 0);
        full || (bits != 0 && self.0.get(limbs).is_some_and(|&l| l & ((1u32 << bits) - 1) != 0))
    }

    /// `self -= other`; `other` must not be larger.
    pub fn sub(&mut self, other: &Big) {
        debug_assert!(self.cmp_to(other) != Ordering::Less);
        let mut borrow = 0i64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let v = *limb as i64 - other.0.get(i).copied().unwrap_or(0) as i64 + borrow;
            *limb = v as u32; // two's complement: the low 32 bits are right
            borrow = v >> 32; // 0 or -1
        }
        self.trim();
    }

    pub fn cmp_to(&self, other: &Big) -> Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    /// `self /= d`, returning the remainder.
    pub fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = (rem << 32) | *limb as u64;
            *limb = (v / d as u64) as u32;
            rem = v % d as u64;
        }
        self.trim();
        rem as u32
    }

    /// Appends the decimal digits of `self` to `out` ("0" for zero).
    pub fn write_decimal(&self, out: &mut String) {
        const CHUNK: u32 = 1_000_000_000;
        let mut n = self.clone();
        let mut chunks = Vec::new(); // base 10^9, least significant first
        while !n.is_zero() {
            chunks.push(n.div_small(CHUNK));
        }
        match chunks.split_last() {
            None => out.push('0'),
            Some((top, rest)) => {
                super::write::push_u64(out, *top as u64, 0);
                for &c in rest.iter().rev() {
                    super::write::push_u64(out, c as u64, 9);
                }
            }
        }
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn big(v: u128) -> Big {
        Big::from_u128(v)
    }

    fn dec(b: &Big) -> String {
        let mut s = String::new();
        b.write_decimal(&mut s);
        s
    }

    #[test]
    fn arithmetic_matches_u128() {
        let vals = [0u128, 1, 7, 0xffff_ffff, 1 << 32, 12345678901234567890, (1 << 100) + 12345, u64::MAX as u128 * 3];
        for &a in &vals {
            assert_eq!(dec(&big(a)), a.to_string());
            assert_eq!(big(a).bits(), 128 - a.leading_zeros() as u64);
            for s in [0u64, 1, 5, 31, 32, 33, 64] {
                if a.leading_zeros() as u64 >= s {
                    let mut b = big(a);
                    b.shl(s);
                    assert_eq!(b, big(a << s), "{a} << {s}");
                    b.shr(s);
                    assert_eq!(b, big(a));
                }
                let mut b = big(a);
                b.shr(s);
                assert_eq!(b, big(a >> s), "{a} >> {s}");
                assert_eq!(big(a).bit(s), a >> s & 1 == 1);
                assert_eq!(big(a).any_below(s), s > 0 && a & ((1u128 << s) - 1) != 0, "{a} below {s}");
            }
            for &b in &vals {
                assert_eq!(big(a).cmp_to(&big(b)), a.cmp(&b));
                if a >= b {
                    let mut d = big(a);
                    d.sub(&big(b));
                    assert_eq!(d, big(a - b));
                }
            }
            let mut q = big(a);
            assert_eq!(q.div_small(1_000_000_007) as u128, a % 1_000_000_007);
            assert_eq!(q, big(a / 1_000_000_007));
        }
        let mut p = big(3);
        p.mul_pow10(30);
        assert_eq!(dec(&p), format!("3{}", "0".repeat(30)));
        let mut p = big(1);
        p.mul_pow5(27);
        assert_eq!(p, big(5u128.pow(27)));
    }
}
