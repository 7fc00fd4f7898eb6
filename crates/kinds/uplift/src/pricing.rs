//! People, clock and pilot costs (`people.json`), and pricing an ask log with them.
//!
//! The rules are the harness's (spec §3; FDE-Gym's stakeholder server), replayed line
//! by line in log order:
//! - an ask costs the person's `cost`; once their count of answered questions
//!   (including this one) exceeds `soft_limit`, `cost × over_factor`; an `off_limits`
//!   person always costs plain `cost`;
//! - a person with `patience` answers that many questions; later asks get an automatic
//!   reply and cost 0 (so does a message to someone gone, and a `reply` line); such
//!   messages do not count as questions. `total_questions`, when set, is a budget shared
//!   by everyone, as in the harness;
//! - reading the inbox costs 0;
//! - waiting costs `round(wait_cost_per_day × hours / 24, 4)`, hours clamped to
//!   [0, 336] the way Python's `max(0.0, min(hours, 336.0))` does (NaN hours become 0);
//! - the n-th pilot line costs `pilot_costs[min(n, len) − 1] + extra`, where extra is
//!   the line's `extra_cost`, else `pilot_extra_cost`, else 0. The harness neither
//!   charges nor logs days past `max_runs`, so a pilot line past it is priced 0 and
//!   flagged.

use crate::diagnostic::codes;
use serde::{Deserialize, Serialize};

use super::ask_log::{AskEvent, EventKind};
use super::result::{at_value, read_object};
use super::score::{py_max, py_min};
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::float::Shortest;
use crate::pyjson::{Spanned, Value};
use crate::round::py_round;

/// Over-limit multiplier when neither the person nor the case gives one (spec §3).
pub const DEFAULT_OVER_FACTOR: f64 = 3.0;
/// Trial days the harness runs when the case does not say (spec §3).
pub const DEFAULT_MAX_RUNS: u32 = 3;
/// Longest single wait, in hours (14 days).
pub const MAX_WAIT_HOURS: f64 = 336.0;

/// One of the customer's people.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Person {
    /// Id used in the ask log (`person` / `to`).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Role, as the directory shows it.
    pub role: String,
    /// Cost of one question, in uplift points (default 0).
    pub cost: f64,
    /// Questions at plain cost; later ones cost `over_factor` times as much (default: none).
    pub soft_limit: Option<f64>,
    /// Contacting this person is off limits: always plain `cost`, never multiplied.
    pub off_limits: bool,
    /// Questions this person answers at all (default: no cap).
    pub patience: Option<f64>,
    /// This person's own over-limit multiplier (FDE-Gym puts it per person); else the case's.
    pub over_factor: Option<f64>,
    /// FDE-Gym's `gone_after_asks`: once the agent has put this many questions to
    /// anyone, this person is gone (a message gets an automatic reply, free).
    #[serde(default)]
    pub gone_after_asks: Option<f64>,
}

/// The case's costs: people, clock, pilot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Costs {
    /// Everyone the agent can ask.
    pub people: Vec<Person>,
    /// Over-limit multiplier for people without their own (default 3).
    pub over_factor: f64,
    /// Cost of waiting one day (default 0).
    pub wait_cost_per_day: f64,
    /// Cost of pilot day n is `pilot_costs[min(n, len) − 1]` (default `[0.0]`).
    pub pilot_costs: Vec<f64>,
    /// Extra cost added to each pilot day whose log line has no `extra_cost` (default 0).
    pub pilot_extra_cost: Option<f64>,
    /// Pilot days charged and logged (default 3).
    pub max_runs: u32,
    /// Questions everyone together will answer (default: no cap).
    pub total_questions: Option<f64>,
}

impl Default for Costs {
    fn default() -> Self {
        Costs {
            people: Vec::new(),
            over_factor: DEFAULT_OVER_FACTOR,
            wait_cost_per_day: 0.0,
            pilot_costs: vec![0.0],
            pilot_extra_cost: None,
            max_runs: DEFAULT_MAX_RUNS,
            total_questions: None,
        }
    }
}

