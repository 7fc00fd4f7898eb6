//! The coach on a routing page (issue 16): for the plan on screen, the next best move
//! (shown on a map: the links it removes and adds, the stores it moves) with the
//! intrusions, crossings, seconds and cost it saves; Apply and Undo; coach mode (the
//! CLI's `--all` in one worker call, then its path step by step on the map, the score
//! climbing move by move, and what mattered most: issue 51); for an invalid plan, its
//! repairs, each a button. Everything is computed in the
//! worker (`grader::routing::coach`, the CLI's `fde-grade coach routing`): the page
//! reads the advice's JSON with `grader::pyjson` and links none of the coach's code.

use grader::case_grader::{CaseGrader, Report};
use grader::pyjson::{self, Spanned, Value};
use leptos::prelude::*;

use crate::format::{fixed, int, num, score_json, shortest, Fixed};
use crate::state::{now_ms, use_case, CaseState, Graded, Source, Submission};
use crate::words::{lang, n as local, t, tf};
use crate::worker::CoachAsk;

/// Coach mode stops after this many moves (the core's default bound, `--all`'s). One
/// worker call, not batches: each call plans its run afresh (sectors, hand-offs, then
/// single stores), so batches would take another path than `--all`.
const MAX_MOVES: u64 = 2000;
/// The path plays one move per this many ms.
const STEP_MS: u64 = 450;

/// A move as the advice's JSON gives it.
#[derive(Debug, Clone, PartialEq)]
struct Move {
    kind: String,
    stores: Vec<String>,
    from: (usize, usize),
    to: (usize, usize),
    intrusions: i64,
    crossings: i64,
    seconds: f64,
    cost_saved: f64,
    cost_after: f64,
    score_after: f64,
    /// Route-level moves (issue 51): each changed route as the move leaves it.
    routes_after: Vec<(usize, Vec<String>)>,
}

/// What mattered most, as the advice's `summary` gives it (coach mode).
#[derive(Debug, Clone, PartialEq, Default)]
struct Summary {
    intrusions_before: i64,
    crossings_before: i64,
    intrusions_after: i64,
    crossings_after: i64,
    spread_before: f64,
    spread_after: f64,
    total_before: f64,
    total_after: f64,
    /// Routes (0-based), intrusions, crossings and area of the worst overlap.
    worst: Option<([usize; 2], i64, i64, String)>,
    /// Kind, moves, cost saved, intrusions and crossings removed; largest saving first.
    by_kind: Vec<(String, i64, f64, i64, i64)>,
}

/// A repair as the advice's JSON gives it.
#[derive(Debug, Clone, PartialEq)]
struct Fix {
    kind: String,
    what: String,
    from: Option<(usize, usize)>,
    to: Option<(usize, usize)>,
    why: String,
}

/// What the page reads of `fde-grade coach routing`'s JSON.
#[derive(Debug, Clone, PartialEq, Default)]
struct Advice {
    valid: bool,
    repaired_valid: bool,
    repairs: Vec<Fix>,
    cost_before: Option<f64>,
    score_before: Option<f64>,
    suggestions: Vec<Move>,
    moves: Vec<Move>,
    cost_after: Option<f64>,
    score_after: Option<f64>,
    converged: Option<bool>,
    summary: Option<Summary>,
}

fn key<'a>(v: &'a Spanned, k: &str) -> Option<&'a Value> {
    v.value.get(k).map(|s| &s.value)
}

fn number(v: &Spanned, k: &str) -> Option<f64> {
    key(v, k).and_then(Value::as_f64)
}

fn whole(v: &Spanned, k: &str) -> i64 {
    match key(v, k) {
        Some(Value::Int(s)) => s.parse().unwrap_or(0),
        _ => 0,
    }
}

fn text(v: &Spanned, k: &str) -> Option<String> {
    key(v, k).and_then(Value::as_str).map(String::from)
}

fn place(v: &Spanned, k: &str) -> Option<(usize, usize)> {
    let p = v.value.get(k)?;
    Some((whole(p, "route").max(0) as usize, whole(p, "position").max(0) as usize))
}

fn list<'a>(v: &'a Spanned, k: &str) -> &'a [Spanned] {
    match key(v, k) {
        Some(Value::Array(a)) => a,
        _ => &[],
    }
}

fn read_move(m: &Spanned) -> Move {
    Move {
        kind: text(m, "kind").unwrap_or_default(),
        stores: list(m, "stores").iter().filter_map(|s| s.value.as_str().map(String::from)).collect(),
        from: place(m, "from").unwrap_or_default(),
        to: place(m, "to").unwrap_or_default(),
        intrusions: whole(m, "intrusions_removed"),
        crossings: whole(m, "crossings_removed"),
        seconds: number(m, "seconds_saved").unwrap_or(0.0),
        cost_saved: number(m, "cost_saved").unwrap_or(0.0),
        cost_after: number(m, "cost_after").unwrap_or(0.0),
        score_after: number(m, "score_after").unwrap_or(0.0),
        routes_after: list(m, "routes_after")
            .iter()
            .map(|r| {
                let stores = list(r, "stores").iter().filter_map(|s| s.value.as_str().map(String::from)).collect();
                (whole(r, "route").max(0) as usize, stores)
            })
            .collect(),
    }
}

