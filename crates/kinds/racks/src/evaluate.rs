//! The plan's rows placed as the evaluator places them: grouped by the batch
//! `server.csv` gives each server (rows of unknown servers together), each batch from
//! the racks' state before any arrival, each row in turn until its batch's first broken
//! rule (at most 8 batches' worth); then every server present; then the cost.

use std::collections::{HashMap, HashSet};

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::py_str_repr;

use super::data::{float_of, int_of_float, parse_pos, Data, Rack};

/// Weights of the cost's four terms, the cost of an unassigned server, and the power
/// tolerance.
pub const W_POWER: f64 = 0.4;
pub const W_OPERATE: f64 = 0.05;
pub const W_ACTIVE: f64 = 0.3;
pub const W_ATTR: f64 = 0.25;
pub const UNASSIGNED_COST: f64 = 1.0;
pub const POWER_TOL: f64 = 1e-6;

/// One data row of the plan, its cells as the evaluator strips them.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The data row, from 0.
    pub index: usize,
    pub server: String,
    pub status: String,
    pub rack: String,
    pub pos: String,
}

/// A placed server.
#[derive(Debug, Clone, PartialEq)]
pub struct Alloc {
    pub index: usize,
    pub server: String,
    pub rack: String,
    pub pos: String,
    pub batch: String,
    /// Its four cost terms (each before its weight), with the racks' final state.
    pub terms: [f64; 4],
}

/// How the evaluator ends.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// It raised (uncaught): `str(e)`.
    Exception(String, Diagnostic),
    /// `hard_violations` (with `total` when it is the placement's list).
    Violations(Vec<String>, Option<usize>, Vec<Diagnostic>),
    Valid(Outcome),
}

/// A valid plan's counts and cost.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub allocs: Vec<Alloc>,
    pub unassigned: Vec<String>,
    pub batches: Vec<String>,
    pub total: f64,
}

/// One batch's racks as the placement changes them (a rack copied on first use).
#[derive(Debug, Clone)]
struct Dyn {
    used: f64,
    state: f64,
    units: HashMap<String, f64>,
}

impl Dyn {
    fn of(r: &Rack) -> Dyn {
        Dyn { used: r.used_power, state: r.state, units: r.units.clone() }
    }
}

/// `n + k` for an int's decimal text.
fn plus(n: &str, k: u64) -> String {
    if n.len() < 19 {
        let v: u64 = n.parse().unwrap_or(0);
        return (v + k).to_string();
    }
    let mut digits: Vec<u8> = n.bytes().rev().map(|b| b - b'0').collect();
    let mut carry = k;
    for d in digits.iter_mut() {
        if carry == 0 {
            break;
        }
        let v = u64::from(*d) + carry;
        *d = (v % 10) as u8;
        carry = v / 10;
    }
    while carry > 0 {
        digits.push((carry % 10) as u8);
        carry /= 10;
    }
    digits.iter().rev().map(|d| char::from(b'0' + d)).collect()
}

/// Python's `f"{x:.1f}"`.
fn f1(x: f64) -> String {
    if x.is_nan() {
        "nan".into()
    } else {
        crate::float::fixed(x, 1)
    }
}

/// What stops a batch: the server's message, our diagnostic, or an uncaught exception.
enum Stop {
    Rule(String, Diagnostic),
    Raise(String, Diagnostic),
}

struct Placer<'a> {
    data: &'a Data,
    file: &'a str,
    seen: HashSet<&'a str>,
    allocs: Vec<Alloc>,
    unassigned: Vec<String>,
}

impl<'a> Placer<'a> {
    fn loc(&self, e: &Entry) -> Location {
        Location::file(self.file).index("entry", e.index).name("server", e.server.clone())
    }

