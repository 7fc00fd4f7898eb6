//! The coach on a routing page (issue 16): for the plan on screen, the next best move
//! (shown on a map: the links it removes and adds, the stores it moves) with the
//! intrusions, crossings, seconds and cost it saves; Apply and Undo; coach mode (moves
//! until none helps, the score climbing as the worker reports each batch, stoppable);
//! for an invalid plan, its repairs, each a button. Everything is computed in the
//! worker (`grader::routing::coach`, the CLI's `fde-grade coach routing`): the page
//! reads the advice's JSON with `grader::pyjson` and links none of the coach's code.

use grader::case_grader::{CaseGrader, Report};
use grader::pyjson::{self, Spanned, Value};
use leptos::prelude::*;

use crate::format::{fixed, int, num, score_json, shortest, Fixed};
use crate::state::{now_ms, use_case, CaseState, Graded, Source, Submission};
use crate::words::{lang, n as local, t, tf};
use crate::worker::CoachAsk;

/// Coach mode stops after this many moves (the core's default bound, `--all`'s).
const MAX_MOVES: usize = 2000;
/// Coach mode asks the worker for batches of moves taking about this long (ms), so
/// the score climbs on screen and Stop takes effect within one batch.
const BATCH_MS: f64 = 400.0;

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
    moves: usize,
    cost_after: Option<f64>,
    score_after: Option<f64>,
    converged: Option<bool>,
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
        moves: list(&v, "moves").len(),
        cost_after: number(&v, "cost_after"),
        score_after: number(&v, "score_after"),
        converged: match key(&v, "converged") {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        },
    })
}

/// The coach's answer for the plan on screen (the report numbered `seq`).
#[derive(Debug, Clone, PartialEq)]
enum Ask {
    Idle,
    Asking(u64),
    Ready { seq: u64, advice: Advice, millis: f64, wall: f64 },
    Failed(u64, String),
}

/// Coach mode's progress.
#[derive(Debug, Clone, PartialEq, Default)]
struct Run {
    running: bool,
    stop: bool,
    moves: usize,
    cost: f64,
    score: f64,
    converged: bool,
    /// From the click to the last batch's answer, ms.
    wall: f64,
    /// The name of the plan it reaches: its line is said under that plan only (not under
    /// the next file's repairs, issue 45).
    plan: String,
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
                Ok((advice, millis)) => Ask::Ready { seq, advice, millis, wall: now_ms() - t0 },
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

    /// Coach mode: batches of moves until none helps (or [`MAX_MOVES`], or Stop), then
    /// the plan reached is graded (and offered for download).
    fn start_run(&self) {
        let Some(g) = self.state.current.get_untracked() else { return };
        let Report::Routing(r) = &*g.report else { return };
        self.run.set(Run {
            running: true,
            cost: r.exact.map(|e| e.cost).unwrap_or(0.0),
            score: r.overall_score,
            plan: coached_name(&g.submission.file, "coached"),
            ..Run::default()
        });
        let plan = g.submission.clone();
        self.batch(g, plan, 1, now_ms());
    }

    fn batch(&self, first: Graded, plan: Submission, n: usize, t0: f64) {
        let me = *self;
        let n = n.min(MAX_MOVES - self.run.with_untracked(|r| r.moves)).max(1);
        crate::worker::coach(self.case(), plan.clone(), CoachAsk::Apply(n as u64), move |r| {
            let got = r.and_then(|c| read_advice(&c.advice).map(|a| (a, c)));
            let (a, c) = match got {
                Ok(x) => x,
                Err(e) => {
                    me.run.update(|r| r.running = false);
                    me.ask.set(Ask::Failed(first.seq, e));
                    return;
                }
            };
            let converged = a.converged == Some(true) || a.moves == 0;
            let mut stop = false;
            me.run.update(|r| {
                r.moves += a.moves;
                r.cost = a.cost_after.unwrap_or(r.cost);
                r.score = a.score_after.unwrap_or(r.score);
                r.converged = converged;
                r.wall = now_ms() - t0;
                stop = r.stop || converged || r.moves >= MAX_MOVES;
                if stop {
                    r.running = false;
                }
            });
            let next = Submission { file: plan.file.clone(), bytes: std::sync::Arc::new(c.plan.clone().into_bytes()), extras: Vec::new() };
            if stop {
                if me.run.with_untracked(|r| r.moves) > 0 {
                    me.show(&first, "coached", c.plan);
                }
                return;
            }
            // The next batch: about BATCH_MS of moves at the pace of this one.
            let per = c.millis / a.moves.max(1) as f64;
            let mut k = 1usize;
            while k < 64 && (k as f64 + 1.0) * per <= BATCH_MS {
                k += 1;
            }
            me.batch(first, next, k, t0);
        });
    }
}

/// The routes after `m` (codes), or `None` when it does not fit them.
fn after(routes: &[Vec<String>], m: &Move) -> Option<Vec<Vec<String>>> {
    let mut r = routes.to_vec();
    let ((fr, fp), (tr, tp)) = (m.from, m.to);
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
    let label = tf("coach-map-label", &[("stores", &m.stores.join(", "))]);
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

fn move_text(m: &Move) -> String {
    let ((fr, fp), (tr, tp)) = (m.from, m.to);
    let stores = match m.kind.as_str() {
        "relocate" => m.stores.join(""),
        "swap" => m.stores.join(", "),
        _ => m.stores.join(" … "),
    };
    let [r1, s1, r2, s2] = [fr, fp, tr, tp].map(|x| (x + 1).to_string());
    let args =
        [("route", r1.as_str()), ("stop", s1.as_str()), ("route2", r2.as_str()), ("stop2", s2.as_str()), ("stores", stores.as_str())];
    match m.kind.as_str() {
        "relocate" => tf("coach-move-relocate", &args),
        "swap" => tf("coach-move-swap", &args),
        "reverse" => tf("coach-move-reverse", &args),
        _ => t("coach-move-other"),
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
        undo: RwSignal::new(Vec::new()),
    };
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
                    {run.running.then(|| view! { " " <button id="coach-stop" on:click=move |_| c.run.update(|r| r.stop = true)>{t("coach-stop")}</button> })}
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
