//! The gallery: every embedded case with its kind, title, summary and examples count
//! (title and summary in the page's language when the case has them).

use leptos::prelude::*;

use crate::cases;
use crate::route::{Link, Route};
use crate::words::{kind_name, num, t, tf};

/// The summary's first sentence: the gallery's one line (the case page shows it all).
/// A sentence ends at ". " or at a full-width "。" (Chinese).
pub fn first_sentence(text: &str) -> String {
    let stop = [text.find(". ").map(|i| i + 1), text.find('。').map(|i| i + '。'.len_utf8())];
    match stop.into_iter().flatten().min() {
        Some(end) if end < text.len() => text[..end].to_string(),
        _ => text.to_string(),
    }
}

#[component]
pub fn Gallery() -> impl IntoView {
    let cards = cases::all()
        .iter()
        .filter(|c| !c.is_fdebench())
        .map(|c| match &c.manifest {
            Ok(m) => {
                let kind = serde_json::to_value(m.kind).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
                let n = m.submissions.len();
                let k = m.kind;
                view! {
                    <li class="card" data-case=c.dir()>
                        <span class=format!("kind kind-{kind}")>{move || kind_name(k)}</span>
                        <h2><Link to=Route::case(c.dir())>{move || c.title()}</Link></h2>
                        <p class="summary" title=move || c.summary()>{move || first_sentence(&c.summary())}</p>
                        <p class="meta">
                            {move || tf("gallery-examples", &[("count", &num(&n.to_string()))])}
                        </p>
                    </li>
                }
                .into_any()
            }
            Err(e) => view! {
                <li class="card broken" data-case=c.dir()>
                    <h2>{c.dir()}</h2>
                    <p class="error">{move || t("case-unreadable")} {e.clone()}</p>
                </li>
            }
            .into_any(),
        })
        .collect_view();
    let empty = cases::all().is_empty();
    // FDE-Bench's own graded cases (issue 45): a section of their own, one line each.
    let bench: Vec<_> = cases::all().iter().filter(|c| c.is_fdebench() && c.manifest.is_ok()).collect();
    let bench = (!bench.is_empty()).then(|| {
        let items = bench
            .into_iter()
            .map(|c| {
                let k = c.manifest.as_ref().map(|m| m.kind).ok();
                let number = c.dir().split('-').next().unwrap_or_default().to_string();
                view! {
                    <li class="fdb-card" data-case=c.dir()>
                        <span class="fdb-number">{number}</span>" "
                        <Link to=Route::case(c.dir())>{move || c.title()}</Link>
                        {k.map(|k| view! { " " <span class="kind">{move || kind_name(k)}</span> })}
                    </li>
                }
            })
            .collect_view();
        view! {
            <section class="gallery-fdebench" aria-labelledby="fdebench-h">
                <h2 id="fdebench-h">{move || t("gallery-fdebench-title")}</h2>
                <p class="lead">{move || t("gallery-fdebench-lead")}</p>
                <ul class="fdb-cards" id="fdebench">{items}</ul>
            </section>
        }
    });
    view! {
        <section class="gallery">
            <h1>{move || t("gallery-title")}</h1>
            <p class="lead">{move || t("gallery-lead")}</p>
            {empty.then(|| view! { <p class="empty">{move || t("gallery-empty")}</p> })}
            <ul class="cards" id="gallery">{cards}</ul>
        </section>
        {bench}
    }
}

#[cfg(test)]
mod tests {
    use super::first_sentence;

    #[test]
    fn first_sentence_ends_at_a_full_stop_in_any_script() {
        assert_eq!(first_sentence("One bakery. Four products."), "One bakery.");
        assert_eq!(first_sentence("一家面包店。四种产品。"), "一家面包店。");
        assert_eq!(first_sentence("베이커리 한 곳. 제품 4개."), "베이커리 한 곳.");
        assert_eq!(first_sentence("No stop"), "No stop");
        assert_eq!(first_sentence("Ends here."), "Ends here.");
    }
}
