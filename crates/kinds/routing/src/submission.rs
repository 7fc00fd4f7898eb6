//! Reading a routing submission: routes JSON (the server's format) or CSV (ours).
//!
//! JSON: an object whose `routes` is a list; each item is a list of store codes or an
//! object with a `customers` list. Every code goes through Python's `str()` and is
//! trimmed, so `900001000046` (a number) and `"900001000046"` are the same code.
//!
//! CSV, detected from the header (English or the case's own Chinese names):
//! * one row per stop: route id, store code, visit order (order optional: file order);
//!   routes are taken in order of first appearance, stops sorted by visit order;
//!   a row with an empty store code declares an empty route;
//! * one row per vehicle: the codes of a route in one cell, separated by `;`, `,`, `|`,
//!   `->`, `→` or whitespace.

use crate::diagnostic::codes;
use crate::RoutePlaces;
use serde::{Deserialize, Serialize};

use super::customers::RoutingCase;
use super::store_code::StoreCode;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pyjson::{self, py_strip, Spanned, Value};
use crate::table::{self, Table};

/// A code as written in the submission, with where it was written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Code {
    /// `str(value).strip()`, as the server compares it.
    pub code: StoreCode,
    /// 1-based line / column in the file, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
}

/// The submission's routes, in route order and visit order, before any checks.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    pub routes: Vec<Vec<Code>>,
    /// `json`, `csv-stops` or `csv-vehicles`.
    pub format: String,
    /// Route ids as written in a CSV (empty for JSON).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub route_ids: Vec<String>,
}

impl Plan {
    /// A plan from plain codes (tests, generators).
    pub fn from_codes<S: AsRef<str>>(routes: &[Vec<S>]) -> Plan {
        Plan {
            routes: routes
                .iter()
                .map(|r| r.iter().map(|c| Code { code: py_strip(c.as_ref()).into(), line: None, column: None }).collect())
                .collect(),
            format: "json".into(),
            route_ids: Vec::new(),
        }
    }

    /// The plan as the server's routes JSON (codes as strings).
    pub fn to_routes_json(&self) -> String {
        let routes: Vec<Vec<&str>> = self.routes.iter().map(|r| r.iter().map(|c| c.code.as_str()).collect()).collect();
        serde_json::json!({ "routes": routes }).to_string()
    }
}

fn fatal(code: crate::diagnostic::Code, msg: impl Into<String>, loc: Location, hint: &str) -> Diagnostic {
    Diagnostic::new(code, Category::Fatal, msg).at(loc).hint(hint)
}

/// A problem the server's grader meets as an exception (see [`Category::Exception`]).
fn exception(code: crate::diagnostic::Code, msg: impl Into<String>, loc: Location, hint: &str) -> Diagnostic {
    Diagnostic::new(code, Category::Exception, msg).at(loc).hint(hint)
}

fn as_exception(mut d: Diagnostic) -> Diagnostic {
    d.category = Category::Exception;
    d
}

/// `str(value).strip()`, without copying a string that needs no stripping.
fn trimmed(v: Value) -> String {
    match v {
        Value::Str(s) => {
            let t = py_strip(&s);
            if t.len() == s.len() {
                s
            } else {
                t.to_string()
            }
        }
        other => py_strip(&other.py_str()).to_string(),
    }
}

/// Read a submission, JSON or CSV: by the file name's extension (`.json`, `.csv`,
/// `.tsv`, `.txt`), else by the first non-blank character. Fatal problems come back as
/// diagnostics (all that could be found).
pub fn parse_submission(bytes: &[u8], file: &str) -> Result<Plan, Vec<Diagnostic>> {
    parse_submission_with(bytes, file, None)
}

/// Where a code of [`parse_submission_in`]'s lookups is not in the case.
pub(crate) const NOT_FOUND: u32 = u32::MAX;

/// [`parse_submission`] for grading against `case`: the same plan,
/// and for a plain routes JSON each code's index in the case (route after route,
/// [`NOT_FOUND`] where it has none; empty when the file was read another way), looked
/// up as it is read, with the code the case's own copy (no text copied).
pub(crate) fn parse_submission_in(bytes: &[u8], file: &str, case: &RoutingCase) -> Result<(Plan, Vec<u32>), Vec<Diagnostic>> {
    let mut found = Vec::new();
    let plan = parse_submission_with(bytes, file, Some((case, &mut found)))?;
    Ok((plan, found))
}

