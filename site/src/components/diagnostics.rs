//! Every problem of a report, grouped by rule with counts; each located, with its hint.

use grader::{Diagnostic, DiagnosticGroup};
use leptos::prelude::*;

use crate::words::{t, tf};

/// Locations listed per group before "show all".
const FIRST: usize = 20;

/// The message of `d` in the page's language: its code's words with its params when
/// the language has them, else the English message. Read inside a reactive closure.
fn message(d: &Diagnostic) -> String {
    match d.key() {
        Some(key) if i18n::has(crate::words::lang(), &key) => crate::words::tf(&key, &d.params.pairs()),
        _ => d.message.clone(),
    }
}

/// The hint of `d` in the page's language, as [`message`].
fn hint(d: &Diagnostic) -> Option<String> {
    match d.hint_key() {
        Some(key) if i18n::has(crate::words::lang(), &key) => Some(crate::words::tf(&key, &d.params.pairs())),
        _ => d.hint.clone(),
    }
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

/// Where a problem is, in `lang` (`Location::describe`'s words in English:
/// `routes.json, line 3, route 4 (index 3), stop 8, store ST1234`).
fn describe(l: &grader::Location, lang: i18n::Lang) -> String {
    let w = |k: &str, a: &[(&str, &str)]| i18n::format(lang, k, a);
    let mut parts: Vec<String> = l.file.iter().cloned().collect();
    if let Some(line) = l.line {
        let line = line.to_string();
        parts.push(match l.column {
            Some(c) => w("diag-at-line-column", &[("line", &line), ("column", &c.to_string())]),
            None => w("diag-at-line", &[("line", &line)]),
        });
    }
    if let Some(f) = &l.field {
        parts.push(w("diag-at-field", &[("field", f)]));
    }
    if let Some(r) = l.route {
        parts.push(w("diag-at-route", &[("route", &(r + 1).to_string()), ("index", &r.to_string())]));
    }
    if let Some(s) = l.stop {
        parts.push(w("diag-at-stop", &[("stop", &(s + 1).to_string())]));
    }
    if let Some(s) = &l.store {
        parts.push(w("diag-at-store", &[("store", s)]));
    }
    if let Some(i) = &l.id {
        parts.push(w("diag-at-id", &[("id", i)]));
    }
    parts.join(&w("diag-at-sep", &[]))
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
    let total = diagnostics.len();
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
                        let loc = describe(&d.location, crate::words::lang());
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
            <h3>{tf("diag-found", &[("count", &total.to_string())])}</h3>
            <ul class="groups" id="diagnostics">{list}</ul>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader::Location;

    /// In English, a location reads as the core's `Location::describe` (the CLI's and the
    /// e2e tests' words), whichever parts it has.
    #[test]
    fn english_locations_read_as_the_core_writes_them() {
        let full = Location::file("routes.json").line(3).column(7).field("routes").route(3).stop(7).store("ST1234").id("C001");
        let cases = [
            full.clone(),
            Location::file("routes.json").route(0).stop(0),
            Location::file("p.csv").line(12).field("units"),
            Location::default().id("C9"),
            Location::default(),
        ];
        for l in cases {
            assert_eq!(describe(&l, i18n::Lang::En), l.describe());
        }
        assert_eq!(
            describe(&full, i18n::Lang::En),
            "routes.json, line 3, column 7, field `routes`, route 4 (index 3), stop 8, store ST1234, id C001"
        );
        assert_eq!(describe(&Location::file("a.json").route(1).stop(0), i18n::Lang::Zh), "a.json，路线 2（索引 1），第 1 站");
    }
}
