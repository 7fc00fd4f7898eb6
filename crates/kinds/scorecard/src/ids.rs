//! Checks 6–7 of spec §2 on `customer_id`: no id twice (`duplicated()`); every test-set
//! id present (`set(truth.astype(str)) - set(pred.astype(str))`). Extra rows (ids not in
//! the test set) are ignored, with a warning.
//!
//! `duplicated()` compares ids as pandas holds them ([`IdKey`], after [`super::dtype`]):
//! in a column of numbers `007` is 7 and `1001.0` is 1001; in a column with any text
//! every id is text as written, so ` C0003` is not `C0003`; two missing ids are
//! duplicates. The test set is then matched, under pandas 2.3.2 (the server), by the
//! `astype(str)` texts ([`super::dtype::astype_str`]): int64 `1001` and the text `1001`
//! match, float64 `1001.0` (a column with a missing or decimal id) matches no int64 id,
//! a missing id (`'nan'`) matches a missing test-set id; the scores are the rows of
//! `truth.merge(pred, on="customer_id", how="left")` (a repeated test-set id counts
//! twice). Messages show ids as written.

use crate::diagnostic::codes;
use crate::IdPlace;
use std::borrow::Cow;
use std::collections::HashMap;

use crate::diagnostic::{Category, Diagnostic, Location};

use super::checks::{warning, Check, Findings};
use super::dtype::{astype_str, Dtype, IdKey};
use super::key::{Key, KeyMode};
use super::number::{integer, is_na};
use super::predictions::{Row, Submission, ID};
use super::truth::{FastMap, Truth};

/// Test-set rows a thread looks up at a time.
const PROBE_CHUNK: usize = 1 << 16;

/// What the id checks found out.
pub(crate) struct Matching {
    /// The server's `truth.merge(pred, on="customer_id", how="left")`: (truth position,
    /// submission row) in the merged frame's order: ids match as `astype(str)` texts and
    /// a test-set row takes every submission row with its text (pandas' left-merge order).
    pub pairs: Vec<(usize, usize)>,
    /// Rows whose id is not a test-set id.
    pub n_extra_rows: usize,
}

/// An id as written, for messages: in backticks when spaces around it would otherwise
/// be invisible.
pub(crate) fn shown_id(id: &str) -> String {
    if id.is_empty() || id.trim() != id {
        format!("`{id}`")
    } else {
        id.to_string()
    }
}

