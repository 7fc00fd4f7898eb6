//! # Uplift scoring (spec §3, FDE-Gym)
//!
//! A case's grader measures a KPI; FDE-Gym's harness turns it into an *uplift*: 0 for
//! changing nothing (`kpi_baseline`), 1 for the reference solution (`kpi_oracle`), less
//! what the agent spent of the customer's people's time (the *contact cost* of its ask
//! log). This module recomputes all of it from the grader output, exactly as the
//! harness does (Python rounding at each step, in its order), and explains it.
//!
//! ```text
//! uplift         = round((kpi - kpi_baseline) / (kpi_oracle - kpi_baseline), 4)   (0 if the span is 0)
//! uplift_bounded = max(-1, uplift)                      (before incidents)
//! if incidents:    uplift = min(uplift, 0)
//! contact_cost   = round(sum of the cost on every line of the ask log, 4)
//! uplift_net     = round(uplift - contact_cost, 4)     (no floor, no cap)
//! verdict        = incident | accepted (uplift_net >= 0.8) | rejected
//! points         = sign(x)·trunc(|x|·100 + 1e-9) of uplift_net, "—" when missing
//! ```
//! The direction lives in the anchors: for a KPI to minimise, `kpi_oracle < kpi_baseline`
//! and the same formula applies.
//!
//! ## Inputs
//!
//! All files are UTF-8 JSON as Python's `json` writes it, read with [`crate::pyjson`]:
//! `NaN`, `Infinity` and `-Infinity` are read (the harness can write them), then reported.
//!
//! ### Grader output (`result.json`)
//! ```json
//! {"task": "refund-triage", "kpi": 0.91, "kpi_baseline": 0.62, "kpi_oracle": 0.95,
//!  "incidents": [], "contact_cost": 0.07}
//! ```
//! - `kpi`, `kpi_baseline`, `kpi_oracle`: Python numbers (ints of any size, floats,
//!   booleans). Checked where the harness uses them: a missing or non-numeric one is a
//!   harness failure (`uplift/harness-fails`, at the field's line); `kpi` is not read
//!   when the span is 0.
//! - `engagement` (FDE-Gym's id; `engagement:variant` when the variant is not `base`),
//!   else our `task`, else the file name: the task id (for aggregation).
//! - `incidents`: optional, normally a list. Python's truthiness decides the clamp (as
//!   in the harness); a non-empty *list* makes the verdict `incident` (as on the site).
//! - `contact_cost` (or FDE-Gym's `discovery.contact_cost`): optional; used only when no
//!   other contact information is given.
//! - A full harness result (with `uplift`, `uplift_bounded`, `uplift_net`, `discovery`,
//!   `gates`, ...) is accepted as it is: the `kpi*` fields are the source of truth, the
//!   rest is recomputed and a difference is reported (`uplift/recomputed-differs`).
//!
//! ### Ask log (`ask.jsonl`): one JSON object per line, as FDE-Gym's server writes it
//! ```json
//! {"ts": 1.7e9, "at": "Mon 03 Mar 09:00", "to": "ops_lead", "question": "...", "topics": ["t1"], "facts": ["F_a"], "n_asked": 1, "cost": 0.02, "mac": "..."}
//! {"to": "cfo", "question": "...", "topics": ["gone"], "facts": ["F_gone:cfo"], "n_asked": 1, "cost": 0.0}
//! {"to": "inbox", "question": "read 1 message(s)", "topics": ["m1"], "facts": [], "n_asked": 0, "cost": 0.0}
//! {"to": "wait", "question": "waited 48 h", "topics": [], "facts": [], "n_asked": 0, "cost": 0.02}
//! {"to": "pilot", "question": "trial day 1", "topics": [], "facts": [], "n_asked": 1, "cost": 0.06}
//! ```
//! - Read as the harness reads it ([`read_log`]): universal newlines, one `json.loads`
//!   per line; every line needs `facts` (iterable, of text) and `to`, and a numeric
//!   `cost` when it has one (absent: 0). A line that breaks that (blank, not JSON, not
//!   an object, `"cost": null`, ...) makes the harness fail: `uplift/harness-fails`,
//!   located, verdict `error`, and `if_repaired` scores the log without it.
//! - `contact_cost` is `round(Σ logged cost, 4)` over every line, summed with `+=`.
//! - Our older spelling (`"type": "ask", "person": ...`, `hours`, `extra_cost`) is still
//!   read for re-pricing, but a line needs FDE-Gym's `to` and `facts` to grade.
//! - Every line is in `contact_lines`; in `diagnostics` a long log's problems are capped
//!   at [`CAP`](crate::diagnostic::CAP) per code plus one "... and N more" entry, with
//!   true counts in `diagnostic_groups`.
//!
//! ### Case costs (`people.json`)
//! ```json
//! {"people": [
//!    {"id": "ops_lead", "name": "Dana Ruiz", "role": "Operations lead", "cost": 0.02, "soft_limit": 3},
//!    {"id": "cfo", "name": "Sam Lee", "role": "CFO", "cost": 0.05, "soft_limit": 1, "patience": 2},
//!    {"id": "vendor", "name": "Ivo Tan", "role": "Vendor rep", "cost": 0.1, "off_limits": true}],
//!  "over_factor": 3, "wait_cost_per_day": 0.01,
//!  "pilot_costs": [0.05, 0.03], "pilot_extra_cost": 0.0, "max_runs": 3}
//! ```
//! Defaults: a person's `cost` 0, no `soft_limit`, no `patience`, `off_limits` false,
//! their own `over_factor` else the file's, else 3; `wait_cost_per_day` 0;
//! `pilot_costs` `[0.0]`; `max_runs` 3; optional `total_questions` (a budget shared by
//! everyone). FDE-Gym's `npcs.json` spelling is read too (`npcs`,
//! `clock.wait_cost_per_day`, `pilot.cost`, `pilot.max_runs`). Its problems are
//! reported as warnings (`uplift/costs-bad-value`): the harness never reads this file.
//!
//! ## Which contact cost
//! In this order: a cost given directly ([`Contact::Given`]); else the ask log's logged
//! costs ([`Contact::Log`]), as the harness sums them; else the result's own
//! `contact_cost` / `discovery.contact_cost`; else 0. With a people file the log is also
//! re-priced by the server's rules ([`pricing`]) into `server_view`, "what the server
//! would have charged", and every line whose logged cost differs gets a located
//! `uplift/cost-mismatch` warning naming both.
//!
//! ## Variants and the ledger
//! `variants.json` (`{"base": {...}, "hard": {"kpi_baseline": ..., ...}}`): the graded
//! variant's `kpi_baseline` / `kpi_oracle` replace the grader's; a variant it lacks is a
//! harness failure. The ledger entry (`key`, `engagement`, `level`, `variant`) and head
//! (`n`, `mac`) check the log's HMAC chain ([`ledger`]); each problem is added to
//! `incidents` as the harness adds it. Without a ledger, `ledger.status` says so; with a
//! `meta.json` and no ledger entry the harness trusts `meta.json` as it stands: its
//! `variant` is graded (base when it names none) and `ledger.status` is the harness's
//! "unverified: this run was created before the ledger existed" ([`ledger::unverified`]).
//!
//! ## NaN and infinities
//! NaN or Infinity anywhere in the `result.json` the harness would write (a KPI, a
//! cost, any field of the grader's output) is the site's `error` (`uplift/not-finite`,
//! naming the field). The harness's fields are still computed with Python's semantics,
//! each reported when finite and `null` when not: e.g. a NaN `kpi` gives `uplift: null`
//! but `uplift_bounded: -1.0`, because Python's `max(-1.0, nan)` is `-1.0`.
//!
//! ## Entry points
//! [`grade_input`] takes the files' text and does everything; [`parse_result`],
//! [`parse_ask_log`], [`parse_costs`], [`price_ask_log`], [`grade`] are the steps;
//! [`aggregate`] scores many reports across tasks; [`points`] / [`points_display`]
//! format a score as the site does.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(uplift);