fn read_summary(v: &Spanned) -> Summary {
    let worst = v.value.get("worst_overlap").filter(|w| !matches!(w.value, Value::Null)).map(|w| {
        let r = list(w, "routes");
        let at = |k: usize| r.get(k).and_then(|x| x.value.as_f64()).unwrap_or(0.0) as usize;
        ([at(0), at(1)], whole(w, "intrusions"), whole(w, "crossings"), text(w, "area").unwrap_or_default())
    });
    Summary {
        intrusions_before: whole(v, "intrusions_before"),
        crossings_before: whole(v, "crossings_before"),
        intrusions_after: whole(v, "intrusions_after"),
        crossings_after: whole(v, "crossings_after"),
        spread_before: number(v, "spread_before_s").unwrap_or(0.0),
        spread_after: number(v, "spread_after_s").unwrap_or(0.0),
        total_before: number(v, "total_before_s").unwrap_or(0.0),
        total_after: number(v, "total_after_s").unwrap_or(0.0),
        worst,
        by_kind: list(v, "by_kind")
            .iter()
            .map(|k| {
                let saved = number(k, "cost_saved").unwrap_or(0.0);
                (text(k, "kind").unwrap_or_default(), whole(k, "moves"), saved, whole(k, "intrusions_removed"), whole(k, "crossings_removed"))
            })
            .collect(),
    }
}

fn read_advice(json: &str) -> Result<Advice, String> {
    let v = pyjson::parse(json).map_err(|e| tf("coach-unreadable", &[("error", &format!("{e:?}"))]))?;
    let flag = |k: &str| matches!(key(&v, k), Some(Value::Bool(true)));
    Ok(Advice {
        valid: flag("valid"),
        repaired_valid: flag("repaired_valid"),
        repairs: list(&v, "repairs")
            .iter()
            .map(|r| Fix {
                kind: text(r, "kind").unwrap_or_default(),
                what: text(r, "store").or_else(|| text(r, "written")).unwrap_or_default(),
                from: place(r, "from"),
                to: place(r, "to"),
                why: text(r, "why").unwrap_or_default(),
            })
            .collect(),
        cost_before: number(&v, "cost_before"),
        score_before: number(&v, "score_before"),
        suggestions: list(&v, "suggestions").iter().map(read_move).collect(),
        moves: list(&v, "moves").iter().map(read_move).collect(),
        cost_after: number(&v, "cost_after"),
        score_after: number(&v, "score_after"),
        converged: match key(&v, "converged") {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        },
        summary: v.value.get("summary").filter(|x| !matches!(x.value, Value::Null)).map(read_summary),
    })
}

/// The coach's answer for the plan on screen (the report numbered `seq`).
#[derive(Debug, Clone, PartialEq)]
enum Ask {
    Idle,
    Asking(u64),
    Ready { seq: u64, advice: Box<Advice>, millis: f64, wall: f64 },
    Failed(u64, String),
}

/// Coach mode's progress.
#[derive(Debug, Clone, PartialEq, Default)]
struct Run {
    running: bool,
    moves: usize,
    cost: f64,
    score: f64,
    converged: bool,
    /// From the click to the worker's answer, ms.
    wall: f64,
    /// The name of the plan it reaches: its line is said under that plan only (not under
    /// the next file's repairs, issue 45).
    plan: String,
}

/// Coach mode's path (issue 51): the plan it started from, its moves in order, and what
/// mattered most.
#[derive(Debug, Clone, PartialEq, Default)]
struct Path {
    start: Vec<Vec<String>>,
    moves: Vec<Move>,
    summary: Option<Summary>,
}

/// `name.json` → `name-coached.json` (`-repaired` for repairs); a name that already
/// says so keeps it.
fn coached_name(file: &str, tag: &str) -> String {
    let base = file.rsplit('/').next().unwrap_or(file);
    let stem = base.rsplit_once('.').map(|(s, _)| s).unwrap_or(base);
    let stem = stem.trim_end_matches("-coached").trim_end_matches("-repaired");
    format!("{stem}-{tag}.json")
}

fn plan_submission(file: &str, tag: &str, plan: String) -> Submission {
    Submission { file: coached_name(file, tag), bytes: std::sync::Arc::new(plan.into_bytes()), extras: Vec::new() }
}

#[derive(Clone, Copy)]
struct Coach {
    state: CaseState,
    on: RwSignal<bool>,
    ask: RwSignal<Ask>,
    run: RwSignal<Run>,
    path: RwSignal<Path>,
    /// The path's move on the map (0-based) and whether it plays.
    step: RwSignal<usize>,
    playing: RwSignal<bool>,
    timer: StoredValue<Option<IntervalHandle>>,
    /// What Undo goes back to: the plans before each Apply, repair or coach run.
    undo: RwSignal<Vec<(Source, Submission)>>,
}

impl Coach {
    fn case(&self) -> crate::worker::CaseData {
        self.state.worker_case(self.state.data.get_untracked(), self.state.reference.get_untracked())
    }

