//! The uplift ladder (`uplift-ladder`): from the unchanged system (uplift 0) toward the
//! reference solution (uplift 1), the steps FDE-Gym takes to a net score (spec §3): the
//! uplift the KPI earned, the incident clamp when there was an incident, the contact
//! cost (split by ask-log line), and the net, against the 0.8 pass line.
//!
//! Every number is a field of the [`UpliftReport`] (`ladder`, `exact`, `contact_lines`);
//! the figure only places them. Bars are waterfall steps on the uplift scale.

use grader::case_grader::Report;
use grader::uplift::UpliftReport;
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, minus, score_local, shortest, Shortest};

/// The uplift report inside a site report, if it is one.
pub fn uplift(report: &Report) -> Option<&UpliftReport> {
    match report {
        Report::Uplift(r) => Some(r),
        _ => None,
    }
}

/// The chart's widest layout (CSS px); narrower boxes get their own (see `crate::figures::width`).
pub const WIDEST: f64 = 600.0;
const H: f64 = 380.0;
const L: f64 = 50.0;
/// Room for the reference lines' labels (at the widest; a narrow chart writes them above their lines).
const R_WIDE: f64 = 150.0;
/// Below this width the layout is the narrow one.
const NARROW: f64 = 480.0;
/// Extra room at the bottom of a narrow chart: every other column's labels go lower.
const STAGGER: f64 = 32.0;
const T: f64 = 26.0;
const B: f64 = 60.0;
/// Ask-log lines drawn as separate pieces of the contact cost, at most.
const MAX_PIECES: usize = 60;

/// The uplift scale: `[lo, hi]` onto the plot's height; values beyond are drawn at the
/// edge (their labels keep the true value).
#[derive(Clone, Copy)]
struct Scale {
    lo: f64,
    hi: f64,
}

impl Scale {
    fn new(values: &[f64]) -> Scale {
        let lo = values.iter().copied().fold(0.0_f64, f64::min);
        let hi = values.iter().copied().fold(1.0_f64, f64::max);
        let pad = 0.08 * (hi - lo);
        Scale { lo: (lo - pad).max(-2.5), hi: (hi + pad).min(3.5) }
    }
    fn y(&self, v: f64) -> f64 {
        // Not `f64::clamp`: its assertion message would link the standard float
        // formatting into the `.wasm` (see crate::format). Same value, NaN included.
        let v = if v < self.lo {
            self.lo
        } else if v > self.hi {
            self.hi
        } else {
            v
        };
        T + (self.hi - v) / (self.hi - self.lo) * (H - T - B)
    }
    fn ticks(&self) -> Vec<f64> {
        let step = if self.hi - self.lo > 2.5 { 0.5 } else { 0.2 };
        let mut t = (self.lo / step).ceil() * step;
        let mut out = Vec::new();
        while t <= self.hi + 1e-9 {
            out.push((t * 10.0).round() / 10.0 + 0.0); // no "-0"
            t += step;
        }
        out
    }
}

/// One column of the ladder.
struct Step {
    /// The step's name (`data-step`, English); its label is `fig-uplift-ladder-step-<name>`.
    name: &'static str,
    /// Label under the column, in the page's language.
    label: String,
    /// Second line under the column.
    sub: String,
    /// CSS class of the bar.
    class: &'static str,
    /// Bar from, to (uplift scale); a marker when equal.
    from: f64,
    to: f64,
    /// Text at the bar's end.
    value: String,
    /// ARIA label of the bar.
    aria: String,
}

