//! The Python stack a case's grader runs in ("the server"), and its sums (spec §5).
//!
//! FDE-Bench's case images pin CPython 3.12, pandas 2.3.2 and numpy 1.26.4
//! ([`Server::Py312`]), the only stack we reproduce. [`Server`] names it: every report
//! says so (`"server"`), and a `case.json` or a report naming another stack is refused
//! rather than graded (or read back) as this one.
//!
//! ```
//! use pysem::server::Server;
//! assert_eq!(Server::default(), Server::Py312);
//! assert_eq!(Server::parse("cpython-3.12 / pandas-2.3.2 / numpy-1.26.4"), Some(Server::Py312));
//! assert_eq!(Server::parse("cpython-3.11 / pandas-3.1.1 / numpy-2.3.3"), None);
//! ```

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The Python stack the benchmark's graders run in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Server {
    /// CPython 3.12, pandas 2.3.2, numpy 1.26.4: FDE-Bench's case images.
    #[default]
    Py312,
}

impl Server {
    /// Every stack we reproduce.
    pub const ALL: [Server; 1] = [Server::Py312];

    /// How reports and `case.json` name it.
    pub fn id(self) -> &'static str {
        match self {
            Server::Py312 => "cpython-3.12 / pandas-2.3.2 / numpy-1.26.4",
        }
    }

    /// Read a stack's name: its [`Server::id`], spaces around `/` optional.
    pub fn parse(s: &str) -> Option<Server> {
        let norm = |s: &str| s.split('/').map(str::trim).collect::<Vec<_>>().join("/");
        let s = norm(s);
        Server::ALL.into_iter().find(|v| norm(v.id()) == s)
    }

    /// True for the default stack (manifests leave it out).
    pub fn is_default(&self) -> bool {
        *self == Server::default()
    }
}

impl Serialize for Server {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Server {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Server::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("unknown server stack `{s}`")))
    }
}

/// Python's built-in `sum()` of floats as CPython 3.12 computes it: with Neumaier's
/// compensation, added at the end (when it is finite and not zero).
///
/// ```
/// use pysem::server::py_sum;
/// assert_eq!(py_sum([0.1; 10]), 1.0); // left to right: 0.9999999999999999
/// // Eight 2-decimal weights that make exactly a 7,125 kg capacity (spec §5):
/// let loads = [671.39, 1197.07, 699.01, 1186.17, 1169.18, 524.51, 1076.88, 600.79];
/// assert_eq!(py_sum(loads), 7125.0); // left to right: 7125.000000000001
/// ```
pub fn py_sum(xs: impl IntoIterator<Item = f64>) -> f64 {
    let mut s = PySum::default();
    for x in xs {
        s.add(x);
    }
    s.value()
}

/// [`py_sum`] one value at a time (for loops that also do other work per item).
#[derive(Debug, Clone, Copy, Default)]
pub struct PySum {
    started: bool,
    sum: f64,
    c: f64,
}

impl PySum {
    pub fn add(&mut self, x: f64) {
        if !self.started {
            // `sum()` starts from the int 0, and `0 + x` is x (-0.0 becomes 0.0).
            self.started = true;
            self.sum = 0.0 + x;
        } else {
            let (s, t) = (self.sum, self.sum + x);
            if s.abs() >= x.abs() {
                self.c += (s - t) + x;
            } else {
                self.c += (x - t) + s;
            }
            self.sum = t;
        }
    }

    pub fn value(&self) -> f64 {
        if self.c != 0.0 && self.c.is_finite() {
            self.sum + self.c
        } else {
            self.sum
        }
    }
}

/// numpy's `sum` of a contiguous float64 array (`np.add.reduce`): pairwise summation in
/// blocks of 128 with 8 accumulators, buffer by buffer of 8,192 elements, as numpy 1.26
/// does.
///
/// ```
/// use pysem::server::np_sum;
/// assert_eq!(np_sum(&[0.1; 10]), 1.0); // pairwise: (8 × 0.1 as a tree) + 0.1 + 0.1
/// assert_eq!(np_sum(&[0.1; 3]), 0.30000000000000004);
/// assert_eq!(np_sum(&[]), 0.0);
/// ```
pub fn np_sum(xs: &[f64]) -> f64 {
    // numpy's reduction runs over buffers of 8,192 elements: each one summed pairwise,
    // added in turn to an accumulator that starts at 0.0 (so `[-0.0]` sums to 0.0), as
    // numpy 1.26.4 does (checked by `peers/parity_vectors.py`).
    xs.chunks(8192).fold(0.0, |acc, chunk| acc + pairwise(chunk))
}

fn pairwise(a: &[f64]) -> f64 {
    let n = a.len();
    if n < 8 {
        let mut res = 0.0; // numpy's `res = 0.`: also what turns a lone -0.0 into 0.0
        for &x in a {
            res += x;
        }
        res
    } else if n <= 128 {
        let mut r = [0.0; 8];
        r.copy_from_slice(&a[..8]);
        let mut i = 8;
        while i < n - n % 8 {
            for j in 0..8 {
                r[j] += a[i + j];
            }
            i += 8;
        }
        let mut res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        while i < n {
            res += a[i];
            i += 1;
        }
        res
    } else {
        let mut n2 = n / 2;
        n2 -= n2 % 8;
        pairwise(&a[..n2]) + pairwise(&a[n2..])
    }
}
