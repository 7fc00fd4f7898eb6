//! Share a graded file without a server, and the student's attempts kept in their
//! browser (issue 18). The file travels in the link's fragment (`#s=...`, never sent to a
//! server; see [`crate::share`]); attempts live in `localStorage`, per case.

use std::sync::Arc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

use crate::format::{escape, score_json, score_text, Fixed};
use crate::share::{self, attempts, attempts::Attempt};
use crate::state::{use_case, CaseState, Graded, Job, Source, Submission};
use crate::words::{n as local, t, tf};

/// *Copy link* under a dropped file's report.
#[component]
pub fn ShareLink(g: Graded) -> impl IntoView {
    let link = RwSignal::new(None::<Result<String, String>>);
    let sub = g.submission.clone();
    let make = move |_| {
        let sub = sub.clone();
        spawn_local(async move {
            let r = share::link_text(&sub).await.map(|t| share::link_url(&t));
            if let Ok(u) = &r {
                share::copy(u);
            }
            link.set(Some(r));
        });
    };
    view! {
        <div class="share">
            <button type="button" class="secondary" id="share-copy" on:click=make>{move || t("share-copy")}</button>
            " "
            <span class="privacy">{move || t("share-privacy")}</span>
            {move || link.get().map(|r| match r {
                Ok(u) => view! {
                    <p class="status" role="status">{t("share-copied")} " "
                        <input id="share-link" type="text" readonly value=u aria-label=t("share-link-label")/></p>
                }.into_any(),
                Err(e) => view! { <p class="error" id="share-error" role="alert">{e}</p> }.into_any(),
            })}
        </div>
    }
}

/// Grade the file a shared link holds (`#s=...` in the page's address) when the page
/// opens, and whenever such a link is opened on the page already open (only the
/// fragment changes: no new load).
pub fn follow_link(state: CaseState) {
    if !crate::BROWSER {
        return;
    }
    grade_link(state);
    let handle = window_event_listener(leptos::ev::hashchange, move |_| grade_link(state));
    on_cleanup(move || handle.remove());
}

fn grade_link(state: CaseState) {
    let Some(text) = share::text_in_address() else { return };
    state.job.set(Job::Grading(crate::words::t("share-the-file")));
    spawn_local(async move {
        match share::from_link_text(&text).await {
            Ok(sub) => state.grade(Source::Dropped, sub),
            Err(e) => state.job.set(Job::Failed(crate::words::t("share-the-file"), e)),
        }
    });
}

/// A date and time in the page's language.
fn when(t: f64) -> String {
    crate::words::date(t)
}

/// The attempts chart's size (viewBox units) and margins: the score axis at the left,
/// the attempts' numbers below, the reference example's name at the right.
const CW: f64 = 360.0;
const CH: f64 = 130.0;
/// `0 0 CW CH` (written out: no float formatting in the `.wasm`, see crate::format).
const VIEW_BOX: &str = "0 0 360 130";
const CL: f64 = 44.0;
const CR: f64 = 76.0;
const CT: f64 = 12.0;
const CB: f64 = 22.0;