fn parse_submission_with(bytes: &[u8], file: &str, find: Option<(&RoutingCase, &mut Vec<u32>)>) -> Result<Plan, Vec<Diagnostic>> {
    let ext = file.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    if bytes.iter().all(u8::is_ascii_whitespace) {
        // `json.load` of an empty file raises (JSONDecodeError); a CSV is ours to read.
        let d = fatal(
            codes::ROUTING_EMPTY_FILE,
            format!("{file} is empty"),
            Location::file(file),
            "Submit a routes.json like {\"routes\": [[\"S1\", \"S2\"], ...]} or a CSV of stops.",
        );
        let csv = matches!(ext.as_str(), "csv" | "tsv" | "txt");
        return Err(vec![if csv { d } else { as_exception(d) }]);
    }
    if reads_as_json(bytes, file) {
        parse_json_with(bytes, file, find)
    } else {
        parse_csv(bytes, file)
    }
}

/// Whether [`parse_submission`] reads a file as routes JSON (else as CSV): by the file
/// name's extension (`.json`; `.csv`, `.tsv`, `.txt`), else by its first non-blank
/// character (`{` or `[`, after a UTF-8 BOM too).
pub(crate) fn reads_as_json(bytes: &[u8], file: &str) -> bool {
    let ext = file.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase()).unwrap_or_default();
    let first = bytes.iter().copied().find(|b| !b.is_ascii_whitespace());
    let bom_json =
        bytes.starts_with(b"\xEF\xBB\xBF") && matches!(bytes[3..].iter().copied().find(|b| !b.is_ascii_whitespace()), Some(b'{' | b'['));
    match ext.as_str() {
        "json" => true,
        "csv" | "tsv" | "txt" => false,
        _ => matches!(first, Some(b'{' | b'[')) || bom_json,
    }
}

/// The server's reading of routes JSON (CPython 3.12's `json`). The server opens the
/// file as UTF-8 and runs `json.load` inside its `try`: a file it cannot decode or
/// parse is an exception there (`error_info.exception`), not one of its categories.
pub fn parse_json(bytes: &[u8], file: &str) -> Result<Plan, Vec<Diagnostic>> {
    parse_json_with(bytes, file, None)
}

fn parse_json_with(bytes: &[u8], file: &str, mut find: Option<(&RoutingCase, &mut Vec<u32>)>) -> Result<Plan, Vec<Diagnostic>> {
    // A UTF-8 BOM stays: Python's json rejects it, and pyjson says so.
    let text = table::text_with_bom(bytes, file).map_err(|d| vec![as_exception(d)])?;
    if let Some(plan) = plain_routes_json(text, find.as_mut().map(|(case, found)| (*case, &mut **found))) {
        return Ok(plan);
    }
    // Declined part way: no lookups.
    if let Some((_, found)) = find {
        found.clear();
    }
    parse_json_tree(text, file)
}

