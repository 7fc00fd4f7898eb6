//! The evaluator's checks in its order, on the cranes of a `solution.json`:
//!
//! 1. each crane's events sorted by start, idle gaps over 1 s filled with waits at the
//!    berth the event before ends at;
//! 2. C3/C7: an event ending at or before its start; overlaps over 1 s;
//! 3. C4: a move is 880 s per berth of distance (±1 s);
//! 4. C5/C2: work names a known vessel at its berth, inside its window (work outside
//!    it does not count);
//! 5. C1: every vessel gets its required seconds (both rounded to whole seconds);
//! 6. C6: at every event start and end and move midpoint, cranes in crane-id order
//!    stand left to right (0.01 berth of slack), a crane's place the first event by
//!    start holding the time (bounds inclusive), a move's place interpolated.
//!
//! Whatever Python raises on the way (a missing key, a time strptime cannot read, a
//! berth int() cannot read, crane ids that do not compare) stops it: the server then
//! reports `exception`, whatever it had found.

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{py_str_repr, Spanned, Value};

use super::data::Vessels;
use super::dt::{self, Dt};
use super::py::{self, Num};
use super::report::{QuayCrane, QuayEvent};

/// The seconds a crane takes to move one berth.
pub const MOVE_SECONDS_PER_BERTH: i128 = 880;
/// The first crossings the server lists (it counts the rest).
const CROSSINGS_LISTED: usize = 3;
/// Our crossing diagnostics (the report's size bound; the count is exact).
const CROSSINGS_LOCATED: usize = 50;

static NULL: Value = Value::Null;

/// What Python raised: `str(e)` and our diagnostic.
#[derive(Debug, Clone, PartialEq)]
pub struct Raised(pub String, pub Diagnostic);

/// The checks' findings.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Checked {
    /// The server's messages in its order, each with our diagnostic (a crossing past the
    /// third has only ours, the server counting it in one closing line).
    pub violations: Vec<(Option<String>, Diagnostic)>,
    pub vessels_ok: usize,
    pub crossings: usize,
    /// Seconds of work inside each vessel's window (the case's order).
    pub allocated: Vec<f64>,
    /// Σ move seconds, summed as the server sums them.
    pub total_move: f64,
}

impl Checked {
    /// The server's `constraint` list, all of it.
    pub fn messages(&self) -> Vec<String> {
        let mut out: Vec<String> = self.violations.iter().filter_map(|(m, _)| m.clone()).collect();
        if self.crossings > CROSSINGS_LISTED {
            out.push(format!("C6: ... and {} more crossing violations", self.crossings - CROSSINGS_LISTED));
        }
        out
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Type {
    Work,
    Move,
    Wait,
    Other,
}

/// One event of a crane's timeline: one of the file's, or a wait filled in a gap.
#[derive(Clone)]
struct Ev<'a> {
    /// Its index in the crane's `events` (`None`: a filled wait).
    src: Option<usize>,
    obj: Option<&'a Spanned>,
    start: Dt,
    end: Result<Dt, String>,
    /// A filled wait's berth (`ev.get("to_berth")` or `.get("berth")` of the event before).
    wait_berth: Value,
}

impl<'a> Ev<'a> {
    fn item(&self, key: &str) -> Result<&Value, String> {
        match self.obj {
            Some(o) => py::item(o, key).map(|s| &s.value),
            None if key == "berth" => Ok(&self.wait_berth),
            None => Ok(&NULL),
        }
    }
    fn get(&self, key: &str) -> Option<&Value> {
        match self.obj {
            Some(o) => py::get(o, key),
            None if key == "berth" => Some(&self.wait_berth).filter(|v| !matches!(v, Value::Null)),
            None => None,
        }
    }
    fn ty(&self) -> Result<Type, String> {
        if self.obj.is_none() {
            return Ok(Type::Wait);
        }
        Ok(match self.item("type")?.as_str() {
            Some("work") => Type::Work,
            Some("move") => Type::Move,
            Some("wait") => Type::Wait,
            _ => Type::Other,
        })
    }
    fn seconds(&self) -> f64 {
        (self.end.clone().unwrap_or(self.start) - self.start) as f64
    }
}

struct Crane<'a> {
    obj: &'a Spanned,
    /// `crane.get("crane_id")` as an f-string shows it.
    id: String,
    /// Filled, in the order filling left them.
    events: Vec<Ev<'a>>,
}