/// The attempts' scores as a line chart, oldest left, each dot with its value, over the
/// case's examples as dashed reference lines (`refs`: title, score, whether it is the
/// reference), with a score axis and the attempts' numbers: SVG markup made of numbers
/// and names only (one `inner_html`, lighter in the `.wasm` than a view per point).
fn progress(list: &[Attempt], refs: &[(String, f64, bool)]) -> Option<String> {
    let scores: Vec<(usize, f64)> =
        list.iter().enumerate().filter_map(|(i, a)| a.score.filter(|s| s.is_finite()).map(|s| (i, s))).collect();
    // One attempt is worth a chart when there are examples to set it against.
    if scores.is_empty() || (scores.len() < 2 && refs.is_empty()) {
        return None;
    }
    let all = scores.iter().map(|x| x.1).chain(refs.iter().map(|r| r.1));
    let (lo, hi) = all.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), s| (lo.min(s), hi.max(s)));
    let (lo, hi) = if hi > lo { (lo, hi) } else { (lo - 0.5, hi + 0.5) };
    let (pw, ph) = (CW - CL - CR, CH - CT - CB);
    let y = |s: f64| CT + ph * (hi - s) / (hi - lo);
    let n = (list.len() - 1).max(1) as f64;
    let x = |i: usize| if list.len() == 1 { CL + pw / 2.0 } else { CL + pw * i as f64 / n };
    let txt = |s: f64| local(score_text(Some(s)));
    let mut out = String::new();
    // The score axis: its ends, with their values.
    for v in [lo, hi] {
        let yy = Fixed(y(v), 1);
        out += &format!(
            "<line class=\"axis\" x1=\"{}\" x2=\"{}\" y1=\"{yy}\" y2=\"{yy}\"></line><text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
            Fixed(CL, 0),
            Fixed(CW - CR, 0),
            Fixed(CL - 4.0, 0),
            Fixed(y(v) + 4.0, 1),
            txt(v)
        );
    }
    for (title, s, reference) in refs {
        let yy = Fixed(y(*s), 1);
        out += &format!(
            "<line class=\"example{}\" data-score=\"{}\" x1=\"{}\" x2=\"{}\" y1=\"{yy}\" y2=\"{yy}\"><title>{} · {}</title></line>",
            if *reference { " ref" } else { "" },
            score_text(Some(*s)),
            Fixed(CL, 0),
            Fixed(CW - CR, 0),
            escape(title),
            txt(*s)
        );
        if *reference {
            out += &format!(
                "<text class=\"ref-label\" x=\"{}\" y=\"{}\">{}</text>",
                Fixed(CW - CR + 4.0, 0),
                Fixed(y(*s) + 4.0, 1),
                escape(&tf("attempts-chart-reference", &[("score", &txt(*s))]))
            );
        }
    }
    // The attempts' numbers under the plot (every one up to 12, else about 10 of them).
    let every = list.len().div_ceil(10).max(1);
    for i in (0..list.len()).filter(|i| i % every == 0 || i + 1 == list.len()) {
        out +=
            &format!("<text class=\"tick\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">#{}</text>", Fixed(x(i), 1), Fixed(CH - 6.0, 0), i + 1);
    }
    let points: Vec<String> = scores.iter().map(|&(i, s)| format!("{},{}", Fixed(x(i), 1), Fixed(y(s), 1))).collect();
    out += &format!("<polyline points=\"{}\" fill=\"none\"></polyline>", points.join(" "));
    for &(i, s) in &scores {
        let (cx, cy) = (Fixed(x(i), 1), Fixed(y(s), 1));
        out += &format!(
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"3.5\" data-score=\"{}\"><title>#{}: {}</title></circle><text class=\"value\" x=\"{cx}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            score_text(Some(s)),
            i + 1,
            txt(s),
            Fixed(y(s) - 7.0, 1),
            txt(s)
        );
    }
    Some(out)
}

/// Grade an attempt's file again on the page's thread (a link holds at most a few
/// hundred KB): its report, or why not.
async fn regrade(state: CaseState, a: &Attempt) -> Result<Arc<grader::case_grader::Report>, String> {
    let text = a.link.as_deref().ok_or_else(|| crate::words::t("share-attempt-too-big"))?;
    let sub = share::from_link_text(text).await?;
    let g = state.grader.get_untracked().map_err(|_| crate::words::t("share-data-unreadable"))?;
    let extras: Vec<(&str, &[u8])> = sub.extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    Ok(Arc::new(crate::kinds::grade(&g, &sub.bytes, &sub.file, &extras)))
}

/// A top-level value of a report as text: scalars as written, a list by its length
/// (objects are left out).
fn shown(v: &grader::pyjson::Value) -> Option<String> {
    use grader::pyjson::Value;
    Some(match v {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Int(s) => s.clone(),
        Value::Float(x) => crate::format::shortest(*x),
        Value::Str(s) => s.clone(),
        Value::Array(items) => format!("{} items", items.len()),
        Value::Object(_) => return None,
    })
}

/// The top-level values of two reports that differ, by name (scores first). Read with
/// the core's JSON reader (already in the page), not serde's.
fn differences(a: &grader::case_grader::Report, b: &grader::case_grader::Report) -> Vec<(String, String, String)> {
    use grader::pyjson::{parse, Value};
    let (Ok(x), Ok(y)) = (parse(&crate::kinds::to_json(a)), parse(&crate::kinds::to_json(b))) else {
        return Vec::new();
    };
    let (Value::Object(x), y) = (&x.value, &y.value) else {
        return Vec::new();
    };
    let mut rows: Vec<(String, String, String)> = x
        .iter()
        .filter_map(|(k, v)| {
            let p = shown(&v.value)?;
            let q = y.get(k).and_then(|w| shown(&w.value)).unwrap_or_default();
            (p != q).then(|| (k.clone(), p, q))
        })
        .collect();
    rows.sort_by_key(|(k, _, _)| !k.ends_with("score"));
    rows
}