/// Why a line could not be priced by the rules (its logged cost is used instead),
/// or was priced 0 because the harness would never have logged it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PriceIssue {
    /// An ask to someone not in `people`.
    UnknownPerson,
    /// A wait without `hours`.
    MissingHours,
    /// A pilot day, but `pilot_costs` is an empty list.
    NoPilotCosts,
    /// A pilot day past `max_runs`: priced 0.
    PastMaxRuns,
    /// A line of unknown type.
    UnknownType,
}

/// One ask-log line with its logged and priced cost: a row of the report's
/// `contact_lines`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PricedEvent {
    /// 1-based line in the ask log.
    pub line: usize,
    /// Hours since start, when logged.
    pub t: Option<f64>,
    /// Event type.
    #[serde(rename = "type")]
    pub kind: EventKind,
    /// Person asked, for asks and replies.
    pub person: Option<String>,
    /// Cost as logged (`None`: the line has none, the harness adds 0).
    pub logged_cost: Option<f64>,
    /// Cost by the rules; `None` when no costs were given or the line cannot be priced.
    pub priced_cost: Option<f64>,
    /// The cost that goes into `contact_cost`: the logged one (0 when the line has none
    /// or it is not a number), as the harness sums it.
    pub used_cost: f64,
    /// For an answered ask: this person's question number, this one included.
    pub question: Option<u32>,
    /// How the price came about, in plain words.
    pub note: String,
    /// Set when the rules could not price the line, or priced it 0 as never logged.
    pub issue: Option<PriceIssue>,
}

impl PricedEvent {
    /// A line taken at its logged cost (no costs given).
    pub fn logged(e: &AskEvent) -> Self {
        PricedEvent {
            line: e.line,
            t: e.t,
            kind: e.kind,
            person: e.person.clone(),
            logged_cost: e.logged_cost,
            priced_cost: None,
            used_cost: e.logged_cost.unwrap_or(0.0),
            question: None,
            note: "logged cost".into(),
            issue: None,
        }
    }
}

/// Price every line of an ask log by the case's rules, in log order.
pub fn price_ask_log(events: &[AskEvent], costs: &Costs) -> Vec<PricedEvent> {
    let mut asked = vec![0u32; costs.people.len()];
    // Each id's first place in `people`: one lookup per line, however many people.
    let mut place: std::collections::HashMap<&str, usize> = std::collections::HashMap::with_capacity(costs.people.len());
    for (i, p) in costs.people.iter().enumerate() {
        place.entry(p.id.as_str()).or_insert(i);
    }
    let mut total_left = costs.total_questions;
    let mut pilot_day = 0u32;
    events
        .iter()
        .map(|e| {
            let mut out = PricedEvent::logged(e);
            let (price, note, issue) = match e.kind {
                EventKind::Ask if e.gone => (Some(0.0), "no longer reachable: automatic reply, free".to_string(), None),
                EventKind::Ask => {
                    let who = e.person.as_deref().unwrap_or("");
                    match place.get(who).copied() {
                        None => (None, format!("{who} is not in the case's people"), Some(PriceIssue::UnknownPerson)),
                        Some(i) if costs.people[i].gone_after_asks.is_some_and(|k| f64::from(asked.iter().sum::<u32>()) >= k.trunc()) => (
                            Some(0.0),
                            format!("{who} is gone (after {} questions in all): automatic reply, free", asked.iter().sum::<u32>()),
                            None,
                        ),
                        Some(i) => {
                            let p = &costs.people[i];
                            let left = match p.patience {
                                None => total_left,
                                Some(cap) => {
                                    let own = py_max(0.0, cap - f64::from(asked[i]));
                                    Some(total_left.map_or(own, |t| py_min(own, t)))
                                }
                            };
                            if left.is_some_and(|l| l <= 0.0) {
                                (Some(0.0), format!("{who} is out of patience: automatic reply, free"), None)
                            } else {
                                asked[i] += 1;
                                total_left = total_left.map(|t| t - 1.0);
                                out.question = Some(asked[i]);
                                let n = asked[i];
                                if p.off_limits {
                                    (Some(p.cost), format!("question {n} to {who}, off limits: plain cost"), None)
                                } else if p.soft_limit.is_some_and(|s| f64::from(n) > s) {
                                    let factor = p.over_factor.unwrap_or(costs.over_factor);
                                    let limit = Shortest(p.soft_limit.unwrap_or(0.0));
                                    let shown = Shortest(factor);
                                    (
                                        Some(p.cost * factor),
                                        format!("question {n} to {who}, past the soft limit of {limit}: cost × {shown}"),
                                        None,
                                    )
                                } else {
                                    // Python multiplies by 1.0 here: the same value.
                                    (Some(p.cost), format!("question {n} to {who}"), None)
                                }
                            }
                        }
                    }
                }
                EventKind::Reply => (Some(0.0), "automatic reply (out of patience or gone): free".into(), None),
                EventKind::Inbox => (Some(0.0), "reading the inbox: free".into(), None),
                EventKind::Wait => match e.hours {
                    None => (None, "a wait without `hours`".into(), Some(PriceIssue::MissingHours)),
                    Some(h) => {
                        let hours = py_max(0.0, py_min(h, MAX_WAIT_HOURS));
                        let cost = py_round(costs.wait_cost_per_day * hours / 24.0, 4);
                        let clamp = if hours == h { String::new() } else { format!(" (clamped from {})", Shortest(h)) };
                        (Some(cost), format!("waiting {} h{clamp}", Shortest(hours)), None)
                    }
                },
                EventKind::Pilot => {
                    pilot_day += 1;
                    let n = pilot_day;
                    if n > costs.max_runs {
                        (
                            Some(0.0),
                            format!("trial day {n}, past max_runs {}: never charged", costs.max_runs),
                            Some(PriceIssue::PastMaxRuns),
                        )
                    } else if costs.pilot_costs.is_empty() {
                        (None, format!("trial day {n}, but pilot_costs is empty"), Some(PriceIssue::NoPilotCosts))
                    } else {
                        let k = (n as usize).min(costs.pilot_costs.len());
                        let extra = e.extra_cost.or(costs.pilot_extra_cost).unwrap_or(0.0);
                        (
                            Some(costs.pilot_costs[k - 1] + extra),
                            format!("trial day {n}: pilot_costs[{}] + extra {}", k - 1, Shortest(extra)),
                            None,
                        )
                    }
                }
                EventKind::Other => (None, "unknown type".into(), Some(PriceIssue::UnknownType)),
            };
            out.priced_cost = price;
            out.note = note;
            out.issue = issue;
            out
        })
        .collect()
}