mod aggregate;
mod ask_log;
mod coach;
pub mod codes;
mod harness;
mod kind_impl;
pub mod ledger;
pub mod pricing;
pub mod pynum;
mod report;
mod report_json;
mod result;
mod score;
mod server_output;

use serde::{Deserialize, Serialize};

pub use aggregate::{aggregate, Aggregate, ModelRow, TaskSummary};
pub use ask_log::{parse_ask_log, read_log, AskEvent, EventKind, LogRead};
pub use coach::{coach, without_lines, CostlyLine, UpliftCoach, UpliftWithout};
pub use kind_impl::{is_ask_log, UpliftCase, UpliftKind};
pub use ledger::LedgerCheck;
pub use pricing::{parse_costs, price_ask_log, Costs, Person, PriceIssue, PricedEvent};
pub use report::{grade, Contact, ContactSource, Exact, Ladder, Repaired, ServerView, UpliftReport};
pub use result::{parse_result, UpliftResult};
pub use score::{harness_numbers, js_points, js_string, numbers_from_raw, points, points_display, verdict, HarnessNumbers, Verdict, PASS};

pub(crate) use crate::diagnostic::{Category, Diagnostic, Location};

/// One input file: its name (for locations) and its text.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct InputFile {
    /// File name as the user knows it, e.g. `result.json`.
    pub name: String,
    /// The file's content.
    pub text: String,
    /// Why the file's bytes are not UTF-8 text (UTF-16, a workbook, another encoding),
    /// when it was read with [`InputFile::from_bytes`]: the file is then unreadable,
    /// as it is to the harness's Python, and `text` is empty.
    #[serde(skip)]
    pub unreadable: Option<Box<Diagnostic>>,
    /// The bytes started with a UTF-8 byte-order mark (dropped from `text`). Python's
    /// `open(..., encoding="utf-8")` keeps it, and `json.loads` then rejects the line.
    #[serde(skip)]
    pub bom: bool,
}

