//! The ROC curve (`roc`) of a scorecard submission: the report's `roc` points (one per
//! band end, highest score first, from (0, 0)), the chance diagonal, the area that is the
//! AUC, and the KS gap at `ks_at` as a vertical segment with its value. A banded
//! submission (few distinct scores) shows its band ends as dots: KS is read only there
//! (spec §2). With `roc-ref=1` the reference example's curve is drawn behind.
//!
//! Every number comes from the [`ScorecardReport`]; the figure only places them.

use grader::case_grader::Report;
use grader::scorecard::ScorecardReport;
use leptos::prelude::*;

use crate::figures::inputs::{json, reference_example, use_shown, SubPicker, UrlToggle};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, score_local, score_text, shortest, Fixed, Shortest};
use crate::route::{keys, Url};
use crate::state::use_case;

/// Band ends are drawn as dots up to this many bands ("few distinct scores").
pub const MAX_DOTS: usize = 40;

/// The scorecard report inside a site report, if it is one.
pub fn scorecard(report: &Report) -> Option<&ScorecardReport> {
    match report {
        Report::Scorecard(r) => Some(r),
        _ => None,
    }
}

const L: f64 = 58.0;
const T: f64 = 14.0;
/// The chart's widest layout (CSS px): a 340 px square plot.
pub const WIDEST: f64 = L + 340.0 + 22.0;

/// The layout at width `w`: the plot is a square `s` wide.
#[derive(Clone, Copy)]
struct Geo {
    s: f64,
}

impl Geo {
    fn new(w: f64) -> Geo {
        Geo { s: (w - L - 22.0).max(120.0) }
    }
    fn w(self) -> f64 {
        L + self.s + 22.0
    }
    fn h(self) -> f64 {
        T + self.s + 52.0
    }
    fn px(self, fpr: f64) -> f64 {
        L + fpr * self.s
    }
    fn py(self, tpr: f64) -> f64 {
        T + (1.0 - tpr) * self.s
    }
    fn pts(self, r: &ScorecardReport) -> String {
        r.roc.iter().map(|p| format!("{},{}", Fixed(self.px(p.fpr), 2), Fixed(self.py(p.tpr), 2))).collect::<Vec<_>>().join(" ")
    }
}
/// A rate for labels (4 places).
fn rate(x: f64) -> String {
    local(&fixed(x, 4))
}

