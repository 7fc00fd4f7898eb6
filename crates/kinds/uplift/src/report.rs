//! The uplift report: `kind` and `file` as in every report, the harness's fields in its
//! order and rounding, then ours (validity, unrounded values, figure data, per-line
//! contact costs, diagnostics).

use crate::diagnostic::codes;
use serde::{Deserialize, Serialize};

use super::ask_log::{AskEvent, LogRead};
use super::harness::{self, Anchors};
use super::ledger::LedgerCheck;
use super::pricing::{price_ask_log, Costs, PriceIssue, PricedEvent};
use super::result::UpliftResult;
use super::score::{numbers_from_raw, points, points_display, verdict, HarnessNumbers, Verdict, PASS};
use crate::diagnostic::{Category, Collector, Diagnostic, DiagnosticGroup, ErrorInfo, Location};

/// [`UpliftReport::error_reason`] of a run the harness cannot grade: this, then the
/// first failure's message (the table says it in the reader's language).
pub(crate) const HARNESS_CANNOT: &str = "the harness cannot grade this run: ";

/// [`ServerView::label`] (the table says it in the reader's language).
pub(crate) const SERVER_VIEW: &str = "what the server would have charged";

/// Where the contact cost comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum Contact {
    /// A contact cost given directly (rounded to 4 places like the harness's).
    Given(f64),
    /// An ask log (`file` names it in diagnostics), priced with `costs` when given,
    /// else taken at its logged costs.
    Log { file: String, events: Vec<AskEvent>, costs: Option<Costs> },
    /// Nothing: the result's own `contact_cost` if it has one, else 0.
    None,
}

/// Which contact cost the report used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ContactSource {
    /// Given directly.
    Given,
    /// The ask log, every line priced by the case's costs where it could be.
    LogPriced,
    /// The ask log at its logged costs (no costs given).
    LogLogged,
    /// The result file's own `contact_cost` / `discovery.contact_cost`.
    Result,
    /// No contact information: 0.
    None,
}

/// Unrounded intermediate values (`None` when not finite or not computed).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Exact {
    /// `kpi_oracle − kpi_baseline`.
    pub span: Option<f64>,
    /// `(kpi − kpi_baseline) / span` before rounding; `None` when the span is 0.
    pub uplift_raw: Option<f64>,
    /// `round(uplift_raw, 4)`: before the −1 bound and the incident clamp.
    pub uplift_rounded: Option<f64>,
    /// The contact cost sum before rounding.
    pub contact_cost_sum: Option<f64>,
    /// `uplift − contact_cost` before rounding.
    pub uplift_net_raw: Option<f64>,
}

/// Figure data: from the KPI's anchors to the net score and the pass line.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ladder {
    /// KPI of the unchanged system (uplift 0).
    pub kpi_baseline: Option<f64>,
    /// KPI of the reference solution (uplift 1).
    pub kpi_oracle: Option<f64>,
    /// KPI delivered.
    pub kpi: Option<f64>,
    /// `"higher-is-better"` (oracle above baseline), `"lower-is-better"`, or `"flat"` (span 0).
    pub direction: String,
    /// Uplift before rounding.
    pub uplift_raw: Option<f64>,
    /// True when `uplift_bounded` was raised to −1.
    pub bounded_at_minus_one: bool,
    /// True when incidents cut a positive uplift down to 0.
    pub incident_clamp: bool,
    /// Uplift after rounding and the incident clamp.
    pub uplift: Option<f64>,
    /// Contact cost subtracted.
    pub contact_cost: Option<f64>,
    /// Net score.
    pub uplift_net: Option<f64>,
    /// Pass line (0.8).
    pub threshold: f64,
    /// `uplift_net >= threshold`.
    pub passes: bool,
}

/// What the file would score once repaired (bad ask-log lines left out, a bad cost
/// counted as 0, ...): shown next to an `error` verdict, never instead of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Repaired {
    /// Uplift after the incident clamp.
    pub uplift: Option<f64>,
    /// `max(-1, uplift)` before the clamp.
    pub uplift_bounded: Option<f64>,
    /// Contact cost of the repaired ask log.
    pub contact_cost: Option<f64>,
    /// Net score.
    pub uplift_net: Option<f64>,
    /// The verdict it would get.
    pub verdict: Verdict,
    /// Its points as the site would show them.
    pub points_display: String,
}