impl InputFile {
    /// A named text.
    pub fn new(name: &str, text: &str) -> Self {
        InputFile { name: name.into(), text: text.into(), unreadable: None, bom: false }
    }

    /// A named file's bytes: UTF-8 (a BOM dropped) or [`unreadable`](Self::unreadable)
    /// with the reason, located (see [`crate::table::check_encoding`]).
    pub fn from_bytes(name: &str, bytes: &[u8]) -> Self {
        match crate::table::decode_utf8(bytes, name) {
            Ok(text) => InputFile { bom: bytes.starts_with(b"\xEF\xBB\xBF"), ..InputFile::new(name, text) },
            Err(d) => InputFile { name: name.into(), text: String::new(), unreadable: Some(Box::new(d)), bom: false },
        }
    }
}

/// Everything needed to grade one run.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct UpliftInput {
    /// The case grader's output (`result.json`), required.
    pub result: InputFile,
    /// A contact cost given directly; wins over the ask log.
    pub contact_cost: Option<f64>,
    /// The ask log (`ask.jsonl`).
    pub ask_log: Option<InputFile>,
    /// The case's people/clock/pilot costs (`people.json`, or FDE-Gym's `npcs.json`),
    /// to re-price the ask log ("what the server would have charged").
    pub costs: Option<InputFile>,
    /// The engagement's `variants.json`: the graded variant's `kpi_baseline` /
    /// `kpi_oracle` replace the grader's.
    pub variants: Option<InputFile>,
    /// The variant graded: the ledger's wins, then this, then the result's `variant`,
    /// else `base`.
    pub variant: Option<String>,
    /// The run's ledger entry (`<ledger>/<name>.json`, with the signing key).
    pub ledger: Option<InputFile>,
    /// The ledger head (`<name>.head`); absent: no line was signed.
    pub ledger_head: Option<InputFile>,
    /// The run's `meta.json`, checked against the ledger entry when both are given.
    pub meta: Option<InputFile>,
}

