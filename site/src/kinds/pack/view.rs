//! A load in three orthographic views (`pack-view`): from above (length across, width
//! down), from the side (length across, height up) and from the door (width across,
//! height up), as a drawing lays them out: the top view over the side view, the door
//! view beside it, one scale for all. Boxes are coloured by SKU, the nearer drawn over
//! the farther; what the report's located diagnostics name is drawn again on top in
//! red (a box out of bounds, below zero, laid down or resized, each box of an
//! overlapping pair, and the pair's shared footprint from above), so no mark is hidden.
//! Beside it, each SKU's count against its quantity and the weight against the limit.
//! Every number comes from the [`PackReport`].

use std::collections::BTreeSet;

use grader::case_grader::Report;
use grader::pack::{PackBox, PackReport};
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, num, shortest, Shortest};

/// The pack report inside a site report, if it is one.
pub fn pack(report: &Report) -> Option<&PackReport> {
    match report {
        Report::Pack(r) => Some(r),
        _ => None,
    }
}

const PAD: f64 = 6.0;
const LABEL: f64 = 16.0;
const GAP: f64 = 12.0;
const WIDEST: f64 = 760.0;
const RED: &str = "#e6194b";
/// One colour a SKU (in the case's order), readable on both themes; grey for an id the
/// case does not have.
const PALETTE: [&str; 6] = ["#4363d8", "#f58231", "#3cb44b", "#911eb4", "#42d4f4", "#f032e6"];
const UNKNOWN: &str = "#a9a9a9";

pub fn colour(b: &PackBox) -> &'static str {
    b.sku_index.map_or(UNKNOWN, |k| PALETTE[k % PALETTE.len()])
}

/// What the report's diagnostics point at: placements, and overlapping pairs.
#[derive(Debug, Default, PartialEq)]
pub struct Marks {
    pub boxes: BTreeSet<usize>,
    pub pairs: Vec<(usize, usize)>,
}

pub fn marks(r: &PackReport) -> Marks {
    let mut m = Marks::default();
    for d in &r.diagnostics {
        let at = &d.location;
        if let Some(i) = at.index_of("placement") {
            m.boxes.insert(i);
            if let Some(j) = at.index_of("other") {
                m.boxes.insert(j);
                m.pairs.push((i, j));
            }
        }
    }
    m
}

/// The space drawn: the container, grown to every box drawn (a box past a wall shows).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Space {
    pub lo: [f64; 3],
    pub hi: [f64; 3],
    /// The container's inner size, where the workbook gives it.
    pub inner: [Option<f64>; 3],
}

impl Space {
    pub fn of(r: &PackReport) -> Space {
        let c = &r.container;
        let inner = [c.length, c.width, c.height];
        let mut lo = [0.0f64; 3];
        let mut hi = inner.map(|v| v.unwrap_or(0.0));
        for b in r.boxes.iter().filter(|b| b.at.len() == 6) {
            for k in 0..3 {
                lo[k] = lo[k].min(b.at[k]);
                hi[k] = hi[k].max(b.at[k] + b.at[k + 3]).max(b.at[k]);
            }
        }
        for k in 0..3 {
            if hi[k] - lo[k] <= 0.0 {
                hi[k] = lo[k] + 1.0;
            }
        }
        Space { lo, hi, inner }
    }
    pub fn span(&self, k: usize) -> f64 {
        self.hi[k] - self.lo[k]
    }
}

/// Where the three views go at width `w`: the scale (px a metre) and each view's
/// top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    pub s: f64,
    pub top: (f64, f64),
    pub side: (f64, f64),
    pub door: (f64, f64),
    pub h: f64,
}

impl Layout {
    pub fn of(sp: &Space, w: f64) -> Layout {
        let s = (w - 2.0 * PAD - GAP) / (sp.span(0) + sp.span(1));
        let top = (PAD, LABEL);
        let side = (PAD, LABEL + sp.span(1) * s + GAP + LABEL);
        let door = (PAD + sp.span(0) * s + GAP, side.1);
        Layout { s, top, side, door, h: side.1 + sp.span(2) * s + PAD }
    }
}