    /// Ask for the next best move (and the repairs, when invalid) of the plan on screen.
    fn suggest(&self) {
        let Some(g) = self.state.current.get_untracked() else { return };
        let seq = g.seq;
        self.ask.set(Ask::Asking(seq));
        let t0 = now_ms();
        let ask = self.ask;
        crate::worker::coach(self.case(), g.submission, CoachAsk::Suggest(1), move |r| {
            ask.set(match r.and_then(|c| read_advice(&c.advice).map(|a| (a, c.millis))) {
                Ok((advice, millis)) => Ask::Ready { seq, advice: Box::new(advice), millis, wall: now_ms() - t0 },
                Err(e) => Ask::Failed(seq, e),
            });
        });
    }

    /// Grade `plan` as the plan on screen, remembering the one it replaces.
    fn show(&self, g: &Graded, tag: &str, plan: String) {
        self.undo.update(|u| u.push((g.source.clone(), g.submission.clone())));
        self.state.grade(Source::Dropped, plan_submission(&g.submission.file, tag, plan));
    }

    fn apply(&self, ask: CoachAsk, tag: &'static str) {
        let Some(g) = self.state.current.get_untracked() else { return };
        let me = *self;
        self.ask.set(Ask::Asking(g.seq));
        crate::worker::coach(self.case(), g.submission.clone(), ask, move |r| match r {
            Ok(c) => me.show(&g, tag, c.plan),
            Err(e) => me.ask.set(Ask::Failed(g.seq, e)),
        });
    }

    fn undo(&self) {
        let Some((source, submission)) = self.undo.try_update(|u| u.pop()).flatten() else { return };
        self.state.grade(source, submission);
    }

    /// Coach mode: the CLI's `--all` (moves until none helps, or [`MAX_MOVES`]) in one
    /// worker call; the plan reached is graded (and offered for download) and its path
    /// plays on the map.
    fn start_run(&self) {
        let Some(g) = self.state.current.get_untracked() else { return };
        let Report::Routing(r) = &*g.report else { return };
        self.stop_play();
        let start = r.routes.iter().map(|x| x.stops.iter().map(|s| s.to_string()).collect()).collect();
        self.run.set(Run {
            running: true,
            cost: r.exact.map(|e| e.cost).unwrap_or(0.0),
            score: r.overall_score,
            plan: coached_name(&g.submission.file, "coached"),
            ..Run::default()
        });
        let (me, t0) = (*self, now_ms());
        crate::worker::coach(self.case(), g.submission.clone(), CoachAsk::Apply(MAX_MOVES), move |reply| {
            let (a, c) = match reply.and_then(|c| read_advice(&c.advice).map(|a| (a, c))) {
                Ok(x) => x,
                Err(e) => {
                    me.run.update(|r| r.running = false);
                    me.ask.set(Ask::Failed(g.seq, e));
                    return;
                }
            };
            let n = a.moves.len();
            me.run.update(|r| {
                r.running = false;
                r.moves = n;
                r.cost = a.cost_after.unwrap_or(r.cost);
                r.score = a.score_after.unwrap_or(r.score);
                r.converged = a.converged == Some(true) || n == 0;
                r.wall = now_ms() - t0;
            });
            me.path.set(Path { start, moves: a.moves, summary: a.summary });
            me.step.set(0);
            if n > 0 {
                me.show(&g, "coached", c.plan);
                me.play();
            }
        });
    }

    /// Play the path from the move on the map (from the first, at the end).
    fn play(&self) {
        self.stop_play();
        let n = self.path.with_untracked(|p| p.moves.len());
        if n < 2 {
            return;
        }
        if self.step.get_untracked() + 1 >= n {
            self.step.set(0);
        }
        let me = *self;
        let tick = move || {
            let k = me.step.get_untracked() + 1;
            if k + 1 >= n {
                me.stop_play();
            }
            me.step.set(k.min(n - 1));
        };
        self.timer.set_value(set_interval_with_handle(tick, std::time::Duration::from_millis(STEP_MS)).ok());
        self.playing.set(true);
    }

    fn stop_play(&self) {
        if let Some(h) = self.timer.try_update_value(Option::take).flatten() {
            h.clear();
        }
        self.playing.set(false);
    }
}

/// `m` applied to `r` (codes), or `None` when it does not fit them.
fn apply_move(r: &mut [Vec<String>], m: &Move) -> Option<()> {
    let ((fr, fp), (tr, tp)) = (m.from, m.to);
    if !m.routes_after.is_empty() {
        // Route-level moves (issue 51) say each changed route as the move leaves it.
        for (route, stores) in &m.routes_after {
            *r.get_mut(*route)? = stores.clone();
        }
        return Some(());
    }
    match m.kind.as_str() {
        "relocate" => {
            let s = (fp < r.get(fr)?.len()).then(|| r[fr].remove(fp))?;
            let to = r.get_mut(tr).filter(|x| tp <= x.len())?;
            to.insert(tp, s);
        }
        "swap" => {
            let a = r.get(fr)?.get(fp)?.clone();
            let b = r.get(tr)?.get(tp)?.clone();
            r[fr][fp] = b;
            r[tr][tp] = a;
        }
        "reverse" => {
            let x = r.get_mut(fr).filter(|x| fp <= tp && tp < x.len())?;
            x[fp..=tp].reverse();
        }
        _ => return None,
    }
    Some(())
}