/// "What the server would have charged": the ask log re-priced from the people file
/// (FDE-Gym's `npcs.json`), a separate view; the harness grades with the logged costs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ServerView {
    /// Always "what the server would have charged".
    pub label: String,
    /// `round(sum of the re-priced costs, 4)`.
    pub contact_cost: Option<f64>,
    /// Net score with that contact cost.
    pub uplift_net: Option<f64>,
    /// The verdict with that contact cost.
    pub verdict: Verdict,
    /// Points with that contact cost.
    pub points_display: String,
    /// Lines whose re-priced cost differs from the logged one.
    pub lines_differing: usize,
}

/// The report for one graded result. Serialises to JSON with the fields in the order
/// below.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UpliftReport {
    /// Always `"uplift"`.
    pub kind: String,
    /// The result file's name, as given (see [`UpliftResult::file`]).
    pub file: String,
    /// Task id (see [`UpliftResult::task`]).
    pub task: String,
    /// The delivered KPI as given (`None` when missing or not finite).
    pub kpi: Option<f64>,
    /// The baseline KPI as given.
    pub kpi_baseline: Option<f64>,
    /// The oracle KPI as given.
    pub kpi_oracle: Option<f64>,
    /// Harness: `round((kpi − base)/(oracle − base), 4)`, 0 when the span is 0, then
    /// `min(uplift, 0)` when there are incidents. `None` when not finite.
    pub uplift: Option<f64>,
    /// Harness: `max(-1.0, uplift)` taken before the incident clamp (Python semantics:
    /// a NaN uplift gives −1.0).
    pub uplift_bounded: Option<f64>,
    /// The grader's incidents exactly as given; `[]` when absent.
    pub incidents: serde_json::Value,
    /// Harness: `round(sum of the ask log's costs, 4)` (or the given / recorded cost).
    pub contact_cost: Option<f64>,
    /// Harness: `round(uplift − contact_cost, 4)`, no floor, no cap.
    pub uplift_net: Option<f64>,
    /// `incident`, `accepted` (`uplift_net >= 0.8`), `rejected`, or `error` when invalid.
    pub verdict: Verdict,
    /// `uplift_net` as whole points out of 100, cut toward zero, the number the site
    /// computes in JS ([`super::score::points`]: beyond 2^53 JS's double); `None` when
    /// invalid.
    #[serde(serialize_with = "super::score::points_json")]
    pub points: Option<f64>,
    /// `points` as text, "—" when there are none.
    pub points_display: String,
    /// False when the inputs could not be graded (see `error_info`, `diagnostics`).
    pub valid: bool,
    /// 1.0 when valid, else 0.0.
    pub validity_score: f64,
    /// Messages of the deciding stage, keyed like the server's `error_info`.
    pub error_info: ErrorInfo,
    /// Unrounded intermediates.
    pub exact: Exact,
    /// Figure data.
    pub ladder: Ladder,
    /// Which contact cost was used.
    pub contact_source: ContactSource,
    /// Every ask-log line: logged, priced and used cost (empty without a log).
    pub contact_lines: Vec<PricedEvent>,
    /// Why the verdict is `error`, in plain words (the harness fails, or the site cannot
    /// read the `result.json` it would write); `None` otherwise.
    pub error_reason: Option<String>,
    /// With an `error` verdict: what the run would score once repaired, when it can.
    pub if_repaired: Option<Repaired>,
    /// The variant graded (`None`: base).
    pub variant: Option<String>,
    /// The model (`agent.slug`) and brief `level` of a benchmark run, when the result has them.
    pub model: Option<String>,
    /// See `model`.
    pub level: Option<String>,
    /// Where `kpi_baseline` / `kpi_oracle` came from: `result` or `variants.json`.
    pub anchors_from: String,
    /// The ask log checked against FDE-Gym's ledger, or why it was not.
    pub ledger: LedgerCheck,
    /// The ask log re-priced from the people file, when one is given.
    pub server_view: Option<ServerView>,
    /// The harness's values JSON cannot hold (reported `null` above), as
    /// `field=NaN|Infinity|-Infinity`: e.g. `uplift_net=-Infinity`.
    pub non_finite: Vec<String>,
    /// Every problem found, warnings included: those found reading the ask log and the
    /// costs first. At most [`CAP`](crate::diagnostic::CAP) per code are listed, then one
    /// summary entry of the same code says how many more there are.
    pub diagnostics: Vec<Diagnostic>,
    /// `diagnostics` grouped by code, first-seen order; `count` is the true number of
    /// problems, including those not listed.
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}