/// The chart for one report; `mine`: the reader's own file's net, drawn as a line while
/// another report is shown.
pub fn ladder_svg(r: &UpliftReport, mine: Option<f64>, w: f64) -> AnyView {
    let narrow = w < NARROW;
    let rr = if narrow { 8.0 } else { R_WIDE };
    let l = &r.ladder;
    // A run the harness cannot grade (`error`) has no net: no ladder, and why.
    let graded = r.uplift_net.is_some() || r.error_reason.is_none();
    let (Some(up), Some(net), Some(cost), true) = (l.uplift, l.uplift_net, l.contact_cost, graded) else {
        let why = r
            .error_reason
            .clone()
            .or_else(|| r.diagnostics.first().map(|d| d.message.clone()))
            .unwrap_or_else(|| t("fig-uplift-ladder-ungraded"));
        let aria = tf("fig-uplift-ladder-aria-none", &[("why", &why)]);
        return view! {
            <svg class="chart uplift-chart" data-export viewBox=format!("0 0 {} 120", Shortest(w)) data-valid="false"
                aria-label=aria>
                <text class="empty-note" x=shortest(w / 2.0) y="50" text-anchor="middle">{t("fig-uplift-ladder-no-ladder")}</text>
                <text class="empty-sub" x=shortest(w / 2.0) y="72" text-anchor="middle">{why}</text>
            </svg>
        }
        .into_any();
    };
    let rounded = r.exact.uplift_rounded.unwrap_or(up);
    let raw = l.uplift_raw.unwrap_or(rounded);
    let mut steps = vec![Step {
        name: "Baseline",
        label: t("fig-uplift-ladder-step-baseline"),
        sub: tf("fig-uplift-ladder-kpi", &[("kpi", &score_local(l.kpi_baseline))]),
        class: "anchor",
        from: 0.0,
        to: 0.0,
        value: "0".into(),
        aria: tf("fig-uplift-ladder-baseline-aria", &[("kpi", &score_local(l.kpi_baseline))]),
    }];
    steps.push(Step {
        name: "Delivered",
        label: t("fig-uplift-ladder-step-delivered"),
        sub: tf("fig-uplift-ladder-kpi", &[("kpi", &score_local(l.kpi))]),
        class: if rounded >= 0.0 { "gain" } else { "loss" },
        from: 0.0,
        to: raw,
        value: tf("fig-uplift-ladder-uplift-value", &[("uplift", &local(&json(rounded)))]),
        aria: tf(
            if l.bounded_at_minus_one { "fig-uplift-ladder-delivered-aria-bounded" } else { "fig-uplift-ladder-delivered-aria" },
            &[("kpi", &score_local(l.kpi)), ("uplift", &local(&json(rounded)))],
        ),
    });
    if l.incident_clamp {
        steps.push(Step {
            name: "Incident",
            label: t("fig-uplift-ladder-step-incident"),
            sub: t("fig-uplift-ladder-capped"),
            class: "clamp",
            from: rounded,
            to: up,
            value: format!("→ {}", local(&json(up))),
            aria: tf("fig-uplift-ladder-incident-aria", &[("uplift", &local(&json(rounded))), ("capped", &local(&json(up)))]),
        });
    }
    steps.push(Step {
        name: "Contact cost",
        label: t("fig-uplift-ladder-step-contact"),
        sub: tf("fig-uplift-ladder-lines", &[("n", &int(r.contact_lines.len() as i64))]),
        class: "cost",
        from: up,
        to: net,
        value: format!("− {}", local(&json(cost))),
        aria: tf("fig-uplift-ladder-contact-aria", &[("cost", &local(&json(cost)))]),
    });
    let verdict = serde_json::to_value(r.verdict).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
    let verdict_words = tf("fig-uplift-ladder-verdict", &[("verdict", &verdict)]);
    steps.push(Step {
        name: "Net",
        label: t("fig-uplift-ladder-step-net"),
        sub: tf("fig-uplift-ladder-points", &[("points", &local(&r.points_display)), ("verdict", &verdict_words)]),
        class: if l.passes { "net pass" } else { "net fail" },
        from: 0.0,
        to: net,
        value: local(&json(net)),
        aria: tf(
            "fig-uplift-ladder-net-aria",
            &[
                ("net", &local(&json(net))),
                ("points", &local(&r.points_display)),
                ("verdict", &verdict_words),
                ("line", &local(&json(l.threshold))),
            ],
        ),
    });

    let sc = Scale::new(&[raw, rounded, up, net, l.threshold, mine.unwrap_or(net)]);
    let n = steps.len() as f64;
    let col = (w - L - rr) / n;
    let bw = (col * 0.5).min(64.0);
    let cx = |i: usize| L + col * (i as f64 + 0.5);
    let grid = sc
        .ticks()
        .into_iter()
        .map(|t| {
            view! {
                <line class="axis" x1=shortest(L) x2=shortest(w - rr + 8.0) y1=fixed(sc.y(t), 1) y2=fixed(sc.y(t), 1)/>
                <text class="tick" x=shortest(L - 6.0) y=fixed(sc.y(t) + 4.0, 1) text-anchor="end">{minus(local(&shortest(t)))}</text>
            }
        })
        .collect_view();
    // The reference lines' names: at their right (wide), or under the chart (narrow: the
    // bars would cover them).
    let below = H + STAGGER + 14.0;
    let line = |v: f64, class: &'static str, text: String, aria: String, row: f64| {
        let y = fixed(sc.y(v), 1);
        let (tx, ty) = if narrow { (L, below + 16.0 * row) } else { (w - rr + 12.0, sc.y(v) + 4.0) };
        view! {
            <g class=class role="img" aria-label=aria>
                <line x1=shortest(L) x2=shortest(w - rr + 8.0) y1=y.clone() y2=y/>
                <text x=shortest(tx) y=fixed(ty, 1)>{text}</text>
            </g>
        }
    };
    let refs = view! {
        {line(1.0, "ref-line oracle", tf("fig-uplift-ladder-oracle-line", &[("kpi", &score_local(l.kpi_oracle))]),
            tf("fig-uplift-ladder-oracle-aria", &[("kpi", &score_local(l.kpi_oracle))]), 0.0)}
        {line(0.0, "ref-line baseline", tf("fig-uplift-ladder-baseline-line", &[("kpi", &score_local(l.kpi_baseline))]),
            tf("fig-uplift-ladder-baseline-line-aria", &[("kpi", &score_local(l.kpi_baseline))]), 1.0)}
        {line(l.threshold, "ref-line pass-line", tf("fig-uplift-ladder-pass-line", &[("line", &local(&json(l.threshold)))]),
            tf("fig-uplift-ladder-pass-line-aria", &[("line", &local(&json(l.threshold)))]), 2.0)}
        {mine.map(|v| view! {
            <g class="mine-net" data-net=json(v)>
                {line(v, "ref-line mine-line", tf("fig-uplift-ladder-mine-line", &[("net", &local(&json(v)))]),
                    tf("fig-uplift-ladder-mine-line", &[("net", &local(&json(v)))]), 3.0)}
            </g>
        })}
    };
    // Dashed connectors: each step starts where the previous one ended.
    let connectors = steps
        .windows(2)
        .enumerate()
        .filter(|(_, w)| w[1].class != "net pass" && w[1].class != "net fail")
        .map(|(i, w)| {
            let y = fixed(sc.y(w[0].to), 1);
            view! { <line class="connector" x1=shortest(cx(i) + bw / 2.0) x2=shortest(cx(i + 1) - bw / 2.0) y1=y.clone() y2=y/> }
        })
        .collect_view();
    let cost_index = steps.iter().position(|s| s.class == "cost").unwrap_or(0);
    // The contact cost split by ask-log line, in log order, from the top of its bar.
    let used: Vec<_> = r.contact_lines.iter().filter(|c| c.used_cost > 0.0).collect();
    let total: f64 = used.iter().map(|c| c.used_cost).sum();
    let pieces = (used.len() <= MAX_PIECES && total > 0.0).then(|| {
        let (top, bottom) = (sc.y(up), sc.y(net));
        let mut y = top;
        used.iter()
            .map(|c| {
                let h = (bottom - top) * c.used_cost / total;
                let who = c.person.as_deref().map(|p| format!(" {p}")).unwrap_or_default();
                let label = tf(
                    "fig-uplift-ladder-ask-line",
                    &[
                        ("line", &c.line.to_string()),
                        ("kind", &format!("{}{who}", c.kind.name())),
                        ("cost", &local(&shortest(c.used_cost))),
                        ("note", &c.note),
                    ],
                );
                let aria = label.clone();
                let v = view! {
                    <rect class="cost-piece" x=fixed(cx(cost_index) - bw / 2.0, 1) y=fixed(y, 2) width=fixed(bw, 1)
                        height=fixed(h.max(0.0), 2) role="img" aria-label=aria data-line=c.line>
                        <title>{label}</title>
                    </rect>
                };
                y += h;
                v
            })
            .collect_view()
    });
    let bars = steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (ya, yb) = (sc.y(s.from), sc.y(s.to));
            let (top, h) = (ya.min(yb), (ya - yb).abs());
            let x = cx(i);
            let up_end = s.to >= s.from;
            let vy = if up_end { top - 6.0 } else { top + h + 14.0 };
            let mark = if h < 1.5 {
                view! { <line class=format!("marker {}", s.class) x1=shortest(x - bw / 2.0) x2=shortest(x + bw / 2.0) y1=fixed(ya, 1) y2=fixed(ya, 1)
                    role="img" aria-label=s.aria.clone()/> }
                .into_any()
            } else {
                view! { <rect class=format!("bar {}", s.class) x=fixed(x - bw / 2.0, 1) y=fixed(top, 1) width=fixed(bw, 1)
                    height=fixed(h, 1) role="img" aria-label=s.aria.clone()/> }
                .into_any()
            };
            let low = if narrow && i % 2 == 1 { STAGGER } else { 0.0 };
            // A narrow chart's last column: its labels end at the chart's edge.
            let (lx, anchor) = if narrow && i + 1 == steps.len() { (w - 2.0, "end") } else { (x, "middle") };
            view! {
                <g class="step" data-step=s.name>
                    {mark}
                    <text class="value" x=shortest(x) y=fixed(vy, 1) text-anchor="middle">{s.value.clone()}</text>
                    <text class="step-name" x=shortest(lx) y=shortest(H - B + 20.0 + low) text-anchor=anchor>{s.label.clone()}</text>
                    <text class="step-sub" x=shortest(lx) y=shortest(H - B + 36.0 + low) text-anchor=anchor>{s.sub.clone()}</text>
                </g>
            }
        })
        .collect_view();
    let summary = tf(
        if l.incident_clamp { "fig-uplift-ladder-aria-capped" } else { "fig-uplift-ladder-aria" },
        &[
            ("uplift", &local(&json(rounded))),
            ("capped", &local(&json(up))),
            ("cost", &local(&json(cost))),
            ("net", &local(&json(net))),
            ("verdict", &verdict_words),
            ("line", &local(&json(l.threshold))),
        ],
    );
    view! {
        <svg class="chart uplift-chart" data-export viewBox=format!("0 0 {} {}", Shortest(w), Shortest(if narrow { below + 40.0 + if mine.is_some() { 16.0 } else { 0.0 } } else { H })) aria-label=summary
            data-uplift=json(up) data-uplift-before-clamp=json(rounded) data-contact-cost=json(cost)
            data-net=json(net) data-clamp=l.incident_clamp.to_string() data-passes=l.passes.to_string()
            data-verdict=verdict.clone() data-threshold=json(l.threshold) data-direction=l.direction.clone()>
            <g class="grid">{grid}</g>
            {refs}
            {connectors}
            <g class="steps">{bars}</g>
            <g class="cost-pieces" aria-label=t("fig-uplift-ladder-pieces")>{pieces}</g>
        </svg>
    }
    .into_any()
}

