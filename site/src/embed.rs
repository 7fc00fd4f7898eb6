//! Embedding a figure in someone else's page, the way Datawrapper does it: every figure
//! has a URL of its own (`?embed=ID&case=…&sub=…&<figure keys>`) that renders the figure
//! alone, and the embedded page tells its host how tall it is with
//! `postMessage({type: "fde-embed-size", height})`; the host's `embed.js` (a static file
//! next to `index.html`, `site/embed.js`) sets the iframe's height from it.
//!
//! Here: the URLs and the copy-paste snippet ([`embed_url`], [`snippet`]), the size
//! messages of the embedded side ([`report_size`]), "Export SVG" ([`export_svg`]), and
//! [`EmbedTools`], the buttons under every figure.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::format::{escape, fixed};
use crate::route::{href, keys, use_router, Route, Theme};

/// The message type both sides agree on (`site/embed.js`).
pub const SIZE_MESSAGE: &str = "fde-embed-size";
/// What `embed.js` sends an iframe that may have spoken before the script loaded.
pub const PING_MESSAGE: &str = "fde-embed-ping";

/// `location.href` without query and fragment: `https://host/sub/path/` or `…/index.html`.
fn page_url() -> String {
    // Natively (the pre-render): the site's public root (the page replaces it).
    #[cfg(not(target_arch = "wasm32"))]
    return crate::route::site_url();
    // The document's base: a pre-rendered page's `<base>` is the site's root (its own
    // `cases/ID/` is no page of embeds), the page's own address otherwise.
    #[allow(unreachable_code)]
    let href = document().base_uri().ok().flatten().or_else(|| window().location().href().ok()).unwrap_or_default();
    href.split(['?', '#']).next().unwrap_or_default().to_string()
}

/// The absolute URL that renders figure `id` alone with the state of `route` in colours
/// `theme`: `embed` and `theme` first, then the case, the submission and every other key
/// (layers, figure state).
pub fn embed_url(id: &str, route: &Route, theme: Theme) -> String {
    format!("{}?{}", page_url(), route.embed_query_themed(id, theme))
}

/// The embedded side: colours as the URL's `theme=` says (`data-theme` on the root,
/// which style.css reads); `auto` or none follows the reader's system setting.
pub fn apply_theme(theme: Option<Theme>) {
    let Some(root) = document().document_element() else { return };
    match theme {
        Some(t @ (Theme::Light | Theme::Dark)) => {
            let _ = root.set_attribute("data-theme", t.name());
        }
        _ => {
            let _ = root.remove_attribute("data-theme");
        }
    }
}

/// The full page (not embedded) showing the same state: the embed URL without `embed`.
pub fn page_url_for(route: &Route) -> String {
    let href = href(&route.clone().write(keys::EMBED, None));
    if href.starts_with('?') {
        format!("{}{href}", page_url())
    } else {
        page_url()
    }
}

/// The absolute URL of `embed.js`, next to the site's `index.html` (works under any
/// sub-path: it is resolved against the site's root page, [`page_url`]).
pub fn script_url() -> String {
    web_sys::Url::new_with_base("embed.js", &page_url()).map(|u| u.href()).unwrap_or_else(|_| "embed.js".into())
}

/// The copy-paste HTML: the iframe and the resize script.
pub fn snippet(url: &str, title: &str) -> String {
    format!(
        r#"<iframe src="{}" title="{}" data-fde-embed style="width:100%;border:0" loading="lazy"></iframe><script src="{}" async></script>"#,
        escape(url),
        escape(title),
        escape(&script_url())
    )
}

/// Posts the embed's height again; `true` when the content changed.
type Resend = std::rc::Rc<dyn Fn(bool)>;

thread_local! {
    /// Posts the embed's height again (set by [`report_size`]).
    static RESEND: std::cell::RefCell<Option<Resend>> = const { std::cell::RefCell::new(None) };
}

