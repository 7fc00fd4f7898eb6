//! The stack coach: for a plan graded valid, its objective's three terms (mixed bays, then
//! the tons left above rated capacity and the tons moved, in tenths, each worth a
//! ten-thousandth of the one before) and each forklift's tons against its daily cap, the
//! fullest first: the one with no room left is the one to relieve. Read from the report;
//! nothing is graded again. The site's coach (site/src/kinds/stack/coach.rs) and
//! `fde-grade coach stack` both show it.

use std::fmt::Write;

use serde::Serialize;

use crate::float::{fixed, shortest};

use super::StackReport;

/// One forklift's tons against its daily cap.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ForkliftLoad {
    pub forklift: String,
    pub used: f64,
    pub cap: f64,
    /// `used / cap`.
    pub share: f64,
}

/// What a valid stack plan's objective is made of, and the forklifts' loads.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StackCoach {
    pub file: String,
    /// The report's `overall_score`.
    pub score: f64,
    /// `player_objective`: mixed bays + (overweight + moved / 1e4) / 1e4.
    pub objective: f64,
    pub mixed_bays: usize,
    /// Tons left above rated capacity, in tenths (capped at 9,999 as the objective does).
    pub overweight_tenths: i64,
    /// Tons moved between bays, in tenths (capped likewise).
    pub moved_tenths: i64,
    /// The forklifts with a cap, the fullest first (at most `limit`).
    pub forklifts: Vec<ForkliftLoad>,
}

/// The coach for `report`; `None` when the plan is not valid (no objective is scored).
pub fn coach(report: &StackReport, limit: usize) -> Option<StackCoach> {
    let (true, Some(objective), Some(m)) = (report.valid, report.player_objective, report.metrics.as_ref()) else { return None };
    let mut forklifts: Vec<ForkliftLoad> = report
        .forklifts
        .iter()
        .filter(|f| f.cap_tons > 0.0)
        .map(|f| ForkliftLoad { forklift: f.id.clone(), used: f.used_tons, cap: f.cap_tons, share: f.used_tons / f.cap_tons })
        .collect();
    // The fullest first; a tie, by id (a stable order for the table and the page).
    forklifts.sort_by(|a, b| b.share.total_cmp(&a.share).then_with(|| a.forklift.cmp(&b.forklift)));
    forklifts.truncate(limit);
    Some(StackCoach {
        file: report.file.clone(),
        score: report.overall_score,
        objective,
        mixed_bays: m.mixed_bays,
        overweight_tenths: report.overweight_tenths.unwrap_or(0),
        moved_tenths: report.turnover_tenths.unwrap_or(0),
        forklifts,
    })
}

impl StackCoach {
    /// `fde-grade coach stack --format table` in `lang`.
    pub fn table(&self, lang: i18n::Lang) -> String {
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-stack-head",
            &[
                ("file", &self.file),
                ("score", &shortest(self.score)),
                ("objective", &shortest(self.objective)),
                ("mixed", &self.mixed_bays.to_string()),
                ("overweight", &self.overweight_tenths.to_string()),
                ("moved", &self.moved_tenths.to_string()),
            ],
        );
        let _ = writeln!(s, "{head}");
        for f in &self.forklifts {
            let line = i18n::format(
                lang,
                "cli-coach-stack-forklift",
                &[
                    ("forklift", &format!("{:<6}", f.forklift)),
                    ("used", &format!("{:>8}", fixed(f.used, 1))),
                    ("cap", &format!("{:>8}", fixed(f.cap, 1))),
                    ("share", &format!("{:>5}", fixed(f.share * 100.0, 1))),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