/// Where a problem is: the file, the crane, the event, its line.
struct At<'f> {
    file: &'f str,
}

impl At<'_> {
    fn event(&self, c: &Crane, e: &Ev) -> Location {
        let mut loc = Location::file(self.file).name("crane", c.id.clone());
        if let (Some(i), Some(o)) = (e.src, e.obj) {
            loc = loc.index("event", i).line(o.line).column(o.column);
        }
        loc
    }
}

/// The events of a crane as `sorted()` iterates `crane["events"]`: a list's items; a
/// dict's keys and a string's characters are strings, on which the sort's key raises.
fn iterate(v: &Spanned) -> Result<&[Spanned], String> {
    match &v.value {
        Value::Array(items) => Ok(items),
        Value::Object(items) if items.is_empty() => Ok(&[]),
        Value::Str(s) if s.is_empty() => Ok(&[]),
        Value::Object(_) | Value::Str(_) => Err(py::subscript_error(&Value::Str(String::new()))),
        other => Err(format!("'{}' object is not iterable", other.py_type())),
    }
}

/// `parse_dt(x)`: strptime of a string; anything else is a TypeError.
fn parse_time(v: &Value) -> Result<Dt, String> {
    match v {
        Value::Str(s) => dt::strptime(s),
        Value::Null => Err("strptime() argument 1 must be str, not None".into()),
        other => Err(format!("strptime() argument 1 must be str, not {}", other.py_type())),
    }
}

/// A field's path in the file, for messages: `cranes[0].events[3].end_time`.
fn path(crane: usize, event: Option<usize>, key: &str) -> String {
    match event {
        Some(i) => format!("cranes[{crane}].events[{i}].{key}"),
        None => format!("cranes[{crane}].{key}"),
    }
}

fn raised(file: &str, field: String, error: String, line: usize, column: usize, time: Option<&Value>) -> Raised {
    let loc = Location::file(file).field(field.clone()).line(line).column(column);
    let d = match time {
        Some(v) => Diagnostic::new(
            codes::QUAY_BAD_TIME,
            Category::Exception,
            format!("`{field}` is {}, which the server cannot read as a time: it raises \"{error}\"", shown(v)),
        ),
        None => Diagnostic::new(codes::QUAY_RAISES, Category::Exception, format!("`{field}` makes the server raise \"{error}\"")),
    };
    Raised(error, d.at(loc))
}

/// A value as a message shows it: a string as its repr, else as Python prints it.
fn shown(v: &Value) -> String {
    match v {
        Value::Str(s) => py_str_repr(s),
        other => other.py_str(),
    }
}

/// Sort and fill one crane's events (`fill_idle_gaps`).
fn fill<'a>(items: &'a [Spanned], k: usize, file: &str) -> Result<Vec<Ev<'a>>, Raised> {
    let mut evs = Vec::with_capacity(items.len());
    for (i, it) in items.iter().enumerate() {
        let start =
            py::item(it, "start_time").map_err(|e| raised(file, path(k, Some(i), "start_time"), e, it.line, it.column, None)).and_then(
                |s| parse_time(&s.value).map_err(|e| raised(file, path(k, Some(i), "start_time"), e, s.line, s.column, Some(&s.value))),
            )?;
        let end = py::item(it, "end_time").and_then(|s| parse_time(&s.value));
        evs.push(Ev { src: Some(i), obj: Some(it), start, end, wait_berth: Value::Null });
    }
    evs.sort_by_key(|e| e.start);
    let mut out: Vec<Ev<'a>> = Vec::with_capacity(evs.len() * 2);
    for i in 0..evs.len() {
        if i > 0 {
            let prev = &evs[i - 1];
            let prev_end = end_of(prev, k, file)?;
            if evs[i].start - prev_end > 1 {
                let ty = prev.ty().map_err(|e| at_key(prev, k, "type", e, file))?;
                let berth = if ty == Type::Move { prev.get("to_berth") } else { prev.get("berth") };
                out.push(Ev {
                    src: None,
                    obj: None,
                    start: prev_end,
                    end: Ok(evs[i].start),
                    wait_berth: berth.cloned().unwrap_or(Value::Null),
                });
            }
        }
        out.push(evs[i].clone());
    }
    Ok(out)
}

