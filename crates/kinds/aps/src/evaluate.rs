//! The evaluator's checks in its order over `scheduled_ops` (a non-empty list): each op
//! read (`str()` of its id and device, `_iso` of its times), then C4 coverage, one "bad
//! datetime", C2 devices, C3 start windows, C1 overlaps per device (sorted as CPython's
//! `list.sort` sorts, NaT comparing false), C5 durations in working minutes within 1 %,
//! C6 order within an order; then, for a valid plan, total delay, utilisation and the
//! score. What Python raises (an op that is not an object, a zoned time beside naive
//! ones, a date the calendar loop steps past 9999) ends grading.

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{py_float_repr, py_str_repr, Spanned, Value};
use crate::server::PySum;

use super::data::{seq_cmp, Plant};
use super::isotime::{iso, Time};
use super::work::{seconds_between, valid_start, work_minutes, worst_case_end};

/// One submitted op as the evaluator holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    pub wop: String,
    pub resource: String,
    pub start: Option<Time>,
    pub end: Option<Time>,
}

/// Why grading stops before a verdict.
#[derive(Debug, Clone, PartialEq)]
pub enum Stop {
    /// Python raised: `str(e)` and our located diagnostic.
    Raised(String, Diagnostic),
    /// A value whose reading this grader does not reproduce.
    Unsupported(Diagnostic),
}

/// How many of each check broke (C4's missing ops, bad times, C2, C3, C1 pairs, C5, C6 pairs).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Counts {
    pub missing: usize,
    pub bad_times: usize,
    pub devices: usize,
    pub windows: usize,
    pub overlaps: usize,
    pub durations: usize,
    pub orders: usize,
}

impl Counts {
    pub fn total(&self) -> usize {
        self.missing + self.bad_times + self.devices + self.windows + self.overlaps + self.durations + self.orders
    }
}

/// What the checks found.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    pub parsed: Vec<Parsed>,
    /// The evaluator's violations (it reports the first six).
    pub messages: Vec<String>,
    pub diagnostics: Vec<Diagnostic>,
    pub counts: Counts,
    /// Distinct schedulable ops the plan names.
    pub covered: usize,
}

/// A valid plan's measures, unrounded.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Metrics {
    pub total_delay_days: f64,
    pub delayed_orders: usize,
    pub utilization: f64,
    pub delay_upper: f64,
    pub absolute: f64,
    pub quality: f64,
}

fn at(file: &str, i: usize) -> Location {
    Location::file(file).field("scheduled_ops").index("scheduled", i)
}

fn raised(loc: Location, what: String, error: &str) -> Stop {
    let d = Diagnostic::new(codes::APS_RAISES, Category::Exception, format!("{what} makes the server raise \"{error}\"")).at(loc);
    Stop::Raised(error.to_string(), d)
}

/// CPython 3.12's `list.sort` of `keys` (its count_run and binary insertion sort; a
/// list of 64 or more only when its keys are totally ordered, where any stable sort
/// agrees), the comparisons Python would make, raising where it would.
fn py_sort(items: &mut [(Time, usize)]) -> Result<(), Result<&'static str, &'static str>> {
    let n = items.len();
    if n < 2 {
        return Ok(());
    }
    let lt = |a: Time, b: Time| a.lt(b).map_err(Ok);
    if n >= 64 {
        let naive = items.iter().all(|(t, _)| matches!(t, Time::Naive(_)));
        let aware = items.iter().all(|(t, _)| matches!(t, Time::Aware(..)));
        if !naive && !aware {
            return Err(Err("64 or more ops on one device with NaT or zoned and naive times mixed, which CPython's merge sort orders"));
        }
        let utc = |t: Time| match t {
            Time::Aware(w, o) => w - o,
            Time::Naive(w) => w,
            Time::NaT | Time::Array => 0,
        };
        crate::sort::by(items, |a, b| utc(a.0).cmp(&utc(b.0)));
        return Ok(());
    }
    // count_run
    let mut run = 2;
    if lt(items[1].0, items[0].0)? {
        while run < n && lt(items[run].0, items[run - 1].0)? {
            run += 1;
        }
        items[..run].reverse();
    } else {
        while run < n && !lt(items[run].0, items[run - 1].0)? {
            run += 1;
        }
    }
    // binarysort of the rest
    for start in run..n {
        let pivot = items[start];
        let (mut l, mut r) = (0, start);
        while l < r {
            let p = l + ((r - l) >> 1);
            if lt(pivot.0, items[p].0)? {
                r = p;
            } else {
                l = p + 1;
            }
        }
        items.copy_within(l..start, l + 1);
        items[l] = pivot;
    }
    Ok(())
}