/// Run the id checks. `None` when the `customer_id` column is missing.
pub(crate) fn check(truth: &Truth, sub: &Submission, file: &str, findings: &mut Findings) -> Option<Matching> {
    let column = sub.id_column?;
    let at = |line: usize| Location::file(file).line(line).column(column).field(ID);
    let n = sub.rows.len();
    let mode = KeyMode::of(&sub.id_type);
    // `astype(str)` of each id, what the test set is matched by.
    let strs: Vec<Cow<str>> = sub.rows.iter().enumerate().map(|(k, r)| mode.astype_str(r.id, sub.id_type.at(k))).collect();
    let mut is_first = vec![false; n];
    let (mut duplicates, mut missing_ids) = (Vec::new(), Vec::new());
    let mut duplicate_of = |first: usize, k: usize| {
        let r = &sub.rows[k];
        let id_key = IdKey::read(r.id, sub.id_type.at(k));
        duplicates.push(duplicate(&sub.rows[first], r, &id_key).at(at(r.line).id(id_of(r))));
    };
    // Each text's first and last row, the rows of a text chained in file order (no `Vec`
    // per text). Looked up once per test-set row (a million, for a big key): the fast hash.
    let mut have: FastMap<&str, (usize, usize)> = FastMap::with_capacity_and_hasher(n, Default::default());
    let mut next = vec![usize::MAX; n];
    // In a column of text or of int64, `duplicated()`'s values are equal exactly when
    // their texts are (a missing id is `'nan'`, which no other id's text is): one map.
    let one_map = mode != KeyMode::Any;
    for (k, s) in strs.iter().enumerate() {
        match have.entry(s.as_ref()) {
            std::collections::hash_map::Entry::Occupied(mut e) => {
                if one_map {
                    duplicate_of(e.get().0, k);
                }
                next[e.get().1] = k;
                e.get_mut().1 = k;
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert((k, k));
                is_first[k] |= one_map;
            }
        }
    }
    if !one_map {
        // `duplicated()` compares the values pandas holds.
        let keys: Vec<Key> = sub.rows.iter().enumerate().map(|(k, r)| mode.key(r.id, sub.id_type.at(k))).collect();
        let mut first_row: FastMap<&Key, usize> = FastMap::with_capacity_and_hasher(n, Default::default());
        for (k, key) in keys.iter().enumerate() {
            match first_row.get(key) {
                Some(&first) => duplicate_of(first, k),
                None => {
                    first_row.insert(key, k);
                    is_first[k] = true;
                }
            }
        }
    }
    for (k, r) in sub.rows.iter().enumerate() {
        let missing = if one_map { strs[k] == "nan" } else { mode.key(r.id, sub.id_type.at(k)) == Key::Missing };
        if missing {
            missing_ids.push(missing_id(r, sub.id_column, file));
        }
    }
    findings.warn(missing_ids);
    findings.fail(Check::DuplicateId, duplicates);

    // Which test-set rows each submission row matches, and which test-set ids none does:
    // `set(truth.astype(str)) - set(pred.astype(str))`, then the merge on those texts.
    // The test set's rows looked up in chunks (side by side on the CLI's build), each
    // chunk's pairs in row order, joined in chunk order: the merge's order.
    let chunks: Vec<(usize, usize)> = (0..truth.len()).step_by(PROBE_CHUNK).map(|lo| (lo, (lo + PROBE_CHUNK).min(truth.len()))).collect();
    let found = crate::par::map(&chunks, |&(lo, hi)| {
        let (mut pairs, mut missing) = (Vec::with_capacity(hi - lo), Vec::new());
        for t in lo..hi {
            let s = truth.str_key(t);
            match have.get(s) {
                Some(&(first, _)) => {
                    let mut k = first;
                    while k != usize::MAX {
                        pairs.push((t, k));
                        k = next[k];
                    }
                }
                // `need - have` is a set: one report per missing text, at its first row.
                None if truth.first_with_str(s) == Some(t) => missing.push(t),
                None => {}
            }
        }
        (pairs, missing)
    });
    let mut pairs = Vec::with_capacity(truth.len());
    let mut missing_truth = Vec::new();
    for (p, m) in found {
        pairs.extend(p);
        missing_truth.extend(m);
    }
    // A row is in the test set when some test-set row takes it in the merge.
    let mut in_truth = vec![false; n];
    for &(_, k) in &pairs {
        in_truth[k] = true;
    }
    drop(have);
    drop(next);
    let extra: Vec<&Row> = sub.rows.iter().enumerate().filter(|&(k, _)| is_first[k] && !in_truth[k]).map(|(_, r)| r).collect();

    let n_missing = missing_truth.len();
    let loose = |s: &str| s.trim().to_ascii_uppercase();
    let mut near: HashMap<String, &Row> = HashMap::new();
    if n_missing > 0 {
        for r in &extra {
            if let Some(id) = r.id {
                near.entry(loose(id)).or_insert(r);
            }
        }
    }
    let n_need = truth.n_distinct_str();
    // Built only while listed (a test set of a million ids against a few rows).
    let missing = missing_truth.iter().map(|&t| {
        let id = truth.id(t);
        // A row that is this id written differently (spaces, case) says where.
        let close = near.get(&loose(id));
        let (why, mut loc) = match close {
            Some(r) => (
                format!("; line {} has {}, which pandas does not match to it (ids must be written exactly)", r.line, written(r)),
                Location::file(file).line(r.line).column(column),
            ),
            None => (String::new(), Location::file(file)),
        };
        loc = loc.field(ID).id(id);
        Diagnostic::new(
            codes::SCORECARD_MISSING_ID,
            Category::Fatal,
            format!("customer {} of the test set has no row in {file}{why}", shown_id(id)),
        )
        .at(loc)
        .hint(format!("Predict every test-set customer ({n_missing} of {n_need} are missing)."))
    });
    findings.fail_one_code(Check::MissingId, missing);
    if n_missing > 0 {
        findings.warn(float_ids(truth, sub, file).into_iter().collect());
    }

    // Repeats of an extra id were counted as duplicates; count rows, as pandas would.
    let n_extra_rows = in_truth.iter().filter(|&&t| !t).count();
    if let Some(first) = extra.first() {
        let examples: Vec<String> = extra.iter().take(5).map(|r| format!("{} on line {}", written(r), r.line)).collect();
        findings.warn(vec![warning(
            codes::SCORECARD_EXTRA_ROWS,
            format!(
                "{n_extra_rows} row(s) have a customer_id that is not in the test set and are ignored (e.g. {})",
                examples.join(", ")
            ),
        )
        .at(at(first.line))
        .hint("Extra rows do not change the score; check they are not test-set customers written differently (spaces around an id, another case, or text where the test set has numbers).")]);
    }
    Some(Matching { pairs, n_extra_rows })
}