/// Post the embed's height to the host again if it changed (e.g. once the case's files
/// have arrived and the figure is drawn): a frame below the host's fold gets no
/// `ResizeObserver` callback (Chromium throttles its rendering), so its host would
/// keep the height of the loading note.
pub fn resend_size() {
    if let Some(post) = RESEND.with(|r| r.borrow().clone()) {
        post(false);
    }
}

/// The embedded side: post `root`'s height to the host page now, whenever it changes
/// (`ResizeObserver`), on `load` (fonts) and whenever the host's `embed.js` asks (it
/// may load after our first message). Does nothing when the page is not in a frame.
pub fn report_size(root: web_sys::Element) {
    let w = window();
    let Ok(Some(parent)) = w.parent() else { return };
    if parent == w {
        return;
    }
    let last = std::rc::Rc::new(std::cell::Cell::new(-1.0_f64));
    let post = {
        let root = root.clone();
        move |force: bool| {
            let h = root.get_bounding_client_rect().height().ceil();
            if !force && h == last.get() {
                return;
            }
            last.set(h);
            let msg = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&msg, &"type".into(), &SIZE_MESSAGE.into());
            let _ = js_sys::Reflect::set(&msg, &"height".into(), &h.into());
            // The height is all we say, so any host may hear it.
            let _ = parent.post_message(&msg, "*");
        }
    };
    post(true);
    let post: std::rc::Rc<dyn Fn(bool)> = std::rc::Rc::new(post);
    RESEND.with(|r| *r.borrow_mut() = Some(post.clone()));
    let on_resize = {
        let post = post.clone();
        Closure::<dyn Fn()>::new(move || post(false))
    };
    if let Ok(ro) = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
        ro.observe(&root);
        std::mem::forget(ro); // observes for the page's lifetime
    }
    let _ = w.add_event_listener_with_callback("load", on_resize.as_ref().unchecked_ref());
    on_resize.forget();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let kind = js_sys::Reflect::get(&ev.data(), &"type".into()).ok().and_then(|t| t.as_string());
        if kind.as_deref() == Some(PING_MESSAGE) {
            post(true);
        }
    });
    let _ = w.add_event_listener_with_callback("message", on_message.as_ref().unchecked_ref());
    on_message.forget();
}

/// SVG properties copied from the page's CSS onto each element of an exported SVG, so
/// that the file looks the same without the site's style sheet.
const STYLE_PROPS: [&str; 20] = [
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-dasharray",
    "stroke-dashoffset",
    "stroke-linecap",
    "stroke-linejoin",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "paint-order",
    "vector-effect",
    "visibility",
];

/// Copy the computed style of `from` onto `to` as an inline `style`.
fn inline_style(from: &web_sys::Element, to: &web_sys::Element) {
    let tag = from.tag_name().to_ascii_lowercase();
    if matches!(tag.as_str(), "title" | "desc") {
        return;
    }
    let Ok(Some(cs)) = window().get_computed_style(from) else {
        return;
    };
    let mut style = String::new();
    for p in STYLE_PROPS {
        let v = cs.get_property_value(p).unwrap_or_default();
        if !v.is_empty() {
            style.push_str(&format!("{p}:{v};"));
        }
    }
    if cs.get_property_value("display").unwrap_or_default() == "none" {
        style.push_str("display:none;");
    }
    let _ = to.set_attribute("style", &style);
}

