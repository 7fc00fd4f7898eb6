//! The case's rules in the evaluator's order: unknown ids (schema), completeness and
//! duplicates, then the roll-size switches and the front-width prefix (constraint);
//! then, on a valid sequence, the metrics its penalty counts.

use std::collections::{BTreeSet, HashMap};

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::py_str_repr;

use super::data::{Coil, Coils};
use super::read::Item;

/// Where the checks stopped: the server's messages and our diagnostics.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// `{"schema": [...]}`: ids the work plan does not have.
    Schema(String, Vec<Diagnostic>),
    /// `{"constraint": [...]}`.
    Constraint(Vec<String>, Vec<Diagnostic>),
    /// Every hard rule holds.
    Valid(Metrics),
}

/// What the penalty counts on a valid sequence, and where each transition breaks a
/// rule (for the figure).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Metrics {
    pub grade_violations: usize,
    pub thickness_violations: usize,
    pub width_violations: usize,
    pub width_increases: usize,
    pub grade_groups: usize,
    /// Per position from 1: whether the step from the coil before breaks a linkage,
    /// thickness or width rule, and whether the width rises.
    pub jumps: Vec<bool>,
    pub rises: Vec<bool>,
}

impl Metrics {
    pub fn total(&self) -> usize {
        self.grade_violations + self.thickness_violations + self.width_violations
    }
    /// `10⁴ × rule jumps + 100 × width rises + grade groups`.
    pub fn penalty(&self) -> i64 {
        (self.total() * 10_000 + self.width_increases * 100 + self.grade_groups) as i64
    }
}

/// A Python set's listing `list(s)[:5]`: its order follows string hashes, which Python
/// randomises per process, so we list the five smallest (one listing it can print).
fn listing<'a>(ids: impl IntoIterator<Item = &'a str>) -> String {
    let set: BTreeSet<&str> = ids.into_iter().collect();
    let shown: Vec<String> = set.into_iter().take(5).map(py_str_repr).collect();
    format!("[{}]", shown.join(", "))
}

/// Categories that may sit next to any other, but for the one forbidden pair.
const TRANSITION: [&str; 2] = ["CATEGORY_002", "CATEGORY_004"];
const FORBIDDEN: (&str, &str) = ("CATEGORY_001", "CATEGORY_004");

fn linkage_ok(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    if (a, b) == FORBIDDEN || (b, a) == FORBIDDEN {
        return false;
    }
    TRANSITION.contains(&a) || TRANSITION.contains(&b)
}

/// Python's `max(a, b)`: `b` only when it is greater (NaN keeps `a`).
fn py_max(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

fn thickness_jump(p: &Coil, c: &Coil) -> bool {
    let jump = (p.thickness - c.thickness).abs();
    let t = py_max(p.thickness, c.thickness);
    if (0.60..1.20).contains(&t) {
        jump > 0.250
    } else if (1.20..1.60).contains(&t) {
        jump > 0.350
    } else if t >= 1.60 {
        jump > if p.category == c.category { 0.500 } else { 0.300 }
    } else {
        false
    }
}

/// Width-change limits by the first coil's thickness band and trim (`W` trimmed).
const WIDTH_LIMITS: [(f64, f64, bool, f64); 7] = [
    (0.30, 0.60, false, 180.0),
    (0.60, 0.80, true, 165.0),
    (0.60, 0.80, false, 250.0),
    (0.80, 1.00, true, 200.0),
    (0.80, 1.00, false, 260.0),
    (1.00, 2.50, true, 250.0),
    (1.00, 2.50, false, 260.0),
];

fn width_jump(p: &Coil, c: &Coil) -> bool {
    let jump = (p.width - c.width).abs();
    let trimmed = p.trim == "切边";
    WIDTH_LIMITS
        .iter()
        .find(|(lo, hi, w, _)| *lo <= p.thickness && p.thickness < *hi && *w == trimmed)
        .is_some_and(|(_, _, _, max)| jump > *max)
}

/// The rules the step from `p` to `c` breaks: (linkage, thickness, width); each counts
/// 10⁴ in the penalty.
pub fn step_rules(p: &Coil, c: &Coil) -> (bool, bool, bool) {
    (!linkage_ok(&p.category, &c.category), thickness_jump(p, c), width_jump(p, c))
}

pub fn metrics(cl: &[&Coil]) -> Metrics {
    let mut m = Metrics { grade_groups: 1, jumps: vec![false], rises: vec![false], ..Metrics::default() };
    for w in cl.windows(2) {
        let (p, c) = (w[0], w[1]);
        let (g, t, wd) = step_rules(p, c);
        let rise = c.width > p.width;
        m.grade_violations += usize::from(g);
        m.thickness_violations += usize::from(t);
        m.width_violations += usize::from(wd);
        m.width_increases += usize::from(rise);
        m.grade_groups += usize::from(c.grade != p.grade);
        m.jumps.push(g || t || wd);
        m.rises.push(rise);
    }
    m
}

fn roll(small: bool) -> &'static str {
    if small {
        "small"
    } else {
        "large"
    }
}

