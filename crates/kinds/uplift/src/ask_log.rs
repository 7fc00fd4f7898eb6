//! The ask log (`ask.jsonl`): one JSON object per line, one event per line, each with
//! the `cost` the harness logged for it. See the module docs of [`crate::uplift`].
//!
//! Two spellings are read: ours (`"type": "ask"`, `"person": "ops_lead"`) and FDE-Gym's
//! own (`"to": "ops_lead"`, or `"to": "wait" | "inbox" | "pilot"`; a message to
//! someone who has left is logged with `"topics": ["gone"]`).
//!
//! Problems with the shape of a line are reported here, located by line, and the
//! line is skipped (`uplift/ask-log-bad-line`, a warning: the harness itself would
//! stop at such a line; we grade the rest). Blank lines are skipped silently.

use crate::diagnostic::codes;
use serde::{Deserialize, Serialize};

use super::result::optional_number;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pyjson::{self, Value};
use crate::table::decode_utf8;

/// What an event was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EventKind {
    /// A question put to a person.
    Ask,
    /// An automatic reply: the person was out of patience or gone. Costs 0.
    Reply,
    /// Reading the inbox. Costs 0.
    Inbox,
    /// Waiting on the customer's calendar.
    Wait,
    /// One trial (pilot) day.
    Pilot,
    /// A type we do not know; its logged cost is counted as it stands.
    Other,
}

impl EventKind {
    /// The type's name as written in the log.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::Ask => "ask",
            EventKind::Reply => "reply",
            EventKind::Inbox => "inbox",
            EventKind::Wait => "wait",
            EventKind::Pilot => "pilot",
            EventKind::Other => "other",
        }
    }
}

/// One line of the ask log, read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AskEvent {
    /// 1-based line number in the log.
    pub line: usize,
    /// `t`: hours since the engagement started, when logged.
    pub t: Option<f64>,
    /// `type` (or FDE-Gym's `to`).
    pub kind: EventKind,
    /// `person` (or FDE-Gym's `to`) for asks and replies.
    pub person: Option<String>,
    /// `hours` for a wait.
    pub hours: Option<f64>,
    /// `extra_cost` of a pilot day, when logged.
    pub extra_cost: Option<f64>,
    /// The person had left (`"gone": true`, or FDE-Gym's `"topics": ["gone"]`): the
    /// message got an automatic reply and costs 0.
    pub gone: bool,
    /// `cost` as logged; `None` when the line has none (the harness then adds 0).
    pub logged_cost: Option<f64>,
}

impl AskEvent {
    /// An event built in code: nothing but its kind and line.
    pub fn new(line: usize, kind: EventKind) -> Self {
        AskEvent { line, t: None, kind, person: None, hours: None, extra_cost: None, gone: false, logged_cost: None }
    }
    /// With a person.
    pub fn person(mut self, person: &str) -> Self {
        self.person = Some(person.to_string());
        self
    }
    /// With waiting hours.
    pub fn hours(mut self, hours: f64) -> Self {
        self.hours = Some(hours);
        self
    }
    /// With a logged cost.
    pub fn cost(mut self, cost: f64) -> Self {
        self.logged_cost = Some(cost);
        self
    }
}

/// An ask log read as the harness reads it: the events (every line that is a JSON
/// object: what the log would score if repaired), each line's harness problems, and
/// the harness's contact-cost sum when it would get that far.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LogRead {
    /// The events, one per JSON-object line, in file order.
    pub events: Vec<AskEvent>,
    /// Why the harness's grading would fail on this log, in harness order (its first
    /// pass reads every line's `facts`; the second sums `cost` and reads `to`), each
    /// located; empty when it reads the log through.
    pub failures: Vec<Diagnostic>,
    /// `cost = 0.0; cost += rec.get("cost", 0.0)` over every line: the harness's sum,
    /// `None` when a line stops it.
    pub harness_sum: Option<f64>,
    /// The same over the repaired log: unreadable lines left out, a cost that is not a
    /// number counted as 0.
    pub repaired_sum: f64,
    /// Lines read (as Python iterates the file).
    pub lines: usize,
}

fn fail(file: &str, line: usize, field: Option<&str>, message: String) -> Diagnostic {
    let mut at = Location::file(file).line(line);
    if let Some(f) = field {
        at = at.field(f);
    }
    Diagnostic::new(codes::UPLIFT_HARNESS_FAILS, Category::Fatal, message).at(at).hint(
        "FDE-Gym's harness stops grading at this line, so the site shows `error`. Each line must be one JSON \
         object as the stakeholder server writes it, with `to`, `facts` (a list of text) and a numeric `cost`.",
    )
}