/// *Your attempts*: every file graded on this case in this browser, with its score and
/// time; a progress chart; any two compared; one or all deleted.
#[component]
pub fn Attempts() -> impl IntoView {
    let state = use_case();
    let case = state.info.dir();
    let list = RwSignal::new(attempts::load(case));
    let picked = RwSignal::new(Vec::<usize>::new());
    let compared = RwSignal::new(None::<Result<(Attempt, Attempt, Vec<(String, String, String)>), String>>);
    // Record every file graded on the page (a drop or a shared link), once.
    let seen = StoredValue::new(0u64);
    Effect::new(move |_| {
        let Some(g) = state.current.get() else { return };
        if g.source != Source::Dropped || g.seq == seen.get_value() {
            return;
        }
        seen.set_value(g.seq);
        let Submission { file, .. } = g.submission.clone();
        let report = g.report.clone();
        spawn_local(async move {
            let link = share::link_text(&g.submission).await.ok();
            let a = Attempt { t: js_sys::Date::now(), file, score: report.score(), valid: report.valid(), link };
            list.update(|l| {
                // The same file graded again (a regrade, or an attempt opened) is not new.
                if l.iter().any(|x| x.file == a.file && x.link.is_some() && x.link == a.link && x.score == a.score) {
                    return;
                }
                l.push(a);
                attempts::save(case, l);
            });
        });
    });
    // The examples' scores, the attempts chart's reference lines.
    let refs = move || -> Vec<(String, f64, bool)> {
        let Some(m) = state.manifest() else { return Vec::new() };
        let reference = crate::figures::inputs::reference_example(m);
        m.submissions
            .iter()
            .enumerate()
            .filter_map(|(i, s)| {
                let score = state.examples.with(|e| e.report(i))?.score().filter(|x| x.is_finite())?;
                Some((state.info.example_label(crate::words::lang(), s), score, reference == Some(i)))
            })
            .collect()
    };
    let delete = move |i: usize| {
        list.update(|l| {
            if i < l.len() {
                l.remove(i);
            }
            attempts::save(case, l);
        });
        picked.set(Vec::new());
        compared.set(None);
    };
    let delete_all = move |_| {
        list.set(Vec::new());
        attempts::save(case, &[]);
        picked.set(Vec::new());
        compared.set(None);
    };
    let compare = move |_| {
        let p = picked.get_untracked();
        let l = list.get_untracked();
        let (Some(a), Some(b)) = (p.first().and_then(|&i| l.get(i)).cloned(), p.get(1).and_then(|&i| l.get(i)).cloned()) else {
            return;
        };
        spawn_local(async move {
            let r = match (regrade(state, &a).await, regrade(state, &b).await) {
                (Ok(x), Ok(y)) => Ok((a, b, differences(&x, &y))),
                (Err(e), _) | (_, Err(e)) => Err(e),
            };
            compared.set(Some(r));
        });
    };
    let open = move |i: usize| {
        let Some(text) = list.get_untracked().get(i).and_then(|a| a.link.clone()) else { return };
        spawn_local(async move {
            match share::from_link_text(&text).await {
                Ok(sub) => state.grade(Source::Dropped, sub),
                Err(e) => state.job.set(Job::Failed(crate::words::t("share-an-attempt"), e)),
            }
        });
    };
    // One handler for every row's buttons and boxes (`data-i` on the row).
    // Clicks open or delete; a box's `change` picks (a click on a box also bubbles: not both).
    let on_row = move |ev: &web_sys::Event, change: bool| {
        let Some(t) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let Some(i) = t.closest("tr[data-i]").ok().flatten().and_then(|r| r.get_attribute("data-i")?.parse::<usize>().ok()) else {
            return;
        };
        if !change && t.class_list().contains("open") {
            open(i);
        } else if !change && t.class_list().contains("delete") {
            delete(i);
        } else if change && t.class_list().contains("pick") {
            picked.update(|p| {
                if let Some(at) = p.iter().position(|&x| x == i) {
                    p.remove(at);
                } else if p.len() < 2 {
                    p.push(i);
                } else if let Some(input) = t.dyn_ref::<web_sys::HtmlInputElement>() {
                    input.set_checked(false); // two are picked already
                }
            });
        }
    };
    view! {
        <section class="attempts" id="attempts" aria-labelledby="attempts-h">
            <h2 id="attempts-h">{move || t("attempts-title")}</h2>
            <p class="privacy">{move || t("attempts-privacy")}</p>
            {move || {
                let l = list.get();
                if l.is_empty() {
                    return view! { <p class="placeholder" id="attempts-none">{t("attempts-none")}</p> }.into_any();
                }
                let rows = l.iter().enumerate().rev().map(|(i, a)| view! {
                    <tr class="attempt" data-i=i data-score=score_json(a.score) data-valid=a.valid.to_string()>
                        <td><input type="checkbox" class="pick" aria-label=tf("attempts-pick", &[("n", &(i + 1).to_string())])/></td>
                        <td>{i + 1}</td>
                        <td><code class="file-name">{a.file.clone()}</code></td>
                        <td class="num">{local(score_text(a.score))}</td>
                        <td>{if a.valid { t("verdict-valid") } else { t("verdict-rejected") }}</td>
                        <td>{when(a.t)}</td>
                        <td>
                            {a.link.is_some().then(|| view! { <button type="button" class="link open">{t("attempts-show")}</button> " " })}
                            <button type="button" class="link delete">{t("attempts-delete")}</button>
                        </td>
                    </tr>
                }).collect_view();
                view! {
                    {progress(&l, &refs()).map(|svg| view! { <svg class="attempts-chart" viewBox=VIEW_BOX role="img" aria-label=t("attempts-chart") inner_html=svg></svg> })}
                    <div class="table-scroll">
                        <table class="attempts-table">
                            <thead><tr><th></th><th>"#"</th><th>{t("col-file")}</th><th>{t("col-score")}</th><th>{t("col-verdict")}</th><th>{t("attempts-when")}</th><th></th></tr></thead>
                            <tbody on:click=move |ev: leptos::ev::MouseEvent| on_row(&ev, false) on:change=move |ev: leptos::ev::Event| on_row(&ev, true)>{rows}</tbody>
                        </table>
                    </div>
                    <p>
                        <button type="button" id="attempts-compare" class="secondary" prop:disabled=move || picked.get().len() != 2 on:click=compare>{t("attempts-compare")}</button>
                        " "
                        <button type="button" id="attempts-clear" class="secondary" on:click=delete_all>{t("attempts-delete-all")}</button>
                    </p>
                }.into_any()
            }}
            {move || compared.get().map(|r| match r {
                Ok((a, b, rows)) => view! {
                    <div class="table-scroll">
                        <table class="attempts-compare" id="attempts-compared">
                            <thead><tr><th>{t("attempts-differs")}</th><th><code>{a.file}</code></th><th><code>{b.file}</code></th></tr></thead>
                            <tbody>
                                {if rows.is_empty() { Some(view! { <tr><td colspan="3">{t("attempts-same")}</td></tr> }) } else { None }}
                                {rows.into_iter().map(|(k, x, y)| view! { <tr data-field=k.clone()><td><code>{k.clone()}</code></td><td class="num">{x}</td><td class="num">{y}</td></tr> }).collect_view()}
                            </tbody>
                        </table>
                    </div>
                }.into_any(),
                Err(e) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
            })}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(score: Option<f64>) -> Attempt {
        Attempt { t: 0.0, file: "mine.csv".into(), score, valid: score.is_some(), link: None }
    }

    #[test]
    fn the_attempts_chart_has_axes_values_and_the_examples() {
        let refs = vec![("Best <one>".to_string(), 0.9, true), ("Worst".to_string(), 0.1, false)];
        let svg = progress(&[attempt(Some(0.4241)), attempt(None), attempt(Some(0.5))], &refs).unwrap();
        // The score axis at the lowest and highest score, every attempt numbered.
        assert!(svg.contains(">0.1</text>") && svg.contains(">0.9</text>"), "{svg}");
        assert!(["#1", "#2", "#3"].iter().all(|n| svg.contains(&format!(">{n}</text>"))));
        // Each score by its dot; each example a line at its score; the reference named.
        assert_eq!(svg.matches("<circle").count(), 2);
        assert!(svg.contains(r#"data-score="0.4241""#) && svg.contains(">0.4241</text>"));
        assert_eq!(svg.matches("<line class=\"example").count(), 2);
        assert!(svg.contains(r#"class="example ref" data-score="0.9""#) && svg.contains(">reference 0.9</text>"));
        assert!(svg.contains("Best &lt;one>"), "names escaped");
        // One attempt: a chart only with examples to set it against.
        assert!(progress(&[attempt(Some(0.3))], &refs).is_some());
        assert!(progress(&[attempt(Some(0.3))], &[]).is_none());
        assert!(progress(&[attempt(None), attempt(None)], &refs).is_none());
        assert_eq!(VIEW_BOX, format!("0 0 {CW} {CH}"));
    }
}