/// The id of a row as written, for a location (`""` when the row has none).
fn id_of<'t>(r: &Row<'t>) -> &'t str {
    r.id.unwrap_or("")
}

/// The id of a row as written, for a message.
fn written(r: &Row) -> String {
    match r.id {
        None => "(no customer_id field)".to_string(),
        Some("") => "(empty)".to_string(),
        Some(id) => shown_id(id),
    }
}

/// A row whose `customer_id` pandas reads as missing (NaN).
fn missing_id(r: &Row, column: Option<usize>, file: &str) -> Diagnostic {
    let message = match r.id {
        None => {
            format!("line {} has no `{ID}`: the row has only {} field(s), and pandas fills the missing ones with NaN", r.line, r.n_fields)
        }
        Some("") => format!("`{ID}` is empty on line {}", r.line),
        Some(id) => format!("`{ID}` on line {} is `{id}`, which pandas reads as a missing value", r.line),
    };
    let mut at = Location::file(file).line(r.line).field(ID);
    if let Some(c) = column {
        at = at.column(c);
    }
    warning(codes::SCORECARD_EMPTY_ID, message).at(at).hint("A row without a customer id cannot be matched to anyone.")
}

/// `r` repeats the id of `first`.
fn duplicate(first: &Row, r: &Row, key: &IdKey) -> Diagnostic {
    let message = match key {
        IdKey::Missing => format!(
            "`{ID}` is missing again on line {} (first on line {}); pandas' duplicated() counts every missing id after the first",
            r.line, first.line
        ),
        _ if first.id == r.id => format!("customer {} appears again on line {} (first on line {})", written(r), r.line, first.line),
        _ => format!(
            "customer {} on line {} is the same id as {} on line {}: pandas reads both as the number {}",
            written(r),
            r.line,
            written(first),
            first.line,
            number(key)
        ),
    };
    Diagnostic::new(codes::SCORECARD_DUPLICATE_ID, Category::Fatal, message)
        .hint("Keep one row per customer, e.g. df.drop_duplicates(\"customer_id\").")
}

/// A numeric key as Python prints it.
fn number(key: &IdKey) -> String {
    match key {
        IdKey::Int(s) => s.clone(),
        IdKey::Float(bits) => crate::float::shortest(f64::from_bits(*bits)),
        IdKey::Str(s) => s.clone(),
        IdKey::Missing => "NaN".to_string(),
    }
}

/// pandas 2.3.2: test-set ids missing because the submission's ids are read as
/// decimals (float64: a missing or decimal id in the column) while the test set's are
/// integers: `astype(str)` makes `101.0` of `101`, which the test set's `101` is not.
fn float_ids(truth: &Truth, sub: &Submission, file: &str) -> Option<Diagnostic> {
    if !(truth.id_type().all_int() && sub.id_type.has_float() && !sub.id_type.has_text()) {
        return None;
    }
    let k = sub
        .rows
        .iter()
        .enumerate()
        .position(|(k, r)| sub.id_type.at(k) == Dtype::Float && r.id.is_none_or(|id| is_na(id) || integer(id).is_none()))?;
    let culprit = &sub.rows[k];
    let why = match culprit.id {
        Some(id) if !is_na(id) => format!("{} on line {} is not a whole number", written(culprit), culprit.line),
        _ => format!("line {} has no customer_id ({})", culprit.line, written(culprit)),
    };
    let example = sub
        .rows
        .iter()
        .enumerate()
        .find(|&(k, r)| sub.id_type.at(k) == Dtype::Float && r.id.is_some_and(|id| integer(id).is_some()))
        .map(|(k, r)| (astype_str(r.id, sub.id_type.at(k)), r));
    let shown = match example {
        Some((s, r)) => format!(", so {} on line {} becomes `{s}`", written(r), r.line),
        None => String::new(),
    };
    Some(
        warning(
            codes::SCORECARD_ID_READ_AS_DECIMAL,
            format!(
                "pandas reads the `{ID}` column of {file} as decimals because {why}; the server compares ids as text (`astype(str)`){shown}, which no test-set id (e.g. {}) equals",
                shown_id(truth.id(0))
            ),
        )
        .at(Location::file(file).line(culprit.line).field(ID))
        .hint("Give every row a whole-number customer_id (no empty or NA ids, no decimals)."),
    )
}