/// Read an ask log as FDE-Gym's harness does (`open(log, encoding="utf-8")`, one
/// `json.loads` per line, universal newlines). `bom`: the file started with a UTF-8 BOM,
/// which Python keeps and `json.loads` rejects. Never fails.
pub fn read_log(text: &str, file: &str, bom: bool) -> LogRead {
    let mut out = LogRead::default();
    let mut second = Vec::new(); // the harness's second pass, reported after the first
    let mut sum = Some(0.0f64);
    let mut repaired = 0.0f64;
    let mut lines = super::ledger::py_lines(text);
    if bom && lines.is_empty() {
        lines.push((1, "")); // the BOM alone is a line to Python
    }
    out.lines = lines.len();
    for (i, raw) in lines {
        let parsed = if i == 1 && bom {
            Err("the file starts with a UTF-8 byte-order mark, which Python's json.loads rejects".to_string())
        } else if raw.trim_matches([' ', '\t']).is_empty() {
            Err("it is blank".to_string())
        } else {
            pyjson::parse(raw).map(|n| n.value).map_err(|e| format!("it is not JSON ({})", e.message))
        };
        let node = match parsed {
            Err(why) => {
                out.failures.push(fail(file, i, None, format!("line {i} of {file} cannot be read: {why}")));
                sum = None;
                continue;
            }
            Ok(Value::Object(m)) => Value::Object(m),
            Ok(v) => {
                out.failures.push(fail(file, i, None, format!("line {i} of {file} holds {}, not a JSON object", v.in_words())));
                sum = None;
                continue;
            }
        };
        // First pass (`facts.update(rec["facts"])`).
        match node.get("facts").map(|n| &n.value) {
            None => out.failures.push(fail(file, i, Some("facts"), format!("line {i} of {file} has no `facts`"))),
            Some(Value::Array(items)) => {
                if let Some(x) = items.iter().find(|x| matches!(x.value, Value::Array(_) | Value::Object(_))) {
                    out.failures.push(fail(
                        file,
                        i,
                        Some("facts"),
                        format!("`facts` on line {i} of {file} holds {}, which Python cannot put in a set", x.value.in_words()),
                    ));
                } else if let Some(x) = items.iter().find(|x| !matches!(x.value, Value::Str(_))) {
                    second.push(fail(
                        file,
                        i,
                        Some("facts"),
                        format!(
                            "`facts` on line {i} of {file} holds {}, not text (the harness sorts and reads facts as text)",
                            x.value.in_words()
                        ),
                    ));
                }
            }
            Some(Value::Str(_) | Value::Object(_)) => {}
            Some(v) => {
                out.failures.push(fail(file, i, Some("facts"), format!("`facts` on line {i} of {file} is {}, not a list", v.in_words())))
            }
        }
        // Second pass: `cost += rec.get("cost", 0.0)`, then `rec["to"]`.
        let cost_node = node.get("cost");
        let cost = match cost_node.map(|n| &n.value) {
            None => Ok(0.0),
            Some(v) => match super::pynum::from_value(v) {
                Some(n) => n.to_f64().map_err(|_| format!("`cost` on line {i} of {file} is an integer too large for a float")),
                None => Err(format!("`cost` on line {i} of {file} is {}, not a number", v.in_words())),
            },
        };
        match &cost {
            Ok(c) => {
                sum = sum.map(|s| s + c);
                repaired += c;
            }
            Err(why) => {
                second.push(fail(file, i, Some("cost"), why.clone()));
                sum = None;
            }
        }
        let to = node.get("to").map(|n| &n.value);
        let gone = matches!(node.get("topics").map(|n| &n.value),
            Some(Value::Array(a)) if a.len() == 1 && a[0].value.as_str() == Some("gone"));
        match to {
            None => second.push(fail(file, i, Some("to"), format!("line {i} of {file} has no `to`"))),
            Some(Value::Array(_) | Value::Object(_)) if !gone => second.push(fail(
                file,
                i,
                Some("to"),
                format!("`to` on line {i} of {file} is {}, not a person's id", to.map_or("", Value::in_words)),
            )),
            _ => {}
        }
        // `result.json` gets `facts_obtained` and `asked_by_person` (the counted `to`s):
        // a lone surrogate there cannot be written as UTF-8.
        if super::ledger::lone_surrogate(raw) {
            let bad = |v: Option<&Value>| match v {
                Some(Value::Str(t)) => t.contains('\u{FFFD}'),
                Some(Value::Array(a)) => a.iter().any(|x| matches!(&x.value, Value::Str(t) if t.contains('\u{FFFD}'))),
                Some(Value::Object(m)) => m.iter().any(|(k, _)| k.contains('\u{FFFD}')),
                _ => false,
            };
            let counted_to = !gone && !matches!(to, Some(Value::Str(t)) if t == "wait" || t == "inbox");
            if bad(node.get("facts").map(|n| &n.value)) || (counted_to && bad(to)) {
                second.push(fail(
                    file,
                    i,
                    None,
                    format!("line {i} of {file} holds a lone surrogate (\\ud800-\\udfff) in `facts` or `to`, which the harness cannot write into result.json"),
                ));
            }
        }
        let mut warnings = Vec::new();
        if let Some(mut e) = parse_line(&node, i, file, &mut warnings) {
            e.logged_cost = cost.ok();
            out.events.push(e);
        }
    }
    if !second.is_empty() {
        sum = None;
    }
    out.failures.append(&mut second);
    out.harness_sum = sum;
    out.repaired_sum = repaired;
    out
}

