//! Every problem of a report, grouped by rule with counts; each located, with its hint.

use grader::{Diagnostic, DiagnosticGroup};
use leptos::prelude::*;

use crate::words::{t, tf};

/// Locations listed per group before "show all".
const FIRST: usize = 20;

/// The message of `d` in the page's language (`Diagnostic::message_in`: its code's words
/// with its params when the language has them, else the English message). Read inside a
/// reactive closure.
fn message(d: &Diagnostic) -> String {
    d.message_in(crate::words::lang())
}

/// The hint of `d` in the page's language, as [`message`].
fn hint(d: &Diagnostic) -> Option<String> {
    d.hint_in(crate::words::lang())
}

fn category(c: grader::Category) -> String {
    serde_json::to_value(c).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// A category's name in the page's language.
fn category_words(c: &str) -> String {
    match c {
        "fatal" => t("diag-cat-fatal"),
        "schema" => t("diag-cat-schema"),
        "value" => t("diag-cat-value"),
        "warning" => t("diag-cat-warning"),
        other => other.to_string(),
    }
}

#[component]
pub fn Diagnostics(
    groups: Vec<DiagnosticGroup>,
    diagnostics: std::sync::Arc<Vec<Diagnostic>>,
    /// What costs a valid file the most (see `report::cost_note`): a file with no
    /// problems is valid, which is not the same as costing nothing.
    cost: Option<String>,
) -> impl IntoView {
    if groups.is_empty() {
        return view! {
            <p class="clean" id="no-problems">{t("diag-none")}</p>
            {cost.map(|c| view! { <p class="cost-note" id="cost-note">{c}</p> })}
        }
        .into_any();
    }
    // The true count (a group's count includes what the report did not list), and
    // how many are listed (a "... and N more" summary entry is not a problem).
    let total: usize = groups.iter().map(|g| g.count).sum();
    let listed = diagnostics.iter().filter(|d| d.key().as_deref() != Some("diagnostic-more")).count();
    let list = groups
        .into_iter()
        .map(|g| {
            let all = RwSignal::new(false);
            let mine: Vec<Diagnostic> = diagnostics.iter().filter(|d| d.code == g.code).cloned().collect();
            let hinted = mine.iter().find(|d| d.hint.is_some()).cloned();
            let count = g.count;
            let items = move || {
                let n = if all.get() { mine.len() } else { FIRST.min(mine.len()) };
                mine[..n]
                    .iter()
                    .map(|d| {
                        let loc = d.location.describe_in(crate::words::lang());
                        view! {
                            <li>
                                <span class="msg">{message(d)}</span>
                                {(!loc.is_empty()).then(|| view! { <span class="loc">{loc}</span> })}
                            </li>
                        }
                    })
                    .collect_view()
            };
            let cat = category(g.category);
            view! {
                <li class=format!("group cat-{cat}") data-code=g.code.clone() data-count=count>
                    <h4>
                        <span class="badge">{category_words(&cat)}</span>
                        <code>{g.code.clone()}</code>
                        <span class="count">{format!("× {count}")}</span>
                    </h4>
                    <ul class="where">{items}</ul>
                    {(count > FIRST).then(|| view! {
                        <button class="link" on:click=move |_| all.update(|a| *a = !*a)>
                            {move || if all.get() { t("diag-show-fewer") } else { tf("diag-show-all", &[("count", &count.to_string())]) }}
                        </button>
                    })}
                    {move || hinted.as_ref().and_then(hint).map(|h| view! { <p class="hint"><strong>{t("diag-hint")}</strong>" "{h}</p> })}
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="diagnostics">
            <h3 id="diagnostics-count" data-count=total data-listed=listed>{if listed < total {
                tf("diag-found-listed", &[("listed", &crate::format::int(listed as i64)), ("count", &crate::format::int(total as i64))])
            } else {
                tf("diag-found", &[("count", &crate::format::int(total as i64))])
            }}</h3>
            <ul class="groups" id="diagnostics">{list}</ul>
        </div>
    }
    .into_any()
}
