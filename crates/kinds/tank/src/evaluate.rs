//! The evaluator's checks, in its order, on the submission as Python holds it: its six
//! validations (compartment fuel type, orders delivered, time windows, vehicle access,
//! compartment loads, total volume), then its own three (stops per trip, depart point,
//! depot), then its score. Every `.get`, iteration, `int()`, `float()`, `==` and `str()`
//! is Python's on the JSON value, so an odd value errs (or raises) where it does there.

use std::collections::HashMap;

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{py_strip, Spanned, Value};

use super::data::{Input, Order, Vehicle};

/// Why grading stops before a list of broken rules.
#[derive(Debug)]
pub enum Stop {
    /// The checks raise inside the evaluator's `try`: `"Type: message"`.
    Raised(String, Diagnostic),
    /// The evaluator itself stops (outside any `try`): `"Type: message"`.
    Crash(String, Diagnostic),
    /// A corner this grader does not reproduce (ints beyond 128 bits, non-ASCII digits).
    Unsupported(Diagnostic),
}

/// One broken rule or warning: the server's sentence and our diagnostic.
pub type Said = (String, Diagnostic);

#[derive(Debug, Default)]
pub struct Checked {
    pub errors: Vec<Said>,
    pub warnings: Vec<Said>,
}

pub(crate) struct Ctx<'a> {
    pub file: &'a str,
    pub input: &'a Input,
}

fn ty(v: &Value) -> &'static str {
    v.py_type()
}

fn loc(c: &Ctx, sp: &Spanned) -> Location {
    Location::file(c.file).line(sp.line).column(sp.column)
}

impl Ctx<'_> {
    fn raise(&self, sp: &Spanned, e: String) -> Stop {
        let d = Diagnostic::new(codes::TANK_RAISES, Category::Exception, format!("the checks raise {e}")).at(loc(self, sp));
        Stop::Raised(e, d)
    }
    fn unsupported(&self, sp: &Spanned, what: &str) -> Stop {
        let m = format!("{what} is not built into this grader");
        Stop::Unsupported(Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, m).at(loc(self, sp)))
    }
}

/// `_fld(d, name)`: the value when `d` is a dict holding the key (`None` for JSON null too,
/// as Python's `is None` sees it).
fn fld<'a>(d: &'a Spanned, name: &str) -> Option<&'a Spanned> {
    d.value.get(name).filter(|v| !matches!(v.value, Value::Null))
}

/// `_fld` with the key's value kept even when null (for `str()` of it).
fn fld_raw<'a>(d: &'a Spanned, name: &str) -> Option<&'a Spanned> {
    d.value.get(name)
}

/// Python's `str()` of `_fld(d, name, default=dflt)`.
fn fld_str(d: &Spanned, name: &str, dflt: &str) -> String {
    fld_raw(d, name).map_or_else(|| dflt.to_string(), |v| v.value.py_str())
}

/// Iterating a value as a `for` loop does: a list's items, a text's characters, a dict's keys.
fn iterate(c: &Ctx, v: &Spanned) -> Result<Vec<Spanned>, Stop> {
    let at = |value: Value| Spanned { value, line: v.line, column: v.column };
    match &v.value {
        Value::Array(items) => Ok(items.clone()),
        Value::Str(s) => Ok(s.chars().map(|ch| at(Value::Str(ch.to_string()))).collect()),
        Value::Object(items) => {
            let mut keys: Vec<&str> = Vec::new();
            for (k, _) in items {
                if !keys.contains(&k.as_str()) {
                    keys.push(k);
                }
            }
            Ok(keys.into_iter().map(|k| at(Value::Str(k.into()))).collect())
        }
        other => Err(c.raise(v, format!("TypeError: '{}' object is not iterable", ty(other)))),
    }
}

/// `d.get(name, [])` iterated: `d` must be a dict.
fn get_list(c: &Ctx, d: &Spanned, name: &str) -> Result<Vec<Spanned>, Stop> {
    if !matches!(d.value, Value::Object(_)) {
        return Err(c.raise(d, format!("AttributeError: '{}' object has no attribute 'get'", ty(&d.value))));
    }
    match d.value.get(name) {
        None => Ok(Vec::new()),
        Some(v) => iterate(c, v),
    }
}

fn unhashable(v: &Value) -> Option<&'static str> {
    match v {
        Value::Array(_) => Some("list"),
        Value::Object(_) => Some("dict"),
        _ => None,
    }
}

/// `_oid(order)`: `order_id`, else `orderId`, of a dict (null kept), else None.
fn oid(o: &Spanned) -> Value {
    if matches!(o.value, Value::Object(_)) {
        for k in ["order_id", "orderId"] {
            if let Some(v) = o.value.get(k) {
                return v.value.clone();
            }
        }
    }
    Value::Null
}

/// A number as Python compares it: ints exactly, floats as they are.
#[derive(Clone, Copy)]
enum Num {
    Int(i128),
    Big,
    Float(f64),
}

fn num(v: &Value) -> Option<Num> {
    match v {
        Value::Bool(b) => Some(Num::Int(i128::from(*b))),
        Value::Int(s) => Some(s.parse().map_or(Num::Big, Num::Int)),
        Value::Float(x) => Some(Num::Float(*x)),
        _ => None,
    }
}

fn int_eq_float(i: i128, x: f64) -> bool {
    x.fract() == 0.0 && x.abs() < 1.7e38 && (x as i128) == i
}

/// Python's `a == b` where `b` is the case's number (an int or float of modest size).
pub(crate) fn py_eq_num(a: &Value, b: &Value) -> bool {
    match (num(a), num(b)) {
        (Some(Num::Int(x)), Some(Num::Int(y))) => x == y,
        (Some(Num::Float(x)), Some(Num::Float(y))) => x == y,
        (Some(Num::Int(i)), Some(Num::Float(x))) | (Some(Num::Float(x)), Some(Num::Int(i))) => int_eq_float(i, x),
        _ => false,
    }
}