/// A box as a rectangle in one view: `(x, y, width, height)` in px.
type Rect = (f64, f64, f64, f64);

/// The three views' rectangles of a box `[x, y, z, l, w, h]`.
pub fn rects(at: &[f64], sp: &Space, lay: &Layout) -> [Rect; 3] {
    let s = lay.s;
    let (x, y, z, l, w, h) = (at[0], at[1], at[2], at[3], at[4], at[5]);
    let top = (lay.top.0 + (x - sp.lo[0]) * s, lay.top.1 + (y - sp.lo[1]) * s, l * s, w * s);
    // Height up: the top of a box is at the view's bottom less its top.
    let up = |base: f64, z_top: f64| base + (sp.hi[2] - z_top) * s;
    let side = (lay.side.0 + (x - sp.lo[0]) * s, up(lay.side.1, z + h), l * s, h * s);
    let door = (lay.door.0 + (y - sp.lo[1]) * s, up(lay.door.1, z + h), w * s, h * s);
    [top, side, door]
}

fn tip(i: usize, b: &PackBox) -> String {
    let n: Vec<String> = b.at.iter().map(|v| shortest(*v)).collect();
    format!("{i}: {} ({}, {}, {}) {} × {} × {}", b.sku, n[0], n[1], n[2], n[3], n[4], n[5])
}

fn svg(r: &PackReport, w: f64) -> impl IntoView + use<> {
    let m = marks(r);
    let sp = Space::of(r);
    let lay = Layout::of(&sp, w);
    let drawn: Vec<(usize, &PackBox)> = r.boxes.iter().enumerate().filter(|(_, b)| b.at.len() == 6).collect();
    // Farther first in each view: from above the lower, from the side (y = 0 looking in)
    // the deeper, from the door (x = length looking in) the farther from it.
    let depth = [|b: &PackBox| b.at[2] + b.at[5], |b: &PackBox| -b.at[1], |b: &PackBox| b.at[0] + b.at[3]];
    let rect = move |(x, y, rw, rh): Rect, fill: &'static str, marked: bool, title: String, at: String| {
        view! {
            <rect class=if marked { "box conflict" } else { "box" } x=fixed(x, 1) y=fixed(y, 1) width=fixed(rw.max(0.5), 1) height=fixed(rh.max(0.5), 1)
                fill=fill fill-opacity="0.85" stroke=if marked { RED } else { "currentColor" }
                stroke-opacity=if marked { "1" } else { "0.45" } stroke-width=if marked { "2" } else { "0.6" } data-at=at>
                <title>{title}</title>
            </rect>
        }
    };
    let views = (0..3)
        .map(|v| {
            let mut order = drawn.clone();
            order.sort_by(|a, b| depth[v](a.1).total_cmp(&depth[v](b.1)));
            let plain = order
                .iter()
                .map(|(i, b)| rect(rects(&b.at, &sp, &lay)[v], colour(b), false, tip(*i, b), i.to_string()))
                .collect_view();
            let red = order
                .iter()
                .filter(|(i, _)| m.boxes.contains(i))
                .map(|(i, b)| rect(rects(&b.at, &sp, &lay)[v], colour(b), true, tip(*i, b), i.to_string()))
                .collect_view();
            view! { <g class=["pack-top", "pack-side", "pack-door"][v]>{plain}{red}</g> }
        })
        .collect_view();
    // The pairs' shared footprint from above.
    let shared = m
        .pairs
        .iter()
        .filter_map(|&(i, j)| {
            let (a, b) = (&r.boxes.get(i)?.at, &r.boxes.get(j)?.at);
            (a.len() == 6 && b.len() == 6).then_some(())?;
            let x0 = a[0].max(b[0]);
            let y0 = a[1].max(b[1]);
            let x1 = (a[0] + a[3]).min(b[0] + b[3]);
            let y1 = (a[1] + a[4]).min(b[1] + b[4]);
            let (x, y) = (lay.top.0 + (x0 - sp.lo[0]) * lay.s, lay.top.1 + (y0 - sp.lo[1]) * lay.s);
            Some(view! {
                <rect class="overlap" x=fixed(x, 1) y=fixed(y, 1) width=fixed(((x1 - x0) * lay.s).max(1.0), 1) height=fixed(((y1 - y0) * lay.s).max(1.0), 1)
                    fill=RED fill-opacity="0.45" stroke=RED stroke-width="1"/>
            })
        })
        .collect_view();
    // The container's walls in each view (where the workbook gives them).
    let wall = |(x, y): (f64, f64), a: usize, b: usize, up: bool| {
        let (Some(da), Some(db)) = (sp.inner[a], sp.inner[b]) else { return None };
        let x0 = x + (0.0 - sp.lo[a]) * lay.s;
        let y0 = if up { y + (sp.hi[b] - db) * lay.s } else { y + (0.0 - sp.lo[b]) * lay.s };
        Some(view! {
            <rect class="wall" x=fixed(x0, 1) y=fixed(y0, 1) width=fixed(da * lay.s, 1) height=fixed(db * lay.s, 1) fill="none" stroke="currentColor" stroke-width="1.5"/>
        })
    };
    let walls = [wall(lay.top, 0, 1, false), wall(lay.side, 0, 2, true), wall(lay.door, 1, 2, true)];
    let label = |(x, y): (f64, f64), key: &str| view! { <text class="tick" x=fixed(x, 1) y=fixed(y - 4.0, 1)>{t(key)}</text> };
    view! {
        <svg class="chart pack-view" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(lay.h.ceil())) role="img" aria-label=t("fig-pack-view-aria")>
            {label(lay.top, "fig-pack-top")}{label(lay.side, "fig-pack-side")}{label((lay.door.0, lay.door.1 - LABEL), "fig-pack-door")}
            {walls}{views}{shared}
        </svg>
    }
}