/// [`parse_json`] through the general JSON reader (any shape, every error located).
///
/// As the server: `"routes" in doc` decides between its fatal "no routes" and an
/// exception (a list or string that holds `"routes"` cannot be indexed by it, a number
/// or `null` cannot be searched); a route object without `customers` is an empty route
/// (`r.get("customers", [])`), and its `customers` is iterated as Python iterates it
/// (an object gives its keys, text its characters; a number, `true` or `null` raises).
fn parse_json_tree(text: &str, file: &str) -> Result<Plan, Vec<Diagnostic>> {
    let doc = pyjson::parse(text).map_err(|e| {
        let hint = if text.starts_with('\u{feff}') {
            "Save the file as UTF-8 without BOM (in Excel or Notepad: \"UTF-8\", not \"UTF-8 with BOM\"); Python's json.load rejects the mark."
        } else {
            "Check the file with a JSON validator; it must look like {\"routes\": [[\"S1\", \"S2\"], ...]}."
        };
        vec![exception(
            codes::ROUTING_NOT_JSON,
            format!("{file} is not valid JSON: {} (line {}, column {})", e.message, e.line, e.column),
            Location::file(file).line(e.line).column(e.column),
            hint,
        )]
    })?;
    let (doc_line, doc_column) = (doc.line, doc.column);
    let at_top = || Location::file(file).line(doc_line).column(doc_column);
    let fields = match doc.value {
        Value::Object(fields) => fields,
        Value::Array(items) if items.iter().any(|v| v.value == Value::Str("routes".into())) => {
            return Err(vec![exception(
                codes::ROUTING_NO_ROUTES_LIST,
                format!("{file} holds a list at the top that contains the text \"routes\": the server's `submission[\"routes\"]` raises TypeError (list indices must be integers or slices, not str)"),
                at_top(),
                "Wrap the list: {\"routes\": [...]}.",
            )]);
        }
        Value::Str(s) if s.contains("routes") => {
            return Err(vec![exception(
                codes::ROUTING_NO_ROUTES_LIST,
                format!("{file} holds a string at the top that contains \"routes\": the server's `submission[\"routes\"]` raises TypeError (string indices must be integers)"),
                at_top(),
                "Wrap the list: {\"routes\": [...]}.",
            )]);
        }
        v @ (Value::Null | Value::Bool(_) | Value::Int(_) | Value::Float(_)) => {
            return Err(vec![exception(
                codes::ROUTING_NO_ROUTES_LIST,
                format!("{file} holds a {} at the top: the server's `\"routes\" in submission` raises TypeError (argument of type '{}' is not iterable)", v.type_name(), v.py_type()),
                at_top(),
                "Wrap the list: {\"routes\": [...]}.",
            )]);
        }
        v => {
            return Err(vec![fatal(
                codes::ROUTING_NO_ROUTES_LIST,
                format!("{file} holds a {} at the top, not an object with a `routes` list", v.type_name()),
                at_top(),
                "Wrap the list: {\"routes\": [...]}.",
            )]);
        }
    };
    // The last `routes` key wins, as in a Python dict. The tree is taken apart so that
    // store codes move into the plan instead of being copied.
    let near = fields
        .iter()
        .find(|(k, _)| k.trim().eq_ignore_ascii_case("routes"))
        .map(|(k, _)| format!(" (it has `{k}`; keys are case- and space-sensitive)"));
    let Some(routes) = fields.into_iter().rev().find(|(k, _)| k == "routes").map(|(_, v)| v) else {
        return Err(vec![fatal(
            codes::ROUTING_NO_ROUTES_LIST,
            format!("{file} has no `routes` key{}", near.unwrap_or_default()),
            at_top().field("routes"),
            "The top-level object needs a `routes` list: {\"routes\": [[\"S1\", \"S2\"], ...]}.",
        )]);
    };
    let Value::Array(items) = routes.value else {
        return Err(vec![fatal(
            codes::ROUTING_NO_ROUTES_LIST,
            format!("`routes` in {file} is {}, not a list", routes.value.in_words()),
            Location::file(file).line(routes.line).column(routes.column).field("routes"),
            "`routes` must be a list of routes, each a list of store codes.",
        )]);
    };
    let mut plan = Plan { format: "json".into(), ..Default::default() };
    plan.routes.reserve(items.len());
    let mut errors = Vec::new();
    let code = |c: Spanned| Code { code: trimmed(c.value).into(), line: Some(c.line), column: Some(c.column) };
    for (ri, item) in items.into_iter().enumerate() {
        let (line, column) = (item.line, item.column);
        let loc = || Location::file(file).line(line).column(column).route(ri);
        let codes: Result<Vec<Code>, Diagnostic> = match item.value {
            Value::Array(codes) => Ok(codes.into_iter().map(code).collect()),
            Value::Object(fields) => {
                match fields.into_iter().rev().find(|(k, _)| k == "customers").map(|(_, v)| v) {
                    // `r.get("customers", [])`: no key, no stops.
                    None => Ok(Vec::new()),
                    Some(c) => {
                        let (cl, cc) = (c.line, c.column);
                        let at = |s: String| Code { code: py_strip(&s).into(), line: Some(cl), column: Some(cc) };
                        match c.value {
                        Value::Array(codes) => Ok(codes.into_iter().map(code).collect()),
                        // Iterating a dict gives its keys (each once, first position).
                        Value::Object(keys) => {
                            let mut seen = std::collections::HashSet::new();
                            Ok(keys.into_iter().filter(|(k, _)| seen.insert(k.clone())).map(|(k, _)| at(k)).collect())
                        }
                        // Iterating a string gives its characters.
                        Value::Str(s) => Ok(s.chars().map(|ch| at(ch.to_string())).collect()),
                        v => Err(exception(
                            codes::ROUTING_BAD_ROUTE_ITEM,
                            format!("route {} (index {ri}): `customers` is {}; the server iterates it and raises TypeError ('{}' object is not iterable)", ri + 1, v.in_words(), v.py_type()),
                            Location::file(file).line(cl).column(cc).route(ri).field("customers"),
                            "Write each route as [\"S1\", \"S2\", ...] or {\"customers\": [\"S1\", \"S2\", ...]}.",
                        )),
                    }
                    }
                }
            }
            v => Err(fatal(
                codes::ROUTING_BAD_ROUTE_ITEM,
                format!(
                    "route {} (index {ri}) is a {}; each route must be a list of store codes or an object with a `customers` list",
                    ri + 1,
                    v.type_name()
                ),
                loc(),
                "Write each route as [\"S1\", \"S2\", ...] or {\"customers\": [\"S1\", \"S2\", ...]}.",
            )),
        };
        match codes {
            Ok(codes) => plan.routes.push(codes),
            Err(d) => {
                errors.push(d);
                plan.routes.push(Vec::new());
            }
        }
    }
    if errors.is_empty() {
        Ok(plan)
    } else {
        Err(errors)
    }
}