fn eq_i64(v: &Value, i: i64) -> bool {
    py_eq_num(v, &Value::Int(i.to_string()))
}

/// `int(v)` as Python computes it: the int, a caught error (TypeError / ValueError), or
/// what escapes (OverflowError of an infinite float).
enum IntOf {
    Ok(i128),
    Caught,
    Raises(String),
}

fn py_int(c: &Ctx, sp: &Spanned) -> Result<IntOf, Stop> {
    Ok(match &sp.value {
        Value::Bool(b) => IntOf::Ok(i128::from(*b)),
        Value::Int(s) => match s.parse() {
            Ok(i) => IntOf::Ok(i),
            Err(_) => return Err(c.unsupported(sp, "an int beyond 128 bits")),
        },
        Value::Float(x) if x.is_nan() => IntOf::Caught,
        Value::Float(x) if x.is_infinite() => IntOf::Raises("OverflowError: cannot convert float infinity to integer".into()),
        Value::Float(x) if x.abs() >= 1.7e38 => return Err(c.unsupported(sp, "a float beyond 128 bits as an int")),
        Value::Float(x) => IntOf::Ok(x.trunc() as i128),
        Value::Str(s) => {
            if s.chars().any(|ch| !ch.is_ascii() && ch.is_numeric()) {
                return Err(c.unsupported(sp, "a non-ASCII digit"));
            }
            match int_text(py_strip(s)) {
                Some(Some(i)) => IntOf::Ok(i),
                Some(None) => return Err(c.unsupported(sp, "an int beyond 128 bits")),
                None => IntOf::Caught,
            }
        }
        _ => IntOf::Caught,
    })
}