/// Each SKU's count against its quantity, then the weight against the limit.
fn counts(r: &PackReport) -> impl IntoView + use<> {
    let skus = r
        .skus
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let words = match s.required {
                Some(q) => tf("fig-pack-sku-count", &[("sku", &s.id), ("placed", &local(&int(s.placed as i64))), ("required", &local(&num(q, 0)))]),
                None => tf("fig-pack-sku-any", &[("sku", &s.id), ("placed", &local(&int(s.placed as i64)))]),
            };
            let short = s.required.is_some_and(|q| q != s.placed as f64);
            view! {
                <li class=if short { "conflict" } else { "" } data-sku=s.id.clone() data-placed=s.placed.to_string()>
                    <svg class="swatch" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true"><rect width="10" height="10" fill=PALETTE[k % PALETTE.len()]/></svg>
                    " "{words}
                </li>
            }
        })
        .collect_view();
    let weight = match (r.total_weight, r.container.max_weight) {
        (Some(w), Some(m)) => Some(tf("fig-pack-weight", &[("weight", &local(&num(w, 1))), ("limit", &local(&shortest(m)))])),
        _ => None,
    };
    let over = matches!((r.total_weight, r.container.max_weight), (Some(w), Some(m)) if w > m + grader::pack::EPS);
    let hidden = r.boxes.iter().filter(|b| b.at.len() != 6).count();
    let hidden = (hidden > 0).then(|| view! { <li>{tf("fig-pack-hidden", &[("count", &hidden.to_string())])}</li> });
    view! {
        <ul class="live-counts pack-counts" id="pack-counts">
            {skus}
            {weight.map(|w| view! { <li class=if over { "conflict" } else { "" } data-weight="">{w}</li> })}
            {hidden}
        </ul>
    }
}

