//! The coil coach: for a sequence graded valid, what its penalty is made of (`10⁴ ×
//! rule breaks + 100 × width rises + grade groups`), the score with each of the first
//! two parts gone and the rest as it is, and the steps that cost the most (the rules
//! each breaks, whether the width rises, whether a grade group starts), measured with
//! the checks' own rules.

use serde::Serialize;

use super::{evaluate, CoilCase, CoilReport};

/// One step of the sequence, from the coil before to the coil at `position`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostlyStep {
    /// The second coil's index in the sequence (from 0).
    pub position: usize,
    pub from: String,
    pub to: String,
    /// The rules it breaks (each 10⁴).
    pub linkage: bool,
    pub thickness: bool,
    pub width: bool,
    /// The width rises (100).
    pub rise: bool,
    /// A new grade group starts (1).
    pub new_group: bool,
    /// What it adds to the penalty.
    pub cost: i64,
}

/// What costs a valid coil sequence most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoilCoach {
    pub file: String,
    /// The report's `overall_score` and `penalty`, and the reference penalty.
    pub score: f64,
    pub penalty: i64,
    pub baseline_cost: f64,
    /// Rules broken (a step breaking two counts twice), width rises and grade groups.
    pub rule_breaks: usize,
    pub width_rises: usize,
    pub grade_groups: usize,
    /// The score (rounded as graded) were the rule breaks gone, and were the width rises
    /// gone, the rest of the penalty as it is.
    pub score_without_breaks: f64,
    pub score_without_rises: f64,
    /// The steps that break a rule or raise the width, costliest first (then in
    /// sequence order), at most `limit`.
    pub steps: Vec<CostlyStep>,
}

/// The coach for `report`, graded against `case`; `None` when the sequence is not valid
/// (no penalty is scored).
pub fn coach(case: &CoilCase, report: &CoilReport, limit: usize) -> Option<CoilCoach> {
    let (coils, penalty) = (case.coils.as_ref().ok()?, report.penalty.filter(|_| report.valid)?);
    let seq: Vec<_> = report.steps.iter().map(|s| coils.get(&s.id)).collect::<Option<_>>()?;
    let mut steps: Vec<CostlyStep> = seq
        .windows(2)
        .enumerate()
        .map(|(i, w)| {
            let (linkage, thickness, width) = evaluate::step_rules(w[0], w[1]);
            let (rise, new_group) = (w[1].width > w[0].width, w[1].grade != w[0].grade);
            let rules = [linkage, thickness, width].iter().filter(|&&b| b).count() as i64;
            let cost = 10_000 * rules + 100 * i64::from(rise) + i64::from(new_group);
            CostlyStep { position: i + 1, from: w[0].id.clone(), to: w[1].id.clone(), linkage, thickness, width, rise, new_group, cost }
        })
        .filter(|s| s.cost >= 100)
        .collect();
    // Costliest first; a stable sort keeps the sequence's order among equals.
    steps.sort_by_key(|s| std::cmp::Reverse(s.cost));
    steps.truncate(limit);
    let (breaks, rises, groups) =
        (report.total_violations.unwrap_or(0), report.width_increases.unwrap_or(0), report.grade_groups.unwrap_or(0));
    let score_of = |p: i64| crate::round::py_round(case.reference / p as f64, 4);
    Some(CoilCoach {
        file: report.file.clone(),
        score: report.overall_score,
        penalty,
        baseline_cost: case.reference,
        rule_breaks: breaks,
        width_rises: rises,
        grade_groups: groups,
        // A valid sequence has one grade group at least: neither penalty is 0.
        score_without_breaks: score_of(penalty - 10_000 * breaks as i64),
        score_without_rises: score_of(penalty - 100 * rises as i64),
        steps,
    })
}

impl CoilCoach {
    /// `fde-grade coach coil --format table` in `lang` (the words: the kind's `cli.ftl`;
    /// values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::shortest;
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-coil-head",
            &[
                ("file", &c.file),
                ("score", &shortest(c.score)),
                ("penalty", &c.penalty.to_string()),
                ("breaks", &c.rule_breaks.to_string()),
                ("rises", &c.width_rises.to_string()),
                ("groups", &c.grade_groups.to_string()),
            ],
        );
        let _ = writeln!(s, "{head}");
        let without = i18n::format(
            lang,
            "cli-coach-coil-without",
            &[("breaks", &shortest(c.score_without_breaks)), ("rises", &shortest(c.score_without_rises))],
        );
        let _ = writeln!(s, "  {without}");
        if c.steps.is_empty() {
            let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-coil-no-step"));
        }
        for st in &c.steps {
            let what: Vec<String> = [
                (st.linkage, "cli-coach-coil-linkage"),
                (st.thickness, "cli-coach-coil-thickness"),
                (st.width, "cli-coach-coil-width"),
                (st.rise, "cli-coach-coil-rise"),
                (st.new_group, "cli-coach-coil-new-group"),
            ]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, key)| i18n::text(lang, key))
            .collect();
            let line = i18n::format(
                lang,
                "cli-coach-coil-step",
                &[
                    ("position", &format!("{:>4}", st.position)),
                    ("from", &format!("{:<12}", st.from)),
                    ("to", &format!("{:<12}", st.to)),
                    ("cost", &format!("{:>6}", st.cost)),
                    ("what", &what.join(", ")),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