/// The plan of a routes JSON in its plain shape, read in one pass without building a
/// JSON tree: `{"routes": [["S1", "S2"], ...]}` with `routes` the only key and every
/// code a string without escapes. `None` for anything else (other keys, objects,
/// numbers, escapes, control characters, errors), which then goes through the general
/// reader; where this succeeds the general reader gives the same plan (codes trimmed,
/// lines and columns where each string starts, columns counted in characters), as the
/// tests check on variations of the shape.
fn plain_routes_json(text: &str, mut find: Option<(&RoutingCase, &mut Vec<u32>)>) -> Option<Plan> {
    struct Cursor<'a> {
        text: &'a str,
        s: &'a [u8],
        /// All ASCII: a column is the byte offset from the line's start.
        ascii: bool,
        i: usize,
        line: usize,
        /// Byte index and character count (from the line's start) of the last column asked.
        col_at: usize,
        col_n: usize,
    }
    impl<'a> Cursor<'a> {
        fn ws(&mut self) {
            while let Some(&c) = self.s.get(self.i) {
                match c {
                    b' ' | b'\t' | b'\r' => self.i += 1,
                    b'\n' => {
                        self.i += 1;
                        self.line += 1;
                        (self.col_at, self.col_n) = (self.i, 0);
                    }
                    _ => break,
                }
            }
        }
        fn eat(&mut self, c: u8) -> bool {
            self.ws();
            if self.s.get(self.i) == Some(&c) {
                self.i += 1;
                true
            } else {
                false
            }
        }
        /// 1-based column of the current byte, in characters.
        fn column(&mut self) -> usize {
            self.col_n += match self.ascii {
                true => self.i - self.col_at,
                false => self.s[self.col_at..self.i].iter().filter(|&&b| b & 0xC0 != 0x80).count(),
            };
            self.col_at = self.i;
            self.col_n + 1
        }
        /// A string without escapes or control characters, at the current byte.
        fn string(&mut self) -> Option<&'a str> {
            if self.s.get(self.i) != Some(&b'"') {
                return None;
            }
            let start = self.i + 1;
            let end = start + pyjson::plain_run(self.s.get(start..)?);
            // The run ends at the closing quote, or the string is not plain.
            if self.s.get(end) != Some(&b'"') {
                return None;
            }
            self.i = end + 1;
            // Cut at ASCII quotes: character boundaries.
            self.text.get(start..end)
        }
    }
    let mut p = Cursor { text, s: text.as_bytes(), ascii: text.is_ascii(), i: 0, line: 1, col_at: 0, col_n: 0 };
    if !p.eat(b'{') {
        return None;
    }
    p.ws();
    if p.string()? != "routes" || !p.eat(b':') || !p.eat(b'[') {
        return None;
    }
    let mut routes: Vec<Vec<Code>> = Vec::new();
    if !p.eat(b']') {
        loop {
            if !p.eat(b'[') {
                return None;
            }
            // Routes are mostly of similar lengths: start at the last one's.
            let mut route = Vec::with_capacity(routes.last().map_or(0, Vec::len));
            if !p.eat(b']') {
                loop {
                    p.ws();
                    if p.s.get(p.i) != Some(&b'"') {
                        return None;
                    }
                    let (line, column) = (p.line, p.column());
                    let raw = p.string()?;
                    // Printable ASCII at both ends: nothing for `str.strip` to remove.
                    let bare = |b: Option<&u8>| b.is_some_and(|&b| b > b' ' && b < 0x7f);
                    let code = match bare(raw.as_bytes().first()) && bare(raw.as_bytes().last()) {
                        true => raw,
                        false => py_strip(raw),
                    };
                    let code = match find.as_mut() {
                        Some((case, found)) => look_up(case, code, found),
                        None => code.into(),
                    };
                    route.push(Code { code, line: Some(line), column: Some(column) });
                    p.ws();
                    match p.s.get(p.i) {
                        Some(b',') => p.i += 1,
                        Some(b']') => {
                            p.i += 1;
                            break;
                        }
                        _ => return None,
                    }
                }
            }
            routes.push(route);
            if p.eat(b']') {
                break;
            }
            if !p.eat(b',') {
                return None;
            }
        }
    }
    if !p.eat(b'}') {
        return None;
    }
    p.ws();
    if p.i != p.s.len() {
        return None;
    }
    Some(Plan { routes, format: "json".into(), route_ids: Vec::new() })
}