/// `parse_dt(ev["end_time"])`, raising where the server does.
fn end_of(e: &Ev, k: usize, file: &str) -> Result<Dt, Raised> {
    e.end.clone().map_err(|err| {
        let o = e.obj.expect("a filled wait's end is read");
        let v = py::item(o, "end_time").ok();
        let (line, column) = v.map_or((o.line, o.column), |s| (s.line, s.column));
        let time = v.map(|s| &s.value).filter(|_| !err.starts_with('\''));
        raised(file, path(k, e.src, "end_time"), err, line, column, time)
    })
}

fn at_key(e: &Ev, k: usize, key: &str, err: String, file: &str) -> Raised {
    let o = e.obj.expect("a submitted event");
    let (line, column) = py::item(o, key).map_or((o.line, o.column), |s| (s.line, s.column));
    raised(file, path(k, e.src, key), err, line, column, None)
}

fn fmt_int(n: Num) -> String {
    match n {
        Num::Int(i) => i.to_string(),
        Num::Float(x) => crate::float::fixed(x, 0),
    }
}

/// `f"{x:.0f}"` of whole seconds.
fn secs(x: f64) -> String {
    crate::float::fixed(x, 0)
}

/// Run the checks on the `cranes` list (non-empty). `figure` receives the timelines
/// as far as they were read.
pub fn check(cranes: &[Spanned], vessels: &Vessels, file: &str, figure: &mut Vec<QuayCrane>) -> Result<Checked, Raised> {
    let at = At { file };
    let mut out = Checked { allocated: vec![0.0; vessels.vessels.len()], ..Checked::default() };

    // 1. Sort and fill every crane's events, crane by crane.
    let mut cs: Vec<Crane> = Vec::with_capacity(cranes.len());
    for (k, c) in cranes.iter().enumerate() {
        let events = py::item(c, "events").map_err(|e| raised(file, path(k, None, "events"), e, c.line, c.column, None))?;
        let items = iterate(events).map_err(|e| raised(file, path(k, None, "events"), e, events.line, events.column, None))?;
        let events = fill(items, k, file)?;
        let id = py::get(c, "crane_id").map_or_else(|| "None".to_string(), Value::py_str);
        figure.push(timeline(&id, &events));
        cs.push(Crane { obj: c, id, events });
    }
    let violation = |out: &mut Checked, m: String, d: Diagnostic| out.violations.push((Some(m), d));

    // 2. C3/C7 on the timeline sorted again (a wait can sort before the event it follows).
    for (k, c) in cs.iter().enumerate() {
        let mut order: Vec<&Ev> = c.events.iter().collect();
        order.sort_by_key(|e| e.start);
        let mut prev_end = 0;
        for (i, e) in order.iter().enumerate() {
            let end = end_of(e, k, file)?;
            if end <= e.start {
                let d = Diagnostic::new(
                    codes::QUAY_NOT_AFTER_START,
                    Category::Value,
                    format!("crane {}'s event ends at {}, not after its start {}", c.id, dt::show(end), dt::show(e.start)),
                )
                .at(at.event(c, e));
                violation(&mut out, format!("C3/C7 crane={} event={i}: end_time <= start_time", c.id), d);
            }
            if i > 0 && e.start - prev_end < -1 {
                let gap = e.start - prev_end;
                let d = Diagnostic::new(
                    codes::QUAY_OVERLAP,
                    Category::Value,
                    format!("crane {}'s event starting {} begins {} s before the event before it ends", c.id, dt::show(e.start), -gap),
                )
                .at(at.event(c, e));
                violation(&mut out, format!("C7 crane={}: overlap between event {} and {i}: {gap}s", c.id, i - 1), d);
            }
            prev_end = end;
        }
    }

    // 3. C4: a move takes 880 s per berth.
    for (k, c) in cs.iter().enumerate() {
        for e in &c.events {
            if e.ty().map_err(|err| at_key(e, k, "type", err, file))? != Type::Move {
                continue;
            }
            let (Some(from), Some(to)) = (e.get("from_berth"), e.get("to_berth")) else {
                let d = Diagnostic::new(
                    codes::QUAY_MOVE_BERTHS,
                    Category::Value,
                    format!("crane {}'s move has no from_berth or to_berth", c.id),
                )
                .at(at.event(c, e));
                violation(&mut out, format!("C4 crane={}: move event missing from/to_berth", c.id), d);
                continue;
            };
            let to_i = py::int(to).map_err(|err| at_key(e, k, "to_berth", err, file))?;
            let from_i = py::int(from).map_err(|err| at_key(e, k, "from_berth", err, file))?;
            let expected = match (to_i, from_i) {
                (Num::Int(a), Num::Int(b)) => a
                    .checked_sub(b)
                    .and_then(|d| d.checked_abs())
                    .and_then(|d| d.checked_mul(MOVE_SECONDS_PER_BERTH))
                    .map_or(Num::Float((a as f64 - b as f64).abs() * MOVE_SECONDS_PER_BERTH as f64), Num::Int),
                (a, b) => Num::Float((a.f() - b.f()).abs() * MOVE_SECONDS_PER_BERTH as f64),
            };
            let actual = e.seconds();
            if (actual - expected.f()).abs() > 1.0 {
                let d = Diagnostic::new(
                    codes::QUAY_MOVE_TIME,
                    Category::Value,
                    format!(
                        "crane {}'s move from berth {} to {} takes {} s where {} s are needed (880 s a berth)",
                        c.id,
                        from.py_str(),
                        to.py_str(),
                        secs(actual),
                        fmt_int(expected)
                    ),
                )
                .at(at.event(c, e));
                let m = format!(
                    "C4 crane={}: move {}->{} expected={}s actual={}s",
                    c.id,
                    from.py_str(),
                    to.py_str(),
                    fmt_int(expected),
                    secs(actual)
                );
                violation(&mut out, m, d);
            }
        }
    }

    // 4. C5 and C2: the vessel, its berth, its window; the work done inside it.
    for (k, c) in cs.iter().enumerate() {
        for e in &c.events {
            if e.ty().map_err(|err| at_key(e, k, "type", err, file))? != Type::Work {
                continue;
            }
            let vid = e.get("vessel_id").filter(|v| v.truthy());
            let Some(vid) = vid else {
                let d = Diagnostic::new(codes::QUAY_NO_VESSEL, Category::Value, format!("crane {}'s work names no vessel", c.id))
                    .at(at.event(c, e));
                violation(&mut out, format!("C5 crane={}: work event missing vessel_id", c.id), d);
                continue;
            };
            if matches!(vid, Value::Array(_) | Value::Object(_)) {
                return Err(at_key(e, k, "vessel_id", format!("unhashable type: '{}'", vid.py_type()), file));
            }
            let Some(vi) = vid.as_str().and_then(|s| vessels.position(s)) else {
                let d = Diagnostic::new(
                    codes::QUAY_UNKNOWN_VESSEL,
                    Category::Value,
                    format!("crane {}'s work is for vessel {}, which the case does not have", c.id, shown(vid)),
                )
                .at(at.event(c, e));
                violation(&mut out, format!("C5 crane={}: unknown vessel_id={}", c.id, vid.py_str()), d);
                continue;
            };
            let v = &vessels.vessels[vi];
            let berth = e.item("berth").map_err(|err| at_key(e, k, "berth", err, file))?;
            let b = py::int(berth).map_err(|err| at_key(e, k, "berth", err, file))?;
            let loc = || at.event(c, e).name("vessel", v.id.clone());
            if b != Num::Int(i128::from(v.berth)) {
                let d = Diagnostic::new(
                    codes::QUAY_WRONG_BERTH,
                    Category::Value,
                    format!("crane {} works vessel {} at berth {}, but the vessel lies at berth {}", c.id, v.id, berth.py_str(), v.berth),
                )
                .at(loc());
                violation(
                    &mut out,
                    format!("C5 crane={} vessel={}: work berth={} != vessel berth={}", c.id, v.id, berth.py_str(), v.berth),
                    d,
                );
            }
            let end = e.end.clone().unwrap_or(e.start);
            let (eff_s, eff_e) = (e.start.max(v.start), end.min(v.end));
            if eff_e > eff_s {
                out.allocated[vi] += (eff_e - eff_s) as f64;
            }
            if end > v.end {
                let d = Diagnostic::new(
                    codes::QUAY_LATE,
                    Category::Value,
                    format!("crane {} works vessel {} until {}, after its window closes at {}", c.id, v.id, dt::show(end), dt::show(v.end)),
                )
                .at(loc());
                let m = format!("C2 crane={} vessel={}: work ends {} after end_time {}", c.id, v.id, dt::show(end), dt::show(v.end));
                violation(&mut out, m, d);
            }
            if e.start < v.start {
                let d = Diagnostic::new(
                    codes::QUAY_EARLY,
                    Category::Value,
                    format!(
                        "crane {} works vessel {} from {}, before its window opens at {}",
                        c.id,
                        v.id,
                        dt::show(e.start),
                        dt::show(v.start)
                    ),
                )
                .at(loc());
                let m =
                    format!("C2 crane={} vessel={}: work starts {} before start_time {}", c.id, v.id, dt::show(e.start), dt::show(v.start));
                violation(&mut out, m, d);
            }
        }
    }

    // 5. C1: each vessel's work, both sides rounded to whole seconds.
    for (v, allocated) in vessels.vessels.iter().zip(out.allocated.clone()) {
        let a = crate::round::py_round(allocated, 0);
        if !v.required.is_finite() {
            let what = if v.required.is_nan() { "NaN" } else { "infinity" };
            let field = format!("vessel {}'s required work", v.id);
            return Err(raised(file, field, format!("cannot convert float {what} to integer"), 1, 1, None));
        }
        let r = crate::round::py_round(v.required, 0);
        if a >= r {
            out.vessels_ok += 1;
        } else {
            let d = Diagnostic::new(
                codes::QUAY_SHORT,
                Category::Value,
                format!(
                    "vessel {} gets {} s of work inside its window where it needs {} s ({} s short)",
                    v.id,
                    secs(a),
                    secs(r),
                    secs(r - a)
                ),
            )
            .at(Location::file(file).name("vessel", v.id.clone()));
            let m = format!("C1 vessel={}: required={}s allocated={}s shortfall={}s", v.id, secs(r), secs(a), secs(r - a));
            violation(&mut out, m, d);
        }
    }

    // 6. C6: no crossing.
    crossings(&cs, file, &mut out)?;

    for c in &cs {
        for e in &c.events {
            if e.ty() == Ok(Type::Move) {
                out.total_move += e.seconds();
            }
        }
    }
    Ok(out)
}