/// `int(text)` in base 10: a sign, digits with single underscores between them.
/// `None`: ValueError; `Some(None)`: beyond i128.
fn int_text(s: &str) -> Option<Option<i128>> {
    let (neg, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let b = body.as_bytes();
    if b.is_empty() || !b[0].is_ascii_digit() || !b[b.len() - 1].is_ascii_digit() {
        return None;
    }
    let mut digits = String::new();
    for (i, &ch) in b.iter().enumerate() {
        match ch {
            b'0'..=b'9' => digits.push(ch as char),
            b'_' if b[i + 1] != b'_' => {}
            _ => return None,
        }
    }
    // CPython refuses more than 4,300 digits (ValueError).
    if digits.len() > 4300 {
        return None;
    }
    Some(digits.parse::<i128>().ok().map(|v| if neg { -v } else { v }))
}

/// `float(v)`: the float, a caught error, or what escapes (OverflowError of a huge int).
enum FloatOf {
    Ok(f64),
    Caught(String),
    Raises(String),
}

fn py_float(v: &Value) -> FloatOf {
    match v.py_float() {
        Ok(x) => FloatOf::Ok(x),
        Err(crate::pyjson::FloatError::Overflow) => FloatOf::Raises("OverflowError: int too large to convert to float".into()),
        Err(crate::pyjson::FloatError::Invalid(m)) => {
            FloatOf::Caught(format!("{}: {m}", if matches!(v, Value::Str(_)) { "ValueError" } else { "TypeError" }))
        }
    }
}

fn fixed2(x: f64) -> String {
    crate::float::fixed(x, 2)
}

/// Python's `repr` of a list of texts (`['92#', '95#']`).
fn repr_texts(items: &[String]) -> String {
    Value::Array(items.iter().map(|s| Spanned { value: Value::Str(s.clone()), line: 0, column: 0 }).collect()).py_str()
}

struct Out<'a, 'b> {
    c: &'a Ctx<'b>,
    got: Checked,
}

impl Out<'_, '_> {
    fn err(&mut self, msg: String, code: crate::diagnostic::Code, m: String, at: Location) {
        self.got.errors.push((msg, Diagnostic::new(code, Category::Value, m).at(at)));
    }
    fn warn(&mut self, msg: String, code: crate::diagnostic::Code, m: String, at: Location) {
        self.got.warnings.push((msg, Diagnostic::new(code, Category::Warning, m).at(at)));
    }
}

fn trip_at(c: &Ctx, ti: usize, t: &Spanned) -> Location {
    loc(c, t).index("tank_trip", ti)
}

/// The six validations in the evaluator's order.
pub(crate) fn validate(c: &Ctx, trips: &[Spanned]) -> Result<Checked, Stop> {
    let mut o = Out { c, got: Checked::default() };
    fuel_types(&mut o, trips)?;
    demands(&mut o, trips)?;
    time_windows(&mut o, trips)?;
    vehicle_access(&mut o, trips)?;
    compartments(&mut o, trips)?;
    total_volume(&mut o, trips)?;
    Ok(o.got)
}

fn fuel_types(o: &mut Out, trips: &[Spanned]) -> Result<(), Stop> {
    let c = o.c;
    for (ti, trip) in trips.iter().enumerate() {
        for (li, item) in get_list(c, trip, "loadInfo")?.iter().enumerate() {
            let at = trip_at(c, ti, trip).index("compartment", li).line(item.line).column(item.column);
            let tid = fld_str(trip, "tripId", "?");
            let (Some(ware), Some(oil)) = (fld(item, "wareId"), fld(item, "oilType")) else {
                let field = if fld(item, "wareId").is_none() { "wareId" } else { "oilType" };
                o.err(format!("Trip {tid}: loadInfo 缺 wareId 或 oilType"), codes::TANK_MISSING_FIELD, format!("`{field}` is missing"), at);
                continue;
            };
            let mut found = false;
            for v in &c.input.vehicles {
                if let Some(w) = v.wares.iter().find(|w| eq_i64(&ware.value, w.id)) {
                    if eq_i64(&oil.value, w.load_type) {
                        found = true;
                    } else {
                        // `trip['tripId']`: a bare key, so a trip without one raises KeyError here.
                        let Some(t) = fld_raw(trip, "tripId") else {
                            return Err(c.raise(trip, "KeyError: 'tripId'".into()));
                        };
                        let (wv, ov) = (ware.value.py_str(), oil.value.py_str());
                        o.err(
                            format!("Trip {}: 仓{wv}的燃料类型{ov}与定义{}不符", t.value.py_str(), w.load_type),
                            codes::TANK_FUEL_TYPE,
                            format!("compartment {wv} carries fuel type {ov} where vehicle type {} defines {}", v.name, w.load_type),
                            at.clone(),
                        );
                    }
                }
                if found {
                    break;
                }
            }
            if !found {
                let (wv, ov) = (ware.value.py_str(), oil.value.py_str());
                o.err(
                    format!("Trip {tid}: 仓{wv}未在车辆定义中找到"),
                    codes::TANK_WARE_NOWHERE,
                    format!("compartment {wv} is in no vehicle type (or its fuel type {ov} matches none)"),
                    at,
                );
            }
        }
    }
    Ok(())
}

fn demands(o: &mut Out, trips: &[Spanned]) -> Result<(), Stop> {
    let c = o.c;
    let mut delivered: HashMap<&str, Vec<(Spanned, Location)>> = HashMap::new();
    for (ti, trip) in trips.iter().enumerate() {
        for (si, cust) in get_list(c, trip, "customers")?.iter().enumerate() {
            let at = trip_at(c, ti, trip).index("tank_stop", si).line(cust.line).column(cust.column);
            let Some(cid) = fld(cust, "locationId") else {
                o.err("提交里有一条客户记录没写 locationId".into(), codes::TANK_MISSING_FIELD, "`locationId` is missing".into(), at);
                continue;
            };
            if let Some(t) = unhashable(&cid.value) {
                return Err(c.raise(cid, format!("TypeError: unhashable type: '{t}'")));
            }
            let orders = get_list(c, cust, "orders")?;
            if let Value::Str(id) = &cid.value {
                if let Some(k) = c.input.customers.iter().find(|x| &x.id == id) {
                    let list = delivered.entry(k.id.as_str()).or_default();
                    list.extend(orders.into_iter().enumerate().map(|(oi, x)| {
                        let at = at.clone().index("tank_order", oi).line(x.line).column(x.column);
                        (x, at)
                    }));
                }
            }
        }
    }
    for cust in &c.input.customers {
        let mut got: HashMap<String, (&Spanned, &Location)> = HashMap::new();
        for (x, at) in delivered.get(cust.id.as_str()).map_or(&[][..], |v| &v[..]) {
            match oid(x) {
                Value::Null => o.err(
                    format!("客户 {}: 有一条订单没写订单号(字段名应为 order_id)", cust.id),
                    codes::TANK_MISSING_FIELD,
                    "`order_id` is missing".into(),
                    at.clone(),
                ),
                Value::Str(s) => {
                    got.insert(s, (x, at));
                }
                other => {
                    if let Some(t) = unhashable(&other) {
                        return Err(c.raise(x, format!("TypeError: unhashable type: '{t}'")));
                    }
                }
            }
        }
        for ord in &cust.orders {
            let here = || Location::file(c.file).name("tank_station", cust.id.clone()).name("tank_order_id", ord.id.clone());
            match got.get(&ord.id) {
                None => o.err(
                    format!("客户 {}: 订单 {} 未被交付", cust.id, ord.id),
                    codes::TANK_ORDER_MISSING,
                    format!("station {}: order {} is not delivered", cust.id, ord.id),
                    here(),
                ),
                Some((x, at)) => {
                    let v = fld_raw(x, "volume").map_or(Value::Null, |v| v.value.clone());
                    if !py_eq_num(&v, &ord.volume) {
                        let (want, gotv) = (ord.volume.py_str(), v.py_str());
                        o.err(
                            format!("客户 {}: 订单 {} 的体积不匹配 (期望: {want}, 实际: {gotv})", cust.id, ord.id),
                            codes::TANK_ORDER_VOLUME,
                            format!("station {}: order {} delivers {gotv} where it asks {want}", cust.id, ord.id),
                            (*at).clone(),
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

fn time_windows(o: &mut Out, trips: &[Spanned]) -> Result<(), Stop> {
    let c = o.c;
    let start = &c.input.task_start;
    for (ti, trip) in trips.iter().enumerate() {
        for (si, cust) in get_list(c, trip, "customers")?.iter().enumerate() {
            let at = trip_at(c, ti, trip).index("tank_stop", si).line(cust.line).column(cust.column);
            let (id, arr, dep) = (fld(cust, "locationId"), fld(cust, "arriveTime"), fld(cust, "departTime"));
            let (Some(id), Some(arr), Some(_)) = (id, arr, dep) else {
                let shown = id.filter(|v| v.value.truthy()).map_or_else(|| "?".to_string(), |v| v.value.py_str());
                let field = if id.is_none() {
                    "locationId"
                } else if arr.is_none() {
                    "arriveTime"
                } else {
                    "departTime"
                };
                o.err(
                    format!("客户 {shown}: 缺 locationId / arriveTime / departTime 之一"),
                    codes::TANK_MISSING_FIELD,
                    format!("`{field}` is missing"),
                    at,
                );
                continue;
            };
            let Value::Str(id) = &id.value else { continue };
            let Some(info) = c.input.customers.iter().find(|x| &x.id == id) else { continue };
            let am = match &arr.value {
                Value::Str(s) => {
                    if s.chars().any(|ch| !ch.is_ascii() && ch.is_numeric()) {
                        return Err(c.unsupported(arr, "a non-ASCII digit in a time"));
                    }
                    minutes(s, start)
                }
                _ => 0,
            };
            let end = am + info.service;
            let ok = windows(&info.work_time).iter().any(|(a, b)| minutes(a, start) <= am && end <= minutes(b, start));
            if !ok {
                let shown = arr.value.py_str();
                o.warn(
                    format!("客户 {id}: 到达时间 {shown} 可能不在时间窗内"),
                    codes::TANK_TIME_WINDOW,
                    format!("arrives at {shown}, outside the station's windows"),
                    at,
                );
            }
        }
    }
    Ok(())
}

/// `workTime` as `a-b|c-d`: the pairs split exactly as the evaluator splits them.
pub fn windows(work: &str) -> Vec<(&str, &str)> {
    work.split('|')
        .filter_map(|r| {
            let p: Vec<&str> = r.split('-').collect();
            (p.len() == 2).then(|| (p[0], p[1]))
        })
        .collect()
}

/// `time_to_minutes`: minutes from the task's start, 0 when either text does not parse.
pub fn minutes(t: &str, start: &str) -> i64 {
    match (strptime(t), strptime(start)) {
        (Some(a), Some(b)) => a - b,
        _ => 0,
    }
}

/// `datetime.strptime(s, "%Y%m%d%H%M")` as minutes from 0001-01-01, or `None` where it
/// raises. `_strptime`'s regex takes the first alternatives that match in order (no
/// search for a longer match), then refuses what is left over.
pub fn strptime(s: &str) -> Option<i64> {
    let b = s.as_bytes();
    let d = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let v = |i: usize, n: usize| b[i..i + n].iter().fold(0i64, |a, x| a * 10 + i64::from(x - b'0'));
    if !(0..4).all(d) {
        return None;
    }
    let year = v(0, 4);
    // Each field's alternatives in the regex's order: (length, test).
    let month = |i: usize| -> Vec<usize> {
        let mut out = Vec::new();
        let c0 = b.get(i).copied();
        let c1 = b.get(i + 1).copied();
        if c0 == Some(b'1') && matches!(c1, Some(b'0'..=b'2')) {
            out.push(2);
        }
        if c0 == Some(b'0') && matches!(c1, Some(b'1'..=b'9')) {
            out.push(2);
        }
        if matches!(c0, Some(b'1'..=b'9')) {
            out.push(1);
        }
        out
    };
    let day = |i: usize| -> Vec<usize> {
        let mut out = Vec::new();
        let c0 = b.get(i).copied();
        let c1 = b.get(i + 1).copied();
        if c0 == Some(b'3') && matches!(c1, Some(b'0' | b'1')) {
            out.push(2);
        }
        if matches!(c0, Some(b'1' | b'2')) && matches!(c1, Some(b'0'..=b'9')) {
            out.push(2);
        }
        if c0 == Some(b'0') && matches!(c1, Some(b'1'..=b'9')) {
            out.push(2);
        }
        if matches!(c0, Some(b'1'..=b'9')) {
            out.push(1);
        }
        if c0 == Some(b' ') && matches!(c1, Some(b'1'..=b'9')) {
            out.push(2);
        }
        out
    };
    let hour = |i: usize| -> Vec<usize> {
        let mut out = Vec::new();
        let c0 = b.get(i).copied();
        let c1 = b.get(i + 1).copied();
        if c0 == Some(b'2') && matches!(c1, Some(b'0'..=b'3')) {
            out.push(2);
        }
        if matches!(c0, Some(b'0' | b'1')) && matches!(c1, Some(b'0'..=b'9')) {
            out.push(2);
        }
        if matches!(c0, Some(b'0'..=b'9')) {
            out.push(1);
        }
        out
    };
    let minute = |i: usize| -> Vec<usize> {
        let mut out = Vec::new();
        let c0 = b.get(i).copied();
        let c1 = b.get(i + 1).copied();
        if matches!(c0, Some(b'0'..=b'5')) && matches!(c1, Some(b'0'..=b'9')) {
            out.push(2);
        }
        if matches!(c0, Some(b'0'..=b'9')) {
            out.push(1);
        }
        out
    };
    let num =
        |i: usize, n: usize| -> i64 { b[i..i + n].iter().filter(|x| x.is_ascii_digit()).fold(0i64, |a, x| a * 10 + i64::from(x - b'0')) };
    for ml in month(4) {
        let i = 4 + ml;
        for dl in day(i) {
            let j = i + dl;
            for hl in hour(j) {
                let k = j + hl;
                if let Some(&nl) = minute(k).first() {
                    // The regex's first full match: anything left is "unconverted data remains".
                    if k + nl != b.len() {
                        return None;
                    }
                    let (mo, da, ho, mi) = (num(4, ml), num(i, dl), num(j, hl), num(k, nl));
                    return civil(year, mo, da).map(|days| days * 1440 + ho * 60 + mi);
                }
            }
        }
    }
    None
}

/// Days from 0001-01-01 of a valid proleptic Gregorian date (`datetime`'s range).
fn civil(y: i64, m: i64, d: i64) -> Option<i64> {
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let dim = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if y < 1 || !(1..=12).contains(&m) || d < 1 || d > dim[(m - 1) as usize] {
        return None;
    }
    let yy = y - 1;
    let before = yy * 365 + yy / 4 - yy / 100 + yy / 400;
    Some(before + dim[..(m - 1) as usize].iter().sum::<i64>() + d - 1)
}

fn vehicle_access(o: &mut Out, trips: &[Spanned]) -> Result<(), Stop> {
    let c = o.c;
    for cust in &c.input.customers {
        if cust.allowed.is_empty() {
            continue;
        }
        let mut found = false;
        for trip in trips {
            for s in get_list(c, trip, "customers")? {
                if fld_raw(&s, "locationId").is_some_and(|v| v.value.as_str() == Some(cust.id.as_str())) {
                    let vt = trip.value.get("vehicleType").map_or(Value::Str("unknown".into()), |v| v.value.clone());
                    if vt.as_str().is_some_and(|t| cust.allowed.iter().any(|a| a == t)) {
                        found = true;
                    }
                    break;
                }
            }
            if found {
                break;
            }
        }
        if !found {
            let allowed = repr_texts(&cust.allowed);
            o.warn(
                format!("Customer {}: not served by allowed vehicle types {allowed}", cust.id),
                codes::TANK_VEHICLE_ACCESS,
                format!("station {} is not served by a vehicle type it allows ({allowed})", cust.id),
                Location::file(c.file).name("tank_station", cust.id.clone()),
            );
        }
    }
    Ok(())
}

/// Insertion-ordered `{ware: value}`.
fn add(m: &mut Vec<(i128, f64)>, k: i128, x: f64) {
    match m.iter_mut().find(|(w, _)| *w == k) {
        Some((_, v)) => *v += x,
        None => m.push((k, 0.0 + x)),
    }
}

fn compartments(o: &mut Out, trips: &[Spanned]) -> Result<(), Stop> {
    let c = o.c;
    let defs: HashMap<&str, &Vehicle> = c.input.vehicles.iter().map(|v| (v.name.as_str(), v)).collect();
    let required: HashMap<(&str, &str), &Order> =
        c.input.customers.iter().flat_map(|k| k.orders.iter().map(move |x| ((k.id.as_str(), x.id.as_str()), x))).collect();
    for (ti, trip) in trips.iter().enumerate() {
        let tid = fld_str(trip, "tripId", "?");
        let vt = py_strip(&fld_str(trip, "vehicleType", "")).to_string();
        let here = trip_at(c, ti, trip);
        let Some(veh) = defs.get(vt.as_str()) else {
            o.err(
                format!("Trip {tid}: vehicleType 必须是车型定义中的名称"),
                codes::TANK_VEHICLE_TYPE,
                format!("vehicleType {vt} is not a vehicle type of the case"),
                here,
            );
            continue;
        };
        let ware = |w: i128| veh.wares.iter().find(|x| i128::from(x.id) == w);
        let mut loaded: Vec<(i128, f64)> = Vec::new();
        for (li, item) in get_list(c, trip, "loadInfo")?.iter().enumerate() {
            let at = here.clone().index("compartment", li).line(item.line).column(item.column);
            let (Some(vol), Some(w)) = (fld(item, "volume"), fld(item, "wareId")) else {
                let field = if fld(item, "volume").is_none() { "volume" } else { "wareId" };
                o.err(format!("Trip {tid}: loadInfo 缺 volume 或 wareId"), codes::TANK_MISSING_FIELD, format!("`{field}` is missing"), at);
                continue;
            };
            let bad = |o: &mut Out, field: &str, v: &Value| {
                o.err(
                    format!("Trip {tid}: 仓号或装载量不是有效数值"),
                    codes::TANK_NOT_NUMBER,
                    format!("`{field}` is {}, not a number the evaluator reads", v.py_str()),
                    at.clone(),
                )
            };
            let wi = match py_int(c, w)? {
                IntOf::Ok(i) => i,
                IntOf::Caught => {
                    bad(o, "wareId", &w.value);
                    continue;
                }
                IntOf::Raises(e) => return Err(c.raise(w, e)),
            };
            let x = match py_float(&vol.value) {
                FloatOf::Ok(x) => x,
                FloatOf::Caught(_) => {
                    bad(o, "volume", &vol.value);
                    continue;
                }
                FloatOf::Raises(e) => return Err(c.raise(vol, e)),
            };
            if ware(wi).is_none() {
                o.err(
                    format!("Trip {tid}: 车型 {vt} 没有仓 {wi}"),
                    codes::TANK_WARE_NOT_ON_VEHICLE,
                    format!("vehicle type {vt} has no compartment {wi}"),
                    at,
                );
                continue;
            }
            if !x.is_finite() || x < 0.0 {
                let shown = crate::pyjson::py_float_repr(x);
                o.err(
                    format!("Trip {tid}: 仓 {wi} 装载量必须是非负有限数"),
                    codes::TANK_LOAD_NEGATIVE,
                    format!("compartment {wi} loads {shown} L"),
                    at,
                );
                continue;
            }
            add(&mut loaded, wi, x);
        }
        let mut delivered: Vec<(i128, f64)> = Vec::new();
        let mut grades: Vec<(i128, Vec<String>)> = Vec::new();
        for (si, cust) in get_list(c, trip, "customers")?.iter().enumerate() {
            let cid = fld_str(cust, "locationId", "");
            let at_stop = here.clone().index("tank_stop", si).line(cust.line).column(cust.column);
            for (oi, x) in get_list(c, cust, "orders")?.iter().enumerate() {
                let at = at_stop.clone().index("tank_order", oi).line(x.line).column(x.column);
                let id = oid(x).py_str();
                let truth = required.get(&(cid.as_str(), id.as_str()));
                let Some(w) = fld(x, "wareId") else {
                    o.err(
                        format!("Trip {tid}: 客户 {cid} 订单 {id} 缺 wareId"),
                        codes::TANK_MISSING_FIELD,
                        "`wareId` is missing".into(),
                        at,
                    );
                    continue;
                };
                let wi = match py_int(c, w)? {
                    IntOf::Ok(i) => i,
                    IntOf::Caught => {
                        o.err(
                            format!("Trip {tid}: 订单 {id} 的 wareId 无效"),
                            codes::TANK_NOT_NUMBER,
                            format!("`wareId` is {}, not a number the evaluator reads", w.value.py_str()),
                            at,
                        );
                        continue;
                    }
                    IntOf::Raises(e) => return Err(c.raise(w, e)),
                };
                let Some(wd) = ware(wi) else {
                    o.err(
                        format!("Trip {tid}: 订单 {id} 分到车型 {vt} 不存在的仓 {wi}"),
                        codes::TANK_WARE_NOT_ON_VEHICLE,
                        format!("vehicle type {vt} has no compartment {wi}"),
                        at,
                    );
                    continue;
                };
                let Some(truth) = truth else { continue };
                if wd.load_type != truth.oil_type {
                    o.err(
                        format!("Trip {tid}: 订单 {id} 的油品大类与仓 {wi} 不匹配"),
                        codes::TANK_ORDER_FUEL,
                        format!("order {id} sits in compartment {wi}, whose fuel type is not the order's"),
                        at.clone(),
                    );
                }
                match grades.iter_mut().find(|(k, _)| *k == wi) {
                    Some((_, g)) => {
                        if !g.contains(&truth.grade) {
                            g.push(truth.grade.clone());
                        }
                    }
                    None => grades.push((wi, vec![truth.grade.clone()])),
                }
                let v = fld_raw(x, "volume").map_or(Value::Null, |v| v.value.clone());
                match py_float(&v) {
                    FloatOf::Ok(f) => add(&mut delivered, wi, f),
                    FloatOf::Caught(_) => o.err(
                        format!("Trip {tid}: 订单 {id} 的 volume 无效"),
                        codes::TANK_NOT_NUMBER,
                        format!("`volume` is {}, not a number the evaluator reads", v.py_str()),
                        at,
                    ),
                    FloatOf::Raises(e) => return Err(c.raise(x, e)),
                }
            }
        }
        for (wi, g) in &grades {
            let mut g: Vec<String> = g.iter().filter(|s| !s.is_empty()).cloned().collect();
            if g.len() > 1 {
                g.sort();
                let shown = repr_texts(&g);
                o.err(
                    format!("Trip {tid}: 仓 {wi} 混装了多种细类油品 {shown}"),
                    codes::TANK_MIXED_GRADE,
                    format!("compartment {wi} mixes the grades {shown}"),
                    here.clone().name("tank_ware", wi.to_string()),
                );
            }
        }
        // `set(loaded) | set(delivered)`: ids below 8 (data.rs) iterate ascending.
        let mut ids: Vec<i128> = loaded.iter().chain(&delivered).map(|(k, _)| *k).collect();
        ids.sort_unstable();
        ids.dedup();
        for wi in ids {
            let l = loaded.iter().find(|(k, _)| *k == wi).map_or(0.0, |x| x.1);
            let d = delivered.iter().find(|(k, _)| *k == wi).map_or(0.0, |x| x.1);
            let at = here.clone().name("tank_ware", wi.to_string());
            if (l - d).abs() > 0.01 {
                let (ls, ds) = (fixed2(l), fixed2(d));
                o.err(
                    format!("Trip {tid}: 仓 {wi} 装载 {ls}L 与该仓交付 {ds}L 不一致"),
                    codes::TANK_LOAD_DELIVERED,
                    format!("compartment {wi} loads {ls} L but delivers {ds} L"),
                    at.clone(),
                );
            }
            let cap = ware(wi).map_or(0.0, |w| w.volume);
            if l > cap + 0.01 {
                let (ls, cs) = (fixed2(l), fixed2(cap));
                o.err(
                    format!("Trip {tid}: 仓 {wi} 装载 {ls}L 超过真实仓容 {cs}L"),
                    codes::TANK_CAPACITY,
                    format!("compartment {wi} loads {ls} L, above its {cs} L"),
                    at,
                );
            }
        }
    }
    Ok(())
}

fn total_volume(o: &mut Out, trips: &[Spanned]) -> Result<(), Stop> {
    let c = o.c;
    let mut required = 0.0f64;
    for k in &c.input.customers {
        for x in &k.orders {
            required += x.volume.as_f64().unwrap_or(0.0);
        }
    }
    let mut delivered = 0.0f64;
    for trip in trips {
        for item in get_list(c, trip, "loadInfo")? {
            let v = match fld_raw(&item, "volume") {
                Some(v) if v.value.truthy() => v,
                _ => continue,
            };
            match py_float(&v.value) {
                FloatOf::Ok(x) => delivered += x,
                FloatOf::Caught(e) | FloatOf::Raises(e) => return Err(c.raise(v, e)),
            }
        }
    }
    if (required - delivered).abs() > 0.01 {
        let (r, d) = (fixed2(required), fixed2(delivered));
        o.err(
            format!("Total volume mismatch: required={r}L, delivered={d}L"),
            codes::TANK_TOTAL_VOLUME,
            format!("the compartments load {d} L where the orders need {r} L"),
            Location::file(c.file),
        );
    }
    Ok(())
}

/// `_lid(o)`: a dict's `locationId or id`, else the value itself.
fn lid(v: &Spanned) -> Value {
    if matches!(v.value, Value::Object(_)) {
        match v.value.get("locationId") {
            Some(x) if x.value.truthy() => x.value.clone(),
            _ => v.value.get("id").map_or(Value::Null, |x| x.value.clone()),
        }
    } else {
        v.value.clone()
    }
}

/// `x in {ids}` (a set of texts and maybe None); an unhashable `x` raises.
fn in_ids(x: &Value, ids: &[Option<String>]) -> Result<bool, &'static str> {
    if let Some(t) = unhashable(x) {
        return Err(t);
    }
    Ok(match x {
        Value::Null => ids.iter().any(Option::is_none),
        Value::Str(s) => ids.iter().any(|i| i.as_deref() == Some(s)),
        _ => false,
    })
}

/// The evaluator's own checks after the six: stops per trip, depart point and depot.
pub(crate) fn extra(c: &Ctx, trips: &[Spanned], out: &mut Vec<Said>) -> Result<(), Stop> {
    let crash = |sp: &Spanned, t: &str| {
        let e = format!("TypeError: unhashable type: '{t}'");
        let d = Diagnostic::new(codes::TANK_CRASH, Category::Exception, format!("the evaluator stops with an uncaught {e}")).at(loc(c, sp));
        Stop::Crash(e, d)
    };
    for (i, t) in trips.iter().enumerate() {
        let ti = i + 1;
        if !matches!(t.value, Value::Object(_)) {
            continue;
        }
        let here = trip_at(c, i, t);
        let n = match t.value.get("customers") {
            Some(v) if v.value.truthy() => match &v.value {
                Value::Array(a) => a.len(),
                Value::Str(s) => s.chars().count(),
                Value::Object(items) => {
                    let mut keys: Vec<&str> = items.iter().map(|(k, _)| k.as_str()).collect();
                    keys.sort_unstable();
                    keys.dedup();
                    keys.len()
                }
                _ => 0,
            },
            _ => 0,
        };
        if let Some(limit) = c.input.connect.filter(|&k| k > 0) {
            if n as i64 > limit {
                out.push((
                    format!("trip#{ti} 串点 {n} 家 > connectSize {limit}"),
                    Diagnostic::new(codes::TANK_STOPS, Category::Value, format!("{n} stops, above connectSize {limit}")).at(here.clone()),
                ));
            }
        }
        for (field, ids, words) in [("departPoint", &c.input.depart_ids, "不是给定出发点"), ("depot", &c.input.depot_ids, "不是给定油库")]
        {
            let Some(p) = t.value.get(field).filter(|v| !matches!(v.value, Value::Null)) else { continue };
            if ids.is_empty() {
                continue;
            }
            let l = lid(p);
            match in_ids(&l, ids) {
                Err(ty) => return Err(crash(p, ty)),
                Ok(true) => {}
                Ok(false) => {
                    let shown = l.py_str();
                    out.push((
                        format!("trip#{ti} {field}={shown} {words}"),
                        Diagnostic::new(codes::TANK_START_POINT, Category::Value, format!("`{field}` is {shown}, not the case's"))
                            .at(here.clone().field(field)),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `kv.score`'s running sum of `distance`: an int while every term is one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Sum {
    Int(i128),
    Float(f64),
}

impl Sum {
    pub fn as_f64(self) -> f64 {
        match self {
            Sum::Int(i) => i as f64,
            Sum::Float(x) => x,
        }
    }
}

/// What `kv.score` gives: the sum of the trips' own distances, and `combined_score`.
pub(crate) fn score(c: &Ctx, trips: &[Spanned]) -> Result<(f64, f64), Stop> {
    let raise = |sp: &Spanned, e: String| {
        let d = Diagnostic::new(codes::TANK_SCORE_RAISES, Category::Exception, format!("scoring raises {e}")).at(loc(c, sp));
        Stop::Raised(e, d)
    };
    let big = |sp: &Spanned| c.unsupported(sp, "a distance or duration beyond 2^53");
    let mut total = Sum::Int(0);
    let mut terms: Vec<Num> = Vec::new();
    // max_duration: its value as a float and its Python type's name.
    let mut max: (f64, &str) = (0.0, "int");
    for t in trips {
        let sum_ty = if matches!(total, Sum::Int(_)) { "int" } else { "float" };
        if let Some(d) = t.value.get("distance") {
            // `t.get("distance", 0) or 0`: a false value counts as the int 0.
            match num(&d.value) {
                Some(n) if d.value.truthy() => terms.push(n),
                _ => terms.push(Num::Int(0)),
            }
            total = match (num(&d.value), total) {
                (Some(Num::Int(i)), Sum::Int(s)) => Sum::Int(s.checked_add(i).ok_or_else(|| big(d))?),
                (Some(Num::Int(i)), Sum::Float(s)) => Sum::Float(s + i as f64),
                (Some(Num::Float(x)), Sum::Int(s)) => Sum::Float(s as f64 + x),
                (Some(Num::Float(x)), Sum::Float(s)) => Sum::Float(s + x),
                (Some(Num::Big), _) => return Err(big(d)),
                (None, _) => {
                    return Err(raise(d, format!("TypeError: unsupported operand type(s) for +=: '{sum_ty}' and '{}'", ty(&d.value))));
                }
            };
        }
        if let Some(d) = t.value.get("duration") {
            let x = match num(&d.value) {
                Some(Num::Int(i)) => i as f64,
                Some(Num::Float(x)) => x,
                Some(_) => return Err(big(d)),
                None => {
                    return Err(raise(d, format!("TypeError: '>' not supported between instances of '{}' and '{}'", ty(&d.value), max.1)));
                }
            };
            if x > max.0 {
                max = (x, ty(&d.value));
            }
        }
    }
    let x = match total {
        Sum::Int(i) => int_div(-i, 1_271_000),
        Sum::Float(f) => -f / 1_271_000.0,
    };
    let e = pysem::pow::exp(x);
    if e.is_infinite() && x.is_finite() {
        let at = trips.first().map_or_else(|| Location::file(c.file), |t| loc(c, t));
        let m = "OverflowError: math range error".to_string();
        let d = Diagnostic::new(codes::TANK_SCORE_RAISES, Category::Exception, format!("scoring raises {m}")).at(at);
        return Err(Stop::Raised(m, d));
    }
    let own = py312_sum(&terms).ok_or_else(|| big(&trips[0]))?;
    Ok((own, e * 100.0))
}

/// `float(sum(items))` as CPython 3.12 adds: ints exactly while they fit a C long; from
/// the first float on, floats with Neumaier's compensation and ints (that fit a long)
/// plainly; after an int beyond a long, everything plainly. `None` beyond i128.
fn py312_sum(items: &[Num]) -> Option<f64> {
    let long = |i: i128| i64::try_from(i).is_ok();
    let mut it = items.iter();
    let mut acc: i128 = 0;
    // The ints' fast path.
    let first = loop {
        match it.next() {
            None => return Some(acc as f64),
            Some(Num::Int(i)) if long(*i) && long(acc + i) => acc += i,
            Some(x) => break x,
        }
    };
    let plain = |mut r: Sum, rest: &mut std::slice::Iter<Num>| -> Option<f64> {
        for x in rest {
            r = match (r, x) {
                (Sum::Int(a), Num::Int(b)) => Sum::Int(a.checked_add(*b)?),
                (Sum::Int(a), Num::Float(b)) => Sum::Float(a as f64 + b),
                (Sum::Float(a), Num::Int(b)) => Sum::Float(a + *b as f64),
                (Sum::Float(a), Num::Float(b)) => Sum::Float(a + b),
                (_, Num::Big) => return None,
            };
        }
        Some(r.as_f64())
    };
    let r = match first {
        Num::Int(b) => Sum::Int(acc.checked_add(*b)?),
        Num::Float(b) => Sum::Float(acc as f64 + b),
        Num::Big => return None,
    };
    let Sum::Float(mut f) = r else { return plain(r, &mut it) };
    let mut c = 0.0f64;
    while let Some(x) = it.next() {
        match x {
            Num::Float(x) => {
                let t = f + x;
                c += if f.abs() >= x.abs() { (f - t) + x } else { (x - t) + f };
                f = t;
            }
            Num::Int(i) if long(*i) => f += *i as f64,
            other => {
                if c != 0.0 && c.is_finite() {
                    f += c;
                }
                let rest: Vec<Num> = std::iter::once(other).chain(it.by_ref()).copied().collect();
                return plain(Sum::Float(f), &mut rest.iter());
            }
        }
    }
    if c != 0.0 && c.is_finite() {
        f += c;
    }
    Some(f)
}

/// `hav(a, b)` in metres, the evaluator's order of operations: the radians of the
/// differences (not routing's difference of radians), squares as `** 2` (glibc's `pow`,
/// which is not always `x * x`), the trigonometry glibc's ([`crate::cr`]).
pub fn hav(a: (f64, f64), b: (f64, f64)) -> f64 {
    use crate::cr;
    let rad = |d: f64| d * (std::f64::consts::PI / 180.0);
    let ((lo1, la1), (lo2, la2)) = (a, b);
    let (p1, p2) = (rad(la1), rad(la2));
    let dp = rad(la2 - la1);
    let dl = rad(lo2 - lo1);
    let s1 = cr::sin(dp / 2.0);
    let s2 = cr::sin(dl / 2.0);
    let sq = |v: f64| pysem::pow::pow(v, 2.0);
    let h = sq(s1) + cr::cos(p1) * cr::cos(p2) * sq(s2);
    let h = if h > 0.0 { h } else { 0.0 };
    2.0 * 6_371_000.0 * cr::asin(h.sqrt())
}

/// One trip's points as the distance walks them: (location id, lon, lat).
pub type Walk = Vec<(String, f64, f64)>;

/// `_recompute_distance`: each trip's walk and the total, metres.
pub(crate) fn distance(c: &Ctx, trips: &[Spanned]) -> Result<(f64, Vec<Walk>), Stop> {
    let input = c.input;
    let pt = |v: Option<&Spanned>| -> Result<Option<(String, f64, f64)>, Stop> {
        let Some(v) = v else { return Ok(None) };
        let l = lid(v);
        if let Some(t) = unhashable(&l) {
            let e = format!("TypeError: unhashable type: '{t}'");
            let d =
                Diagnostic::new(codes::TANK_CRASH, Category::Exception, format!("the evaluator stops with an uncaught {e}")).at(loc(c, v));
            return Err(Stop::Crash(e, d));
        }
        Ok(l.as_str().and_then(|s| input.locations.get(s).map(|&(x, y)| (s.to_string(), x, y))))
    };
    let by_id = |id: &Option<String>| id.as_ref().and_then(|s| input.locations.get(s).map(|&(x, y)| (s.clone(), x, y)));
    let mut total = 0.0;
    let mut walks = Vec::new();
    for t in trips {
        let mut seq: Walk = Vec::new();
        let dp = match pt(t.value.get("departPoint"))? {
            Some(p) => Some(p),
            None => by_id(&input.depart),
        };
        let dep = match pt(t.value.get("depot"))? {
            Some(p) => Some(p),
            None => by_id(&input.depot),
        };
        seq.extend(dp);
        seq.extend(dep.clone());
        if let Some(cs) = t.value.get("customers").filter(|v| v.value.truthy()) {
            for s in iterate(c, cs)? {
                seq.extend(pt(Some(&s))?);
            }
        }
        if input.back {
            seq.extend(dep);
        }
        for w in seq.windows(2) {
            total += hav((w[0].1, w[0].2), (w[1].1, w[1].2));
        }
        walks.push(seq);
    }
    Ok((total, walks))
}

/// Python's `n / d` of two ints: the exact quotient correctly rounded (below 2^53 the
/// float division of the two exact floats is that already).
pub fn int_div(n: i128, d: u32) -> f64 {
    let m = n.unsigned_abs();
    if m < 1 << 53 {
        return n as f64 / f64::from(d);
    }
    let d = u128::from(d);
    let bits = |v: u128| 128 - v.leading_zeros() as i32;
    // Scale so the quotient has about 60 bits: 53, a guard bit and room to spare.
    let k = (60 - bits(m / d)).max(0);
    let m2 = m << k;
    let (q, sticky) = (m2 / d, !m2.is_multiple_of(d));
    let extra = bits(q) - 53;
    let (mut mant, rem, half) = (q >> extra, q & ((1u128 << extra) - 1), 1u128 << (extra - 1));
    if rem > half || (rem == half && (sticky || mant & 1 == 1)) {
        mant += 1;
    }
    let v = mant as f64 * 2f64.powi(extra - k);
    if n < 0 {
        -v
    } else {
        v
    }
}
