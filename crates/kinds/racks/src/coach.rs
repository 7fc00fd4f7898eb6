//! The racks coach: for a plan graded valid, its cost split into the evaluator's five
//! terms (power left, slot height, racks newly lit, NIC weight below 1, unassigned
//! servers), each with its share of the cost and the score were it 0, the rest as it
//! is; then the placed servers that cost most. The numbers are the report's (each
//! placement's terms as graded, the weights of `evaluate`), added in the grading's
//! order: nothing is graded again. The site's coach (site/src/kinds/racks/coach.rs) and
//! `fde-grade coach racks` both show it.

use serde::Serialize;

use super::evaluate::{UNASSIGNED_COST, W_ACTIVE, W_ATTR, W_OPERATE, W_POWER};
use super::{RacksCase, RacksReport};

/// The cost's terms, in the formula's order, with their weights.
pub const TERMS: [(&str, f64); 5] =
    [("power", W_POWER), ("slot", W_OPERATE), ("lit", W_ACTIVE), ("nic", W_ATTR), ("unassigned", UNASSIGNED_COST)];

/// A term's name in the CLI's table (`cli.ftl`).
pub fn term_key(term: &str) -> &'static str {
    match term {
        "power" => "cli-coach-racks-term-power",
        "slot" => "cli-coach-racks-term-slot",
        "lit" => "cli-coach-racks-term-lit",
        "nic" => "cli-coach-racks-term-nic",
        _ => "cli-coach-racks-term-unassigned",
    }
}

/// One term of the cost over the whole plan.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostTerm {
    /// `power`, `slot`, `lit`, `nic` or `unassigned` ([`TERMS`]).
    pub term: String,
    pub weight: f64,
    /// Its weighted sum over the plan.
    pub cost: f64,
    /// `cost` over the plan's cost.
    pub share: f64,
    /// The score (rounded as graded) were this term 0 and the rest as it is; `None`
    /// when nothing would be left to divide by.
    pub score_without: Option<f64>,
}

/// A placed server and what it costs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostlyServer {
    pub server: String,
    pub batch: String,
    pub rack: String,
    pub pos: String,
    /// Its weighted terms, in [`TERMS`]' order (the first four), and their sum.
    pub terms: Vec<f64>,
    pub cost: f64,
}

/// What costs a valid rack plan most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RacksCoach {
    pub file: String,
    /// The report's `overall_score`, the plan's cost (unrounded) and the reference cost.
    pub score: f64,
    pub cost: f64,
    pub reference: f64,
    pub unassigned: usize,
    /// The five terms, costliest first (the formula's order among equals).
    pub terms: Vec<CostTerm>,
    /// The placed servers, costliest first (the grading's order among equals), at most
    /// `limit`.
    pub servers: Vec<CostlyServer>,
}

/// The score as graded for a cost: the reference over it, rounded to 6 places.
fn score_of(reference: f64, cost: f64) -> Option<f64> {
    (cost > 0.0).then(|| crate::round::py_round(reference / cost, 6))
}

/// The coach for `report`, graded against `case`; `None` when the plan is not valid (no
/// cost is scored).
pub fn coach(case: &RacksCase, report: &RacksReport, limit: usize) -> Option<RacksCoach> {
    if !report.valid {
        return None;
    }
    let unassigned = report.n_unassigned?;
    let weights: [f64; 4] = [W_POWER, W_OPERATE, W_ACTIVE, W_ATTR];
    let mut sums = [0.0f64; 5];
    let mut cost = 0.0;
    let mut servers: Vec<CostlyServer> = report
        .placements
        .iter()
        .map(|p| {
            let terms: Vec<f64> = weights.iter().zip(&p.terms).map(|(w, t)| w * t).collect();
            for (s, t) in sums.iter_mut().zip(&terms) {
                *s += t;
            }
            // The grading's own sum, left to right.
            let c = terms[0] + terms[1] + terms[2] + terms[3];
            cost += c;
            CostlyServer { server: p.server.clone(), batch: p.batch.clone(), rack: p.rack.clone(), pos: p.pos.clone(), terms, cost: c }
        })
        .collect();
    sums[4] = UNASSIGNED_COST * unassigned as f64;
    cost += sums[4];
    let mut terms: Vec<CostTerm> = TERMS
        .iter()
        .zip(sums)
        .map(|(&(term, weight), c)| CostTerm {
            term: term.into(),
            weight,
            cost: c,
            share: if cost > 0.0 { c / cost } else { 0.0 },
            score_without: score_of(case.reference, cost - c),
        })
        .collect();
    // Costliest first; stable sorts keep the formula's and the grading's order among equals.
    terms.sort_by(|a, b| b.cost.total_cmp(&a.cost));
    servers.sort_by(|a, b| b.cost.total_cmp(&a.cost));
    servers.truncate(limit);
    Some(RacksCoach { file: report.file.clone(), score: report.overall_score, cost, reference: case.reference, unassigned, terms, servers })
}

impl RacksCoach {
    /// `fde-grade coach racks --format table` in `lang` (the words: the kind's `cli.ftl`;
    /// values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::fixed;
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-racks-head",
            &[
                ("file", &c.file),
                ("score", &fixed(c.score, 6)),
                ("cost", &fixed(c.cost, 6)),
                ("reference", &fixed(c.reference, 6)),
                ("unassigned", &c.unassigned.to_string()),
            ],
        );
        let _ = writeln!(s, "{head}");
        for t in &c.terms {
            let name = i18n::text(lang, term_key(&t.term));
            let without = t.score_without.map_or_else(|| "-".to_string(), |x| fixed(x, 6));
            let line = i18n::format(
                lang,
                "cli-coach-racks-term",
                &[
                    ("term", &format!("{name:<12}")),
                    ("cost", &format!("{:>10}", fixed(t.cost, 4))),
                    ("share", &format!("{:>5}", fixed(100.0 * t.share, 1))),
                    ("without", &without),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        for v in &c.servers {
            let line = i18n::format(
                lang,
                "cli-coach-racks-server",
                &[
                    ("server", &format!("{:<12}", v.server)),
                    ("rack", &v.rack),
                    ("pos", &v.pos),
                    ("batch", &v.batch),
                    ("cost", &fixed(v.cost, 4)),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