/// The routes after `m`, or `None` when it does not fit them.
fn after(routes: &[Vec<String>], m: &Move) -> Option<Vec<Vec<String>>> {
    let mut r = routes.to_vec();
    apply_move(&mut r, m)?;
    Some(r)
}

/// The links (depot = `None`) of some routes.
fn links(routes: &[Vec<String>]) -> Vec<(Option<&str>, Option<&str>)> {
    let mut out = Vec::new();
    for r in routes {
        let stops: Vec<Option<&str>> =
            std::iter::once(None).chain(r.iter().map(|s| Some(s.as_str()))).chain(std::iter::once(None)).collect();
        out.extend(stops.windows(2).map(|w| (w[0], w[1])));
    }
    out
}

/// The map of the plan on screen with the move: its routes thin, the links the move
/// removes dashed, the ones it adds bold, the stores it moves ringed.
fn move_map(state: CaseState, routes: &[Vec<String>], m: &Move) -> Option<AnyView> {
    use crate::figures::canvas::Projection;
    let g = state.grader.get_untracked().ok()?;
    let CaseGrader::Routing(case) = &*g else { return None };
    let (w, h) = (480.0, 320.0);
    let proj = Projection::fit_box(case.points.iter().copied().chain(std::iter::once(case.depot.point())), w, h, 12.0);
    let at = |s: Option<&str>| -> Option<[f64; 2]> {
        match s {
            None => Some(proj.xy(case.depot.point())),
            Some(c) => case.store_index(c).map(|i| proj.xy(case.points[i])),
        }
    };
    let new = after(routes, m)?;
    let (old_links, new_links) = (links(routes), links(&new));
    let line = |(a, b): (Option<&str>, Option<&str>), class: &'static str| {
        let ([x1, y1], [x2, y2]) = (at(a)?, at(b)?);
        Some(view! { <line class=class x1=fixed(x1, 1) y1=fixed(y1, 1) x2=fixed(x2, 1) y2=fixed(y2, 1)/> })
    };
    let plan: Vec<_> = routes
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let pts: Vec<String> = std::iter::once(None)
                .chain(r.iter().map(|s| Some(s.as_str())))
                .chain(std::iter::once(None))
                .filter_map(at)
                .map(|[x, y]| format!("{},{}", Fixed(x, 1), Fixed(y, 1)))
                .collect();
            view! { <polyline class="route coach-route" points=pts.join(" ") style=crate::figures::canvas::route_style(i)/> }
        })
        .collect();
    let removed: Vec<_> = old_links.iter().filter(|l| !new_links.contains(l)).filter_map(|&l| line(l, "coach-removed")).collect();
    let added: Vec<_> = new_links.iter().filter(|l| !old_links.contains(l)).filter_map(|&l| line(l, "coach-added")).collect();
    let rings: Vec<_> = m
        .stores
        .iter()
        .filter_map(|s| {
            let [x, y] = at(Some(s))?;
            Some(view! { <circle class="coach-store" cx=fixed(x, 1) cy=fixed(y, 1) r="6"><title>{s.clone()}</title></circle> })
        })
        .collect();
    let label = tf("coach-map-label", &[("stores", &few(&m.stores))]);
    Some(
        view! {
            <figure class="map coach-map">
                <svg viewBox=format!("0 0 {} {}", 480, 320) role="img" aria-label=label>
                    <g class="routes">{plan}</g>
                    <g class="coach-links">{removed}{added}</g>
                    <g class="coach-stores">{rings}</g>
                </svg>
                <figcaption>{t("coach-map-caption")}</figcaption>
            </figure>
        }
        .into_any(),
    )
}

/// Up to eight store codes, then how many more (a sector split moves hundreds).
fn few(stores: &[String]) -> String {
    const SHOWN: usize = 8;
    let head = stores[..stores.len().min(SHOWN)].join(", ");
    match stores.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => tf("coach-stores-more", &[("stores", &head), ("more", &local(int(more as i64)))]),
        _ => head,
    }
}

fn move_text(m: &Move) -> String {
    let ((fr, fp), (tr, tp)) = (m.from, m.to);
    let stores = match m.kind.as_str() {
        "relocate" => m.stores.join(""),
        "swap" => m.stores.join(", "),
        "sectors" | "handoff" => few(&m.stores),
        _ => m.stores.join(" … "),
    };
    let [r1, s1, r2, s2] = [fr, fp, tr, tp].map(|x| (x + 1).to_string());
    let count = local(int(m.stores.len() as i64));
    let routes = local(int(m.routes_after.len() as i64));
    let args = [
        ("route", r1.as_str()),
        ("stop", s1.as_str()),
        ("route2", r2.as_str()),
        ("stop2", s2.as_str()),
        ("stores", stores.as_str()),
        ("count", count.as_str()),
        ("routes", routes.as_str()),
    ];
    match m.kind.as_str() {
        "relocate" => tf("coach-move-relocate", &args),
        "swap" => tf("coach-move-swap", &args),
        "reverse" => tf("coach-move-reverse", &args),
        "sectors" => tf("coach-move-sectors", &args),
        "handoff" => tf("coach-move-handoff", &args),
        "resequence" => tf("coach-move-resequence", &args),
        "lengthen" => tf("coach-move-lengthen", &args),
        _ => t("coach-move-other"),
    }
}