/// Run the checks over `scheduled_ops`.
pub fn check(items: &[Spanned], plant: &Plant, file: &str) -> Result<Checked, Stop> {
    let mut parsed = Vec::with_capacity(items.len());
    for (i, it) in items.iter().enumerate() {
        if !matches!(it.value, Value::Object(_)) {
            let e = format!("'{}' object has no attribute 'get'", it.value.py_type());
            return Err(raised(at(file, i), format!("scheduled_ops[{i}], {},", it.value.in_words()), &e));
        }
        let text = |k: &str| it.value.get(k).map_or_else(String::new, |v| v.value.py_str());
        let time = |k: &str| {
            iso(it.value.get(k).map(|v| &v.value)).map_err(|why| {
                let m = format!("scheduled_ops[{i}]'s `{k}`: {why}");
                Stop::Unsupported(
                    Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, format!("not reproduced: {m}")).at(at(file, i).field(k)),
                )
            })
        };
        let (wop, resource) = (text("wop_oid"), text("resource"));
        let start = time("start_dt")?;
        let end = time("end_dt")?;
        parsed.push(Parsed { wop, resource, start, end });
    }
    let mut messages = Vec::new();
    let mut diagnostics = Vec::new();
    let mut counts = Counts::default();
    let sched = |w: &str| plant.op(w);

    // C4: coverage.
    let covered: std::collections::BTreeSet<&str> = parsed.iter().filter(|p| sched(&p.wop).is_some()).map(|p| p.wop.as_str()).collect();
    let missing: Vec<&str> = plant.ops.iter().map(|o| o.wop.as_str()).filter(|w| !covered.contains(w)).collect();
    if !missing.is_empty() {
        // The server lists three in its set's order, which string hashing randomises per
        // process; we list the three smallest (a listing it can print).
        let mut sorted = missing.clone();
        sorted.sort_unstable();
        let shown: Vec<String> = sorted.iter().take(3).map(|w| py_str_repr(w)).collect();
        messages.push(format!(
            "C4_coverage: {}/{} schedulable ops covered (missing {}, e.g. [{}])",
            covered.len(),
            plant.ops.len(),
            missing.len(),
            shown.join(", ")
        ));
        for w in &missing {
            diagnostics.push(
                Diagnostic::new(codes::APS_UNCOVERED, Category::Value, format!("schedulable operation {w} is not in the plan"))
                    .at(Location::file(file).field("scheduled_ops").name("wop", w.to_string())),
            );
        }
        counts.missing = missing.len();
    }
    let valid: Vec<usize> = (0..parsed.len()).filter(|&i| sched(&parsed[i].wop).is_some()).collect();

    // Well-formedness: the first op without both times is reported.
    for &i in &valid {
        let p = &parsed[i];
        if p.start.is_none() || p.end.is_none() {
            if counts.bad_times == 0 {
                messages.push(format!("bad datetime for {}", p.wop));
            }
            counts.bad_times += 1;
            let field = if p.start.is_none() { "start_dt" } else { "end_dt" };
            diagnostics.push(
                Diagnostic::new(
                    codes::APS_BAD_TIME,
                    Category::Value,
                    format!("operation {}'s `{field}` is neither an ISO time nor one pandas reads", p.wop),
                )
                .at(at(file, i).field(field).name("wop", p.wop.clone())),
            );
        }
    }

    // C2: the device.
    for &i in &valid {
        let p = &parsed[i];
        let op = sched(&p.wop).expect("valid");
        if !op.devices.contains(&p.resource) {
            counts.devices += 1;
            let allowed = op.devices.join(", ");
            diagnostics.push(
                Diagnostic::new(
                    codes::APS_DEVICE,
                    Category::Value,
                    format!("operation {} runs on {}, not one of its devices ({allowed})", p.wop, py_str_repr(&p.resource)),
                )
                .at(at(file, i).field("resource").name("wop", p.wop.clone())),
            );
        }
    }
    if counts.devices > 0 {
        messages.push(format!("C2_resource: {} ops on illegal device", counts.devices));
    }

    // C3: the start's window.
    for &i in &valid {
        let p = &parsed[i];
        if p.start == Some(Time::Array) {
            let e = "'numpy.ndarray' object has no attribute 'weekday'";
            return Err(raised(at(file, i).field("start_dt"), format!("scheduled_ops[{i}]'s `start_dt`, a list of times,"), e));
        }
        if let Some(s) = p.start {
            if !valid_start(s) {
                counts.windows += 1;
                diagnostics.push(
                    Diagnostic::new(
                        codes::APS_WINDOW,
                        Category::Value,
                        format!("operation {} starts at {}, outside Monday to Saturday 08:00–18:00", p.wop, s.text()),
                    )
                    .at(at(file, i).field("start_dt").name("wop", p.wop.clone())),
                );
            }
        }
    }
    if counts.windows > 0 {
        messages.push(format!("C3_work_window: {} ops start outside work window", counts.windows));
    }

    // An array as an end meets numpy's comparisons from here on: refused.
    if let Some(&i) = valid.iter().find(|&&i| parsed[i].start.is_some() && parsed[i].end == Some(Time::Array)) {
        let m = format!("not reproduced: scheduled_ops[{i}]'s `end_dt` is a list, which numpy compares item by item");
        return Err(Stop::Unsupported(Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, m).at(at(file, i).field("end_dt"))));
    }

    // C1: overlaps per device, devices in first-seen order.
    let mut by_res: Vec<(&str, Vec<(Time, usize)>)> = Vec::new();
    for &i in &valid {
        let p = &parsed[i];
        let (Some(s), Some(_)) = (p.start, p.end) else { continue };
        if p.resource.is_empty() {
            continue;
        }
        match by_res.iter_mut().find(|(r, _)| *r == p.resource) {
            Some((_, v)) => v.push((s, i)),
            None => by_res.push((&p.resource, vec![(s, i)])),
        }
    }
    for (res, list) in by_res.iter_mut() {
        if let Err(e) = py_sort(list) {
            return Err(match e {
                Ok(msg) => raised(
                    Location::file(file).field("scheduled_ops").name("device", res.to_string()),
                    format!("sorting the ops on device {res} by start"),
                    msg,
                ),
                Err(why) => Stop::Unsupported(
                    Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, format!("not reproduced: {why}"))
                        .at(Location::file(file).field("scheduled_ops").name("device", res.to_string())),
                ),
            });
        }
        for k in 0..list.len().saturating_sub(1) {
            let (a, b) = (list[k].1, list[k + 1].1);
            let (pa, pb) = (&parsed[a], &parsed[b]);
            let (s, e) = (pb.start.expect("grouped"), pa.end.expect("grouped"));
            let over = s.lt(e).map_err(|m| {
                raised(
                    at(file, b).name("device", res.to_string()),
                    format!("comparing scheduled_ops[{b}]'s start with scheduled_ops[{a}]'s end"),
                    m,
                )
            })?;
            if over {
                counts.overlaps += 1;
                diagnostics.push(
                    Diagnostic::new(
                        codes::APS_OVERLAP,
                        Category::Value,
                        format!("operation {} starts at {} on {res}, before operation {} ends at {}", pb.wop, s.text(), pa.wop, e.text()),
                    )
                    .at(at(file, b).name("device", res.to_string()).index("next", a)),
                );
            }
        }
    }
    if counts.overlaps > 0 {
        messages.push(format!("C1_overlap: {} overlapping pairs", counts.overlaps));
    }

    // C5: working minutes against MAK × QTY, within 1 %.
    for &i in &valid {
        let p = &parsed[i];
        let (Some(s), Some(e)) = (p.start, p.end) else { continue };
        let wm = |t: Time, k: &str| {
            work_minutes(t)
                .map_err(|m| raised(at(file, i).field(k), format!("the work calendar up to scheduled_ops[{i}]'s `{k}` ({})", t.text()), m))
        };
        let actual = wm(e, "end_dt")? - wm(s, "start_dt")?;
        let exp = sched(&p.wop).expect("valid").dur_min;
        if exp > 0.0 && (actual - exp).abs() / exp > 0.01 {
            counts.durations += 1;
            diagnostics.push(
                Diagnostic::new(
                    codes::APS_DURATION,
                    Category::Value,
                    format!(
                        "operation {} takes {} working minutes where MAK × QTY gives {} (±1 %)",
                        p.wop,
                        py_float_repr(actual),
                        py_float_repr(exp)
                    ),
                )
                .at(at(file, i).field("end_dt").name("wop", p.wop.clone())),
            );
        }
    }
    if counts.durations > 0 {
        messages.push(format!("C5_duration: {} ops with wrong duration", counts.durations));
    }

    // C6: within an order, by TON sequence, each op starts after the one before ends.
    let mut chains: Vec<(&str, Vec<usize>)> = Vec::new();
    for &i in &valid {
        let p = &parsed[i];
        if p.start.is_none() || p.end.is_none() {
            continue;
        }
        let op = sched(&p.wop).expect("valid");
        if op.seq.is_none() {
            continue;
        }
        match chains.iter_mut().find(|(o, _)| *o == op.order) {
            Some((_, v)) => v.push(i),
            None => chains.push((&op.order, vec![i])),
        }
    }
    for (order, list) in chains.iter_mut() {
        if list.len() < 2 {
            continue;
        }
        let seq = |i: usize| sched(&parsed[i].wop).and_then(|o| o.seq.clone()).unwrap_or_default();
        crate::sort::by(list, |a, b| seq_cmp(&seq(*a), &seq(*b)));
        for k in 0..list.len() - 1 {
            let (up, dn) = (&parsed[list[k]], &parsed[list[k + 1]]);
            let (s, e) = (dn.start.expect("chained"), up.end.expect("chained"));
            // Zoned times raised in C5 already: these compare.
            if s.lt(e).unwrap_or(false) {
                counts.orders += 1;
                diagnostics.push(
                    Diagnostic::new(
                        codes::APS_ORDER,
                        Category::Value,
                        format!(
                            "operation {} of order {order} starts at {}, before operation {} before it ends at {}",
                            dn.wop,
                            s.text(),
                            up.wop,
                            e.text()
                        ),
                    )
                    .at(at(file, list[k + 1]).name("order", order.to_string()).index("next", list[k])),
                );
            }
        }
    }
    if counts.orders > 0 {
        messages.push(format!("C6_precedence: {} downstream ops start before upstream op completes (工序前后置违反)", counts.orders));
    }
    let covered = covered.len();
    drop(by_res);
    drop(chains);
    Ok(Checked { parsed, messages, diagnostics, counts, covered })
}