#[component]
pub fn PackView() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let report = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.clone())));
    let live = move |f: fn(&PackReport) -> String| move || report.with(|r| r.as_deref().and_then(pack).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(pack) {
            Some(r) if !r.boxes.is_empty() => view! { {svg(r, width.get() as f64)}{counts(r)} }.into_any(),
            _ => view! { <p class="chart-empty">{t("fig-pack-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure="pack-view"
            data-valid=live(|r| r.valid.to_string()) data-score=live(|r| json(r.overall_score))
            data-boxes=live(|r| r.boxes.len().to_string()) data-marked=live(|r| marks(r).boxes.len().to_string())
            data-overlaps=live(|r| r.overlaps.to_string())>
            <div class="chart-controls"><SubPicker id="pack-view"/></div>
            <div node_ref=boxr>{body}</div>
            <p class="chart-note">{move || t("fig-pack-legend")}</p>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(boxes: &[(&str, Option<usize>, [f64; 6])], diagnostics: &str) -> PackReport {
        let b: Vec<String> = boxes
            .iter()
            .map(|(s, k, at)| {
                let at: Vec<String> = at.iter().map(|v| shortest(*v)).collect();
                format!(r#"{{"sku":"{s}","sku_index":{},"at":[{}]}}"#, k.map_or("null".into(), |k| k.to_string()), at.join(","))
            })
            .collect();
        grader::from_json::read_report::<PackReport>(
            &format!(
                r#"{{"kind":"pack","file":"s","validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":{{"fatal":[],"constraint":[],"exception":null}},"sku3_count":null,"sku1_count":null,"sku2_count":null,"total_weight_kg":null,"space_utilization":null,"baseline_cost":1.0,"valid":false,"n_violations":0,"overlaps":0,"total_weight":null,"container":{{"length":4.0,"width":2.0,"height":2.0,"max_weight":null}},"skus":[],"boxes":[{}],"diagnostics":[{diagnostics}],"diagnostic_groups":[]}}"#,
                b.join(",")
            ),
            "",
        )
        .unwrap()
    }

    #[test]
    fn the_views_share_one_scale_and_grow_to_a_box_past_a_wall() {
        let r = report(&[("ITEM_A", Some(0), [0.0, 0.0, 0.0, 1.0, 0.5, 1.0]), ("ITEM_C", Some(2), [3.5, 1.0, 1.5, 1.0, 0.5, 1.0])], "");
        let sp = Space::of(&r);
        assert_eq!((sp.lo, sp.hi), ([0.0; 3], [4.5, 2.0, 2.5]), "the second box ends past the length and the roof");
        let lay = Layout::of(&sp, 2.0 * PAD + GAP + 6.5 * 10.0);
        assert_eq!(lay.s, 10.0);
        let [top, side, door] = rects(&r.boxes[1].at, &sp, &lay);
        assert_eq!(top, (PAD + 35.0, LABEL + 10.0, 10.0, 5.0));
        // From the side the box's top (2.5 m) is the view's top edge.
        assert_eq!(side, (PAD + 35.0, lay.side.1, 10.0, 10.0));
        assert_eq!(door, (PAD + 45.0 + GAP + 10.0, lay.side.1, 5.0, 10.0));
    }

    #[test]
    fn marks_come_from_the_located_diagnostics() {
        let d = |code: &str, at: &str| {
            format!(r#"{{"code":"{code}","category":"value","message":"m","params":{{}},"location":{{"file":"s",{at}}},"hint":null}}"#)
        };
        let ds = [d("pack/overlap", r#""placement":0,"other":2"#), d("pack/negative", r#""placement":1,"sku":"ITEM_A""#), d("pack/count", r#""sku":"ITEM_A""#)];
        let r = report(&[], &ds.join(","));
        let m = marks(&r);
        assert_eq!((m.boxes.into_iter().collect::<Vec<_>>(), m.pairs), (vec![0, 1, 2], vec![(0, 2)]));
    }
}