/// `code`'s index in `case` pushed onto `found` ([`NOT_FOUND`] if none), and the code
/// (the case's copy when found).
fn look_up(case: &RoutingCase, code: &str, found: &mut Vec<u32>) -> StoreCode {
    match case.store_index_bytes(code.as_bytes()) {
        Some(i) => {
            found.push(i as u32);
            case.code(i).clone()
        }
        None => {
            found.push(NOT_FOUND);
            code.into()
        }
    }
}

const ROUTE_NAMES: &[&str] = &[
    "route",
    "route_id",
    "routeid",
    "route_no",
    "vehicle",
    "vehicle_id",
    "vehicle_no",
    "truck",
    "truck_id",
    "car",
    "车辆",
    "车辆编号",
    "车辆id",
    "车号",
    "路线",
    "路线编号",
    "线路",
    "线路编号",
    "路线id",
];
const STORE_NAMES: &[&str] = &[
    "store",
    "store_code",
    "store_id",
    "code",
    "customer",
    "customer_code",
    "customer_id",
    "stop_code",
    "网点编码",
    "网点",
    "门店编码",
    "门店",
    "客户编码",
    "网点id",
];
const ORDER_NAMES: &[&str] = &[
    "order",
    "visit_order",
    "seq",
    "sequence",
    "stop_order",
    "stop_no",
    "position",
    "visit",
    "顺序",
    "访问顺序",
    "配送顺序",
    "序号",
    "次序",
];
const LIST_NAMES: &[&str] = &[
    "stops",
    "codes",
    "customers",
    "stores",
    "store_codes",
    "route_codes",
    "path",
    "网点序列",
    "门店序列",
    "配送序列",
    "网点列表",
    "路线网点",
    "网点编码列表",
];

/// Accepted header names, for messages.
fn accepted() -> String {
    "one row per stop with columns like `route`, `store_code`, `visit_order` (or 车辆, 网点编码, 顺序), or one row per vehicle with `route` and `stops` (codes in one cell, separated by `;`)".to_string()
}

/// Read a CSV submission (our addition; converted deterministically to the JSON plan).
pub fn parse_csv(bytes: &[u8], file: &str) -> Result<Plan, Vec<Diagnostic>> {
    let text = table::decode_utf8(bytes, file).map_err(|d| vec![d])?;
    let t = table::parse(text, table::sniff_delimiter(text), file).map_err(|d| vec![d])?;
    if t.records.is_empty() {
        return Err(vec![fatal(
            codes::ROUTING_CSV_NO_ROWS,
            format!("{file} has a header but no rows: no route is given"),
            Location::file(file).line(t.header_line),
            &format!("Add one row per stop (or per vehicle) under the header: {}.", accepted()),
        )]);
    }
    let route_c = t.column_any(ROUTE_NAMES);
    let store_c = t.column_any(STORE_NAMES);
    let order_c = t.column_any(ORDER_NAMES);
    let list_c = t.column_any(LIST_NAMES);
    match (store_c, list_c) {
        (Some(store_c), _) => csv_stops(&t, file, route_c, store_c, order_c),
        (None, Some(list_c)) => Ok(csv_vehicles(&t, file, route_c, list_c)),
        (None, None) => Err(vec![fatal(
            codes::ROUTING_CSV_COLUMNS,
            format!("{file}: the header ({}) has no store-code or stops column", t.header.join(", ")),
            Location::file(file).line(t.header_line),
            &format!("Use {}.", accepted()),
        )]),
    }
}