/// The chart for one report, with an optional reference curve behind it and the
/// reader's own file's curve (`mine`, when another report is shown).
pub fn roc_svg(r: &ScorecardReport, reference: Option<&ScorecardReport>, mine: Option<&ScorecardReport>, width: f64) -> AnyView {
    let g = Geo::new(width);
    let (px, py, pts) = (|x| g.px(x), |y| g.py(y), |r| g.pts(r));
    let (w, h) = (g.w(), g.h());
    // A narrow plot (a phone) has room for the axes' names only.
    let wide = g.s >= 300.0;
    let axes = [0.0, 0.25, 0.5, 0.75, 1.0]
        .into_iter()
        .map(|t| {
            view! {
                <line class="axis" x1=shortest(px(t)) x2=shortest(px(t)) y1=shortest(py(0.0)) y2=shortest(py(1.0))/>
                <line class="axis" x1=shortest(px(0.0)) x2=shortest(px(1.0)) y1=shortest(py(t)) y2=shortest(py(t))/>
                <text class="tick" x=shortest(px(t)) y=shortest(py(0.0) + 16.0) text-anchor="middle">{local(&shortest(t))}</text>
                <text class="tick" x=shortest(px(0.0) - 6.0) y=shortest(py(t) + 4.0) text-anchor="end">{local(&shortest(t))}</text>
            }
        })
        .collect_view();
    let frame = view! {
        <g class="grid">{axes}</g>
        <text class="axis-label" x=shortest(px(0.5)) y=shortest(h - 10.0) text-anchor="middle">{t(if wide { "fig-roc-x-axis" } else { "fig-roc-x-axis-short" })}</text>
        <text class="axis-label" transform=format!("translate(16 {}) rotate(-90)", Shortest(py(0.5))) text-anchor="middle">{t(if wide { "fig-roc-y-axis" } else { "fig-roc-y-axis-short" })}</text>
        <line class="diagonal" x1=shortest(px(0.0)) y1=shortest(py(0.0)) x2=shortest(px(1.0)) y2=shortest(py(1.0)) role="img" aria-label=tf("fig-roc-chance", &[("auc", &local("0.5"))])/>
    };
    if r.roc.is_empty() {
        let why = match &r.failed_check {
            Some(c) => tf("fig-roc-rejected", &[("check", c)]),
            None => t("fig-roc-no-curve"),
        };
        let aria = tf("fig-roc-aria-none", &[("why", &why)]);
        return view! {
            <svg class="chart roc-chart" data-export viewBox=format!("0 0 {} {}", Shortest(w), Shortest(h)) aria-label=aria
                data-points="0" data-valid=r.valid.to_string()>
                {frame}
                <text class="empty-note" x=shortest(px(0.5)) y=shortest(py(0.5)) text-anchor="middle">{why}</text>
            </svg>
        }
        .into_any();
    }
    let behind = reference.filter(|f| !f.roc.is_empty()).map(|f| {
        view! {
            <polyline class="roc-ref" points=pts(f) role="img"
                aria-label=tf("fig-roc-reference-aria", &[("auc", &score_local(f.auc)), ("ks", &score_local(f.ks))])/>
        }
    });
    let yours = mine.filter(|f| !f.roc.is_empty()).map(|f| {
        let label = tf("fig-roc-mine-aria", &[("auc", &score_local(f.auc)), ("ks", &score_local(f.ks))]);
        let aria = label.clone();
        view! {
            <polyline class="roc-mine" points=pts(f) role="img" aria-label=aria data-auc=score_text(f.auc) data-ks=score_text(f.ks)>
                <title>{label}</title>
            </polyline>
        }
    });
    let area = format!("{} {},{}", pts(r), Fixed(px(1.0), 2), Fixed(py(0.0), 2));
    let banded = r.n_bands <= MAX_DOTS;
    let dots = banded.then(|| {
        r.roc
            .iter()
            .filter(|p| p.threshold.is_some())
            .map(|p| {
                let th = score_text(p.threshold);
                let label = tf(
                    "fig-roc-band",
                    &[
                        ("threshold", &local(&th)),
                        ("rows", &int(p.rows as i64)),
                        ("defaults", &int(p.defaults as i64)),
                        ("tpr", &rate(p.tpr)),
                        ("fpr", &rate(p.fpr)),
                    ],
                );
                let aria = label.clone();
                view! {
                    <circle class="band-end" cx=fixed(px(p.fpr), 2) cy=fixed(py(p.tpr), 2) r="4"
                        role="img" aria-label=aria data-threshold=th data-fpr=shortest(p.fpr) data-tpr=shortest(p.tpr)>
                        <title>{label}</title>
                    </circle>
                }
            })
            .collect_view()
    });
    let ks = r.ks_at.map(|k| {
        let (x, ya, yb) = (px(k.fpr), py(k.fpr), py(k.tpr));
        let right = k.fpr < 0.6;
        let tx = if right { x + 8.0 } else { x - 8.0 };
        let anchor = if right { "start" } else { "end" };
        let ym = (ya + yb) / 2.0;
        let label = tf(
            "fig-roc-ks-gap",
            &[("ks", &score_local(r.ks)), ("threshold", &local(&json(k.threshold))), ("tpr", &rate(k.tpr)), ("fpr", &rate(k.fpr))],
        );
        let aria = label.clone();
        view! {
            <g class="ks" role="img" aria-label=aria data-threshold=json(k.threshold)>
                <title>{label}</title>
                <line class="ks-gap" x1=shortest(x) x2=shortest(x) y1=shortest(ya) y2=shortest(yb)/>
                <line class="ks-cap" x1=shortest(x - 5.0) x2=shortest(x + 5.0) y1=shortest(ya) y2=shortest(ya)/>
                <line class="ks-cap" x1=shortest(x - 5.0) x2=shortest(x + 5.0) y1=shortest(yb) y2=shortest(yb)/>
                <text class="ks-label" x=shortest(tx) y=shortest(ym) text-anchor=anchor>{tf("fig-roc-ks-label", &[("ks", &score_local(r.ks))])}</text>
                <text class="ks-sub" x=shortest(tx) y=shortest(ym + 15.0) text-anchor=anchor>{tf("fig-roc-ks-at", &[("threshold", &local(&json(k.threshold)))])}</text>
            </g>
        }
    });
    let summary = tf("fig-roc-aria", &[("auc", &score_local(r.auc)), ("ks", &score_local(r.ks)), ("bands", &int(r.n_bands as i64))]);
    view! {
        <svg class="chart roc-chart" data-export viewBox=format!("0 0 {} {}", Shortest(w), Shortest(h)) aria-label=summary
            data-auc=score_text(r.auc) data-ks=score_text(r.ks) data-points=r.roc.len() data-bands=r.n_bands
            data-valid=r.valid.to_string() data-banded=banded.to_string()>
            {frame}
            {behind}
            {yours}
            <polygon class="auc-area" points=area role="img" aria-label=tf("fig-roc-area-aria", &[("auc", &score_local(r.auc))])/>
            <text class="auc-label" x=shortest(px(0.62)) y=shortest(py(0.18)) text-anchor="middle">{tf("fig-roc-auc-label", &[("auc", &score_local(r.auc))])}</text>
            <polyline class="roc-curve" points=pts(r) role="img" aria-label=tf("fig-roc-curve-aria", &[("n", &int(r.roc.len() as i64 - 1))])/>
            <g class="band-ends" aria-label=t("fig-roc-band-ends")>{dots}</g>
            {ks}
        </svg>
    }
    .into_any()
}

