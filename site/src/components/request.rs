//! The customer's request, as written in the case (`instruction.md`, or its translation
//! in case.json's `i18n` in the page's language): a small Markdown subset (headings,
//! paragraphs, lists, code fences, `inline code`, **bold**).

use leptos::prelude::*;

use crate::state::use_case;

/// `text with `code` and **bold**` → views (also used for rules and examples).
pub fn inline(text: &str) -> impl IntoView {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(['`', '*']) {
        let (before, tail) = rest.split_at(i);
        let (mark, close) = if tail.starts_with("**") {
            ("**", "**")
        } else if tail.starts_with('`') {
            ("`", "`")
        } else {
            ("*", "")
        };
        let body = &tail[mark.len()..];
        match (close.is_empty(), body.find(close)) {
            (false, Some(j)) => {
                out.push(before.to_string().into_any());
                let inner = body[..j].to_string();
                out.push(if mark == "`" {
                    view! { <code>{inner}</code> }.into_any()
                } else {
                    view! { <strong>{inner}</strong> }.into_any()
                });
                rest = &body[j + close.len()..];
            }
            _ => {
                out.push(format!("{before}{mark}").into_any());
                rest = body;
            }
        }
    }
    out.push(rest.to_string().into_any());
    out
}

fn blocks(text: &str) -> Vec<AnyView> {
    let mut out = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    let mut list: Vec<String> = Vec::new();
    let mut fence: Option<Vec<&str>> = None;
    let flush = |para: &mut Vec<&str>, list: &mut Vec<String>, out: &mut Vec<AnyView>| {
        if !para.is_empty() {
            out.push(view! { <p>{inline(&para.join(" "))}</p> }.into_any());
            para.clear();
        }
        if !list.is_empty() {
            let items = list.iter().map(|l| view! { <li>{inline(l)}</li> }).collect_view();
            out.push(view! { <ul>{items}</ul> }.into_any());
            list.clear();
        }
    };
    for line in text.lines() {
        if let Some(code) = fence.as_mut() {
            if line.trim_start().starts_with("```") {
                out.push(view! { <pre><code>{code.join("\n")}</code></pre> }.into_any());
                fence = None;
            } else {
                code.push(line);
            }
            continue;
        }
        let t = line.trim();
        if t.starts_with("```") {
            flush(&mut para, &mut list, &mut out);
            fence = Some(Vec::new());
        } else if t.is_empty() {
            flush(&mut para, &mut list, &mut out);
        } else if let Some(h) = t.strip_prefix('#') {
            flush(&mut para, &mut list, &mut out);
            out.push(view! { <h3>{h.trim_start_matches('#').trim().to_string()}</h3> }.into_any());
        } else if let Some(item) = t.strip_prefix("- ").or_else(|| t.strip_prefix("* ")) {
            if !para.is_empty() {
                flush(&mut para, &mut list, &mut out);
            }
            list.push(item.to_string());
        } else if let (Some(last), true) = (list.last_mut(), line.starts_with(' ')) {
            // A continuation line of the last list item.
            last.push(' ');
            last.push_str(t);
        } else {
            if !list.is_empty() {
                flush(&mut para, &mut list, &mut out);
            }
            para.push(t);
        }
    }
    if let Some(code) = fence {
        out.push(view! { <pre><code>{code.join("\n")}</code></pre> }.into_any());
    }
    flush(&mut para, &mut list, &mut out);
    out
}

#[component]
pub fn Request() -> impl IntoView {
    let info = use_case().info;
    info.request().map(|_| {
        let text = move || info.request_in(crate::words::lang()).unwrap_or_default();
        view! {
            <section class="request" aria-labelledby="request-h">
                <h2 id="request-h">{move || crate::words::t("request-title")}</h2>
                <blockquote>{move || blocks(&text())}</blockquote>
            </section>
        }
    })
}