#[component]
pub fn UpliftLadder() -> impl IntoView {
    let shown = use_shown();
    let state = crate::state::use_case();
    // The reader's own file's net, while another report is shown.
    let mine = Memo::new(move |_| {
        let g = state.mine.get()?;
        let showing_it = shown.with(|s| s.as_ref().is_some_and(|s| s.dropped() && s.seq == g.seq));
        (!showing_it).then(|| uplift(&g.report).and_then(|r| r.uplift_net)).flatten()
    });
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| uplift(&s.report)) {
            Some(r) => {
                let l = &r.ladder;
                let direction = match l.direction.as_str() {
                    "lower-is-better" => t("fig-uplift-ladder-lower-is-better"),
                    "flat" => t("fig-uplift-ladder-flat"),
                    _ => String::new(),
                };
                let verdict = serde_json::to_value(r.verdict).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
                view! {
                    {ladder_svg(r, mine.get(), width.get() as f64)}
                    <dl class="chart-numbers">
                        <div><dt>{t("fig-uplift-ladder-kpis")}</dt>
                            <dd>{format!("{} → {} → {}", score_local(l.kpi_baseline), score_local(l.kpi), score_local(l.kpi_oracle))}</dd></div>
                        <div><dt>{t("fig-uplift-ladder-uplift")}</dt><dd data-value="uplift">{score_local(r.uplift)}</dd></div>
                        <div><dt>{t("fig-uplift-ladder-step-contact")}</dt><dd data-value="contact_cost">{score_local(r.contact_cost)}</dd></div>
                        <div><dt>{t("fig-uplift-ladder-step-net")}</dt><dd data-value="uplift_net">{score_local(r.uplift_net)}</dd></div>
                        <div><dt>{t("fig-uplift-ladder-points-label")}</dt><dd data-value="points">{local(&r.points_display)}</dd></div>
                        <div><dt>{t("fig-verdict")}</dt><dd data-value="verdict">{tf("fig-uplift-ladder-verdict", &[("verdict", &verdict)])}</dd></div>
                    </dl>
                    {(!direction.is_empty()).then(|| view! { <p class="chart-note">{direction}</p> })}
                }
                .into_any()
            }
            None => view! { <p class="chart-empty">{t("fig-uplift-ladder-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure="uplift-ladder">
            <div class="chart-controls"><SubPicker id="uplift-ladder"/></div>
            <div class="chart-box" node_ref=boxr>{body}</div>
            <figcaption>{move || tf("fig-uplift-ladder-caption", &[("line", &local("0.8"))])}</figcaption>
        </figure>
    }
}