pub fn check(coils: &Coils, seq: &[Item], file: &str) -> Verdict {
    let loc = |i: usize, it: &Item| {
        Location::file(file).line(it.line).column(it.column).field("sequence").index("position", i).name("coil", it.id.clone())
    };
    let index = coils.index();
    let unknown: Vec<(usize, &Item)> = seq.iter().enumerate().filter(|(_, it)| !index.contains_key(it.id.as_str())).collect();
    if !unknown.is_empty() {
        let message = format!("unknown material numbers: {}", listing(unknown.iter().map(|(_, it)| it.id.as_str())));
        let ds = unknown
            .iter()
            .map(|&(i, it)| {
                let m = format!("`sequence[{i}]` is {}, which is not a coil of the work plan", py_str_repr(&it.id));
                Diagnostic::new(codes::COIL_UNKNOWN, Category::Schema, m).at(loc(i, it))
            })
            .collect();
        return Verdict::Schema(message, ds);
    }
    let mut errors = Vec::new();
    let mut ds = Vec::new();
    let n = coils.coils.len();
    if seq.len() != n {
        errors.push(format!("完整性违反: 输出{}卷，应为{}卷", seq.len(), n));
        let m = format!("the sequence lists {} coils where the work plan has {n}", seq.len());
        ds.push(Diagnostic::new(codes::COIL_COUNT, Category::Value, m).at(Location::file(file).field("sequence")));
    }
    let mut first: HashMap<&str, usize> = HashMap::new();
    let mut dups = Vec::new();
    for (i, it) in seq.iter().enumerate() {
        match first.get(it.id.as_str()) {
            Some(&f) => dups.push((i, it, f)),
            None => {
                first.insert(&it.id, i);
            }
        }
    }
    let missing: Vec<&str> = coils.coils.iter().map(|c| c.id.as_str()).filter(|id| !first.contains_key(id)).collect();
    if !missing.is_empty() {
        errors.push(format!("缺失材料号: {}", listing(missing.iter().copied())));
        for id in &missing {
            let m = format!("coil {} is not in the sequence", py_str_repr(id));
            ds.push(Diagnostic::new(codes::COIL_MISSING, Category::Value, m).at(Location::file(file).field("sequence").name("coil", *id)));
        }
    }
    if !dups.is_empty() {
        errors.push("存在重复材料号".into());
        for (i, it, f) in dups {
            let m = format!("coil {} is listed again at position {i} (first at {f})", py_str_repr(&it.id));
            ds.push(Diagnostic::new(codes::COIL_DUPLICATE, Category::Value, m).at(loc(i, it)));
        }
    }
    if !errors.is_empty() {
        return Verdict::Constraint(errors, ds);
    }
    let cl: Vec<&Coil> = seq.iter().map(|it| &coils.coils[index[it.id.as_str()]]).collect();
    let switches: Vec<usize> = (1..cl.len()).filter(|&i| cl[i].small != cl[i - 1].small).collect();
    if switches.len() > 1 {
        errors.push(format!("大小辊分离违反: {}次切换（应≤1次）", switches.len()));
        for &i in &switches {
            let m = format!(
                "the roll size changes from {} to {} at position {i}: {} changes where at most 1 is allowed",
                roll(cl[i - 1].small),
                roll(cl[i].small),
                switches.len()
            );
            ds.push(Diagnostic::new(codes::COIL_ROLL_SWITCH, Category::Value, m).at(loc(i, &seq[i])));
        }
    }
    let front: Vec<usize> = (0..cl.len()).filter(|&i| cl[i].is_front()).collect();
    let k = front.len();
    // The positions are increasing, so they are 0..k exactly when the last is k - 1.
    if k > 0 && front[k - 1] != k - 1 {
        errors.push(format!("前置宽度卷违反: 该{k}卷须占据序列最前面(位置0..{}),实际最大位置{}", k - 1, front[k - 1]));
        for &i in front.iter().filter(|&&i| i >= k) {
            let m = format!("coil {} is a front-width coil at position {i}, outside the first {k} positions", py_str_repr(&seq[i].id));
            ds.push(Diagnostic::new(codes::COIL_FRONT_WIDTH, Category::Value, m).at(loc(i, &seq[i])));
        }
    }
    if !errors.is_empty() {
        return Verdict::Constraint(errors, ds);
    }
    Verdict::Valid(metrics(&cl))
}