/// A crane's place on the berth line at each time, as `get_crane_position` finds it:
/// the first event by start (of work, wait or move) holding the time.
struct Places<'c, 'a> {
    evs: Vec<(&'c Ev<'a>, f64, f64)>,
    /// The largest end of the events up to each one: the first holding `t` is the first
    /// whose running end reaches `t`.
    reach: Vec<f64>,
}

impl<'c, 'a> Places<'c, 'a> {
    fn new(c: &'c Crane<'a>) -> Places<'c, 'a> {
        let mut evs: Vec<&Ev> = c.events.iter().collect();
        evs.sort_by_key(|e| e.start);
        let evs: Vec<(&Ev, f64, f64)> = evs
            .into_iter()
            .filter(|e| matches!(e.ty(), Ok(Type::Work | Type::Wait | Type::Move)))
            .map(|e| (e, e.start as f64, e.end.clone().unwrap_or(e.start) as f64))
            .collect();
        let mut reach = Vec::with_capacity(evs.len());
        let mut m = f64::NEG_INFINITY;
        for (_, _, end) in &evs {
            m = m.max(*end);
            reach.push(m);
        }
        Places { evs, reach }
    }

    fn at(&self, t: f64) -> Option<&(&'c Ev<'a>, f64, f64)> {
        let started = self.evs.partition_point(|(_, s, _)| *s <= t);
        let j = self.reach[..started].partition_point(|r| *r < t);
        self.evs.get(j).filter(|_| j < started)
    }
}

