//! `x ** y` as the server computes it: CPython's float `**` and numpy's float64 `**`
//! both call the C library's `pow`, glibc's on the server (2.28 on: Arm's
//! correctly-rounded-almost-everywhere algorithm, worst error 0.52 ULP, its FMA variant
//! on x86-64 CPUs with FMA, built with `-mfma`: GCC fuses every product whose only uses
//! are sums, so the port fuses the same ones). The `libm` crate's `pow` is fdlibm's and differs from it
//! in the last bit of v³ for 6.4 % of wind speeds in [3, 10) (measured on 400,000), so
//! this is a port of musl's `pow.c` (the same algorithm, MIT, Copyright (c) 2018 Arm
//! Limited) with its FMA path, `libm::fma` making native and wasm agree bit for bit.

use crate::pow_tables::*;

fn d(bits: u64) -> f64 {
    f64::from_bits(bits)
}

fn fma(a: f64, b: f64, c: f64) -> f64 {
    libm::fma(a, b, c)
}

const TABLE_BITS: u32 = 7;
const N: u64 = 1 << TABLE_BITS;
const OFF: u64 = 0x3fe6955500000000;
const SIGN_BIAS: u64 = 0x800 << TABLE_BITS;

fn top12(x: f64) -> u32 {
    (x.to_bits() >> 52) as u32
}

/// `log(x)` as `hi + tail` (about 15 more bits), `ix` normalised as musl's.
fn log_inline(ix: u64) -> (f64, f64) {
    let tmp = ix.wrapping_sub(OFF);
    let i = ((tmp >> (52 - TABLE_BITS)) % N) as usize;
    let k = (tmp as i64) >> 52;
    let iz = ix.wrapping_sub(tmp & (0xfff << 52));
    let z = d(iz);
    let kd = k as f64;
    let [invc, logc, logctail] = LOG_TAB[i].map(d);
    let r = fma(z, invc, -1.0);
    let t1 = fma(kd, d(LN2HI), logc);
    let t2 = t1 + r;
    let lo1 = fma(kd, d(LN2LO), logctail);
    let lo2 = t1 - t2 + r;
    let a = LOG_POLY.map(d);
    let ar = a[0] * r;
    let ar2 = r * ar;
    let ar3 = r * ar2;
    let hi = t2 + ar2;
    let lo3 = fma(ar, r, -ar2);
    let lo4 = t2 - hi + ar2;
    let inner = fma(ar2, fma(r, a[6], a[5]), fma(r, a[4], a[3]));
    let poly = fma(ar2, inner, fma(r, a[2], a[1]));
    let lo = fma(ar3, poly, lo1 + lo2 + lo3 + lo4);
    let y = hi + lo;
    (y, hi - y + lo)
}

fn overflow(sign: bool) -> f64 {
    if sign {
        f64::NEG_INFINITY
    } else {
        f64::INFINITY
    }
}

fn underflow(sign: bool) -> f64 {
    if sign {
        -0.0
    } else {
        0.0
    }
}

/// `scale * (1 + tmp)` without intermediate rounding where it may over- or underflow.
fn specialcase(tmp: f64, sbits: u64, ki: u64) -> f64 {
    if ki & 0x8000_0000 == 0 {
        let scale = d(sbits.wrapping_sub(1009 << 52));
        return d(0x7f00000000000000) * fma(scale, tmp, scale); // 0x1p1009
    }
    let sbits = sbits.wrapping_add(1022 << 52);
    let scale = d(sbits);
    // Not fused: the product's other use is in another block (GCC fuses within one).
    let m = scale * tmp;
    let mut y = scale + m;
    if y.abs() < 1.0 {
        let one = if y < 0.0 { -1.0 } else { 1.0 };
        let lo = scale - y + m;
        let hi = one + y;
        let lo = one - hi + y + lo;
        y = (hi + lo) - one;
        if y == 0.0 {
            y = d(sbits & 0x8000_0000_0000_0000);
        }
    }
    d(0x0010000000000000) * y // 0x1p-1022
}

fn exp_inline(x: f64, xtail: f64, sign_bias: u64) -> f64 {
    let mut abstop = top12(x) & 0x7ff;
    let tiny = top12(f64::from_bits(0x3c90000000000000)); // 0x1p-54
    if abstop.wrapping_sub(tiny) >= top12(512.0).wrapping_sub(tiny) {
        if abstop.wrapping_sub(tiny) >= 0x8000_0000 {
            let one = 1.0 + x;
            return if sign_bias != 0 { -one } else { one };
        }
        if abstop >= top12(1024.0) {
            return if x.to_bits() >> 63 != 0 { underflow(sign_bias != 0) } else { overflow(sign_bias != 0) };
        }
        abstop = 0;
    }
    let kd = fma(d(INV_LN2_N), x, d(SHIFT));
    let ki = kd.to_bits();
    let kd = kd - d(SHIFT);
    let mut r = fma(kd, d(NEG_LN2_LO_N), fma(kd, d(NEG_LN2_HI_N), x));
    r += xtail;
    let idx = (2 * (ki % N)) as usize;
    let top = ki.wrapping_add(sign_bias) << (52 - TABLE_BITS);
    let tail = d(EXP_TAB[idx]);
    let sbits = EXP_TAB[idx + 1].wrapping_add(top);
    let [c2, c3, c4, c5] = EXP_POLY.map(d);
    let r2 = r * r;
    let tmp = fma(r2 * r2, fma(r, c5, c4), fma(r2, fma(r, c3, c2), tail + r));
    if abstop == 0 {
        return specialcase(tmp, sbits, ki);
    }
    let scale = d(sbits);
    fma(scale, tmp, scale)
}