    /// `_place_batch`: each row in turn, the first broken rule ends the batch.
    fn batch(&mut self, bid: &str, rows: &[&'a Entry], dyns: &mut HashMap<&'a str, Dyn>) -> Option<Stop> {
        let data = self.data;
        for &e in rows {
            let sid = e.server.as_str();
            let Some(srv) = data.servers.get(sid) else {
                let m = format!("批次 {bid}: 未知服务器 {}", py_str_repr(sid));
                let d = format!("row {} names server {}, which server.csv does not have", e.index + 1, py_str_repr(sid));
                return Some(Stop::Rule(m, Diagnostic::new(codes::RACKS_UNKNOWN_SERVER, Category::Schema, d).at(self.loc(e))));
            };
            if !self.seen.insert(sid) {
                let m = format!("服务器 {sid} 出现两次");
                let d = format!("server {sid} has a second row (row {})", e.index + 1);
                return Some(Stop::Rule(m, Diagnostic::new(codes::RACKS_DUPLICATE, Category::Schema, d).at(self.loc(e))));
            }
            let status = if e.status.is_empty() {
                1.0
            } else {
                match float_of(Some(&e.status)).and_then(int_of_float) {
                    Ok(v) => v,
                    Err(err) => {
                        // `int(float(inf))` raises OverflowError, which the evaluator's
                        // `except ValueError` does not catch: the whole run raises.
                        if err.contains("infinity") {
                            let d =
                                format!("server {sid}'s allocation_status {} makes the evaluator raise \"{err}\"", py_str_repr(&e.status));
                            return Some(Stop::Raise(
                                err,
                                Diagnostic::new(codes::RACKS_RAISES, Category::Exception, d).at(self.loc(e).field("allocation_status")),
                            ));
                        }
                        let m = format!("服务器 {sid}: allocation_status 非法 {}", py_str_repr(&e.status));
                        let d = format!("server {sid}'s allocation_status {} is not a number int(float()) reads", py_str_repr(&e.status));
                        return Some(Stop::Rule(
                            m,
                            Diagnostic::new(codes::RACKS_BAD_STATUS, Category::Value, d).at(self.loc(e).field("allocation_status")),
                        ));
                    }
                }
            };
            if status != 1.0 {
                self.unassigned.push(sid.to_string());
                continue;
            }
            let rid = e.rack.as_str();
            let Some(rk) = data.racks.get(rid) else {
                let m = format!("服务器 {sid}: 未知机柜 {}", py_str_repr(rid));
                let d = format!("server {sid} is placed in rack {}, which rack_col.csv does not have", py_str_repr(rid));
                return Some(Stop::Rule(
                    m,
                    Diagnostic::new(codes::RACKS_UNKNOWN_RACK, Category::Schema, d).at(self.loc(e).field("rack_id")),
                ));
            };
            if e.pos.is_empty() {
                let m = format!("服务器 {sid}: allocation_status=1 但缺 pos");
                let d = format!("server {sid} is placed (allocation_status 1) but its pos is empty");
                return Some(Stop::Rule(m, Diagnostic::new(codes::RACKS_NO_POS, Category::Value, d).at(self.loc(e).field("pos"))));
            }
            let pos = match parse_pos(Some(&e.pos)) {
                Ok(Some(p)) => p,
                Ok(None) => {
                    let m = format!("服务器 {sid}: pos 无法解析为可上架位号 {}", py_str_repr(&e.pos));
                    let d = format!("server {sid}'s pos {} is not a slot number (digits, or digits then A)", py_str_repr(&e.pos));
                    return Some(Stop::Rule(m, Diagnostic::new(codes::RACKS_BAD_POS, Category::Value, d).at(self.loc(e).field("pos"))));
                }
                Err(err) => {
                    let d = format!("server {sid}'s pos {} makes the evaluator raise \"{err}\"", py_str_repr(&e.pos));
                    return Some(Stop::Raise(
                        err,
                        Diagnostic::new(codes::RACKS_RAISES, Category::Exception, d).at(self.loc(e).field("pos")),
                    ));
                }
            };
            let at = self.loc(e).name("rack", rid.to_string()).name("batch", bid.to_string());
            if !data.nic_cfg.get(&srv.nic).is_some_and(|m| m.contains_key(&rk.attr)) {
                let m = format!("服务器 {sid}(网卡 {}) 与机柜 {rid}(属性 {}) 不兼容", srv.nic, rk.attr);
                let d = format!("server {sid}'s NIC {} may not go in rack {rid}, whose attribute is {}", srv.nic, rk.attr);
                return Some(Stop::Rule(m, Diagnostic::new(codes::RACKS_INCOMPATIBLE, Category::Value, d).at(at)));
            }
            let dr = dyns.entry(rid_key(data, rid)).or_insert_with(|| Dyn::of(rk));
            if dr.used + srv.power > rk.rated_power + POWER_TOL {
                let (after, rated) = (f1(dr.used + srv.power), f1(rk.rated_power));
                let m = format!("批次 {bid} 机柜 {rid} 加入 {sid} 后功率 {after} 超过额定 {rated}");
                let d = format!("in batch {bid}, server {sid} brings rack {rid} to {after} W of power, over its rated {rated}");
                return Some(Stop::Rule(m, Diagnostic::new(codes::RACKS_POWER, Category::Value, d).at(at)));
            }
            let mut k = 0u64;
            while (k as f64) < srv.height {
                let p = plus(&pos, k);
                let bad = match dr.units.get(&p) {
                    None => Some((format!("机柜 {rid} 不存在 U 位 {p}"), codes::RACKS_NO_SLOT, format!("rack {rid} has no U slot {p}"))),
                    Some(v) if *v == 1.0 => Some((
                        format!("机柜 {rid} 的 U 位 {p} 已被占用"),
                        codes::RACKS_SLOT_TAKEN,
                        format!("U slot {p} of rack {rid} is taken"),
                    )),
                    Some(_) => None,
                };
                if let Some((m, code, what)) = bad {
                    // `fixed`, not `{}` of an f64: the page links no standard float formatting (scripts/check-wasm-floats).
                    let d = format!("server {sid} (height {}) starting at U {pos}: {what}", crate::float::fixed(srv.height, 0));
                    return Some(Stop::Rule(
                        format!("服务器 {sid}: {m}"),
                        Diagnostic::new(code, Category::Value, d).at(at.name("slot", p)),
                    ));
                }
                k += 1;
            }
            dr.used += srv.power;
            dr.state = 1.0;
            for j in 0..k {
                dr.units.insert(plus(&pos, j), 1.0);
            }
            self.allocs.push(Alloc { index: e.index, server: sid.into(), rack: rid.into(), pos, batch: bid.into(), terms: [0.0; 4] });
        }
        None
    }
}

/// The rack's id as the data holds it (borrowed for the batch's map).
fn rid_key<'a>(data: &'a Data, rid: &str) -> &'a str {
    data.racks.get_key_value(rid).map_or("", |(k, _)| k.as_str())
}