fn position(ev: &Ev, s: f64, e: f64, t: f64) -> Result<f64, (String, &'static str)> {
    match ev.ty() {
        Ok(Type::Move) => {
            let from = ev.item("from_berth").map_err(|x| (x, "from_berth"))?;
            let frac = if e > s { (t - s) / (e - s) } else { 0.0 };
            let to = ev.item("to_berth").map_err(|x| (x, "to_berth"))?;
            let span = py::sub(to, from).map_err(|x| (x, "to_berth"))?;
            let from = py::num(from).expect("a number, or the subtraction raised");
            Ok(from.f() + frac * span.f())
        }
        _ => py::float(ev.item("berth").map_err(|x| (x, "berth"))?).map_err(|x| (x, "berth")),
    }
}

fn crossings(cs: &[Crane], file: &str, out: &mut Checked) -> Result<(), Raised> {
    let mut times: Vec<f64> = Vec::new();
    for (k, c) in cs.iter().enumerate() {
        for e in &c.events {
            let end = e.end.clone().unwrap_or(e.start);
            let stamp = |t: Dt, key: &str| dt::timestamp(t).map_err(|err| time_raised(c, e, k, key, err, file));
            let s = stamp(e.start, "start_time")?;
            let en = stamp(end, "end_time")?;
            times.push(s);
            times.push(en);
            if e.ty() == Ok(Type::Move) {
                times.push((s + en) / 2.0);
            }
        }
    }
    times.sort_by(f64::total_cmp);
    times.dedup();
    let mut keys = Vec::with_capacity(cs.len());
    for (k, c) in cs.iter().enumerate() {
        keys.push(
            &py::item(c.obj, "crane_id").map_err(|e| raised(file, path(k, None, "crane_id"), e, c.obj.line, c.obj.column, None))?.value,
        );
    }
    let order = py::sorted_by_key(&keys).map_err(|e| raised(file, "cranes[*].crane_id".into(), e, 1, 1, None))?;
    let places: Vec<(usize, Places)> = order.iter().map(|&k| (k, Places::new(&cs[k]))).collect();
    let mut located = 0;
    for &t in &times {
        let mut here: Vec<(usize, f64)> = Vec::with_capacity(places.len());
        for (k, p) in &places {
            if let Some((ev, s, e)) = p.at(t) {
                let pos = position(ev, *s, *e, t).map_err(|(err, key)| at_key_any(&cs[*k], ev, *k, key, err, file))?;
                here.push((*k, pos));
            }
        }
        for w in here.windows(2) {
            let ((a, pa), (b, pb)) = (w[0], w[1]);
            if pa > pb + 0.01 {
                out.crossings += 1;
                let (ia, ib) = (keys[a].py_str(), keys[b].py_str());
                let when = dt::show_timestamp(t);
                let m = (out.crossings <= CROSSINGS_LISTED).then(|| {
                    format!(
                        "C6 crossing: crane_{ia} pos={} > crane_{ib} pos={} at t={when}",
                        crate::float::fixed(pa, 2),
                        crate::float::fixed(pb, 2)
                    )
                });
                if located < CROSSINGS_LOCATED {
                    located += 1;
                    let d = Diagnostic::new(
                        codes::QUAY_CROSSING,
                        Category::Value,
                        format!(
                            "at {when} crane {ia} stands at berth {}, right of crane {ib} at {}",
                            crate::float::fixed(pa, 2),
                            crate::float::fixed(pb, 2)
                        ),
                    )
                    .at(Location::file(file).name("crane", ia.clone()).name("time", when.clone()));
                    out.violations.push((m, d));
                }
            }
        }
    }
    Ok(())
}