/// Why a route-level move helps, in plain words (the one-store moves say it in their gains).
fn move_why(kind: &str) -> Option<String> {
    Some(match kind {
        "sectors" => t("coach-why-sectors"),
        "handoff" => t("coach-why-handoff"),
        "resequence" => t("coach-why-resequence"),
        "lengthen" => t("coach-why-lengthen"),
        _ => return None,
    })
}

/// A kind of move as the summary names what it did.
fn kind_what(kind: &str) -> String {
    match kind {
        "sectors" => t("coach-what-sectors"),
        "handoff" => t("coach-what-handoff"),
        "resequence" => t("coach-what-resequence"),
        "lengthen" => t("coach-what-lengthen"),
        "relocate" => t("coach-what-relocate"),
        "swap" => t("coach-what-swap"),
        "reverse" => t("coach-what-reverse"),
        _ => t("coach-move-other"),
    }
}

/// Where in the city (the summary's compass word).
fn area(a: &str) -> String {
    match a {
        "east" => t("coach-area-east"),
        "north-east" => t("coach-area-north-east"),
        "north" => t("coach-area-north"),
        "north-west" => t("coach-area-north-west"),
        "west" => t("coach-area-west"),
        "south-west" => t("coach-area-south-west"),
        "south" => t("coach-area-south"),
        "south-east" => t("coach-area-south-east"),
        _ => t("coach-area-centre"),
    }
}

