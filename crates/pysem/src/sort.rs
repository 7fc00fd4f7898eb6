//! Sorting with one copy of the code in WebAssembly.
//!
//! The standard library's sorts are generic over the element type and the comparator:
//! every call site gets its own copy of driftsort or ipnsort (several KB each), which
//! made 13 copies and about 50 KB of the site's `.wasm` before optimisation. Here,
//! natively, each function is the standard sort it names (fast, as the benchmarks
//! measure); on `wasm32` every call goes to one merge sort of `u32` indices with a
//! `dyn` comparator, then the permutation is applied in place with swaps (a few
//! instructions per element type).
//!
//! Results are identical on both: [`by`] is stable everywhere, and the `unstable_*`
//! functions (stable on wasm) are only used where equal elements cannot be told apart
//! or their order does not reach any output (each call site says why).
//!
//! ```
//! let mut v = vec![(2, 'a'), (1, 'b'), (2, 'c'), (0, 'd')];
//! pysem::sort::by(&mut v, |x, y| x.0.cmp(&y.0));
//! assert_eq!(v, [(0, 'd'), (1, 'b'), (2, 'a'), (2, 'c')]);
//! ```

use core::cmp::Ordering;

/// Sort `v` stably by `cmp` (`slice::sort_by`).
#[inline]
pub fn by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], cmp: F) {
    #[cfg(target_arch = "wasm32")]
    compact(v, &mut { cmp });
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_by(cmp);
}

/// Sort `v` by `cmp`, equal elements in any order (`slice::sort_unstable_by`; on wasm
/// the stable sort). Only for orders where that cannot change a result.
#[inline]
pub fn unstable_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], cmp: F) {
    #[cfg(target_arch = "wasm32")]
    compact(v, &mut { cmp });
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_unstable_by(cmp);
}

/// [`unstable_by`] comparing `key`s.
#[inline]
pub fn unstable_by_key<T, K: Ord, F: FnMut(&T) -> K>(v: &mut [T], key: F) {
    #[cfg(target_arch = "wasm32")]
    {
        let mut key = key;
        compact(v, &mut |a: &T, b: &T| key(a).cmp(&key(b)));
    }
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_unstable_by_key(key);
}

/// [`unstable_by`] in the natural order (`slice::sort_unstable`).
#[inline]
pub fn unstable<T: Ord>(v: &mut [T]) {
    unstable_by(v, T::cmp)
}

/// The wasm sort, compiled everywhere so that native tests check it against the
/// standard library: a stable sort of `v` by `cmp`.
pub fn compact<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let mut perm = {
        let v: &[T] = v;
        merge_sort_indices(v.len(), &mut |a, b| cmp(&v[a as usize], &v[b as usize]))
    };
    apply(v, &mut perm);
}

/// Indices `0..n` sorted stably by `cmp`: bottom-up merge sort, insertion-sorted runs
/// of 8 first. Not generic: one copy in the binary.
fn merge_sort_indices(n: usize, cmp: &mut dyn FnMut(u32, u32) -> Ordering) -> Vec<u32> {
    let mut a: Vec<u32> = (0..n as u32).collect();
    const RUN: usize = 8;
    for lo in (0..n).step_by(RUN) {
        let hi = (lo + RUN).min(n);
        for i in lo + 1..hi {
            let mut j = i;
            while j > lo && cmp(a[j], a[j - 1]) == Ordering::Less {
                a.swap(j, j - 1);
                j -= 1;
            }
        }
    }
    let mut b = vec![0u32; n];
    let mut width = RUN;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                // Take from the right run only when strictly smaller: stable.
                if j < hi && (i == mid || cmp(a[j], a[i]) == Ordering::Less) {
                    *slot = a[j];
                    j += 1;
                } else {
                    *slot = a[i];
                    i += 1;
                }
            }
            lo = hi;
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    a
}

/// Reorder `v` so that the new `v[i]` is the old `v[perm[i]]`, by following each cycle
/// of the permutation with swaps (`perm` is used up).
fn apply<T>(v: &mut [T], perm: &mut [u32]) {
    for start in 0..v.len() {
        let mut cur = start;
        loop {
            let next = perm[cur] as usize;
            perm[cur] = cur as u32;
            if next == start || next == cur {
                break;
            }
            v.swap(cur, next);
            cur = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no dependency).
    fn lcg(seed: &mut u64) -> u64 {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        *seed >> 33
    }

    #[test]
    fn compact_equals_the_standard_stable_sort() {
        let mut seed = 7;
        for n in (0..70).chain([255, 256, 257, 1000, 4099]) {
            for spread in [1u64, 3, 50, 1 << 30] {
                // (key, original position): ties are frequent with a small spread and
                // stability is visible in the second field.
                let v: Vec<(u64, usize)> = (0..n).map(|i| (lcg(&mut seed) % spread, i)).collect();
                let mut want = v.clone();
                want.sort_by_key(|a| a.0);
                let mut got = v.clone();
                compact(&mut got, &mut |a, b| a.0.cmp(&b.0));
                assert_eq!(got, want, "n = {n}, spread = {spread}");
                let mut down = v.clone();
                compact(&mut down, &mut |a, b| b.0.cmp(&a.0));
                want.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
                assert_eq!(down, want, "descending, n = {n}, spread = {spread}");
            }
        }
    }

    #[test]
    fn compact_sorts_floats_by_total_order_and_strings() {
        let mut v = vec![2.5, -0.0, f64::NAN, 0.0, -1.0, f64::INFINITY, 1e-300];
        compact(&mut v, &mut |a: &f64, b: &f64| a.total_cmp(b));
        let bits: Vec<u64> = v.iter().map(|x| x.to_bits()).collect();
        let mut want = [2.5, -0.0, f64::NAN, 0.0, -1.0, f64::INFINITY, 1e-300];
        want.sort_by(|a, b| a.total_cmp(b));
        assert_eq!(bits, want.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
        let mut s: Vec<String> = ["S10", "S2", "S1", "", "S2"].iter().map(|x| x.to_string()).collect();
        compact(&mut s, &mut |a: &String, b: &String| a.cmp(b));
        assert_eq!(s, ["", "S1", "S10", "S2", "S2"]);
    }

    #[test]
    fn apply_moves_non_copy_values_along_every_cycle() {
        let mut seed = 3;
        for n in [1usize, 2, 3, 10, 97] {
            let mut perm: Vec<u32> = (0..n as u32).collect();
            for i in (1..n).rev() {
                perm.swap(i, lcg(&mut seed) as usize % (i + 1));
            }
            let old: Vec<String> = (0..n).map(|i| format!("v{i}")).collect();
            let mut v = old.clone();
            apply(&mut v, &mut perm.clone());
            let want: Vec<String> = perm.iter().map(|&p| old[p as usize].clone()).collect();
            assert_eq!(v, want);
        }
    }
}