fn csv_stops(t: &Table, file: &str, route_c: Option<usize>, store_c: usize, order_c: Option<usize>) -> Result<Plan, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let Some(route_c) = route_c else {
        return Err(vec![fatal(
            codes::ROUTING_CSV_COLUMNS,
            format!("{file}: a store-code column is there but no route / vehicle column"),
            Location::file(file).line(t.header_line),
            &format!("Use {}.", accepted()),
        )]);
    };
    // (route id, [(order, file position, code)]), and each id's place in it: a lookup
    // per row, so that a file of many routes stays linear (hostile input).
    type Stops = Vec<(f64, usize, Code)>;
    let mut routes: Vec<(String, Stops)> = Vec::new();
    let mut route_of: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (pos, r) in t.records.iter().enumerate() {
        let rid = r.get(route_c).trim().to_string();
        if rid.is_empty() {
            errors.push(fatal(
                codes::ROUTING_CSV_ROUTE_ID,
                format!("line {} has no route id", r.line),
                Location::file(file).line(r.line).column(route_c + 1).field(t.header[route_c].trim()),
                "Every row needs the id of its route (vehicle).",
            ));
            continue;
        }
        let ri = *route_of.entry(rid).or_insert_with_key(|rid| {
            routes.push((rid.clone(), Vec::new()));
            routes.len() - 1
        });
        let code = py_strip(r.get(store_c)).to_string();
        if code.is_empty() {
            continue; // declares the route (possibly empty)
        }
        let order = match order_c {
            None => pos as f64,
            Some(oc) => {
                let raw = r.get(oc).trim();
                match crate::float::parse(raw) {
                    Some(v) if v.is_finite() => v,
                    _ => {
                        errors.push(fatal(
                            codes::ROUTING_CSV_VISIT_ORDER,
                            format!("line {}: visit order `{raw}` is not a number", r.line),
                            Location::file(file).line(r.line).column(oc + 1).field(t.header[oc].trim()).store(&code),
                            "The visit order must be a number (1, 2, 3, ...) within each route.",
                        ));
                        continue;
                    }
                }
            }
        };
        routes[ri].1.push((order, pos, Code { code: code.into(), line: Some(r.line), column: Some(store_c + 1) }));
    }
    for (ri, (rid, stops)) in routes.iter_mut().enumerate() {
        crate::sort::by(stops, |a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        for w in stops.windows(2) {
            if order_c.is_some() && w[0].0 == w[1].0 {
                errors.push(fatal(
                    codes::ROUTING_CSV_VISIT_ORDER,
                    format!(
                        "route {rid}: visit order {} is used twice (lines {} and {}), so the order of stops {} and {} is ambiguous",
                        crate::float::Shortest(w[0].0),
                        w[0].2.line.unwrap_or(0),
                        w[1].2.line.unwrap_or(0),
                        w[0].2.code,
                        w[1].2.code
                    ),
                    Location::file(file).line(w[1].2.line.unwrap_or(0)).route(ri).store(&w[1].2.code),
                    "Give each stop of a route its own visit order.",
                ));
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Plan {
        route_ids: routes.iter().map(|(id, _)| id.clone()).collect(),
        routes: routes.into_iter().map(|(_, s)| s.into_iter().map(|(_, _, c)| c).collect()).collect(),
        format: "csv-stops".into(),
    })
}

fn csv_vehicles(t: &Table, _file: &str, route_c: Option<usize>, list_c: usize) -> Plan {
    let mut plan = Plan { format: "csv-vehicles".into(), ..Default::default() };
    for (i, r) in t.records.iter().enumerate() {
        let cell = r.get(list_c).replace("->", ";").replace('→', ";");
        let codes = cell
            .split(|c: char| matches!(c, ';' | ',' | '|') || pyjson::is_py_space(c))
            .filter(|s| !s.is_empty())
            .map(|s| Code { code: s.into(), line: Some(r.line), column: Some(list_c + 1) })
            .collect();
        plan.routes.push(codes);
        plan.route_ids.push(route_c.map(|c| r.get(c).trim().to_string()).unwrap_or_else(|| i.to_string()));
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-pass reader of plain routes JSON gives exactly the general reader's plan
    /// (codes, lines, columns) on variations of the plain shape, and declines the rest.
    #[test]
    fn plain_routes_json_reads_as_the_general_reader() {
        let seed = std::cell::Cell::new(0x2545_f491_4f6c_dd1du64);
        let below = |n: usize| {
            let mut x = seed.get();
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            seed.set(x);
            (x % n as u64) as usize
        };
        const WS: &[&str] = &["", "", " ", "\n", "\r\n", "\t", "\n  "];
        const CODES: &[&str] = &[
            "900001086151",
            "ST915152",
            " A ",
            "",
            "网点七",
            "é1",
            "x\u{1F600}y",
            "A B",
            "a code of twenty-nine bytes..",
            "\u{7f}DEL and é past eight\u{7f}",
        ];
        const BREAKERS: &[&str] = &[
            "1",
            "\"a\\u0041\"",
            "{\"customers\": [\"A\"]}",
            "null",
            "\"a\tb\"",
            "\"a\\\"b\"",
            // An escape or a control character past the first eight bytes.
            "\"900001086\\u00411\"",
            "\"9000010861\u{1f}51\"",
            "\"9000010861510000\n\"",
        ];
        let (mut fast, mut declined) = (0, 0);
        for case in 0..3000 {
            let ws = || WS[below(WS.len())];
            let mut t = format!("{}{{{}\"routes\"{}:{}[", ws(), ws(), ws(), ws());
            let n_routes = below(4);
            for r in 0..n_routes {
                t += &format!("{}{}[", if r > 0 { "," } else { "" }, ws());
                for k in 0..below(5) {
                    let item = if case % 7 == 0 && below(4) == 0 {
                        BREAKERS[below(BREAKERS.len())].to_string()
                    } else {
                        format!("\"{}\"", CODES[below(CODES.len())])
                    };
                    t += &format!("{}{}{}{}", if k > 0 { "," } else { "" }, ws(), item, ws());
                }
                t += "]";
            }
            t += &format!("{}]{}", ws(), ws());
            if case % 11 == 0 {
                t += ",\"other\": 1";
            }
            t += &format!("}}{}", ws());
            let general = parse_json_tree(&t, "r.json");
            match plain_routes_json(&t, None) {
                Some(plan) => {
                    fast += 1;
                    assert_eq!(Ok(plan), general, "{t:?}");
                }
                None => {
                    declined += 1;
                    assert!(case % 7 == 0 || case % 11 == 0, "plain shape declined: {t:?}");
                }
            }
        }
        assert!(fast > 2000 && declined > 100, "{fast} read, {declined} declined");
        for t in [
            "",
            "{",
            "{\"routes\": [[\"A\"]]",
            "{\"routes\": [[\"A\"]]} x",
            "{\"routes\": [[\"A\",]]}",
            "{\"routes\": [[\"A\"],]}",
            "\u{feff}{\"routes\": []}",
            "[]",
            "{\"route\": []}",
        ] {
            assert_eq!(plain_routes_json(t, None), None, "{t:?}");
        }
        assert_eq!(plain_routes_json("{\"routes\": []}", None), Some(Plan { format: "json".into(), ..Default::default() }));
    }

    fn codes(p: &Plan) -> Vec<Vec<&str>> {
        p.routes.iter().map(|r| r.iter().map(|c| c.code.as_str()).collect()).collect()
    }

    /// Codes are trimmed as Python's `str.strip()` trims: U+001C..U+001F too (they can
    /// only come escaped in JSON, so through the general reader), U+00A0 and U+3000.
    #[test]
    fn codes_trimmed_as_python_strips() {
        let p = parse_submission("{\"routes\": [[\"\\u001cA\\u001f\", \"\u{a0}B\u{3000}\", \"\u{200b}C\"]]}".as_bytes(), "r.json").unwrap();
        assert_eq!(codes(&p), vec![vec!["A", "B", "\u{200b}C"]]);
        let p = parse_csv("route,store_code\n0,\u{1d}A\u{1e}\n".as_bytes(), "r.csv").unwrap();
        assert_eq!(codes(&p), vec![vec!["A"]]);
        // One row per vehicle: the separators split codes as `str.split()` would.
        let p = parse_csv("route,stops\n0,4\u{1d}A\u{1c}B\n".as_bytes(), "r.csv").unwrap();
        assert_eq!(codes(&p), vec![vec!["4", "A", "B"]]);
    }

    #[test]
    fn json_both_item_forms_and_number_codes() {
        let p = parse_submission(br#"{"routes": [["A", " B "], {"customers": [900001000046, 7]}, []]}"#, "r.json").unwrap();
        assert_eq!(codes(&p), vec![vec!["A", "B"], vec!["900001000046", "7"], vec![]]);
    }

    #[test]
    fn json_fatal_shapes() {
        for (src, code, category) in [
            ("[]", codes::ROUTING_NO_ROUTES_LIST, Category::Fatal),
            ("[\"route\", 1]", codes::ROUTING_NO_ROUTES_LIST, Category::Fatal),
            ("\"a string\"", codes::ROUTING_NO_ROUTES_LIST, Category::Fatal),
            ("{}", codes::ROUTING_NO_ROUTES_LIST, Category::Fatal),
            ("{\"routes\": {}}", codes::ROUTING_NO_ROUTES_LIST, Category::Fatal),
            ("{\"routes\": [\"A\"]}", codes::ROUTING_BAD_ROUTE_ITEM, Category::Fatal),
            ("{\"routes\": [7, {\"customers\": 5}]}", codes::ROUTING_BAD_ROUTE_ITEM, Category::Fatal),
            // What the server's Python raises on (its `error_info.exception`).
            ("{\"routes\": [[\"A\"],}", codes::ROUTING_NOT_JSON, Category::Exception),
            ("[\"routes\"]", codes::ROUTING_NO_ROUTES_LIST, Category::Exception),
            ("\"my routes\"", codes::ROUTING_NO_ROUTES_LIST, Category::Exception),
            ("12", codes::ROUTING_NO_ROUTES_LIST, Category::Exception),
            ("null", codes::ROUTING_NO_ROUTES_LIST, Category::Exception),
            ("{\"routes\": [{\"customers\": 5}, 7]}", codes::ROUTING_BAD_ROUTE_ITEM, Category::Exception),
            ("{\"routes\": [{\"customers\": null}]}", codes::ROUTING_BAD_ROUTE_ITEM, Category::Exception),
            ("{\"routes\": [[1e5, 2]], \"n\": 1%s}", codes::ROUTING_NOT_JSON, Category::Exception),
        ] {
            let src = src.replace("%s", &"0".repeat(4300));
            let e = parse_submission(src.as_bytes(), "r.json").unwrap_err();
            assert_eq!((e[0].code.as_str(), e[0].category), (code.code, category), "{src}");
            let info = crate::ErrorInfo::from_stage(&e);
            assert_eq!(info.exception.is_some(), category == Category::Exception, "{src}");
            assert_eq!(info.fatal.is_empty(), category == Category::Exception, "{src}");
        }
        let e = parse_submission(b"", "r.json").unwrap_err();
        assert_eq!(e[0].category, Category::Exception);
        let e = parse_submission(b"", "r.csv").unwrap_err();
        assert_eq!(e[0].category, Category::Fatal);
    }

    /// A route object is read as `r.get("customers", [])` and iterated as Python does.
    #[test]
    fn json_customers_iterated_as_python_iterates() {
        let p = parse_submission(
            br#"{"routes": [{"stops": ["A"]}, {"customers": {"B": 1, " C ": 2, "B": 3}}, {"customers": "D E"}]}"#,
            "r.json",
        )
        .unwrap();
        assert_eq!(codes(&p), vec![vec![], vec!["B", "C"], vec!["D", "", "E"]]);
    }

    #[test]
    fn csv_stops_sorted_and_grouped() {
        let csv = "vehicle,store_code,visit_order\n2,C,2\n1,A,2\n2,D,1\n1,B,1\n3,,\n";
        let p = parse_submission(csv.as_bytes(), "r.csv").unwrap();
        assert_eq!(codes(&p), vec![vec!["D", "C"], vec!["B", "A"], vec![]]);
        assert_eq!(p.route_ids, vec!["2", "1", "3"]);
    }

    #[test]
    fn csv_chinese_headers_and_vehicle_rows() {
        let p = parse_submission("车辆,网点编码,顺序\n1,S1,1\n1,S2,2\n".as_bytes(), "r.csv").unwrap();
        assert_eq!(codes(&p), vec![vec!["S1", "S2"]]);
        let p = parse_submission("route,stops\nA,\"S1, S2;S3\"\nB,\nC,S4->S5\n".as_bytes(), "r.csv").unwrap();
        assert_eq!(codes(&p), vec![vec!["S1", "S2", "S3"], vec![], vec!["S4", "S5"]]);
    }

    #[test]
    fn csv_errors_are_located() {
        let e = parse_submission(b"route,store,order\n1,A,x\n1,B,1\n1,C,1\n", "r.csv").unwrap_err();
        assert_eq!(e.len(), 2);
        assert_eq!(e[0].location.line, Some(2));
        assert_eq!(e[1].location.line, Some(4));
        let e = parse_submission(b"foo,bar\n1,2\n", "r.csv").unwrap_err();
        assert_eq!(e[0].code, codes::ROUTING_CSV_COLUMNS);
    }
}
