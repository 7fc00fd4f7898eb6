//! The uplift coach (issue 16): which ask-log lines cost the most (the cost each adds
//! to `contact_cost`, as the harness sums it) and what the net score would be without
//! them: the run graded again, by [`super::grade_input`], with those lines taken out of
//! the log. The ledger is not checked for that log (a run that never asked those
//! questions would have signed its own); everything else is as given.

use serde::Serialize;

use super::{grade_input, ContactSource, EventKind, InputFile, UpliftInput, Verdict};

/// One ask-log line and what it cost.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostlyLine {
    /// 1-based line in the ask log.
    pub line: usize,
    #[serde(rename = "type")]
    pub kind: EventKind,
    /// Who was asked (or `wait`, `pilot`, ...).
    pub to: Option<String>,
    /// What it adds to the contact cost (its logged cost).
    pub cost: f64,
    /// Its share of the contact cost's sum.
    pub share: f64,
}

/// The run graded without some lines.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UpliftWithout {
    pub lines: Vec<usize>,
    pub contact_cost: Option<f64>,
    pub uplift_net: Option<f64>,
    pub verdict: Verdict,
    pub points_display: String,
    /// `uplift_net` minus the run's (rounded to 4 decimals).
    pub gain: Option<f64>,
    /// A ledger was given and is not checked for this log: the incidents its check
    /// found for the run as given are not in this grading.
    pub ledger_unchecked: bool,
}

/// What costs an uplift run most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UpliftCoach {
    pub file: String,
    pub uplift: Option<f64>,
    pub contact_cost: Option<f64>,
    pub uplift_net: Option<f64>,
    pub verdict: Verdict,
    /// The costliest lines (cost > 0), at most `limit`.
    pub lines: Vec<CostlyLine>,
    /// The run without them (`None` when no line costs anything, or the contact cost
    /// does not come from the log).
    pub without: Option<UpliftWithout>,
}

/// What costs the run of `input` most; `limit` bounds the lines listed and taken out.
pub fn coach(input: &UpliftInput, limit: usize) -> UpliftCoach {
    let report = grade_input(input);
    let from_log = matches!(report.contact_source, ContactSource::LogLogged | ContactSource::LogPriced);
    let total: f64 = report.contact_lines.iter().map(|l| l.used_cost).filter(|c| c.is_finite()).sum();
    let mut lines: Vec<CostlyLine> = if from_log {
        report
            .contact_lines
            .iter()
            .filter(|l| l.used_cost > 0.0)
            .map(|l| CostlyLine {
                line: l.line,
                kind: l.kind,
                to: l.person.clone(),
                cost: l.used_cost,
                share: if total > 0.0 { l.used_cost / total } else { 0.0 },
            })
            .collect()
    } else {
        Vec::new()
    };
    lines.sort_by(|a, b| b.cost.total_cmp(&a.cost).then(a.line.cmp(&b.line)));
    lines.truncate(limit);
    let without = match (&input.ask_log, lines.is_empty()) {
        (Some(log), false) => {
            let drop: Vec<usize> = lines.iter().map(|l| l.line).collect();
            let r = grade_input(&without_lines(input, log, &drop));
            Some(UpliftWithout {
                gain: r.uplift_net.zip(report.uplift_net).map(|(a, b)| crate::round::py_round(a - b, 4)),
                lines: {
                    let mut d = drop;
                    d.sort_unstable();
                    d
                },
                contact_cost: r.contact_cost,
                uplift_net: r.uplift_net,
                verdict: r.verdict,
                points_display: r.points_display,
                ledger_unchecked: input.ledger.is_some(),
            })
        }
        _ => None,
    };
    UpliftCoach {
        file: report.file.clone(),
        uplift: report.uplift,
        contact_cost: report.contact_cost,
        uplift_net: report.uplift_net,
        verdict: report.verdict,
        lines,
        without,
    }
}

/// `input` with the ask log's lines `drop` (1-based, as Python numbers them) taken out
/// and no ledger.
pub fn without_lines(input: &UpliftInput, log: &InputFile, drop: &[usize]) -> UpliftInput {
    let mut text = String::new();
    for (n, line) in super::ledger::py_lines(&log.text) {
        if !drop.contains(&n) {
            text.push_str(line);
            text.push('\n');
        }
    }
    UpliftInput { ask_log: Some(InputFile { text, ..log.clone() }), ledger: None, ledger_head: None, meta: None, ..input.clone() }
}

impl UpliftCoach {
    /// `fde-grade coach uplift --format table` in `lang` (the words: the kind's
    /// `cli.ftl`; values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::fixed;
        use crate::summary::{fixed_or_dash, Signed};
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-uplift-head",
            &[
                ("file", &c.file),
                ("uplift", &fixed_or_dash(c.uplift, 4)),
                ("cost", &fixed_or_dash(c.contact_cost, 4)),
                ("net", &fixed_or_dash(c.uplift_net, 4)),
                ("verdict", &c.verdict.said(lang)),
            ],
        );
        let _ = writeln!(s, "{head}");
        if c.lines.is_empty() {
            let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-no-line"));
        }
        for l in &c.lines {
            let line = i18n::format(
                lang,
                "cli-coach-uplift-line",
                &[
                    ("line", &format!("{:>5}", l.line)),
                    ("type", &format!("{:<8}", crate::to_json(&l.kind).trim_matches('"'))),
                    ("to", &format!("{:<14}", l.to.as_deref().unwrap_or("-"))),
                    ("cost", &fixed(l.cost, 4)),
                    ("share", &fixed(100.0 * l.share, 1)),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        if let Some(w) = &c.without {
            let line = i18n::format(
                lang,
                "cli-coach-uplift-without",
                &[
                    ("lines", &w.lines.len().to_string()),
                    ("cost", &fixed_or_dash(w.contact_cost, 4)),
                    ("net", &fixed_or_dash(w.uplift_net, 4)),
                    ("gain", &format!("{:+}", Signed(w.gain.unwrap_or(f64::NAN)))),
                    ("verdict", &w.verdict.said(lang)),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