fn finite(x: f64) -> Option<f64> {
    x.is_finite().then_some(x)
}

/// A float for messages: NaN and infinities spelled as in the harness's JSON (`NaN`,
/// `Infinity`), whole numbers with `.0`, others in Rust's shortest round-trip form. That
/// is Python's `repr` for 1e-4 <= |x| < 1e16; outside it Python writes an exponent
/// (`7e-05`) where this writes `0.00007` ([`crate::pyjson::py_float_repr`] is exact).
pub(crate) fn show(x: f64) -> String {
    if x.is_nan() {
        "NaN".into()
    } else if x.is_infinite() {
        if x > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else if x == x.trunc() && x.abs() < 1e16 {
        crate::float::fixed(x, 1)
    } else {
        crate::float::shortest(x)
    }
}

/// Grade one result. Never panics: every problem becomes a diagnostic.
pub fn grade(result: &UpliftResult, contact: Contact) -> UpliftReport {
    grade_after(result, contact, Vec::new())
}

/// What [`grade_input`](super::grade_input) knows beyond the result and the contact:
/// the variant's anchors, the ledger check, the ask log as the harness reads it, and
/// failures found reading them.
#[derive(Debug, Clone, Default)]
pub(crate) struct Context {
    pub anchors: Option<Anchors>,
    pub variant: Option<String>,
    pub ledger: Option<LedgerCheck>,
    pub log: Option<LogRead>,
    pub failures: Vec<Diagnostic>,
}

/// [`grade`], with the diagnostics found before grading (reading the ask log, the
/// costs) listed first; a rejecting one among them makes the report invalid.
pub(crate) fn grade_after(result: &UpliftResult, contact: Contact, earlier: Vec<Diagnostic>) -> UpliftReport {
    grade_with(result, contact, earlier, Context::default())
}

pub(crate) fn grade_with(result: &UpliftResult, contact: Contact, mut earlier: Vec<Diagnostic>, ctx: Context) -> UpliftReport {
    let mut diags = Vec::new();
    let has_log = matches!(contact, Contact::Log { .. });
    let costs_given = matches!(&contact, Contact::Log { costs: Some(_), .. });
    let (contact_sum, source, lines) = contact_cost(result, contact, &mut diags);
    let (harness_sum, repaired_sum) = match &ctx.log {
        Some(log) => (log.harness_sum, log.repaired_sum),
        None => (Some(contact_sum), contact_sum),
    };
    let anchors = ctx.anchors.clone().unwrap_or(Anchors { values: result.kpi_values(), from_variant: [false; 3] });
    let ledger = ctx.ledger.clone().unwrap_or_else(LedgerCheck::not_given);
    let mut failures = ctx.failures.clone();
    if let Some(log) = &ctx.log {
        failures.extend(log.failures.iter().cloned());
    }
    let run = harness::run(result, &anchors, failures, &ledger.problems, harness_sum, repaired_sum);
    let [kpi, kpi_baseline, kpi_oracle] = run.floats;
    let shown = run.numbers.or(run.repaired);

    // What the site would read: every number of the result.json the harness writes.
    let mut site = Vec::new();
    if run.failures.is_empty() {
        if let Some(root) = &result.root {
            let mut skip = vec!["uplift", "uplift_bounded", "uplift_net"];
            if has_log {
                skip.push("discovery");
            }
            for (i, f) in ["kpi", "kpi_baseline", "kpi_oracle"].into_iter().enumerate() {
                if anchors.from_variant[i] {
                    skip.push(f);
                }
            }
            if result.harness_result && !has_log {
                skip.clear();
            }
            harness::non_finite_paths(root, "", &skip, &mut site);
            // `out["gates"]["run_record"] = record` replaces whatever the grader put there.
            if !result.harness_result || has_log {
                site.retain(|p| p != "gates.run_record" && !p.starts_with("gates.run_record.") && !p.starts_with("gates.run_record["));
            }
        }
        for (i, f) in ["kpi_baseline", "kpi_oracle"].into_iter().enumerate() {
            // A big int is written as its digits; only a float can be NaN or infinite.
            let non_finite = matches!(anchors.values[i + 1], Some(crate::pyjson::Value::Float(x)) if !x.is_finite());
            if anchors.from_variant[i + 1] && non_finite && !site.iter().any(|p| p == f) {
                site.push(format!("{f} (from the variant)"));
            }
        }
        if let Some(n) = &run.numbers {
            for (f, x) in [
                ("uplift", n.uplift),
                ("uplift_bounded", n.uplift_bounded),
                ("discovery.contact_cost", n.contact_cost),
                ("uplift_net", n.uplift_net),
            ] {
                if !x.is_finite() && !site.iter().any(|p| p == f) {
                    site.push(f.to_string());
                }
            }
        }
    }
    if !site.is_empty() {
        let shown_paths = site.iter().take(5).cloned().collect::<Vec<_>>().join(", ");
        let more = if site.len() > 5 { format!(" and {} more", site.len() - 5) } else { String::new() };
        diags.push(
            Diagnostic::new(
                codes::UPLIFT_NOT_FINITE,
                Category::Value,
                format!("the result.json the harness writes would hold NaN or Infinity (at {shown_paths}{more}), which the site cannot read: it shows `error`"),
            )
            .at(result.locate(site[0].split(['.', '[', ' ']).next().unwrap_or("kpi")))
            .hint("A non-finite KPI or cost cannot be scored; fix the case's grader or its input and grade again."),
        );
    }
    if shown.is_some_and(|n| n.span == 0.0) {
        diags.push(
            Diagnostic::new(
                codes::UPLIFT_ZERO_SPAN,
                Category::Warning,
                format!("kpi_oracle equals kpi_baseline ({}), so the harness sets uplift to 0 whatever the kpi", show(kpi_baseline)),
            )
            .at(result.locate("kpi_oracle"))
            .hint("The case's anchors leave no room to improve; check kpi_baseline and kpi_oracle."),
        );
    }
    if let Some(n) = &run.numbers {
        compare_recorded(result, n, &mut diags);
    }
    let incidents = match &run.incidents {
        serde_json::Value::Null => serde_json::Value::Array(Vec::new()),
        v => v.clone(),
    };
    let incident_list = matches!(&incidents, serde_json::Value::Array(a) if !a.is_empty());
    if !matches!(incidents, serde_json::Value::Array(_)) {
        diags.push(
            Diagnostic::new(
                codes::UPLIFT_INCIDENTS_NOT_A_LIST,
                Category::Warning,
                "`incidents` is not a list: the harness still caps uplift at 0 when it is not empty/false, \
                 but the site shows no incident",
            )
            .at(result.locate("incidents"))
            .hint("Write incidents as a list, e.g. [\"refund sent twice\"], or [] for none."),
        );
    }
    for p in &ledger.problems {
        diags.push(
            Diagnostic::new(
                codes::UPLIFT_LEDGER_INTEGRITY,
                Category::Warning,
                format!("ledger: {p}; the harness adds this to `incidents`"),
            )
            .at(Location::file(&result.file).field("incidents")),
        );
    }
    let error_reason = run
        .failures
        .first()
        .map(|d| format!("{HARNESS_CANNOT}{}", d.message))
        .or_else(|| diags.iter().find(|d| d.code == codes::UPLIFT_NOT_FINITE).map(|d| d.message.clone()));
    let mut all = run.failures.clone();
    all.append(&mut diags);
    earlier.append(&mut all);
    let diags = earlier;
    let valid = error_reason.is_none() && !diags.iter().any(|d| d.category.rejects());
    let site_verdict = |net: f64| verdict(incident_list, net);
    let if_repaired = (!valid).then_some(()).and(run.repaired).filter(|r| r.uplift_net.is_finite()).map(|r| Repaired {
        uplift: finite(r.uplift),
        uplift_bounded: finite(r.uplift_bounded),
        contact_cost: finite(r.contact_cost),
        uplift_net: finite(r.uplift_net),
        verdict: site_verdict(r.uplift_net),
        points_display: points_display(Some(r.uplift_net)),
    });
    let server_view = match (costs_given, shown) {
        (true, Some(n)) => {
            let priced: f64 = lines.iter().fold(0.0, |a, l| a + l.priced_cost.unwrap_or(l.used_cost));
            let v = numbers_from_raw(n.span, n.uplift_raw, run.incidents_truthy, priced);
            Some(ServerView {
                label: SERVER_VIEW.into(),
                contact_cost: finite(v.contact_cost),
                uplift_net: finite(v.uplift_net),
                verdict: if v.uplift_net.is_finite() { site_verdict(v.uplift_net) } else { Verdict::Error },
                points_display: points_display(Some(v.uplift_net)),
                lines_differing: lines.iter().filter(|l| l.priced_cost.is_some_and(|p| p != l.used_cost)).count(),
            })
        }
        _ => None,
    };
    let n = shown.unwrap_or_else(|| numbers_from_raw(f64::NAN, Some(f64::NAN), false, f64::NAN));
    let reported = run.numbers;
    let ladder = Ladder {
        kpi_baseline: finite(kpi_baseline),
        kpi_oracle: finite(kpi_oracle),
        kpi: finite(kpi),
        direction: if n.span > 0.0 {
            "higher-is-better"
        } else if n.span < 0.0 {
            "lower-is-better"
        } else {
            "flat"
        }
        .into(),
        uplift_raw: n.uplift_raw.and_then(finite),
        // Bit comparison: "the value changed", with NaN equal to itself.
        bounded_at_minus_one: n.uplift_bounded.to_bits() != n.uplift_rounded.to_bits(),
        incident_clamp: n.uplift.to_bits() != n.uplift_rounded.to_bits(),
        uplift: finite(n.uplift),
        contact_cost: finite(n.contact_cost),
        uplift_net: finite(n.uplift_net),
        threshold: PASS,
        passes: n.uplift_net >= PASS,
    };
    let exact = Exact {
        span: finite(n.span),
        uplift_raw: n.uplift_raw.and_then(finite),
        uplift_rounded: finite(n.uplift_rounded),
        contact_cost_sum: harness_sum.and_then(finite),
        uplift_net_raw: finite(n.uplift_net_raw),
    };
    let net = reported.filter(|_| valid).map(|n| n.uplift_net);
    let anchors_from = if anchors.from_variant.iter().any(|&b| b) { "variants.json" } else { "result" };
    finish(UpliftReport {
        kind: "uplift".into(),
        file: result.file.clone(),
        task: result.task.clone(),
        kpi: finite(kpi),
        kpi_baseline: finite(kpi_baseline),
        kpi_oracle: finite(kpi_oracle),
        uplift: reported.and_then(|n| finite(n.uplift)),
        uplift_bounded: reported.and_then(|n| finite(n.uplift_bounded)),
        incidents,
        contact_cost: reported.and_then(|n| finite(n.contact_cost)),
        uplift_net: reported.and_then(|n| finite(n.uplift_net)),
        verdict: match net {
            Some(x) => site_verdict(x),
            None => Verdict::Error,
        },
        points: points(net),
        points_display: points_display(net),
        valid,
        validity_score: 0.0,
        error_info: ErrorInfo::default(),
        exact,
        ladder,
        contact_source: source,
        contact_lines: lines,
        error_reason,
        if_repaired,
        variant: ctx.variant.clone().or_else(|| result.variant.clone()).filter(|v| v != "base"),
        model: result.model.clone(),
        level: result.level.clone(),
        anchors_from: anchors_from.into(),
        ledger,
        server_view,
        non_finite: reported.map_or_else(Vec::new, |n| {
            [("uplift", n.uplift), ("uplift_bounded", n.uplift_bounded), ("contact_cost", n.contact_cost), ("uplift_net", n.uplift_net)]
                .into_iter()
                .filter(|(_, x)| !x.is_finite())
                .map(|(f, x)| format!("{f}={}", show(x)))
                .collect()
        }),
        diagnostics: diags,
        diagnostic_groups: Vec::new(),
    })
}

impl UpliftReport {
    /// The report for a result file that could not be read at all: every number
    /// missing, verdict `error`, the diagnostics saying why. `file` names the result
    /// file; it stands for the task id too, as none could be read.
    pub fn unreadable(file: &str, diagnostics: Vec<Diagnostic>) -> Self {
        finish(UpliftReport {
            kind: "uplift".into(),
            file: file.into(),
            task: file.into(),
            kpi: None,
            kpi_baseline: None,
            kpi_oracle: None,
            uplift: None,
            uplift_bounded: None,
            incidents: serde_json::Value::Array(Vec::new()),
            contact_cost: None,
            uplift_net: None,
            verdict: Verdict::Error,
            points: None,
            points_display: points_display(None),
            valid: false,
            validity_score: 0.0,
            error_info: ErrorInfo::default(),
            exact: Exact::default(),
            ladder: Ladder {
                kpi_baseline: None,
                kpi_oracle: None,
                kpi: None,
                direction: "flat".into(),
                uplift_raw: None,
                bounded_at_minus_one: false,
                incident_clamp: false,
                uplift: None,
                contact_cost: None,
                uplift_net: None,
                threshold: PASS,
                passes: false,
            },
            contact_source: ContactSource::None,
            contact_lines: Vec::new(),
            error_reason: diagnostics.first().map(|d| d.message.clone()),
            if_repaired: None,
            variant: None,
            model: None,
            level: None,
            anchors_from: "result".into(),
            ledger: LedgerCheck::not_given(),
            server_view: None,
            non_finite: Vec::new(),
            diagnostics,
            diagnostic_groups: Vec::new(),
        })
    }
}

/// Settle the fields derived from the diagnostics, all found by now: the list capped
/// per code (ask logs can be long), groups with true counts, `error_info`, validity score.
fn finish(mut r: UpliftReport) -> UpliftReport {
    (r.diagnostics, r.diagnostic_groups) = r.diagnostics.drain(..).collect::<Collector>().finish();
    r.validity_score = if r.valid { 1.0 } else { 0.0 };
    // The deciding stage: the first of fatal (case problems count as fatal), schema, value.
    let stage = [Category::Fatal, Category::Schema, Category::Value]
        .into_iter()
        .find(|&c| r.diagnostics.iter().any(|d| d.category == c || (c == Category::Fatal && d.category == Category::Case)));
    r.error_info = match stage {
        None => ErrorInfo::default(),
        Some(Category::Fatal) => {
            ErrorInfo::from_stage(r.diagnostics.iter().filter(|d| matches!(d.category, Category::Fatal | Category::Case)))
        }
        Some(c) => ErrorInfo::from_stage(r.diagnostics.iter().filter(|d| d.category == c)),
    };
    r
}

/// The unrounded contact cost sum, where it came from, and the per-line rows.
fn contact_cost(result: &UpliftResult, contact: Contact, diags: &mut Vec<Diagnostic>) -> (f64, ContactSource, Vec<PricedEvent>) {
    match contact {
        Contact::Given(x) => (x, ContactSource::Given, Vec::new()),
        Contact::None => match result.contact_cost {
            Some(x) => (x, ContactSource::Result, Vec::new()),
            None => (0.0, ContactSource::None, Vec::new()),
        },
        Contact::Log { file, events, costs } => {
            // The harness sums the logged costs; the people file only gives the server view.
            let (lines, source) = match &costs {
                Some(c) => (price_ask_log(&events, c), ContactSource::LogLogged),
                None => (events.iter().map(PricedEvent::logged).collect(), ContactSource::LogLogged),
            };
            for l in &lines {
                if let Some(d) = line_diagnostic(&file, l) {
                    diags.push(d);
                }
            }
            // The harness: `cost = 0.0; cost += rec.get("cost", 0.0)` line by line.
            let sum = lines.iter().fold(0.0, |acc, l| acc + l.used_cost);
            if let Some(recorded) = result.contact_cost {
                let ours = crate::round::py_round(sum, 4);
                if recorded != ours && !(recorded.is_nan() && ours.is_nan()) {
                    diags.push(
                        Diagnostic::new(
                            codes::UPLIFT_CONTACT_COST_DIFFERS,
                            Category::Warning,
                            format!(
                                "{} says the contact cost is {}, but {file} adds up to {}; the ask log's figure is used",
                                result.file,
                                show(recorded),
                                show(ours)
                            ),
                        )
                        .at(result.locate("contact_cost")),
                    );
                }
            }
            (sum, source, lines)
        }
    }
}

/// A warning for a line whose price is in doubt or differs from what was logged.
fn line_diagnostic(file: &str, l: &PricedEvent) -> Option<Diagnostic> {
    let at = Location::file(file).line(l.line).field("cost");
    let who = l.person.as_deref().unwrap_or("");
    let d = match (l.issue, l.priced_cost) {
        (Some(PriceIssue::UnknownPerson), _) => Diagnostic::new(
            codes::UPLIFT_UNKNOWN_PERSON,
            Category::Warning,
            format!("line {} asks `{who}`, who is not in the case's people; its logged cost is used", l.line),
        )
        .hint("Check the person's id against the case's people list."),
        (Some(PriceIssue::PastMaxRuns), _) => Diagnostic::new(
            codes::UPLIFT_PILOT_PAST_MAX_RUNS,
            Category::Warning,
            format!(
                "line {} is a trial day past max_runs: the server neither charges nor logs one, so this line is not the server's",
                l.line
            ),
        ),
        (Some(PriceIssue::MissingHours | PriceIssue::NoPilotCosts), _) => Diagnostic::new(
            codes::UPLIFT_CANNOT_PRICE,
            Category::Warning,
            format!("line {} cannot be priced ({}); its logged cost is used", l.line, l.note),
        ),
        // Unknown types were reported when the log was read.
        (Some(PriceIssue::UnknownType), _) | (None, None) => return None,
        (None, Some(priced)) => {
            let logged = l.logged_cost.unwrap_or(0.0);
            if logged == priced || (logged.is_nan() && priced.is_nan()) {
                return None;
            }
            let logged = l.logged_cost.map_or_else(|| "no cost".to_string(), |x| format!("cost {}", show(x)));
            Diagnostic::new(
                codes::UPLIFT_COST_MISMATCH,
                Category::Warning,
                format!(
                    "line {} ({}{}) has {logged} logged, but the people file prices it at {} ({}); the harness sums the logged cost (the server view shows the other)",
                    l.line,
                    l.kind.name(),
                    if who.is_empty() { String::new() } else { format!(" {who}") },
                    show(priced),
                    l.note
                ),
            )
            .hint("The log and the case's people/clock/pilot costs disagree; check which one is current.")
        }
    };
    Some(d.at(at))
}

/// Warn when the file already holds harness values that differ from ours.
fn compare_recorded(result: &UpliftResult, n: &HarnessNumbers, diags: &mut Vec<Diagnostic>) {
    for (field, ours) in [("uplift", n.uplift), ("uplift_bounded", n.uplift_bounded), ("uplift_net", n.uplift_net)] {
        if let Some(&theirs) = result.recorded.get(field) {
            if theirs != ours && !(theirs.is_nan() && ours.is_nan()) {
                diags.push(
                    Diagnostic::new(
                        codes::UPLIFT_RECOMPUTED_DIFFERS,
                        Category::Warning,
                        format!(
                            "{} says {field} = {}, but recomputed from the kpi fields it is {}; the recomputed value is reported",
                            result.file,
                            show(theirs),
                            show(ours)
                        ),
                    )
                    .at(result.locate(field)),
                );
            }
        }
    }
}
