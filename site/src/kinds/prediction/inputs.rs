//! What every prediction figure reads: the shown submission explained by the core
//! ([`grader::prediction::explain`]: its joined rows, residuals, each row's cost and
//! the values the score used), made once per page and shared ([`use_explained`]); the
//! target picker; the axes' scales and ticks. Nothing here recomputes a score.
//!
//! A leaf of the figures' import graph: it imports no figure and not the registry.

use std::sync::Arc;

use grader::case_grader::{CaseGrader, Report};
use grader::prediction::Explained;
use leptos::prelude::*;

use crate::figures::inputs::use_shown;
use crate::figures::text::{t, tf};
use crate::format::{fixed, local, shortest};
use crate::route::{Key, Url};
use crate::state::{use_case, PAGE_DATA_LIMIT};

/// An explanation, compared by identity (a memo's value must be comparable; the rows
/// can be many).
#[derive(Clone, Debug)]
pub struct Shared(pub Arc<Explained>);

impl PartialEq for Shared {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The shown submission explained, or why it cannot be (`None`: no prediction report
/// on screen yet).
pub type ExplainedMemo = Memo<Option<Result<Shared, String>>>;

/// The page's explanation (made once, see [`provide_explained`]).
pub fn use_explained() -> ExplainedMemo {
    use_context::<ExplainedMemo>().unwrap_or_else(provide_explained)
}

/// Why a report has no rows to draw, in words.
pub fn not_scored(r: &grader::prediction::PredictionReport) -> String {
    match (&r.crash, r.failed_check.as_deref()) {
        (Some(c), _) => tf("fig-pred-crashes", &[("crash", c)]),
        (_, Some("exception")) => t("fig-pred-raises"),
        (_, Some(c)) => tf("fig-pred-rejected", &[("check", &crate::kinds::check_words(c, &r.diagnostics))]),
        _ => t("fig-pred-no-rows"),
    }
}

/// Make the page's explanation memo: the shown report's submission (an example, or the
/// dropped file on screen) explained against the page's case.
pub fn provide_explained() -> ExplainedMemo {
    let state = use_case();
    let shown = use_shown();
    let memo = Memo::new(move |_| {
        let s = shown.get()?;
        let Report::Prediction(r) = &*s.report else { return None };
        if !r.valid {
            return Some(Err(not_scored(r)));
        }
        if state.summary.with(Option::is_some) {
            return Some(Err(t("fig-pred-case-too-large")));
        }
        let bytes = match s.example {
            Some(i) => state.example(i)?.bytes,
            None => state.current.with_untracked(|c| c.as_ref().filter(|g| g.seq == s.seq).map(|g| g.submission.bytes.clone()))?,
        };
        if bytes.len() > PAGE_DATA_LIMIT {
            return Some(Err(tf("fig-pred-file-too-large", &[("file", &s.file)])));
        }
        let g = state.grader.get().ok()?;
        #[allow(irrefutable_let_patterns)]
        let CaseGrader::Prediction(case) = &*g
        else {
            return None;
        };
        let e = grader::prediction::explain(case, &bytes, &s.file, r);
        // The rows must add up to the report's counts (the page's case is the one graded).
        let fits = e.as_ref().is_some_and(|e| {
            e.scores.iter().all(|sc| {
                let t = if e.by_group { 0 } else { e.targets.iter().position(|n| *n == sc.name).unwrap_or(0) };
                let n = e
                    .rows
                    .iter()
                    .filter(|row| !e.by_group || row.group.as_deref() == Some(sc.name.as_str()))
                    .filter(|row| row.values.get(t).is_some_and(|v| v.scored))
                    .count();
                n == sc.n_scored
            })
        });
        Some(match e {
            Some(e) if fits => Ok(Shared(Arc::new(e))),
            _ => Err(t("fig-pred-not-drawn")),
        })
    });
    provide_context(memo);
    memo
}

/// The body of a prediction figure: `draw` with the explanation, else a short note.
pub fn with_explained(memo: ExplainedMemo, draw: impl Fn(&Explained) -> AnyView + Send + Sync + 'static) -> impl Fn() -> AnyView {
    move || {
        memo.with(|e| match e {
            Some(Ok(Shared(e))) => draw(e),
            Some(Err(why)) => view! { <p class="chart-empty">{why.clone()}</p> }.into_any(),
            None => view! { <p class="chart-empty">{t("fig-pred-pick")}</p> }.into_any(),
        })
    }
}

/// The target a figure draws, by name (`None`: the first), kept in the URL under `key`
/// (so a reload, a copied link, a share link or an embed shows the same).
pub fn url_target(key: Key<String>) -> RwSignal<Option<String>> {
    let url = Url::here();
    let target = RwSignal::new(url.read(key));
    url.sync(key, move || target.get());
    target
}

/// The index of the target named `name` in `e` (the first when `None` or not one).
pub fn target_index(e: &Explained, name: Option<&str>) -> usize {
    name.and_then(|n| e.targets.iter().position(|t| t == n)).unwrap_or(0)
}

/// A picker of the target a figure draws (nothing when the case has one target).
#[component]
pub fn TargetPicker(
    /// The figure id (names the control).
    id: &'static str,
    /// The target's name (`None`: the first), see [`url_target`].
    target: RwSignal<Option<String>>,
) -> impl IntoView {
    let memo = use_explained();
    let names = move || memo.with(|e| e.as_ref().and_then(|e| e.as_ref().ok()).map(|e| e.0.targets.clone()).unwrap_or_default());
    let select_id = format!("target-{id}");
    move || {
        let names = names();
        (names.len() > 1).then(|| {
            let (all, first) = (names.clone(), names[0].clone());
            let shown = move || target.get().filter(|t| all.contains(t)).unwrap_or_else(|| first.clone());
            let options = names
                .iter()
                .map(|n| {
                    let shown = shown.clone();
                    let this = n.clone();
                    view! { <option value=n.clone() prop:selected=move || shown() == this>{n.clone()}</option> }
                })
                .collect_view();
            let first = names[0].clone();
            view! {
                <div class="sub-picker">
                    <label for=select_id.clone()>{t("fig-pred-target")}</label>
                    <select id=select_id.clone() data-picker=format!("{id}-target")
                        on:change=move |ev| { let n = event_target_value(&ev); target.set((n != first).then_some(n)) }>
                        {options}
                    </select>
                </div>
            }
        })
    }
}

/// A linear scale from `[lo, hi]` onto `[a, b]` pixels, with round ticks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub lo: f64,
    pub hi: f64,
    pub a: f64,
    pub b: f64,
}

impl Scale {
    /// A scale covering `values` (finite ones; `[0, 1]` when none), widened to round ends.
    pub fn over(values: impl IntoIterator<Item = f64>, a: f64, b: f64) -> Scale {
        let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
        for v in values.into_iter().filter(|v| v.is_finite()) {
            lo = lo.min(v);
            hi = hi.max(v);
        }
        if !lo.is_finite() {
            (lo, hi) = (0.0, 1.0);
        }
        if hi - lo <= f64::EPSILON * hi.abs().max(1.0) {
            let pad = if lo == 0.0 { 1.0 } else { lo.abs() * 0.1 };
            (lo, hi) = (lo - pad, hi + pad);
        }
        let step = nice_step(hi - lo);
        Scale { lo: (lo / step).floor() * step, hi: (hi / step).ceil() * step, a, b }
    }