/// Read the case's costs. Accepts ours (`people`, `wait_cost_per_day`, `pilot_costs`,
/// `max_runs`) and FDE-Gym's `npcs.json` spelling (`npcs`, `clock.wait_cost_per_day`,
/// `pilot.cost`, `pilot.max_runs`). All problems are reported at once, as case errors.
pub fn parse_costs(bytes: &[u8], file: &str) -> Result<Costs, Vec<Diagnostic>> {
    let root = read_object(bytes, file, codes::UPLIFT_COSTS_NOT_JSON)?;
    let mut diags = Vec::new();
    let mut costs = Costs::default();

    let wrong = |field: &str, n: &Spanned, what: &str| {
        bad_value(file, field, n, what).hint("Fix the case's costs file; see the format in the uplift module docs.")
    };
    // A number at `path` (first of the spellings present), or the default.
    let number = |paths: &[&[&str]], diags: &mut Vec<Diagnostic>| -> Option<f64> {
        for path in paths {
            let mut node = Some(&root);
            for key in *path {
                node = node.and_then(|n| n.value.get(key));
            }
            if let Some(n) = node {
                let name = path.join(".");
                return case_number(&n.value).unwrap_or_else(|()| {
                    diags.push(wrong(&name, n, "a finite number"));
                    None
                });
            }
        }
        None
    };
    if let Some(x) = number(&[&["over_factor"]], &mut diags) {
        costs.over_factor = x;
    }
    if let Some(x) = number(&[&["wait_cost_per_day"], &["clock", "wait_cost_per_day"]], &mut diags) {
        costs.wait_cost_per_day = x;
    }
    costs.pilot_extra_cost = number(&[&["pilot_extra_cost"], &["pilot", "extra_cost"]], &mut diags);
    costs.total_questions = number(&[&["total_questions"]], &mut diags);
    if let Some(x) = number(&[&["max_runs"], &["pilot", "max_runs"]], &mut diags) {
        costs.max_runs = if x <= 0.0 { 0 } else { x.min(u32::MAX as f64) as u32 };
    }
    let pilot = root
        .value
        .get("pilot_costs")
        .map(|n| ("pilot_costs", n))
        .or_else(|| root.value.get("pilot").and_then(|p| p.value.get("cost")).map(|n| ("pilot.cost", n)));
    if let Some((name, n)) = pilot {
        match &n.value {
            Value::Array(items) => {
                costs.pilot_costs = items
                    .iter()
                    .filter_map(|x| match finite(&x.value) {
                        Some(v) => Some(v),
                        None => {
                            diags.push(wrong(name, x, "a finite number"));
                            None
                        }
                    })
                    .collect();
            }
            Value::Null => {}
            _ => diags.push(wrong(name, n, "a list of numbers")),
        }
    }

    match root.value.get("people").map(|n| ("people", n)).or_else(|| root.value.get("npcs").map(|n| ("npcs", n))) {
        None => diags.push(
            Diagnostic::new(codes::UPLIFT_MISSING_FIELD, Category::Case, format!("{file} has no `people` list"))
                .at(Location::file(file).field("people"))
                .hint("List the people: \"people\": [{\"id\": \"ops_lead\", \"cost\": 0.02, ...}]."),
        ),
        Some((name, n)) => match &n.value {
            Value::Array(items) => {
                let mut ids = std::collections::HashSet::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    if let Some(p) = parse_person(item, &format!("{name}[{i}]"), file, &mut diags) {
                        if !ids.insert(p.id.clone()) {
                            diags.push(
                                Diagnostic::new(
                                    codes::UPLIFT_COSTS_BAD_VALUE,
                                    Category::Case,
                                    format!("{file} lists the person `{}` twice", p.id),
                                )
                                .at(Location::file(file).line(item.line).field(format!("{name}[{i}].id"))),
                            );
                        }
                        costs.people.push(p);
                    }
                }
            }
            _ => diags.push(wrong(name, n, "a list")),
        },
    }
    if diags.is_empty() {
        Ok(costs)
    } else {
        Err(diags)
    }
}