/// glibc's `exp(x)` (what `math.exp` calls): its core is `pow`'s `exp_inline` (the same
/// algorithm and table, `e_exp.c` and `e_pow.c` of Arm's optimized routines), with
/// `exp.c`'s NaN (pow's inline would take a NaN for an overflow).
pub fn exp(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    exp_inline(x, 0.0, 0)
}

/// 0 when `iy` is no integer, 1 an odd one, 2 an even one.
fn checkint(iy: u64) -> u32 {
    let e = (iy >> 52 & 0x7ff) as i64;
    if e < 0x3ff {
        return 0;
    }
    if e > 0x3ff + 52 {
        return 2;
    }
    if iy & ((1u64 << (0x3ff + 52 - e)) - 1) != 0 {
        return 0;
    }
    if iy & (1u64 << (0x3ff + 52 - e)) != 0 {
        return 1;
    }
    2
}

fn zeroinfnan(i: u64) -> bool {
    (2u64.wrapping_mul(i)).wrapping_sub(1) >= (2 * f64::INFINITY.to_bits()).wrapping_sub(1)
}

/// glibc's `pow(x, y)`.
pub fn pow(x: f64, y: f64) -> f64 {
    let mut sign_bias = 0;
    let mut ix = x.to_bits();
    let iy = y.to_bits();
    let mut topx = top12(x);
    let topy = top12(y);
    if topx.wrapping_sub(0x001) >= 0x7ff - 0x001 || (topy & 0x7ff).wrapping_sub(0x3be) >= 0x43e - 0x3be {
        if zeroinfnan(iy) {
            if 2u64.wrapping_mul(iy) == 0 {
                return 1.0;
            }
            if ix == 1f64.to_bits() {
                return 1.0;
            }
            if 2u64.wrapping_mul(ix) > 2 * f64::INFINITY.to_bits() || 2u64.wrapping_mul(iy) > 2 * f64::INFINITY.to_bits() {
                return x + y;
            }
            if 2u64.wrapping_mul(ix) == 2 * 1f64.to_bits() {
                return 1.0;
            }
            if (2u64.wrapping_mul(ix) < 2 * 1f64.to_bits()) == (iy >> 63 == 0) {
                return 0.0;
            }
            return y * y;
        }
        if zeroinfnan(ix) {
            let mut x2 = x * x;
            if ix >> 63 != 0 && checkint(iy) == 1 {
                x2 = -x2;
            }
            return if iy >> 63 != 0 { 1.0 / x2 } else { x2 };
        }
        if ix >> 63 != 0 {
            let yint = checkint(iy);
            if yint == 0 {
                return f64::NAN;
            }
            if yint == 1 {
                sign_bias = SIGN_BIAS;
            }
            ix &= 0x7fff_ffff_ffff_ffff;
            topx &= 0x7ff;
        }
        if (topy & 0x7ff).wrapping_sub(0x3be) >= 0x43e - 0x3be {
            if ix == 1f64.to_bits() {
                return 1.0;
            }
            if (topy & 0x7ff) < 0x3be {
                return if ix > 1f64.to_bits() { 1.0 + y } else { 1.0 - y };
            }
            return if (ix > 1f64.to_bits()) == (topy < 0x800) { overflow(false) } else { underflow(false) };
        }
        if topx == 0 {
            ix = (d(ix) * d(0x4330000000000000)).to_bits(); // 0x1p52
            ix &= 0x7fff_ffff_ffff_ffff;
            ix = ix.wrapping_sub(52 << 52);
        }
    }
    let (hi, lo) = log_inline(ix);
    let ehi = y * hi;
    let elo = fma(y, lo, fma(y, hi, -ehi));
    exp_inline(ehi, elo, sign_bias)
}

#[cfg(test)]
mod tests {
    use super::pow;

    /// Values measured with CPython 3.12 / numpy 1.26.4 on glibc (x86-64 with FMA):
    /// where glibc's pow is not the correctly rounded cube, and where the `libm`
    /// crate's differs from it.
    #[test]
    fn glibc_values() {
        assert_eq!(pow(5.8, 3.0), 195.112);
        assert_eq!(pow(5.913259572260423, 3.0), 206.76681141014492);
        assert_eq!(pow(4.625232896441102, 3.0), 98.94658677890943);
        assert_eq!(pow(3.582638964627285, 3.0), 45.98425289192793);
        assert_eq!(pow(3.0, 3.0), 27.0);
        assert_eq!(pow(10.0, 3.0), 1000.0);
        assert_eq!(pow(-2.0, 3.0), -8.0);
        assert_eq!(pow(0.0, 2.0), 0.0);
        assert!(pow(f64::NAN, 2.0).is_nan());
        assert_eq!(pow(1e200, 2.0), f64::INFINITY);
        assert_eq!(pow(1e-200, 2.0), 0.0);
    }

    /// `exp` is glibc's natively (`f64::exp` calls it): equal on a million arguments of
    /// FDE-Bench 049's `exp(-distance / 1,271,000)` range and beyond.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn exp_is_glibcs() {
        let mut s = 4u64;
        for _ in 0..1_000_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let x = -700.0 + 1409.0 * ((s >> 11) as f64 / (1u64 << 53) as f64);
            let y = x / 128.0;
            assert_eq!(super::exp(x).to_bits(), x.exp().to_bits(), "exp({x:e})");
            assert_eq!(super::exp(y).to_bits(), y.exp().to_bits(), "exp({y:e})");
        }
        assert!(super::exp(f64::NAN).is_nan());
        assert_eq!(super::exp(f64::NEG_INFINITY), 0.0);
        assert_eq!(super::exp(f64::INFINITY), f64::INFINITY);
        assert_eq!(super::exp(1000.0), f64::INFINITY);
    }
}
