//! The case as read: its stores (their codes indexed), the depot and the parameters.

use super::*;

/// One row of `customers.csv`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Store {
    /// Code, trimmed, compared as a string.
    pub code: String,
    /// kg (0 for the depot).
    pub weight: f64,
    pub lon: f64,
    pub lat: f64,
    /// 1-based line in `customers.csv`.
    pub line: usize,
}

impl Store {
    pub fn point(&self) -> Point {
        [self.lon, self.lat]
    }
}

/// Store codes to indices into `stores`. A code of up to 15 bytes (every real one) is
/// keyed by one `u128`, its bytes and its length: validation looks up every stop, and
/// this hashes and compares two words where a map of byte strings follows a pointer
/// and calls `memcmp` (15% of grading a routing-city plan, in wall time, went there).
/// Longer codes are kept sorted and found by binary search (one map type, not two, in
/// the `.wasm`).
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct CodeIndex {
    short: FastMap<u128, usize>,
    /// (code, index), sorted by code, one per code.
    long: Vec<(Box<[u8]>, usize)>,
}

impl CodeIndex {
    /// The index of `codes` (a later row with the same code wins, like a dict).
    fn new<'a>(codes: impl Iterator<Item = &'a [u8]>) -> CodeIndex {
        let mut index = CodeIndex::default();
        for (i, code) in codes.enumerate() {
            match CodeIndex::short_key(code) {
                Some(k) => drop(index.short.insert(k, i)),
                None => index.long.push((code.into(), i)),
            }
        }
        // Stable by code, so the last row of a code comes last among its equals.
        crate::sort::by(&mut index.long, |a, b| a.0.cmp(&b.0));
        let long = std::mem::take(&mut index.long);
        for (code, i) in long {
            match index.long.last_mut() {
                Some(last) if last.0 == code => last.1 = i,
                _ => index.long.push((code, i)),
            }
        }
        index
    }

    /// The code's bytes, little-endian, and its length in the top byte. Read as
    /// (overlapping) words in registers: copied into a buffer and read back as words it
    /// stalled every lookup (a store-to-load forwarding failure: `perf` put most of
    /// `validate`'s samples, a fifth of grading a plan, on the loads after the copy).
    #[inline]
    pub(super) fn short_key(code: &[u8]) -> Option<u128> {
        let n = code.len();
        let le64 = |b: &[u8]| <[u8; 8]>::try_from(b).map_or(0, u64::from_le_bytes);
        let le32 = |b: &[u8]| <[u8; 4]>::try_from(b).map_or(0, |w| u64::from(u32::from_le_bytes(w)));
        let (lo, hi) = match n {
            16.. => return None,
            // The last 8 bytes' top n − 8 are bytes 8..n.
            8.. => (le64(&code[..8]), le64(&code[n - 8..]).checked_shr(8 * (16 - n) as u32).unwrap_or(0)),
            4.. => (le32(&code[..4]) | (le32(&code[n - 4..]) >> (8 * (8 - n))) << 32, 0),
            1.. => (u64::from(code[0]) | u64::from(code[n / 2]) << (8 * (n / 2)) | u64::from(code[n - 1]) << (8 * (n - 1)), 0),
            0 => (0, 0),
        };
        Some(u128::from(hi | (n as u64) << 56) << 64 | u128::from(lo))
    }

    #[inline]
    fn get(&self, code: &[u8]) -> Option<usize> {
        match CodeIndex::short_key(code) {
            Some(k) => self.short.get(&k).copied(),
            None => self.long.binary_search_by(|e| (*e.0).cmp(code)).ok().map(|at| self.long[at].1),
        }
    }

    fn len(&self) -> usize {
        self.short.len() + self.long.len()
    }
}

/// A routing case: depot, stores, parameters. Built once, graded against many times.
#[derive(Debug, Clone, PartialEq)]
pub struct RoutingCase {
    pub depot: Store,
    /// Every row with a weight, in file order.
    pub stores: Vec<Store>,
    pub params: RoutingParams,
    /// Code → index into `stores` (last row wins for a duplicated code, like a dict).
    /// A fast hash: the keys are the case's own codes (a submitted code is only looked up).
    /// Keyed by bytes, so a [`StoreCode`] is looked up without re-checking its UTF-8.
    index: CodeIndex,
    /// For each distinct code in file order: its first row, and its index (last row).
    first_rows: Vec<(usize, usize)>,
    /// Positions of `stores`, for the geometry.
    pub points: Vec<Point>,
    /// `cos(radians(lat))` of each store ([`geometry::cos_lat`]), for the route times.
    cos_lats: Vec<f64>,
    /// Store indices sorted by (lon, lat, index) ([`f64::total_cmp`] on each): every
    /// route's hull sort, read off in one pass.
    by_lon_lat: Vec<u32>,
    /// Whether two stores are at the same point ([`geometry::shares_points`]).
    shared_points: bool,
    /// Whether every store's coordinates are in the error model
    /// ([`crate::index::safe_coordinate`]).
    safe_points: bool,
    /// The stores' codes as reports carry them (one copy each, cloned without
    /// allocating), and the depot's.
    codes: Vec<StoreCode>,
    depot_code: StoreCode,
    /// Problems found in the case data that did not stop reading it.
    pub warnings: Vec<Diagnostic>,
}

