//! The rows that cost the most (`pred-worst`): the scored rows (of every target) with the
//! largest cost under the case's metric ([`grader::prediction::Loss`]: the absolute
//! error for an MAE, the squared error for an RMSE, ...), their key, truth, forecast,
//! residual, cost and share of their target's (or group's) total cost.

use grader::prediction::Explained;
use leptos::prelude::*;

use crate::figures::inputs::SubPicker;
use super::inputs::{short, use_explained, with_explained};
use crate::figures::text::{t, tf};
use crate::format::{fixed, int, local, shortest};

/// Rows listed.
pub const TOP: usize = 12;

/// The `n` costliest (row, target) pairs: `(row, target, share of that target's or
/// group's total cost)`, costliest first (ties: the first row first).
pub fn worst(e: &Explained, n: usize) -> Vec<(usize, usize, f64)> {
    let key = |i: usize, t: usize| if e.by_group { e.rows[i].group.clone().unwrap_or_default() } else { t.to_string() };
    let mut totals: Vec<(String, f64)> = Vec::new();
    let mut all = Vec::new();
    for (i, r) in e.rows.iter().enumerate() {
        for (t, v) in r.values.iter().enumerate().filter(|(_, v)| v.scored && v.loss.is_finite()) {
            let k = key(i, t);
            match totals.iter_mut().find(|x| x.0 == k) {
                Some(x) => x.1 += v.loss,
                None => totals.push((k, v.loss)),
            }
            all.push((i, t, v.loss));
        }
    }
    all.sort_by(|a, b| b.2.total_cmp(&a.2).then(a.0.cmp(&b.0)));
    all.truncate(n);
    all.into_iter()
        .map(|(i, t, loss)| {
            let total = totals.iter().find(|x| x.0 == key(i, t)).map_or(0.0, |x| x.1);
            (i, t, if total > 0.0 { loss / total } else { 0.0 })
        })
        .collect()
}

pub fn worst_table(e: &Explained) -> AnyView {
    let rows = worst(e, TOP);
    if rows.is_empty() {
        return view! { <p class="chart-empty">{move || t("fig-pred-worst-none")}</p> }.into_any();
    }
    let multi = e.targets.len() > 1;
    let head_keys = e.key_names.iter().map(|k| view! { <th scope="col">{k.clone()}</th> }).collect_view();
    let body = rows
        .into_iter()
        .map(|(i, t, share)| {
            let r = &e.rows[i];
            let v = r.values[t];
            let keys = r.key.iter().map(|k| view! { <td>{k.clone()}</td> }).collect_view();
            view! {
                <tr data-row=i>
                    {keys}
                    {multi.then(|| view! { <td>{e.targets[t].clone()}</td> })}
                    {e.by_group.then(|| view! { <td>{r.group.clone().unwrap_or_default()}</td> })}
                    <td class="num">{short(v.truth)}</td>
                    <td class="num">{short(v.pred)}</td>
                    <td class="num" data-residual=shortest(v.residual)>{short(v.residual)}</td>
                    <td class="num" data-loss=shortest(v.loss)>{short(v.loss)}</td>
                    <td class="num">{format!("{} %", local(&fixed(100.0 * share, 1)))}</td>
                </tr>
            }
        })
        .collect_view();
    let of = t(if e.by_group {
        "fig-pred-worst-share-group"
    } else if multi {
        "fig-pred-worst-share-target"
    } else {
        "fig-pred-worst-share-total"
    });
    let loss = loss_words(e.loss);
    view! {
        <div class="table-wrap">
            <table class="worst-rows" id="pred-worst-table">
                <caption>{tf("fig-pred-worst-caption-table", &[("n", &int(TOP.min(e.rows.len() * e.targets.len().max(1)) as i64)), ("loss", &loss)])}</caption>
                <thead><tr>
                    {head_keys}
                    {multi.then(|| view! { <th scope="col">{t("fig-pred-target-col")}</th> })}
                    {e.by_group.then(|| view! { <th scope="col">{t("fig-pred-group")}</th> })}
                    <th scope="col">{t("fig-pred-worst-truth")}</th><th scope="col">{t("fig-pred-worst-forecast")}</th><th scope="col">{t("fig-pred-worst-residual")}</th>
                    <th scope="col">{loss.clone()}</th><th scope="col">{of}</th>
                </tr></thead>
                <tbody>{body}</tbody>
            </table>
        </div>
    }
    .into_any()
}