/// The evaluator's checks and cost on the plan's rows.
pub fn check(data: &Data, entries: &[Entry], file: &str) -> Verdict {
    let mut order: Vec<&str> = Vec::new();
    let mut groups: HashMap<&str, Vec<&Entry>> = HashMap::new();
    for e in entries {
        let b = data.servers.get(&e.server).map_or("__unknown__", |s| s.batch.as_str());
        groups
            .entry(b)
            .or_insert_with(|| {
                order.push(b);
                Vec::new()
            })
            .push(e);
    }
    let mut p = Placer { data, file, seen: HashSet::new(), allocs: Vec::new(), unassigned: Vec::new() };
    let mut finals: HashMap<&str, HashMap<&str, Dyn>> = HashMap::new();
    let (mut errors, mut diags) = (Vec::new(), Vec::new());
    for &b in &order {
        let mut dyns = HashMap::new();
        let stop = p.batch(b, &groups[b], &mut dyns);
        finals.insert(b, dyns);
        match stop {
            Some(Stop::Raise(m, d)) => return Verdict::Exception(m, d),
            Some(Stop::Rule(m, d)) => {
                errors.push(m);
                diags.push(d);
            }
            None => {}
        }
        if errors.len() >= 8 {
            break;
        }
    }
    if !errors.is_empty() {
        let total = errors.len();
        return Verdict::Violations(errors, Some(total), diags);
    }
    let mut missing: Vec<&str> = data.servers.keys().map(String::as_str).filter(|s| !p.seen.contains(s)).collect();
    if !missing.is_empty() {
        missing.sort_unstable();
        let shown: Vec<String> = missing.iter().take(5).map(|s| py_str_repr(s)).collect();
        let m = format!("{} 台服务器未出现在方案里, 例 [{}]", missing.len(), shown.join(", "));
        let ds = missing
            .iter()
            .map(|s| {
                let d = format!("server {s} has no row in the plan");
                Diagnostic::new(codes::RACKS_MISSING, Category::Schema, d).at(Location::file(file).name("server", *s))
            })
            .collect();
        return Verdict::Violations(vec![m], None, ds);
    }
    let mut total = 0.0;
    for a in p.allocs.iter_mut() {
        let srv = &data.servers[&a.server];
        let rk = &data.racks[&a.rack];
        let dr = &finals[a.batch.as_str()][a.rack.as_str()];
        let rated = rk.rated_power;
        let c_power = if rated > 0.0 { (rated - dr.used) / rated } else { 1.0 };
        let slots = rk.units.len();
        let c_ops = if slots > 0 {
            match pysem::pyint::true_divide(&a.pos, u32::try_from(slots).unwrap_or(u32::MAX)) {
                Ok(x) => x,
                Err(err) => {
                    let d = format!("server {}'s pos {} over {slots} slots makes the evaluator raise \"{err}\"", a.server, a.pos);
                    let loc = Location::file(file).index("entry", a.index).name("server", a.server.clone()).field("pos");
                    return Verdict::Exception(err, Diagnostic::new(codes::RACKS_RAISES, Category::Exception, d).at(loc));
                }
            }
        } else {
            1.0
        };
        let c_active = 1.0 - dr.state;
        let weight = data.nic_cfg.get(&srv.nic).and_then(|m| m.get(&rk.attr)).copied().unwrap_or(0.0);
        let c_attr = 1.0 - weight;
        a.terms = [c_power, c_ops, c_active, c_attr];
        total += W_POWER * c_power + W_OPERATE * c_ops + W_ACTIVE * c_active + W_ATTR * c_attr;
    }
    total += UNASSIGNED_COST * p.unassigned.len() as f64;
    if !total.is_finite() {
        let d = format!("the plan's cost is {}, not a finite number", crate::pyjson::py_float_repr(total));
        return Verdict::Violations(
            vec!["成本计算得到非有限值".into()],
            None,
            vec![Diagnostic::new(codes::RACKS_NOT_FINITE, Category::Value, d).at(Location::file(file))],
        );
    }
    Verdict::Valid(Outcome { allocs: p.allocs, unassigned: p.unassigned, batches: order.iter().map(|b| b.to_string()).collect(), total })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_numbers_add_as_ints() {
        assert_eq!(plus("7", 2), "9");
        assert_eq!(plus("99999999999999999999", 1), "100000000000000000000");
        assert_eq!(f1(0.25), "0.2");
        assert_eq!(f1(f64::INFINITY), "inf");
    }
}