/// Python's `max(0.0, x)` and `min(1.0, x)`: the first unless the second passes it.
fn py_max(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}
fn py_min(a: f64, b: f64) -> f64 {
    if b < a {
        b
    } else {
        a
    }
}

pub const DELAY_RES_DAYS: f64 = 1.0 / 1440.0;
pub const R_TB: f64 = 0.001;
pub const M_TB: f64 = 1001.0;

/// The score of a valid plan (its ops `valid`: the submitted ones the case schedules,
/// every one with both times), or what Python raises (a zoned due date).
pub fn measure(checked: &Checked, plant: &Plant, reference: f64, file: &str) -> Result<Metrics, Stop> {
    let valid: Vec<&Parsed> = checked.parsed.iter().filter(|p| plant.op(&p.wop).is_some()).collect();
    let end_of = |p: &Parsed| p.end.expect("valid plans have both times");
    // Orders' completion: the latest end (the first of equals), with the order's due date.
    let mut completion: Vec<(&str, Time, Option<Time>)> = Vec::new();
    for p in &valid {
        let op = plant.op(&p.wop).expect("valid");
        let end = end_of(p);
        match completion.iter_mut().find(|(o, _, _)| *o == op.order) {
            Some(c) => {
                if c.1.lt(end).unwrap_or(false) {
                    c.1 = end;
                    c.2 = op.ole;
                }
            }
            None => completion.push((&op.order, end, op.ole)),
        }
    }
    let due_raise = |order: &str, m: &str| {
        raised(Location::file(file).name("order", order.to_string()), format!("order {order}'s due date with a UTC offset"), m)
    };
    let mut total_delay = 0.0;
    let mut delayed = 0;
    for (order, end, ole) in &completion {
        if let Some(ole) = ole {
            if ole.lt(*end).map_err(|m| due_raise(order, m))? {
                // Both naive here: a zoned end raised in C5.
                total_delay += seconds_between(end.wall().unwrap_or(0), ole.wall().unwrap_or(0)) / 86400.0;
                delayed += 1;
            }
        }
    }
    // Utilisation: Σ durations / (devices used × working minutes from first start to last end).
    let utilization = {
        let first = |f: &dyn Fn(Time, Time) -> bool, ts: Vec<Time>| ts.iter().skip(1).fold(ts[0], |c, &x| if f(x, c) { x } else { c });
        let starts: Vec<Time> = valid.iter().filter_map(|p| p.start).collect();
        let ends: Vec<Time> = valid.iter().filter_map(|p| p.end).collect();
        let mut used: Vec<&str> = valid.iter().map(|p| p.resource.as_str()).filter(|r| !r.is_empty()).collect();
        used.sort_unstable();
        used.dedup();
        if starts.is_empty() || ends.is_empty() || used.is_empty() {
            0.0
        } else {
            let earliest = first(&|x, c| x.lt(c).unwrap_or(false), starts);
            let latest = first(&|x, c| c.lt(x).unwrap_or(false), ends);
            let span = work_minutes(latest).unwrap_or(0.0) - work_minutes(earliest).unwrap_or(0.0);
            if span <= 0.0 {
                0.0
            } else {
                let mut busy = PySum::default();
                for p in &valid {
                    busy.add(plant.op(&p.wop).expect("valid").dur_min);
                }
                busy.value() / (used.len() as f64 * span)
            }
        }
    };
    // The delay's upper bound: every op laid end to end from the start.
    let mut dur = PySum::default();
    for o in &plant.ops {
        dur.add(o.dur_min);
    }
    let worst = worst_case_end(if plant.ops.is_empty() { 0.0 } else { dur.value() });
    let mut upper = 0.0;
    for (order, ole) in &plant.orders {
        match ole {
            Some(Time::Aware(..)) => return Err(due_raise(order, "can't subtract offset-naive and offset-aware datetimes")),
            Some(t) => upper += py_max(0.0, seconds_between(worst, t.wall().unwrap_or(0)) / 86400.0),
            None => {}
        }
    }
    let upper = py_max(upper, 1.0);
    let p0 = py_max(0.0, py_min(1.0, 1.0 - total_delay / upper));
    let p1 = py_max(0.0, py_min(1.0, utilization));
    let tb_scale = 0.49 * (DELAY_RES_DAYS / upper) / M_TB;
    let p1_q = crate::round::py_round_int(p1 / R_TB).unwrap_or(0);
    let absolute = p0 + p1_q as f64 * tb_scale;
    let quality = if reference > 0.0 { absolute / reference } else { 0.0 };
    Ok(Metrics { total_delay_days: total_delay, delayed_orders: delayed, utilization, delay_upper: upper, absolute, quality })
}
