//! `solution.json` read as the evaluator reads it: `json.load` in a try (its error is a
//! hard violation), `plan.get(...)` outside one (a list, a string, a number or null at
//! the top stops the evaluator), three lists of at least 8,760 values (`tp_seq`
//! defaults to 0.33 all year when the key is absent, not when it is null), then
//! `float(x)` of the first 8,760 of each, `caes_seq` first (`TypeError`/`ValueError`
//! caught, `OverflowError` of an int beyond a float not).

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{FloatError, Spanned, Value};

pub const HOURS: usize = 8760;
/// The three sequences, in the order the evaluator reads them.
pub const SEQUENCES: [&str; 3] = ["caes_seq", "battery_seq", "tp_seq"];
/// `tp_seq` when it is left out.
pub const DEFAULT_THERMAL: f64 = 0.33;

/// The plan as floats: `caes`, `battery`, `thermal`, 8,760 hours each.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub caes: Vec<f64>,
    pub battery: Vec<f64>,
    pub thermal: Vec<f64>,
    /// False when `tp_seq` was left out (0.33 all year).
    pub thermal_given: bool,
}

impl Plan {
    pub fn seq(&self, i: usize) -> &[f64] {
        match i {
            0 => &self.caes,
            1 => &self.battery,
            _ => &self.thermal,
        }
    }
}

/// Why reading stopped: the server's `hard_violations`, or an exception it does not
/// catch (its type and `str(e)`), with our diagnostics.
#[derive(Debug, Clone, PartialEq)]
pub enum Stop {
    Hard(Vec<String>, Vec<Diagnostic>),
    Crash { kind: &'static str, error: String, diagnostic: Box<Diagnostic> },
}

/// The plan, or where the evaluator stops.
pub fn read(bytes: &[u8], file: &str) -> Result<Plan, Stop> {
    let at = || Location::file(file);
    let doc: Spanned = crate::pyerr::json_load(bytes).map_err(|e| {
        let d = Diagnostic::new(codes::ENERGY_NOT_JSON, Category::Fatal, format!("{file} cannot be read as JSON: {e}")).at(at());
        Stop::Hard(vec![format!("solution.json 解析失败: {e}")], vec![d])
    })?;
    if !matches!(doc.value, Value::Object(_)) {
        let error = format!("'{}' object has no attribute 'get'", doc.value.py_type());
        let message = format!(
            "{file} holds {}, not a JSON object: the evaluator's `plan.get(\"caes_seq\")` raises \"{error}\" outside any try, so it stops without a report",
            doc.value.in_words()
        );
        let diagnostic =
            Diagnostic::new(codes::ENERGY_NOT_AN_OBJECT, Category::Exception, message).at(at().line(doc.line).column(doc.column));
        return Err(Stop::Crash { kind: "AttributeError", error, diagnostic: Box::new(diagnostic) });
    }
    let mut errs = Vec::new();
    let mut diags = Vec::new();
    let mut lists: Vec<Option<&Vec<Spanned>>> = Vec::new();
    for name in SEQUENCES {
        let got = doc.value.get(name);
        let loc = match got {
            Some(s) => at().line(s.line).column(s.column).field(name),
            None => at().field(name),
        };
        match got.map(|s| &s.value) {
            None if name == "tp_seq" => lists.push(None),
            Some(Value::Array(xs)) if xs.len() >= HOURS => lists.push(Some(xs)),
            Some(Value::Array(xs)) => {
                errs.push(format!("{name} 缺失或不足 8760 项(实际 {})", xs.len()));
                let m = format!("`{name}` has {} values where 8760 are needed", xs.len());
                diags.push(Diagnostic::new(codes::ENERGY_SHORT_SEQUENCE, Category::Fatal, m).at(loc));
            }
            other => {
                errs.push(format!("{name} 缺失或不足 8760 项(实际 非列表)"));
                let kind = other.map_or("missing", Value::in_words);
                let m = format!("`{name}` is {kind}, not a list of 8760 values");
                diags.push(Diagnostic::new(codes::ENERGY_SHORT_SEQUENCE, Category::Fatal, m).at(loc));
            }
        }
    }
    if !errs.is_empty() {
        return Err(Stop::Hard(errs, diags));
    }
    let mut seqs: Vec<Vec<f64>> = Vec::with_capacity(3);
    for (i, list) in lists.iter().enumerate() {
        let name = SEQUENCES[i];
        let Some(xs) = list else {
            seqs.push(vec![DEFAULT_THERMAL; HOURS]);
            continue;
        };
        let mut out = Vec::with_capacity(HOURS);
        for (t, x) in xs[..HOURS].iter().enumerate() {
            let loc = at().line(x.line).column(x.column).field(name).index("hour", t);
            match x.value.py_float() {
                Ok(v) => out.push(v),
                Err(FloatError::Invalid(e)) => {
                    let m = format!("`{name}[{t}]` is {}, which float() cannot read", x.value.shown());
                    let d = Diagnostic::new(codes::ENERGY_NOT_A_NUMBER, Category::Fatal, m).at(loc);
                    return Err(Stop::Hard(vec![format!("序列含非数值: {e}")], vec![d]));
                }
                Err(FloatError::Overflow) => {
                    let m = format!(
                        "`{name}[{t}]` is an integer too large for a float: float() raises OverflowError, which the evaluator does not catch, so it stops without a report"
                    );
                    let diagnostic = Diagnostic::new(codes::ENERGY_TOO_LARGE, Category::Exception, m).at(loc);
                    let diagnostic = Box::new(diagnostic);
                    return Err(Stop::Crash { kind: "OverflowError", error: "int too large to convert to float".into(), diagnostic });
                }
            }
        }
        seqs.push(out);
    }
    let thermal_given = lists[2].is_some();
    let mut it = seqs.into_iter();
    let mut next = || it.next().unwrap_or_default();
    Ok(Plan { caes: next(), battery: next(), thermal: next(), thermal_given })
}