#[component]
pub fn RocFigure() -> impl IntoView {
    let state = use_case();
    let shown = use_shown();
    let with_ref = Url::here().flag(keys::ROC_REF);
    let has_reference = state.manifest().and_then(reference_example).is_some();
    // The reference example's report, graded only when its curve is asked for.
    let reference = Memo::new(move |_| {
        if !with_ref.get() {
            return None;
        }
        let m = state.manifest()?;
        let i = reference_example(m)?;
        let r = state.examples.with(|e| e.report(i))?;
        scorecard(&r).cloned()
    });
    // The reader's own file, drawn as a second curve while an example is shown.
    let mine = Memo::new(move |_| {
        let g = state.mine.get()?;
        let showing_it = shown.with(|s| s.as_ref().is_some_and(|s| s.dropped() && s.seq == g.seq));
        (!showing_it).then(|| scorecard(&g.report).cloned()).flatten()
    });
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| scorecard(&s.report)) {
            Some(r) => {
                let numbers = r.valid.then(|| {
                    view! {
                        <dl class="chart-numbers">
                            <div><dt>"AUC"</dt><dd data-value="auc">{score_local(r.auc)}</dd></div>
                            <div><dt>"KS"</dt><dd data-value="ks">{score_local(r.ks)}</dd></div>
                            <div><dt>"½AUC + ½KS"</dt><dd data-value="player_objective">{score_local(r.player_objective)}</dd></div>
                            <div><dt>{t("fig-score")}</dt><dd data-value="overall_score">{local(&json(r.overall_score))}</dd></div>
                            <div><dt>{t("fig-roc-bands")}</dt><dd data-value="n_bands">{r.n_bands}</dd></div>
                        </dl>
                    }
                });
                view! { {roc_svg(r, reference.get().as_ref(), mine.get().as_ref(), width.get() as f64)}{numbers}
                    {mine.get().map(|f| view! { <p class="chart-note roc-mine-note">{tf("fig-roc-mine-note", &[("auc", &score_local(f.auc)), ("ks", &score_local(f.ks))])}</p> })} }.into_any()
            }
            None => view! { <p class="chart-empty">{t("fig-roc-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure="roc">
            <div class="chart-controls">
                <SubPicker id="roc"/>
                {has_reference.then(|| view! { <UrlToggle key=keys::ROC_REF label="fig-roc-reference-toggle"/> })}
            </div>
            <div class="chart-box" node_ref=boxr>{body}</div>
            <figcaption>{move || t("fig-roc-caption")}</figcaption>
        </figure>
    }
}