#[component]
pub fn PredWorstFigure() -> impl IntoView {
    let memo = use_explained();
    let body = with_explained(memo, worst_table);
    let state = crate::state::use_case();
    // Practice mode: the worst rows show the answer key's values, so they wait for the
    // reader's first file or their asking (see `components::glance::practice`).
    let body = move || {
        if state.revealed.get() {
            body()
        } else {
            crate::components::glance::practice_note(state, "reveal-worst")
        }
    };
    view! {
        <figure class="chart-figure" data-figure="pred-worst">
            <div class="chart-controls"><SubPicker id="pred-worst"/></div>
            {body}
            <figcaption>{move || t("fig-pred-worst-caption")}</figcaption>
        </figure>
    }
}

/// What the metric charges a row, in the page's language.
fn loss_words(loss: grader::prediction::Loss) -> String {
    use grader::prediction::Loss;
    t(match loss {
        Loss::Absolute => "fig-pred-loss-absolute",
        Loss::Squared => "fig-pred-loss-squared",
        Loss::WeightedSquared => "fig-pred-loss-weighted-squared",
        Loss::Percent => "fig-pred-loss-percent",
        Loss::Symmetric => "fig-pred-loss-symmetric",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader::case_grader::{CaseGrader, Report};

    /// The toy prediction case's example `sub`, explained.
    pub fn toy(sub: &str) -> Explained {
        let dir = format!("{}/../e2e/fixtures/cases/toy-prediction", env!("CARGO_MANIFEST_DIR"));
        let m = grader::case::parse_manifest(&std::fs::read(format!("{dir}/case.json")).unwrap(), "case.json").unwrap();
        let truth = std::fs::read(format!("{dir}/truth.csv")).unwrap();
        let g = CaseGrader::new(&m, Some(("truth.csv", &truth)), None).unwrap();
        let bytes = std::fs::read(format!("{dir}/{sub}")).unwrap();
        let (CaseGrader::Prediction(c), Report::Prediction(r)) = (&g, g.grade(&bytes, sub, &[])) else { panic!("prediction") };
        grader::prediction::explain(c, &bytes, sub, &r).expect("a valid example is explained")
    }

    #[test]
    fn the_outlier_costs_the_most() {
        // one-outlier.csv: shop 2, day 6 is 90 too high, every other row off by at most 1.
        let e = toy("submissions/one-outlier.csv");
        assert_eq!(e.rows.len(), 30);
        let w = worst(&e, 3);
        assert_eq!(e.rows[w[0].0].key, ["2", "6"]);
        let total: f64 = e.rows.iter().map(|r| r.values[0].loss).sum();
        assert_eq!(w[0].2, 90.0 / total);
        assert!(w[0].2 > 0.8 && w[1].2 <= 1.0 / total, "{w:?}");
        // The residual is the forecast minus the truth; MAE over the rows is the report's.
        assert_eq!(e.rows[w[0].0].values[0].residual, 90.0);
        assert_eq!(e.scores[0].value, total / 30.0);
        assert!(e.ordered, "numeric keys are ordered");
        // A constant bias: every residual +6, the costs all equal.
        let b = toy("submissions/biased.csv");
        assert!(b.rows.iter().all(|r| r.values[0].residual == 6.0 && r.values[0].loss == 6.0));
        assert_eq!(worst(&b, 2).iter().map(|x| x.0).collect::<Vec<_>>(), [0, 1], "ties: the first rows first");
    }
}
