//! The explanation a student keeps after coaching (issue 51): where the cost was at the
//! start (which routes overlapped, and where), and which kinds of move removed it.

use serde::Serialize;

use super::state::State;
use super::{MoveKind, Suggestion};

/// Two routes that overlapped at the start: the intrusions between them (stores of
/// either inside the other's hull) and their crossings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Overlap {
    pub routes: [usize; 2],
    pub intrusions: usize,
    pub crossings: usize,
    /// Where in the city (from its centre): "north-east", ..., or "centre".
    pub area: &'static str,
}

/// The moves of one kind: how many, and the cost they saved together.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KindSaving {
    pub kind: MoveKind,
    pub moves: usize,
    pub cost_saved: f64,
    pub intrusions_removed: i64,
    pub crossings_removed: i64,
}

/// What mattered most. `text` says it in plain English.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub intrusions_before: usize,
    pub crossings_before: usize,
    pub intrusions_after: usize,
    pub crossings_after: usize,
    /// Longest minus shortest route, seconds.
    pub spread_before_s: f64,
    pub spread_after_s: f64,
    pub total_before_s: f64,
    pub total_after_s: f64,
    /// The pair of routes with the most intrusions and crossings between them.
    pub worst_overlap: Option<Overlap>,
    /// By kind, largest saving first.
    pub by_kind: Vec<KindSaving>,
    pub text: String,
}

/// The plan before coaching, as the summary needs it.
pub(crate) struct Start {
    intrusions: usize,
    crossings: usize,
    spread: f64,
    total: f64,
    worst: Option<Overlap>,
}

fn spread(t: &[f64]) -> f64 {
    if t.is_empty() {
        return 0.0;
    }
    t.iter().copied().fold(f64::NEG_INFINITY, f64::max) - t.iter().copied().fold(f64::INFINITY, f64::min)
}

/// The compass direction of `p` from `c` on (lon, lat); "centre" when close.
fn compass(p: [f64; 2], c: [f64; 2], scale: f64) -> &'static str {
    let (dx, dy) = (p[0] - c[0], p[1] - c[1]);
    if dx.hypot(dy) < 0.15 * scale {
        return "centre";
    }
    const NAMES: [&str; 8] = ["east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east"];
    let a = libm::atan2(dy, dx).to_degrees().rem_euclid(360.0);
    NAMES[((a + 22.5) / 45.0) as usize % 8]
}

impl Start {
    pub fn of(st: &State) -> Start {
        let e = &st.engine;
        // Per unordered pair of routes: intrusions, crossings, and the points involved.
        let mut pairs: std::collections::BTreeMap<(usize, usize), (usize, usize, [f64; 2])> = Default::default();
        let key = |a: usize, b: usize| (a.min(b), a.max(b));
        for &(hull, route, stop) in &e.intrusions {
            let p = st.case.points[st.routes[route as usize][stop as usize]];
            let v = pairs.entry(key(hull as usize, route as usize)).or_insert((0, 0, [0.0, 0.0]));
            v.0 += 1;
            v.2 = [v.2[0] + p[0], v.2[1] + p[1]];
        }
        for &(a, _, b, _, at) in &e.crossings {
            let v = pairs.entry(key(a as usize, b as usize)).or_insert((0, 0, [0.0, 0.0]));
            v.1 += 1;
            v.2 = [v.2[0] + at[0], v.2[1] + at[1]];
        }
        let w = &st.case.params.weights;
        let worst = pairs
            .iter()
            .max_by(|x, y| {
                let c = |v: &(usize, usize, [f64; 2])| v.0 as f64 * w.intrusion + v.1 as f64 * w.crossing;
                c(x.1).total_cmp(&c(y.1)).then(y.0.cmp(x.0))
            })
            .map(|(&(a, b), &(i, c, sum))| {
                let pts: Vec<[f64; 2]> = st.routes.iter().flatten().map(|&s| st.case.points[s]).collect();
                let n = pts.len().max(1) as f64;
                let centre = [pts.iter().map(|p| p[0]).sum::<f64>() / n, pts.iter().map(|p| p[1]).sum::<f64>() / n];
                let (x0, x1) = pts.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |m, p| (m.0.min(p[0]), m.1.max(p[0])));
                let (y0, y1) = pts.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |m, p| (m.0.min(p[1]), m.1.max(p[1])));
                let k = (i + c).max(1) as f64;
                let area = compass([sum[0] / k, sum[1] / k], centre, (x1 - x0).max(y1 - y0));
                Overlap { routes: [a, b], intrusions: i, crossings: c, area }
            });
        let (intrusions, crossings) = st.counts();
        Start { intrusions, crossings, spread: spread(&e.route_seconds), total: st.exact.total_seconds, worst }
    }

    pub fn summary(self, st: &State, moves: &[Suggestion]) -> Summary {
        let mut by_kind: Vec<KindSaving> = Vec::new();
        for m in moves {
            match by_kind.iter_mut().find(|k| k.kind == m.kind) {
                Some(k) => {
                    k.moves += 1;
                    k.cost_saved += m.cost_saved;
                    k.intrusions_removed += m.intrusions_removed;
                    k.crossings_removed += m.crossings_removed;
                }
                None => by_kind.push(KindSaving {
                    kind: m.kind,
                    moves: 1,
                    cost_saved: m.cost_saved,
                    intrusions_removed: m.intrusions_removed,
                    crossings_removed: m.crossings_removed,
                }),
            }
        }
        by_kind.sort_by(|a, b| b.cost_saved.total_cmp(&a.cost_saved));
        let (intrusions_after, crossings_after) = st.counts();
        let mut s = Summary {
            intrusions_before: self.intrusions,
            crossings_before: self.crossings,
            intrusions_after,
            crossings_after,
            spread_before_s: self.spread,
            spread_after_s: spread(&st.engine.route_seconds),
            total_before_s: self.total,
            total_after_s: st.exact.total_seconds,
            worst_overlap: self.worst,
            by_kind,
            text: String::new(),
        };
        s.text = text(&s);
        s
    }
}

