//! The scorecard's coach (issue 16): [`costs::what_costs_most`](super::costs) on a
//! graded file's merged rows (the rows [`super::grade`] scores), each band's and row's
//! place in the file, and the score each broken band would give (`overall_score`'s
//! mapping and rounding: `round((0.5·AUC + 0.5·KS) / reference_value, 6)`).

use serde::Serialize;

use super::checks::Findings;
use super::costs::{what_costs_most, CostlyRow, TieBand};
use super::{ids, predictions, values, ScorecardParams, Truth};
use crate::round::py_round;

/// A mixed tie band and the score breaking it gives.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BandAdvice {
    #[serde(flatten)]
    pub band: TieBand,
    /// The score with the band's defaulters ranked above its repayers.
    pub score_if_broken: f64,
    /// `score_if_broken` minus the score (rounded to 6 decimals).
    pub gain: f64,
    /// The value the band's defaulters would get (half-way to the next higher score).
    pub lifted_to: f64,
    /// The predictions file's lines of the band's defaulters (1-based, the header is 1).
    pub defaulter_lines: Vec<usize>,
}

/// A row whose order hurts the AUC.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RowAdvice {
    #[serde(flatten)]
    pub row: CostlyRow,
    pub customer_id: String,
    /// Its line in the predictions file (1-based, the header is 1).
    pub line: usize,
}

/// What costs a scorecard file most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScorecardCoach {
    pub file: String,
    /// The report's `overall_score`, AUC and KS (exact).
    pub score: f64,
    pub auc: f64,
    pub ks: f64,
    pub bands: Vec<BandAdvice>,
    pub rows: Vec<RowAdvice>,
}

/// What costs `predictions` most, at most `limit` bands and rows; `None` when the file
/// does not grade valid (nothing is scored) or a test-set label is neither class.
pub fn coach(truth: &Truth, params: &ScorecardParams, predictions: &[u8], file: &str, limit: usize) -> Option<ScorecardCoach> {
    // The grade's own path to the merged rows.
    let mut findings = Findings::default();
    let table = predictions::read(predictions, file, &mut findings)?;
    let sub = table.submission();
    let vals = values::check(&sub, file, &mut findings);
    let matching = ids::check(truth, &sub, file, &mut findings)?;
    if findings.failed().is_some() {
        return None;
    }
    let mut scores = Vec::new();
    let mut labels = Vec::new();
    let mut at = Vec::new();
    for &(t, k) in &matching.pairs {
        scores.push((*vals.get(k)?)?);
        labels.push((*truth.classes().get(t)?)?);
        at.push((t, k));
    }
    let score_of = |auc: f64, ks: f64| {
        let combined = 0.5 * auc + 0.5 * ks;
        py_round(if params.reference_value > 0.0 { combined / params.reference_value } else { 0.0 }, 6)
    };
    let costs = what_costs_most(&scores, &labels, limit);
    let score = score_of(costs.auc, costs.ks);
    let line = |r: usize| sub.rows.get(at[r].1).map_or(0, |row| row.line);
    let order = super::order::ascending(&scores, scores.len());
    let bands = costs
        .bands
        .into_iter()
        .map(|band| {
            let members: Vec<usize> = order.iter().copied().filter(|&r| super::order::tied(scores[r], band.score)).collect();
            let above = order.iter().map(|&r| scores[r]).find(|&s| super::order::cmp_scores(s, band.score).is_gt() && s.is_finite());
            let lifted_to = above.map_or(band.score + 1.0, |a| band.score + (a - band.score) / 2.0);
            let s = score_of(band.auc_if_broken, band.ks_if_broken);
            BandAdvice {
                score_if_broken: s,
                gain: py_round(s - score, 6),
                lifted_to,
                defaulter_lines: members.iter().filter(|&&r| labels[r]).map(|&r| line(r)).collect(),
                band,
            }
        })
        .collect();
    let rows = costs
        .rows
        .into_iter()
        .map(|row| RowAdvice { customer_id: truth.id(at[row.row].0).to_string(), line: line(row.row), row })
        .collect();
    Some(ScorecardCoach { file: file.to_string(), score, auc: costs.auc, ks: costs.ks, bands, rows })
}

impl ScorecardCoach {
    /// `fde-grade coach scorecard --format table` in `lang` (the words: the kind's
    /// `cli.ftl`; values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::{fixed, shortest};
        use crate::summary::Signed;
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-scorecard-head",
            &[("file", &c.file), ("score", &fixed(c.score, 6)), ("auc", &fixed(c.auc, 6)), ("ks", &fixed(c.ks, 6))],
        );
        let _ = writeln!(s, "{head}");
        if c.bands.is_empty() {
            let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-no-band"));
        }
        for b in &c.bands {
            let line = i18n::format(
                lang,
                "cli-coach-band",
                &[
                    ("band", &format!("{:<12}", shortest(b.band.score))),
                    ("rows", &format!("{:>5}", b.band.rows)),
                    ("defaulters", &b.band.defaulters.to_string()),
                    ("repayers", &b.band.repayers.to_string()),
                    ("ks", &fixed(b.band.ks_if_broken, 6)),
                    ("auc", &fixed(b.band.auc_if_broken, 6)),
                    ("score", &fixed(b.score_if_broken, 6)),
                    ("gain", &format!("{:+}", Signed(b.gain))),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        for r in &c.rows {
            let who = i18n::text(lang, if r.row.defaulter { "cli-coach-defaulter" } else { "cli-coach-repayer" });
            let line = i18n::format(
                lang,
                "cli-coach-scorecard-row",
                &[
                    ("line", &format!("{:>6}", r.line)),
                    ("customer", &format!("{:<14}", r.customer_id)),
                    ("who", &format!("{who:<9}")),
                    ("score", &format!("{:<12}", shortest(r.row.score))),
                    ("lost", &fixed(r.row.auc_loss, 6)),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
