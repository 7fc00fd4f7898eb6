//! The quay coach: for a schedule graded valid, its cost split into its two terms
//! (100,000,000 a crane, one a move second) and each crane's share of the moves, work
//! and idle time, the crane that moves most first: with the cranes it has, the moves
//! are what is left to save, and a crane that mostly waits is the one to try to take
//! out. The numbers are the report's timelines: nothing is graded again. The site's
//! coach (site/src/kinds/quay/coach.rs) and `fde-grade coach quay` both show it.

use std::fmt::Write;

use serde::Serialize;

use crate::float::shortest;

use super::{QuayReport, CRANE_WEIGHT};

/// One crane's seconds: working, moving, waiting (the waits the server fills included),
/// and its share of every crane's move seconds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CraneLoad {
    pub crane: String,
    pub work: f64,
    pub moves: f64,
    pub wait: f64,
    pub share: f64,
}

/// What a valid quay schedule costs, term by term, and crane by crane.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct QuayCoach {
    pub file: String,
    /// The report's `overall_score`.
    pub score: f64,
    /// `player_score`: 100,000,000 × cranes + move seconds.
    pub cost: f64,
    pub cranes: usize,
    /// 100,000,000 × cranes.
    pub crane_term: f64,
    /// Σ move seconds.
    pub moves: f64,
    /// The cranes, the most moving first (at most `limit`).
    pub loads: Vec<CraneLoad>,
}

/// The coach for `report`; `None` when the schedule is not valid (no cost is scored).
pub fn coach(report: &QuayReport, limit: usize) -> Option<QuayCoach> {
    let (true, Some(cost)) = (report.valid, report.player_score) else { return None };
    let moves = report.total_move_seconds.unwrap_or(0.0);
    let mut loads: Vec<CraneLoad> = report
        .cranes
        .iter()
        .map(|c| {
            let sum = |kind: &str| {
                c.events.iter().filter(|e| e.kind == kind).map(|e| (e.end.unwrap_or(e.start) - e.start) as f64).sum::<f64>() + 0.0
            };
            let m = sum("move");
            CraneLoad {
                crane: c.id.clone(),
                work: sum("work"),
                moves: m,
                wait: sum("wait"),
                share: if moves > 0.0 { m / moves } else { 0.0 },
            }
        })
        .collect();
    // The most moving first; a tie, the most waiting (the one to take out).
    loads.sort_by(|a, b| b.moves.total_cmp(&a.moves).then(b.wait.total_cmp(&a.wait)));
    loads.truncate(limit);
    let cranes = report.num_cranes.unwrap_or(report.cranes.len());
    Some(QuayCoach {
        file: report.file.clone(),
        score: report.overall_score,
        cost,
        cranes,
        crane_term: cranes as f64 * CRANE_WEIGHT,
        moves,
        loads,
    })
}

impl QuayCoach {
    /// `fde-grade coach quay --format table` in `lang`.
    pub fn table(&self, lang: i18n::Lang) -> String {
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-quay-head",
            &[
                ("file", &self.file),
                ("score", &shortest(self.score)),
                ("cost", &crate::float::fixed(self.cost, 0)),
                ("cranes", &self.cranes.to_string()),
                ("moves", &crate::float::fixed(self.moves, 0)),
            ],
        );
        let _ = writeln!(s, "{head}");
        for l in &self.loads {
            let line = i18n::format(
                lang,
                "cli-coach-quay-crane",
                &[
                    ("crane", &format!("{:<6}", l.crane)),
                    ("moves", &format!("{:>8}", crate::float::fixed(l.moves, 0))),
                    ("share", &format!("{:>5}", crate::float::fixed(l.share * 100.0, 1))),
                    ("work", &format!("{:>8}", crate::float::fixed(l.work, 0))),
                    ("wait", &format!("{:>8}", crate::float::fixed(l.wait, 0))),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