    pub fn at(&self, v: f64) -> f64 {
        // Not f64::clamp: its panic message would link std's float formatting.
        let v = if v < self.lo {
            self.lo
        } else if v > self.hi {
            self.hi
        } else {
            v
        };
        self.a + (v - self.lo) / (self.hi - self.lo) * (self.b - self.a)
    }

    /// Round values between the ends (about five).
    pub fn ticks(&self) -> Vec<f64> {
        let step = nice_step(self.hi - self.lo);
        let n = ((self.hi - self.lo) / step).round() as i64;
        (0..=n.min(20)).map(|i| self.lo + i as f64 * step).map(|v| if v.abs() < step * 1e-9 { 0.0 } else { v }).collect()
    }
}

/// A round step (1, 2 or 5 × 10^k) that cuts `range` into about five.
pub fn nice_step(range: f64) -> f64 {
    let raw = range / 5.0;
    let p = 10f64.powi(raw.log10().floor() as i32);
    let m = raw / p;
    p * if m <= 1.0 {
        1.0
    } else if m <= 2.0 {
        2.0
    } else if m <= 5.0 {
        5.0
    } else {
        10.0
    }
}

/// A value for a label or a table: a few significant digits (the exact value is in
/// the report and in the element's `data-` attribute).
pub fn short(x: f64) -> String {
    if !x.is_finite() {
        return "—".into();
    }
    let a = x.abs();
    let s = if a == 0.0 {
        "0".to_string()
    } else if !(1e-4..1e6).contains(&a) {
        grader::float::exp(x)
    } else if a >= 1000.0 {
        fixed(x, 1)
    } else if a >= 1.0 {
        fixed(x, 3)
    } else {
        fixed(x, 5)
    };
    // Trailing zeros say nothing: 12.500 → 12.5.
    if s.contains('.') && !s.contains('e') {
        local(s.trim_end_matches('0').trim_end_matches('.'))
    } else {
        s
    }
}

/// A tick label: the shortest text of a round value.
pub fn tick(x: f64) -> String {
    if x.abs() >= 1e6 || (x != 0.0 && x.abs() < 1e-4) {
        grader::float::exp(x)
    } else {
        local(&shortest(x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_scales_and_ticks() {
        let s = Scale::over([0.3, 9.2], 0.0, 100.0);
        assert_eq!((s.lo, s.hi), (0.0, 10.0));
        assert_eq!(s.ticks(), [0.0, 2.0, 4.0, 6.0, 8.0, 10.0]);
        assert_eq!(s.at(5.0), 50.0);
        assert_eq!(s.at(-3.0), 0.0, "clamped to the scale");
        let flat = Scale::over([7.0, 7.0], 0.0, 1.0);
        assert!(flat.lo < 7.0 && flat.hi > 7.0);
        let none = Scale::over([f64::NAN], 0.0, 1.0);
        assert_eq!((none.lo, none.hi), (0.0, 1.0));
        assert_eq!(nice_step(0.37), 0.1);
        assert_eq!(short(12.5), "12.5");
        assert_eq!(short(-0.25), "-0.25");
        assert_eq!(short(f64::NAN), "—");
        assert_eq!(tick(0.2), "0.2");
    }
}