fn time_raised(c: &Crane, e: &Ev, k: usize, key: &str, err: String, file: &str) -> Raised {
    match e.obj {
        Some(_) => at_key(e, k, key, err, file),
        None => raised(file, format!("{} (a filled wait)", path(k, None, "events")), err, c.obj.line, c.obj.column, None),
    }
}

fn at_key_any(c: &Crane, e: &Ev, k: usize, key: &str, err: String, file: &str) -> Raised {
    match e.obj {
        Some(_) => at_key(e, k, key, err, file),
        None => raised(
            file,
            format!("{} (the wait filled at {})", path(k, None, "events"), dt::show(e.start)),
            err,
            c.obj.line,
            c.obj.column,
            None,
        ),
    }
}

/// The crane's timeline as the figure draws it (filled, sorted by start).
fn timeline(id: &str, events: &[Ev]) -> QuayCrane {
    let mut order: Vec<&Ev> = events.iter().collect();
    order.sort_by_key(|e| e.start);
    let num = |v: Option<&Value>| v.and_then(|v| py::float(v).ok()).filter(|x| x.is_finite());
    QuayCrane {
        id: id.to_string(),
        events: order
            .into_iter()
            .map(|e| {
                let ty = if e.obj.is_none() { "wait".to_string() } else { e.get("type").map_or_else(String::new, Value::py_str) };
                QuayEvent {
                    kind: ty,
                    start: e.start,
                    end: e.end.clone().ok(),
                    berth: num(e.get("berth")),
                    from_berth: num(e.get("from_berth")),
                    to_berth: num(e.get("to_berth")),
                    vessel: e.get("vessel_id").map(Value::py_str),
                    event: e.src,
                }
            })
            .collect(),
    }
}