/// What mattered most, in the page's language (the CLI's `summary.text` says it in English).
fn summary_view(s: &Summary) -> AnyView {
    let n = |x: i64| local(int(x));
    let secs = |x: f64| local(num(x, 0));
    let mut lines = Vec::new();
    if s.intrusions_before + s.crossings_before > 0 {
        let mut t = tf("coach-summary-overlap", &[("intrusions", &n(s.intrusions_before)), ("crossings", &n(s.crossings_before))]);
        if let Some((r, i, c, a)) = &s.worst {
            t += " ";
            t += &tf(
                "coach-summary-worst",
                &[
                    ("route", &(r[0] + 1).to_string()),
                    ("route2", &(r[1] + 1).to_string()),
                    ("area", &area(a)),
                    ("intrusions", &n(*i)),
                    ("crossings", &n(*c)),
                ],
            );
        }
        lines.push(t);
    }
    match s.by_kind.split_first() {
        Some(((k, _, saved, i, c), rest)) => {
            lines.push(tf(
                "coach-summary-most",
                &[("what", &kind_what(k)), ("saved", &local(num(*saved, 0))), ("intrusions", &n(*i)), ("crossings", &n(*c))],
            ));
            for (k, moves, saved, _, _) in rest {
                lines.push(tf("coach-summary-then", &[("what", &kind_what(k)), ("moves", &n(*moves)), ("saved", &local(num(*saved, 0)))]));
            }
        }
        None => lines.push(t("coach-summary-none")),
    }
    lines.push(tf(
        "coach-summary-times",
        &[
            ("total", &secs(s.total_before)),
            ("spread", &secs(s.spread_before)),
            ("total2", &secs(s.total_after)),
            ("spread2", &secs(s.spread_after)),
        ],
    ));
    if s.intrusions_after + s.crossings_after > 0 {
        lines.push(tf("coach-summary-left", &[("intrusions", &n(s.intrusions_after)), ("crossings", &n(s.crossings_after))]));
    }
    let kinds: Vec<String> = s.by_kind.iter().map(|k| format!("{}:{}", k.0, k.1)).collect();
    view! {
        <div class="coach-summary" id="coach-summary" data-intrusions-before=s.intrusions_before data-crossings-before=s.crossings_before
            data-intrusions-after=s.intrusions_after data-crossings-after=s.crossings_after data-kinds=kinds.join(" ")>
            <p><strong>{t("coach-summary-title")}</strong></p>
            {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
        </div>
    }
    .into_any()
}

/// Coach mode's path, a move at a time on the map (Play, Previous, Next, a slider).
#[component]
fn PathView(c: Coach) -> impl IntoView {
    let n = c.path.with_untracked(|p| p.moves.len());
    let summary = c.path.with_untracked(|p| p.summary.as_ref().map(summary_view));
    // The routes before the move on the map: stepping forward replays one move.
    let cache = StoredValue::new((0usize, c.path.with_untracked(|p| p.start.clone())));
    let shown = move || {
        let k = c.step.get().min(n.saturating_sub(1));
        c.path.with_untracked(|p| {
            let m = p.moves.get(k)?.clone();
            let routes = cache
                .try_update_value(|(k0, r)| {
                    if k < *k0 {
                        (*k0, *r) = (0, p.start.clone());
                    }
                    while *k0 < k {
                        apply_move(r, &p.moves[*k0])?;
                        *k0 += 1;
                    }
                    Some(r.clone())
                })
                .flatten()?;
            let map = move_map(c.state, &routes, &m);
            let at = [("k", local(int(k as i64 + 1))), ("n", local(int(n as i64)))];
            let at: Vec<(&str, &str)> = at.iter().map(|(a, b)| (*a, b.as_str())).collect();
            Some(view! {
                <div class="coach-step" id="coach-step" data-step=k data-kind=m.kind.clone() data-cost-after=shortest(m.cost_after)
                    data-score-after=shortest(m.score_after) data-cost-saved=shortest(m.cost_saved)>
                    <p class="coach-what"><strong>{tf("coach-step-of", &at)}</strong>" "{move_text(&m)}</p>
                    {move_why(&m.kind).map(|w| view! { <p class="note">{w}</p> })}
                    <p>{tf("coach-step-after", &[
                        ("saved", &local(num(m.cost_saved, 1))),
                        ("cost", &local(num(m.cost_after, 1))),
                        ("score", &local(score_json(Some(m.score_after)))),
                    ])}</p>
                    {map}
                </div>
            })
        })
    };
    let go = move |d: isize| {
        c.stop_play();
        c.step.update(|k| *k = k.saturating_add_signed(d).min(n.saturating_sub(1)));
    };
    view! {
        <div class="coach-path" id="coach-path" data-steps=n>
            <h3>{t("coach-path-title")}</h3>
            {summary}
            <p class="coach-path-controls">
                <button id="coach-prev" on:click=move |_| go(-1)>{t("coach-prev")}</button>
                " "
                <button id="coach-play" on:click=move |_| if c.playing.get_untracked() { c.stop_play() } else { c.play() }>
                    {move || if c.playing.get() { t("coach-pause") } else { t("coach-play") }}
                </button>
                " "
                <button id="coach-next" on:click=move |_| go(1)>{t("coach-next-move")}</button>
                " "
                <input type="range" id="coach-slider" min="1" max=n.to_string() aria-label=t("coach-path-slider")
                    prop:value=move || (c.step.get() + 1).to_string()
                    on:input=move |ev| {
                        c.stop_play();
                        let k: usize = event_target_value(&ev).parse().unwrap_or(1);
                        c.step.set(k.saturating_sub(1).min(n.saturating_sub(1)));
                    }/>
            </p>
            {shown}
        </div>
    }
}

/// A repair's kind (`fix-code`, ... as the advice writes it) in the page's language.
fn repair_kind(kind: &str) -> String {
    match kind {
        "fix-code" => t("coach-repair-fix-code"),
        "drop-unknown" => t("coach-repair-drop-unknown"),
        "drop-duplicate" => t("coach-repair-drop-duplicate"),
        "insert-missing" => t("coach-repair-insert-missing"),
        "split-route" => t("coach-repair-split-route"),
        "add-route" => t("coach-repair-add-route"),
        "remove-empty-route" => t("coach-repair-remove-empty-route"),
        "merge-routes" => t("coach-repair-merge-routes"),
        "move-for-capacity" => t("coach-repair-move-for-capacity"),
        other => other.to_string(),
    }
}

/// Why a repair: the core's own words in English; in another language, its kind's reason.
fn repair_why(f: &Fix) -> String {
    if lang() == i18n::Lang::En {
        return f.why.clone();
    }
    match f.kind.as_str() {
        "fix-code" => t("coach-why-fix-code"),
        "drop-unknown" => t("coach-why-drop-unknown"),
        "drop-duplicate" => t("coach-why-drop-duplicate"),
        "insert-missing" => t("coach-why-insert-missing"),
        "split-route" | "add-route" => t("coach-why-too-few-routes"),
        "remove-empty-route" | "merge-routes" => t("coach-why-too-many-routes"),
        "move-for-capacity" => t("coach-why-move-for-capacity"),
        _ => f.why.clone(),
    }
}

fn repair_text(f: &Fix) -> String {
    let at = |p: Option<(usize, usize)>| {
        p.map(|(r, s)| tf("coach-place", &[("route", &(r + 1).to_string()), ("stop", &(s + 1).to_string())])).unwrap_or_default()
    };
    let kind = repair_kind(&f.kind);
    let what = if f.what.is_empty() { String::new() } else { format!(" {}", f.what) };
    match (f.from, f.to) {
        (Some(_), Some(_)) => format!("{kind}{what}: {} → {}", at(f.from), at(f.to)),
        (Some(p), None) | (None, Some(p)) => format!("{kind}{what}: {}", at(Some(p))),
        (None, None) => format!("{kind}{what}"),
    }
}

/// The coach panel of a routing page (nothing until a plan is on screen).
#[component]
pub fn CoachPanel() -> impl IntoView {
    let state = use_case();
    let c = Coach {
        state,
        on: RwSignal::new(false),
        ask: RwSignal::new(Ask::Idle),
        run: RwSignal::new(Run::default()),
        path: RwSignal::new(Path::default()),
        step: RwSignal::new(0),
        playing: RwSignal::new(false),
        timer: StoredValue::new(None),
        undo: RwSignal::new(Vec::new()),
    };
    on_cleanup(move || c.stop_play());
    // Once the coach is on, every plan put on screen gets its advice.
    Effect::new(move |_| {
        let seq = state.current.with(|g| g.as_ref().map(|g| g.seq));
        if c.on.get() && seq.is_some() && !c.run.with_untracked(|r| r.running) {
            untrack(|| c.suggest());
        }
    });
    let body = move || {
        let g = state.current.get()?;
        let Report::Routing(r) = &*g.report else { return None };
        let routes: Vec<Vec<String>> = r.routes.iter().map(|x| x.stops.iter().map(|s| s.to_string()).collect()).collect();
        let valid = r.valid;
        if !c.on.get() {
            let label = if valid { t("coach-start") } else { t("coach-start-repair") };
            return Some(view! { <p><button id="coach-start" on:click=move |_| c.on.set(true)>{label}</button></p> }.into_any());
        }
        let run = c.run.get();
        let path = (!run.running && run.moves > 0 && g.submission.file == run.plan).then(|| view! { <PathView c=c/> });
        let progress = (run.running || (run.moves > 0 && g.submission.file == run.plan)).then(|| {
            view! {
                <p class="coach-progress" id="coach-progress" aria-live="polite"
                    data-running=run.running.to_string() data-moves=run.moves data-cost=shortest(run.cost)
                    data-score=shortest(run.score) data-converged=run.converged.to_string() data-wall=fixed(run.wall, 1)>
                    {tf(
                        if !run.running { "coach-run-ended" } else { "coach-run-running" },
                        &[("moves", &local(int(run.moves as i64))), ("cost", &local(num(run.cost, 1))), ("score", &local(score_json(Some(run.score))))],
                    )}
                    {(!run.running).then(|| if run.converged { t("coach-run-converged") } else { t("coach-run-stopped") })}
                    " · " {local(fixed(run.wall / 1000.0, 2))} " s"
                </p>
            }
        });
        let ask = c.ask.get();
        let advice = match ask {
            Ask::Ready { seq, advice, millis, wall } if seq == g.seq => Ok((advice, millis, wall)),
            Ask::Failed(seq, e) if seq == g.seq => Err(Some(e)),
            _ => Err(None),
        };
        let busy = run.running;
        let content = match advice {
            Err(None) => view! { <p class="coach-wait" id="coach-wait" role="status">{t("coach-looking")}</p> }.into_any(),
            Err(Some(e)) => view! { <p class="error" id="coach-error" role="alert">{e}</p> }.into_any(),
            Ok((a, millis, wall)) if !a.valid => {
                let n = a.repairs.len();
                let items = a
                    .repairs
                    .iter()
                    .enumerate()
                    .map(|(k, f)| {
                        view! {
                            <li class="repair" data-kind=f.kind.clone()>
                                <button class="repair-apply" on:click=move |_| c.apply(CoachAsk::Repair(k as u64 + 1), "repaired")>
                                    {if k == 0 { t("coach-apply-one") } else { tf("coach-apply-with", &[("count", &k.to_string())]) }}
                                </button>
                                " " <strong>{repair_text(f)}</strong> ": " {repair_why(f)}
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <div class="coach-repairs" id="coach-repairs" data-repairs=n data-repaired-valid=a.repaired_valid.to_string() data-millis=fixed(millis, 1) data-wall=fixed(wall, 1)>
                        <p>{if a.repaired_valid {
                            tf("coach-repairs-head", &[("count", &n.to_string())])
                        } else {
                            tf("coach-repairs-head-partial", &[("count", &n.to_string())])
                        }}</p>
                        <ol>{items}</ol>
                        <p><button id="repair-all" disabled=n == 0 on:click=move |_| c.apply(CoachAsk::Repair(n as u64), "repaired")>{t("coach-repair-all")}</button></p>
                    </div>
                }
                .into_any()
            }
            Ok((a, millis, wall)) => match a.suggestions.first().cloned() {
                None => view! {
                    <p class="coach-none" id="coach-none" data-millis=fixed(millis, 1) data-wall=fixed(wall, 1)>{t("coach-nothing")}</p>
                }
                .into_any(),
                Some(m) => {
                    let map = move_map(state, &routes, &m);
                    view! {
                        <div class="coach-move" id="coach-move" data-kind=m.kind.clone() data-stores=m.stores.join(" ")
                            data-cost-saved=shortest(m.cost_saved) data-seconds-saved=shortest(m.seconds) data-intrusions-removed=m.intrusions
                            data-crossings-removed=m.crossings data-cost-after=shortest(m.cost_after) data-score-after=shortest(m.score_after)
                            data-millis=fixed(millis, 1) data-wall=fixed(wall, 1)>
                            <p class="coach-what"><strong>{t("coach-next")}</strong>" "{move_text(&m)}</p>
                            {move_why(&m.kind).map(|w| view! { <p class="note">{w}</p> })}
                            <ul class="coach-gains">
                                <li>{tf("coach-gain-cost", &[
                                    ("saved", &local(num(m.cost_saved, 1))),
                                    ("before", &local(num(a.cost_before.unwrap_or(0.0), 1))),
                                    ("after", &local(num(m.cost_after, 1))),
                                    ("score", &local(score_json(Some(m.score_after)))),
                                ])}</li>
                                // A move can save cost while driving longer: then it says the seconds added.
                                <li>{if m.seconds < 0.0 {
                                    tf("coach-gain-seconds-added", &[("seconds", &local(num(-m.seconds, 1)))])
                                } else {
                                    tf("coach-gain-seconds", &[("seconds", &local(num(m.seconds, 1)))])
                                }}</li>
                                <li>{tf("coach-gain-spatial", &[("intrusions", &local(int(m.intrusions))), ("crossings", &local(int(m.crossings)))])}</li>
                            </ul>
                            {map}
                            <p class="note">{tf("coach-found-in", &[("ms", &local(fixed(millis, 0)))])}</p>
                        </div>
                    }
                    .into_any()
                }
            },
        };
        let has_move =
            matches!(c.ask.get_untracked(), Ask::Ready { seq, ref advice, .. } if seq == g.seq && !advice.suggestions.is_empty());
        let can_undo = !c.undo.with(Vec::is_empty);
        let coached = g.source == Source::Dropped && can_undo;
        let plan_bytes = g.submission.bytes.clone();
        let plan_name = g.submission.file.clone();
        Some(
            view! {
                {content}
                {progress}
                {path}
                <p class="coach-actions">
                    {valid.then(|| view! {
                        <button id="coach-apply" disabled=busy || !has_move on:click=move |_| c.apply(CoachAsk::Apply(1), "coached")>{t("coach-apply")}</button>
                        " "
                        <button id="coach-run" disabled=busy on:click=move |_| c.start_run()>{t("coach-run")}</button>
                        " "
                    })}
                    <button id="coach-undo" disabled=busy || !can_undo on:click=move |_| c.undo()>{t("coach-undo")}</button>
                    {coached.then(|| view! {
                        " "
                        <button id="coach-download" on:click=move |_| {
                            crate::embed::download(&plan_name, "application/json", &String::from_utf8_lossy(&plan_bytes))
                        }>{t("coach-download")}</button>
                    })}
                </p>
            }
            .into_any(),
        )
    };
    move || {
        body().map(|b| {
            view! {
                <section class="coach" id="coach" aria-labelledby="coach-h">
                    <h2 id="coach-h">{t("coach-title")}</h2>
                    <p class="lead">{t("coach-lead")}</p>
                    {b}
                </section>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader::case::parse_manifest;
    use grader::routing::coach::{advise, Mode, Options};
    use grader::routing::{parse_customers, RoutingManifest};
    use grader::routing::submission::parse_submission;

    /// A routes JSON's routes, as codes.
    fn routes_of(json: &str) -> Vec<Vec<String>> {
        let v = pyjson::parse(json).unwrap();
        list(&v, "routes").iter().map(list_codes).collect()
    }

    fn list_codes(r: &Spanned) -> Vec<String> {
        match &r.value {
            Value::Array(a) => a.iter().map(|s| s.value.as_str().map(String::from).unwrap_or_else(|| format!("{:?}", s.value))).collect(),
            _ => Vec::new(),
        }
    }

    /// Coach mode's path as the page replays it (`apply_move`, the route-level moves'
    /// routes included) ends at the plan `--all` reaches, and every step fits the plan
    /// before it; from the public examples that take sectors and hand-offs.
    #[test]
    fn the_path_replayed_move_by_move_ends_at_the_plan_all_reaches() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../cases-public/routing-city");
        let m = parse_manifest(&std::fs::read(format!("{dir}/case.json")).unwrap(), "case.json").unwrap();
        let params = m.routing_params().unwrap();
        let case = parse_customers(&std::fs::read(format!("{dir}/customers.csv")).unwrap(), "customers.csv", params).unwrap();
        for f in ["4-nearest-neighbour-fill.json", "5-weight-balanced-sweep.json"] {
            let bytes = std::fs::read_to_string(format!("{dir}/submissions/{f}")).unwrap();
            let plan = parse_submission(bytes.as_bytes(), f).unwrap();
            let a = advise(&case, &plan, f, Mode::Apply(MAX_MOVES as usize), &Options::default());
            let read = read_advice(&grader::to_json(&a)).unwrap();
            assert_eq!(read.moves.len(), a.moves.len());
            assert!(read.moves.iter().any(|m| !m.routes_after.is_empty()), "{f}: route-level moves");
            let mut r = routes_of(&bytes);
            for (k, m) in read.moves.iter().enumerate() {
                assert!(apply_move(&mut r, m).is_some(), "{f}: move {k} ({}) does not fit", m.kind);
            }
            assert_eq!(r, routes_of(&a.plan.to_routes_json()), "{f}: the path's end is --all's plan");
            let s = read.summary.expect("coach mode's summary");
            assert_eq!(s.by_kind.iter().map(|k| k.1).sum::<i64>(), a.moves.len() as i64);
        }
    }
}
