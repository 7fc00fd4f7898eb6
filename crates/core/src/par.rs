//! Work spread over the machine's cores, where the build allows it.
//!
//! With the `parallel` feature (the CLI's build) [`map`] runs on rayon's pool, which
//! the CLI also grades its plans on (nested work shares the same threads). Without it
//! (the site's WebAssembly, which has one thread) it is a plain loop. The results come
//! back in the input's order either way, so a caller that merges them in that order
//! computes the same thing on every build.
//!
//! ```
//! let squares = grade_core::par::map(&[1, 2, 3], |&x| x * x);
//! assert_eq!(squares, [1, 4, 9]);
//! ```

/// `f` applied to every item, results in the items' order.
pub fn map<I: Sync, T: Send>(items: &[I], f: impl Fn(&I) -> T + Sync + Send) -> Vec<T> {
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        items.par_iter().map(f).collect()
    }
    #[cfg(not(feature = "parallel"))]
    {
        items.iter().map(f).collect()
    }
}

/// `a()` and `b()`, side by side where the build allows it (rayon's `join`), else one
/// after the other.
pub fn join<A: Send, B: Send>(a: impl FnOnce() -> A + Send, b: impl FnOnce() -> B + Send) -> (A, B) {
    #[cfg(feature = "parallel")]
    {
        rayon::join(a, b)
    }
    #[cfg(not(feature = "parallel"))]
    {
        (a(), b())
    }
}

/// How many items [`map`] works on at once: the pool's threads, or 1.
pub fn threads() -> usize {
    #[cfg(feature = "parallel")]
    {
        rayon::current_num_threads()
    }
    #[cfg(not(feature = "parallel"))]
    {
        1
    }
}