/// The `<svg>` as a standalone file: styles inlined, namespaces set, its size the size
/// it has on screen (else its `viewBox`'s). No request is made (no external references
/// are added).
pub fn standalone_svg(svg: &web_sys::Element) -> Option<String> {
    let copy: web_sys::Element = svg.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    inline_style(svg, &copy);
    let (a, b) = (svg.query_selector_all("*").ok()?, copy.query_selector_all("*").ok()?);
    for i in 0..a.length().min(b.length()) {
        if let (Some(x), Some(y)) = (a.item(i), b.item(i)) {
            if let (Ok(x), Ok(y)) = (x.dyn_into::<web_sys::Element>(), y.dyn_into::<web_sys::Element>()) {
                inline_style(&x, &y);
            }
        }
    }
    let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let rect = svg.get_bounding_client_rect();
    let size = if rect.width() > 0.0 && rect.height() > 0.0 {
        Some((fixed(rect.width(), 0), fixed(rect.height(), 0)))
    } else {
        svg.get_attribute("viewBox").and_then(|vb| {
            let n: Vec<&str> = vb.split_whitespace().collect();
            (n.len() == 4).then(|| (n[2].to_string(), n[3].to_string()))
        })
    };
    if let Some((w, h)) = size {
        let _ = copy.set_attribute("width", &w);
        let _ = copy.set_attribute("height", &h);
    }
    copy.remove_attribute("class").ok()?;
    let xml = web_sys::XmlSerializer::new().ok()?.serialize_to_string(&copy).ok()?;
    Some(format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{xml}\n"))
}

/// Offer text as a file download, made in the page (a `blob:` URL: no request).
pub fn download(name: &str, mime: &str, text: &str) {
    download_part(name, mime, &text.into());
}

/// Offer `bytes` as a file called `name` (a blob URL: nothing is fetched).
pub fn download_bytes(name: &str, mime: &str, bytes: &[u8]) {
    download_part(name, mime, &js_sys::Uint8Array::from(bytes).into());
}

fn download_part(name: &str, mime: &str, part: &wasm_bindgen::JsValue) {
    let parts = js_sys::Array::of1(part);
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(a) = document().create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Download the figure's `svg[data-export]` under `root` (else its first `<svg>`) as
/// `name.svg`.
pub fn export_svg(root: &web_sys::Element, name: &str) -> bool {
    let svg = root.query_selector("svg[data-export]").ok().flatten();
    let Some(svg) = svg.or_else(|| root.query_selector("svg").ok().flatten()) else {
        return false;
    };
    match standalone_svg(&svg) {
        Some(text) => {
            download(&format!("{name}.svg"), "image/svg+xml", &text);
            true
        }
        None => false,
    }
}

/// `navigator.clipboard.writeText(text)`, where the browser allows it.
fn copy_text(text: &str) -> bool {
    let nav = window().navigator();
    let Ok(clip) = js_sys::Reflect::get(&nav, &"clipboard".into()) else {
        return false;
    };
    let Ok(write) = js_sys::Reflect::get(&clip, &"writeText".into()) else {
        return false;
    };
    let Ok(write) = write.dyn_into::<js_sys::Function>() else {
        return false;
    };
    match write.call1(&clip, &text.into()) {
        Ok(p) => {
            if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                // A refusal (no permission, not focused) is not an error worth a console line.
                let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
                let _ = p.catch(&ignore);
                ignore.forget();
            }
            true
        }
        Err(_) => false,
    }
}

/// The tools under a figure: "Embed" (the snippet, ready to copy), "Export SVG", and a
/// link to the figure alone. `root` is the figure's element (for the export).
#[component]
pub fn EmbedTools(
    /// The figure id (`roc`, `uplift-ladder`, `rule-ladder`, `map`, ...).
    id: &'static str,
    /// What the figure shows, for the iframe's `title` and the file name.
    title: String,
    /// The figure's element; its `svg[data-export]` (else its first `<svg>`) is exported.
    root: NodeRef<leptos::html::Div>,
    /// True when the figure shows a file the reader dropped, which no URL can carry.
    #[prop(into)]
    dropped: Signal<bool>,
) -> impl IntoView {
    let router = use_router();
    let open = RwSignal::new(false);
    let status = RwSignal::new(String::new());
    // Light by default: most host pages are (an `auto` embed in a light page turns dark
    // with its reader's system setting).
    let theme = RwSignal::new(Theme::Light.name().to_string());
    let url = Memo::new(move |_| {
        let t = theme.with(|t| <Theme as crate::route::Value>::decode(t)).unwrap_or_default();
        router.route.with(|r| embed_url(id, r, t))
    });
    let code = {
        let title = title.clone();
        Memo::new(move |_| snippet(&url.get(), &title))
    };
    let box_id = format!("embed-code-{id}");
    let file_name = {
        let case = router.route.with_untracked(|r| r.case.clone()).unwrap_or_default();
        if case.is_empty() {
            id.to_string()
        } else {
            format!("{case}-{id}")
        }
    };
    let export = move |_| {
        let ok = root.get_untracked().is_some_and(|el| export_svg(&el, &file_name));
        status.set(if ok { crate::words::t("embed-tools-saved") } else { crate::words::t("embed-tools-nothing") });
    };
    let copy = move |_| {
        let ok = copy_text(&code.get_untracked());
        status.set(if ok { crate::words::t("embed-tools-copied") } else { crate::words::t("embed-tools-select") });
    };
    view! {
        <div class="embed-tools" data-embed-tools=id>
            <button class="secondary" aria-expanded=move || open.get().to_string() aria-controls=box_id.clone()
                on:click=move |_| open.update(|o| *o = !*o)>{move || crate::words::t("embed-tools-embed")}</button>
            <button class="secondary export-svg" on:click=export>{move || crate::words::t("embed-tools-export")}</button>
            <a class="alone" href=move || url.get() target="_blank" rel="noopener">{move || crate::words::t("embed-tools-alone")}</a>
            <span class="tool-status" role="status">{move || status.get()}</span>
            <div class="embed-box" id=box_id.clone() hidden=move || !open.get()>
                <span class="theme-pick">
                    <label for=format!("{box_id}-theme")>{move || crate::words::t("embed-tools-colours")}" "</label>
                    <select id=format!("{box_id}-theme") class="embed-theme" on:change=move |ev| theme.set(event_target_value(&ev))>
                        <option value="light" selected="selected">{move || crate::words::t("embed-tools-light")}</option>
                        <option value="dark">{move || crate::words::t("embed-tools-dark")}</option>
                        <option value="auto">{move || crate::words::t("embed-tools-auto")}</option>
                    </select>
                </span>
                <label for=format!("{box_id}-text")>{move || crate::words::t("embed-tools-paste")}</label>
                <textarea id=format!("{box_id}-text") class="embed-code" readonly rows="4"
                    on:focus=|ev| { if let Some(t) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) { t.select() } }
                    prop:value=move || code.get()></textarea>
                <button class="secondary" on:click=copy>{move || crate::words::t("embed-tools-copy")}</button>
                {move || dropped.get().then(|| view! {
                    <p class="note">{crate::words::t("embed-tools-dropped")}</p>
                })}
            </div>
        </div>
    }
}

/// A figure on a case page, with its tools ([`EmbedTools`]) underneath. Any figure can
/// use it: `<FigureFrame id="map" title="…">…</FigureFrame>`; its `svg[data-export]`
/// (else its first `<svg>`) is what "Export SVG" saves.
#[component]
pub fn FigureFrame(
    /// The figure id, as in its embed URL.
    id: &'static str,
    /// What the figure shows (the iframe's title, the frame's label).
    #[prop(into)]
    title: String,
    children: Children,
) -> impl IntoView {
    let state = use_context::<crate::state::CaseState>();
    let dropped = Signal::derive(move || {
        state.is_some_and(|s| s.current.with(|c| c.as_ref().is_some_and(|g| g.source == crate::state::Source::Dropped)))
    });
    let root = NodeRef::<leptos::html::Div>::new();
    let label = title.clone();
    view! {
        <section class="fig-frame" data-figure-frame=id aria-label=label>
            <div class="fig-body" node_ref=root>{children()}</div>
            <EmbedTools id=id title=title root=root dropped=dropped/>
        </section>
    }
}