/// Whether every coordinate of `points` is in the error model.
pub(super) fn all_safe(points: &[Point]) -> bool {
    points.iter().all(|p| crate::index::safe_coordinate(p[0]) & crate::index::safe_coordinate(p[1]))
}

impl RoutingCase {
    /// Build a case from stores directly (tests, generators, the site's dragging).
    pub fn new(depot: Store, stores: Vec<Store>, params: RoutingParams) -> Self {
        let index = CodeIndex::new(stores.iter().map(|s| s.code.as_bytes()));
        let points: Vec<Point> = stores.iter().map(Store::point).collect();
        let cos_lats = points.iter().map(|&p| geometry::cos_lat(p)).collect();
        let by_lon_lat = geometry::lon_lat_order(&points);
        let shared_points = geometry::shares_points(&points, &by_lon_lat);
        let safe_points = all_safe(&points);
        let first_rows = if index.len() == stores.len() {
            // Every code distinct (the usual case): each row is its code's first and last.
            (0..stores.len()).map(|i| (i, i)).collect()
        } else {
            let mut first_rows = Vec::with_capacity(index.len());
            let mut done = vec![false; stores.len()];
            for (row, s) in stores.iter().enumerate() {
                let i = index.get(s.code.as_bytes()).unwrap_or(row);
                if !done[i] {
                    done[i] = true;
                    first_rows.push((row, i));
                }
            }
            first_rows
        };
        let codes = stores.iter().map(|s| StoreCode::from(&s.code)).collect();
        let depot_code = StoreCode::from(&depot.code);
        RoutingCase {
            depot,
            stores,
            params,
            index,
            first_rows,
            points,
            cos_lats,
            by_lon_lat,
            shared_points,
            safe_points,
            codes,
            depot_code,
            warnings: Vec::new(),
        }
    }

    /// Index of a store by code (already trimmed).
    pub fn store_index(&self, code: &str) -> Option<usize> {
        self.store_index_bytes(code.as_bytes())
    }

    /// [`Self::store_index`] of a code's bytes (validation looks every stop up).
    #[inline]
    pub fn store_index_bytes(&self, code: &[u8]) -> Option<usize> {
        self.index.get(code)
    }

    /// The code of store `i` as reports carry it (`stores[i].code`).
    pub fn code(&self, i: usize) -> &StoreCode {
        &self.codes[i]
    }

    /// `cos(radians(lat))` of store `i`, computed once with the case.
    #[inline]
    pub fn cos_lat(&self, i: usize) -> f64 {
        self.cos_lats[i]
    }

    /// Store indices sorted by (lon, lat, index), as [`f64::total_cmp`] orders each.
    pub fn by_lon_lat(&self) -> &[u32] {
        &self.by_lon_lat
    }

    /// Whether two stores are at the same point (bit for bit).
    pub fn shares_points(&self) -> bool {
        self.shared_points
    }

    /// Whether every store's coordinates are in the error model
    /// ([`crate::index::safe_coordinate`]): a plan's frame is then made of its routes'
    /// boxes, without a test per stop.
    pub fn safe_points(&self) -> bool {
        self.safe_points
    }

    /// The depot's code as reports carry it (`depot.code`).
    pub fn depot_code(&self) -> &StoreCode {
        &self.depot_code
    }

    /// For each distinct store code, in file order: (first row with it, [`Self::store_index`]).
    pub fn first_rows(&self) -> &[(usize, usize)] {
        &self.first_rows
    }

    /// Number of distinct store codes (what "every store served" means).
    pub fn distinct_stores(&self) -> usize {
        self.index.len()
    }

    /// Move a store (the explainer's dragging): positions only, codes unchanged.
    pub fn set_store_point(&mut self, store: usize, p: Point) {
        if let Some(s) = self.stores.get_mut(store) {
            s.lon = p[0];
            s.lat = p[1];
            self.points[store] = p;
            self.cos_lats[store] = geometry::cos_lat(p);
            // Moved within the order: out at its old place, in at its new one.
            if let Some(at) = self.by_lon_lat.iter().position(|&i| i as usize == store) {
                self.by_lon_lat.remove(at);
            }
            let pts = &self.points;
            let at = self.by_lon_lat.partition_point(|&i| geometry::lon_lat_less(pts, i as usize, store));
            self.by_lon_lat.insert(at, store as u32);
            self.shared_points = geometry::shares_points(pts, &self.by_lon_lat);
            self.safe_points = all_safe(pts);
        }
    }

    /// Total weight of all stores, kg.
    pub fn total_weight(&self) -> f64 {
        self.stores.iter().map(|s| s.weight).sum()
    }
}
