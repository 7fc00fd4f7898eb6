//! The slitting coach: for a plan graded valid, which of the score's two parts costs it
//! more, the number of cuts (each cut fewer adds 0.95 × 0.05, or 0.95 × 0.2 beyond 46,
//! over the reference) or the scrap (at most 0.05 over the reference): the score with
//! one cut fewer and the score with no scrap, the rest as it is, computed by the
//! grade's own [`Scores::of`]; then the cuts that leave the most scrap. The weights are
//! the report's cuts, added in the grading's order: nothing is graded again. The site's
//! coach (site/src/kinds/slitting/coach.rs) and `fde-grade coach slitting` both show it.

use serde::Serialize;

use super::{Scores, SlittingCase, SlittingReport, TARGET_CUT_TIMES};
use crate::round::py_round;

/// One cut and the scrap it leaves.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScrapCut {
    /// The row's label in the server's messages, and its mother coil.
    pub label: String,
    pub mother: String,
    /// The coil's width and the strips' total width (mm).
    pub width: f64,
    pub used: f64,
    /// The weight cut and what its strips leave of it (kg).
    pub weight: f64,
    pub scrap: f64,
    /// `scrap` over the plan's scrap (0 when it leaves none).
    pub share: f64,
}

/// What costs a valid slitting plan most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SlittingCoach {
    pub file: String,
    /// The report's `overall_score`.
    pub score: f64,
    pub cuts: usize,
    pub target_cuts: usize,
    /// The cut score and the utilization (1 − scrap ratio), unrounded.
    pub cut_score: f64,
    pub utilization: f64,
    /// The weight cut and the scrap it leaves (kg).
    pub weight: f64,
    pub scrap: f64,
    /// The score (rounded as graded) with one cut fewer (`None`: one cut), and with no
    /// scrap, the rest as it is; and what each adds to the score.
    pub score_one_cut_fewer: Option<f64>,
    pub score_without_scrap: f64,
    pub gain_one_cut_fewer: Option<f64>,
    pub gain_without_scrap: f64,
    /// `cuts` or `scrap`: the part whose change above adds more (`cuts` on a tie).
    pub costliest: String,
    /// The cuts leaving the most scrap first (the plan's order among equals), at most `limit`.
    pub scrap_cuts: Vec<ScrapCut>,
}

/// The coach for `report`, graded against `case`; `None` when the plan is not valid (no
/// score).
pub fn coach(case: &SlittingCase, report: &SlittingReport, limit: usize) -> Option<SlittingCoach> {
    if !report.valid {
        return None;
    }
    let (mut weight, mut strips_weight) = (0.0f64, 0.0f64);
    let mut rows: Vec<ScrapCut> = report
        .cuts
        .iter()
        .map(|k| {
            // The evaluator's strip weights, `cut_w × width / coil width`, in its order.
            let mut made = 0.0f64;
            for s in &k.strips {
                let w = k.weight * s.width / k.width;
                made += w;
                strips_weight += w;
            }
            weight += k.weight;
            let used = k.strips.iter().map(|s| s.width).sum();
            ScrapCut {
                label: k.label.clone(),
                mother: k.mother.clone(),
                width: k.width,
                used,
                weight: k.weight,
                scrap: k.weight - made,
                share: 0.0,
            }
        })
        .collect();
    let scrap: f64 = rows.iter().map(|r| r.scrap).sum();
    for r in &mut rows {
        r.share = if scrap > 0.0 { r.scrap / scrap } else { 0.0 };
    }
    let cuts = report.cuts.len();
    let now = Scores::of(weight, strips_weight, cuts, case.reference);
    let graded = |s: Scores| py_round(s.quality, 6);
    let score_one_cut_fewer = (cuts > 1).then(|| graded(Scores::of(weight, strips_weight, cuts - 1, case.reference)));
    let score_without_scrap = graded(Scores::of(weight, weight, cuts, case.reference));
    // Differences of scores rounded to 6 places, rounded so (no float noise past them).
    let gain_one_cut_fewer = score_one_cut_fewer.map(|s| py_round(s - report.overall_score, 6));
    let gain_without_scrap = py_round(score_without_scrap - report.overall_score, 6);
    let costliest = if gain_one_cut_fewer.unwrap_or(0.0) >= gain_without_scrap { "cuts" } else { "scrap" };
    // Most scrap first; a stable sort keeps the plan's order among equals.
    rows.sort_by(|a, b| b.scrap.total_cmp(&a.scrap));
    rows.truncate(limit);
    Some(SlittingCoach {
        file: report.file.clone(),
        score: report.overall_score,
        cuts,
        target_cuts: TARGET_CUT_TIMES,
        cut_score: now.cut_score,
        utilization: now.utilization,
        weight,
        scrap: weight - strips_weight,
        score_one_cut_fewer,
        score_without_scrap,
        gain_one_cut_fewer,
        gain_without_scrap,
        costliest: costliest.into(),
        scrap_cuts: rows,
    })
}

impl SlittingCoach {
    /// `fde-grade coach slitting --format table` in `lang` (the words: the kind's
    /// `cli.ftl`; values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::fixed;
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-slitting-head",
            &[
                ("file", &c.file),
                ("score", &fixed(c.score, 6)),
                ("cuts", &c.cuts.to_string()),
                ("target", &c.target_cuts.to_string()),
                ("scrap", &fixed(c.scrap, 2)),
                ("weight", &fixed(c.weight, 2)),
            ],
        );
        let _ = writeln!(s, "{head}");
        let opt = |x: Option<f64>| x.map_or_else(|| "-".to_string(), |x| fixed(x, 6));
        let fewer =
            i18n::format(lang, "cli-coach-slitting-fewer", &[("score", &opt(c.score_one_cut_fewer)), ("gain", &opt(c.gain_one_cut_fewer))]);
        let clean = i18n::format(
            lang,
            "cli-coach-slitting-clean",
            &[("score", &fixed(c.score_without_scrap, 6)), ("gain", &fixed(c.gain_without_scrap, 6))],
        );
        let _ = writeln!(s, "  {fewer}");
        let _ = writeln!(s, "  {clean}");
        let most = if c.costliest == "cuts" { "cli-coach-slitting-most-cuts" } else { "cli-coach-slitting-most-scrap" };
        let _ = writeln!(s, "  {}", i18n::text(lang, most));
        for k in &c.scrap_cuts {
            let line = i18n::format(
                lang,
                "cli-coach-slitting-cut",
                &[
                    ("cut", &format!("{:<6}", k.label)),
                    ("coil", &format!("{:<8}", k.mother)),
                    ("used", &fixed(k.used, 1)),
                    ("width", &fixed(k.width, 1)),
                    ("scrap", &format!("{:>10}", fixed(k.scrap, 2))),
                    ("share", &format!("{:>5}", fixed(100.0 * k.share, 1))),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