fn parse_person(item: &Spanned, at: &str, file: &str, diags: &mut Vec<Diagnostic>) -> Option<Person> {
    if !matches!(item.value, Value::Object(_)) {
        diags.push(bad_value(file, at, item, "an object"));
        return None;
    }
    let before = diags.len();
    let text = |field: &str| item.value.get(field).and_then(|n| n.value.as_str()).unwrap_or("").to_string();
    let mut num = |field: &str| {
        let n = item.value.get(field)?;
        case_number(&n.value).unwrap_or_else(|()| {
            diags.push(bad_value(file, &format!("{at}.{field}"), n, "a finite number"));
            None
        })
    };
    let person = Person {
        id: text("id"),
        name: text("name"),
        role: text("role"),
        cost: num("cost").unwrap_or(0.0),
        soft_limit: num("soft_limit"),
        patience: num("patience"),
        over_factor: num("over_factor"),
        gone_after_asks: num("gone_after_asks"),
        off_limits: item.value.get("off_limits").is_some_and(|n| n.value.truthy()),
    };
    if person.id.is_empty() {
        diags.push(
            Diagnostic::new(codes::UPLIFT_MISSING_FIELD, Category::Case, format!("`{at}` in {file} has no `id`"))
                .at(Location::file(file).line(item.line).field(format!("{at}.id"))),
        );
    }
    (diags.len() == before).then_some(person)
}

/// `field` of the costs file holds the wrong kind of value: a case error, at the value.
fn bad_value(file: &str, field: &str, n: &Spanned, what: &str) -> Diagnostic {
    Diagnostic::new(codes::UPLIFT_COSTS_BAD_VALUE, Category::Case, format!("`{field}` in {file} is {}, not {what}", n.value.in_words()))
        .at(at_value(file, n).field(field))
}

/// A number that is finite, or `None`.
fn finite(v: &Value) -> Option<f64> {
    v.as_f64().filter(|x| x.is_finite())
}

/// An optional case number: `null` is no value, a finite number is itself, anything
/// else (text, NaN, ...) is `Err`, for the caller to report.
fn case_number(v: &Value) -> Result<Option<f64>, ()> {
    match v {
        Value::Null => Ok(None),
        _ => finite(v).map(Some).ok_or(()),
    }
}