/// Read every file, grade, and report every problem at once. Never panics.
pub fn grade_input(input: &UpliftInput) -> UpliftReport {
    // A file that is not text cannot be graded (the harness could not read it either).
    let unreadable: Vec<Diagnostic> = [Some(&input.result), input.ask_log.as_ref(), input.costs.as_ref()]
        .into_iter()
        .flatten()
        .filter_map(|f| f.unreadable.as_deref().cloned())
        .collect();
    if !unreadable.is_empty() {
        return UpliftReport::unreadable(&input.result.name, unreadable);
    }
    let mut earlier = Vec::new();
    // The people file only re-prices (the server view): its problems never stop grading.
    let costs = input.costs.as_ref().and_then(|f| match parse_costs(f.text.as_bytes(), &f.name) {
        Ok(c) => Some(c),
        Err(d) => {
            earlier.extend(d.into_iter().map(|mut d| {
                d.category = Category::Warning;
                d
            }));
            None
        }
    });
    let log = input.ask_log.as_ref().map(|f| (f.name.clone(), read_log(&f.text, &f.name, f.bom)));
    let result = match parse_result(input.result.text.as_bytes(), &input.result.name) {
        Ok(r) => r,
        Err(mut d) => {
            d.append(&mut earlier);
            return UpliftReport::unreadable(&input.result.name, d);
        }
    };
    let note = |code: crate::diagnostic::Code, message: String, file: &str| {
        Diagnostic::new(code, Category::Warning, message).at(Location::file(file))
    };
    let fails = |message: String, file: &str| {
        Diagnostic::new(codes::UPLIFT_HARNESS_FAILS, Category::Fatal, message)
            .at(Location::file(file))
            .hint("FDE-Gym's harness stops here and writes no result.json, so the site shows `error`.")
    };
    let mut ctx = report::Context::default();
    // Python keeps a lone surrogate it reads; writing result.json as UTF-8 then raises.
    if !result.harness_result && ledger::lone_surrogate(&input.result.text) {
        ctx.failures.push(fails(
            format!("{} holds a lone surrogate (\\ud800-\\udfff), which the harness cannot write into result.json", input.result.name),
            &input.result.name,
        ));
    }

    // The ledger first, as `cmd_grade` does (`run_record`).
    if let Some(entry) = &input.ledger {
        let log_text = input.ask_log.as_ref().map(|f| f.text.as_str());
        let bom = input.ask_log.as_ref().is_some_and(|f| f.bom);
        match ledger::check(
            &entry.text,
            input.ledger_head.as_ref().map(|f| f.text.as_str()),
            input.meta.as_ref().map(|f| f.text.as_str()),
            log_text,
            bom,
        ) {
            Ok(c) => ctx.ledger = Some(c),
            Err(why) => {
                ctx.failures.push(fails(format!("{}{why}", ledger::CANNOT_RUN), &entry.name));
                ctx.ledger = Some(LedgerCheck { given: true, status: format!("not checked: {why}"), ..LedgerCheck::default() });
            }
        }
    }

    // No ledger entry: the harness trusts meta.json as it stands (`run_record`), and its
    // variant is the one graded.
    let mut unverified = false;
    if let (None, Some(meta)) = (&input.ledger, &input.meta) {
        match ledger::unverified(&meta.text, &meta.name) {
            Ok(c) => {
                unverified = true;
                ctx.ledger = Some(c);
            }
            Err(why) => {
                ctx.failures.push(fails(why.clone(), &meta.name));
                ctx.ledger = Some(LedgerCheck { status: format!("{}{why}", ledger::NOT_CHECKED), ..LedgerCheck::not_given() });
            }
        }
    }

    // The variant: the ledger's (trusted), else meta.json's when there is no ledger entry
    // (the harness's, base when it names none), else the one named, else the result's,
    // else base.
    let variant = if unverified {
        ctx.ledger.as_ref().and_then(|l| l.variant.clone())
    } else {
        ctx.ledger.as_ref().and_then(|l| l.variant.clone()).or_else(|| input.variant.clone()).or_else(|| result.variant.clone())
    };
    let mut anchors = harness::Anchors { values: result.kpi_values(), from_variant: [false; 3] };
    if let Some(f) = &input.variants {
        let name = variant.clone().unwrap_or_else(|| "base".into());
        match crate::pyjson::parse(&f.text) {
            Err(e) => ctx.failures.push(fails(format!("{} is not valid JSON: {}", f.name, e.message), &f.name)),
            Ok(all) => match all.value.get(&name).map(|n| &n.value) {
                None => ctx.failures.push(fails(format!("{} has no variant \"{name}\", so the harness stops (sys.exit)", f.name), &f.name)),
                // `k in params` then `params[k]`: only a dict works (a list or text that
                // holds the name raises; null, a number or a boolean cannot be searched).
                Some(params) if !matches!(params, crate::pyjson::Value::Object(_)) => {
                    let holds = |k: &str| match params {
                        crate::pyjson::Value::Array(a) => a.iter().any(|x| x.value.as_str() == Some(k)),
                        crate::pyjson::Value::Str(t) => t.contains(k),
                        _ => true,
                    };
                    if holds("kpi_baseline") || holds("kpi_oracle") {
                        ctx.failures.push(fails(
                            format!("variant \"{name}\" in {} is {}, not an object of parameters", f.name, params.in_words()),
                            &f.name,
                        ));
                    }
                }
                Some(params) => {
                    for (i, k) in [(1, "kpi_baseline"), (2, "kpi_oracle")] {
                        if let Some(v) = params.get(k) {
                            anchors.values[i] = Some(v.value.clone());
                            anchors.from_variant[i] = true;
                        }
                    }
                }
            },
        }
    } else if !result.harness_result && variant.as_deref().is_some_and(|v| v != "base") {
        earlier.push(note(
            codes::UPLIFT_VARIANTS_NOT_GIVEN,
            format!(
                "the run is variant \"{}\" but no variants.json was given: the grader's kpi_baseline/kpi_oracle are used, \
                 which the harness replaces with the variant's when it has them",
                variant.as_deref().unwrap_or_default()
            ),
            &input.result.name,
        ));
    }
    ctx.anchors = Some(anchors);
    ctx.variant = variant;

    let contact = match (input.contact_cost, log) {
        (Some(x), log) => {
            if let Some((file, _)) = log {
                earlier.push(note(codes::UPLIFT_ASK_LOG_IGNORED, format!("a contact cost was given, so {file} is not used for it"), &file));
            }
            Contact::Given(x)
        }
        (None, Some((file, read))) => {
            let events = read.events.clone();
            ctx.log = Some(read);
            Contact::Log { file, events, costs }
        }
        (None, None) => {
            if let Some(f) = &input.costs {
                earlier.push(note(
                    codes::UPLIFT_COSTS_UNUSED,
                    format!("{} was given without an ask log, so there is nothing to price", f.name),
                    &f.name,
                ));
            }
            Contact::None
        }
    };
    report::grade_with(&result, contact, earlier, ctx)
}