fn thousands(n: f64) -> String {
    let neg = n < 0.0;
    let digits = pysem::float::fixed(n.abs(), 0);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && i % 3 == digits.len() % 3 {
            out.push(',');
        }
        out.push(c);
    }
    if neg {
        format!("-{out}")
    } else {
        out
    }
}

fn what(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Sectors => "splitting the city into sectors around the depot, one route each",
        MoveKind::Handoff => "handing stores across the boundary between two routes",
        MoveKind::Resequence => "re-sequencing routes (no leg doubling back)",
        MoveKind::Relocate => "moving single stores",
        MoveKind::Swap => "swapping pairs of stores",
        MoveKind::Reverse => "reversing segments of a route",
        MoveKind::Lengthen => "lengthening the shorter routes by small detours (a second of spread costs 90, a second of driving 1)",
    }
}

/// The summary in plain words, most important first.
fn text(s: &Summary) -> String {
    let mut out = Vec::new();
    if s.intrusions_before + s.crossings_before > 0 {
        let mut t = format!(
            "Routes overlapped: {} intrusions and {} crossings",
            thousands(s.intrusions_before as f64),
            thousands(s.crossings_before as f64)
        );
        if let Some(o) = &s.worst_overlap {
            t += &format!(
                "; the most came from routes {} and {} sharing the {} ({} intrusions, {} crossings)",
                o.routes[0],
                o.routes[1],
                o.area,
                thousands(o.intrusions as f64),
                thousands(o.crossings as f64)
            );
        }
        out.push(t + ".");
    }
    if let Some(k) = s.by_kind.first() {
        let mut t = format!("What mattered most: {} saved {}", what(k.kind), thousands(k.cost_saved));
        if k.intrusions_removed > 0 || k.crossings_removed > 0 {
            t += &format!(
                " and removed {} intrusions and {} crossings",
                thousands(k.intrusions_removed as f64),
                thousands(k.crossings_removed as f64)
            );
        }
        out.push(t + ".");
        for k in &s.by_kind[1..] {
            out.push(format!("Then {} ({} moves) saved {}.", what(k.kind), k.moves, thousands(k.cost_saved)));
        }
    } else {
        out.push("No move saved cost: the plan was already as good as the coach can make it.".into());
    }
    out.push(format!(
        "Route times: {} s in all and a spread of {} s between the longest and shortest route, now {} s and {} s.",
        thousands(s.total_before_s),
        thousands(s.spread_before_s),
        thousands(s.total_after_s),
        thousands(s.spread_after_s)
    ));
    if s.intrusions_after + s.crossings_after > 0 {
        out.push(format!("Left: {} intrusions and {} crossings.", s.intrusions_after, s.crossings_after));
    }
    out.join(" ")
}