/// Read an ask log. Never fails: unreadable lines are skipped with a located warning.
pub fn parse_ask_log(bytes: &[u8], file: &str) -> (Vec<AskEvent>, Vec<Diagnostic>) {
    let text = match decode_utf8(bytes, file) {
        Ok(t) => t,
        Err(d) => return (Vec::new(), vec![d]),
    };
    let mut events = Vec::new();
    let mut diags = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() {
            continue;
        }
        let node = match pyjson::parse(raw) {
            Ok(n) if matches!(n.value, Value::Object(_)) => n.value,
            Ok(n) => {
                diags.push(bad_line(file, line, None, format!("line {line} of {file} holds {}, not a JSON object", n.value.in_words())));
                continue;
            }
            Err(e) => {
                diags.push(bad_line(file, line, Some(e.column), format!("line {line} of {file} is not JSON: {}", e.message)));
                continue;
            }
        };
        if let Some(event) = parse_line(&node, line, file, &mut diags) {
            events.push(event);
        }
    }
    (events, diags)
}

fn bad_line(file: &str, line: usize, column: Option<usize>, message: String) -> Diagnostic {
    let mut loc = Location::file(file).line(line);
    if let Some(c) = column {
        loc = loc.column(c);
    }
    Diagnostic::new(codes::UPLIFT_ASK_LOG_BAD_LINE, Category::Warning, message)
        .at(loc)
        .hint("Each line must be one JSON object as the harness logs it. The harness would stop here; this line is left out.")
}

/// One line's object: the event (`None` when the line is skipped); problems go to `warnings`.
fn parse_line(node: &Value, line: usize, file: &str, warnings: &mut Vec<Diagnostic>) -> Option<AskEvent> {
    // An optional number: absent/null is None; anything else non-numeric is warned about.
    let mut number = |field: &str| {
        optional_number(node.get(field)).unwrap_or_else(|n| {
            warnings.push(
                Diagnostic::new(
                    codes::UPLIFT_NOT_A_NUMBER,
                    Category::Warning,
                    format!("`{field}` on line {line} of {file} is {}, not a number; it is ignored", n.value.in_words()),
                )
                .at(Location::file(file).line(line).column(n.column).field(field)),
            );
            None
        })
    };
    let logged_cost = number("cost");
    let t = number("t");
    let hours = number("hours");
    let extra_cost = number("extra_cost");

    let text = |field: &str| node.get(field).and_then(|n| n.value.as_str());
    // FDE-Gym logs a wait as `"question": "waited 48 h"` (hours as `%.0f`), not as `hours`.
    let hours = hours.or_else(|| {
        let q = text("question")?.strip_prefix("waited ")?.strip_suffix(" h")?;
        crate::float::parse(q)
    });
    let (kind, person) = match (text("type"), text("to")) {
        (Some(ty), _) => {
            let kind = match ty {
                "ask" => EventKind::Ask,
                "reply" => EventKind::Reply,
                "inbox" => EventKind::Inbox,
                "wait" => EventKind::Wait,
                "pilot" => EventKind::Pilot,
                _ => EventKind::Other,
            };
            if kind == EventKind::Other {
                warnings.push(
                    Diagnostic::new(
                        codes::UPLIFT_ASK_LOG_BAD_LINE,
                        Category::Warning,
                        format!("line {line} of {file} has the unknown type \"{ty}\"; its logged cost is counted as it stands"),
                    )
                    .at(Location::file(file).line(line).field("type"))
                    .hint("Known types: ask, reply, inbox, wait, pilot."),
                );
            }
            (kind, text("person").or(text("to")).map(str::to_string))
        }
        (None, Some("wait")) => (EventKind::Wait, None),
        (None, Some("inbox")) => (EventKind::Inbox, None),
        (None, Some("pilot")) => (EventKind::Pilot, None),
        (None, Some(to)) => (EventKind::Ask, Some(to.to_string())),
        (None, None) => {
            warnings.push(bad_line(file, line, None, format!("line {line} of {file} has neither `type` nor `to`")));
            return None;
        }
    };
    if matches!(kind, EventKind::Ask | EventKind::Reply) && person.is_none() {
        warnings.push(bad_line(file, line, None, format!("line {line} of {file} is an {} without a `person`", kind.name())));
        return None;
    }
    let gone_topics = matches!(&node.get("topics").map(|n| &n.value),
        Some(Value::Array(a)) if a.len() == 1 && a[0].value.as_str() == Some("gone"));
    let gone = gone_topics || node.get("gone").is_some_and(|n| n.value.truthy());
    Some(AskEvent { line, t, kind, person, hours, extra_cost, gone, logged_cost })
}
