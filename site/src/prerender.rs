//! The pre-render (issue 44): every page of the site written as static HTML by the
//! site's own components, natively, at build time (`scripts/build-site` runs it on the
//! built site: `site DIST`). For the gallery and each case, in each language (English
//! at the root, the others under `zh/`, `ko/`, `id/`): `index.html`, `cases/ID/index.html`
//! (FDE-Bench's own cases: `fdebench/ID/index.html`), `LANG/index.html`,
//! `LANG/cases/ID/index.html`, and `sitemap.xml`.
//!
//! Each page is the built `index.html` (its styles, start script and policy) with the
//! app's view in `<body>`, a `<base>` at the site's root (the app's relative URLs, its
//! fetches and links, resolve as at the root, under any sub-path), and the page's
//! title, description, canonical URL, language alternates and link-preview tags. The
//! case's files and the other languages' words are read from the built site itself
//! (what the page fetches), so the examples are graded here by the same core and
//! shown with the same numbers as `fde-grade`'s. The app replaces the pre-rendered body
//! when it mounts (`main.rs`).

use std::path::Path;

use i18n::Lang;
use leptos::prelude::*;
use leptos::tachys::view::RenderHtml;

use crate::cases::{self, CaseInfo};
use crate::route::{self, keys, Route};

/// The built page's note for readers without scripts: a pre-rendered page reads
/// without them (only grading a file of one's own needs them), so it goes.
const NOSCRIPT: &str = "<noscript>This site grades submissions in your browser with WebAssembly: please enable JavaScript.</noscript>";

/// The built page's start script (the `<base>` goes right before it).
const SCRIPT: &str = "<script type=\"module\"";

pub fn main() {
    // `--cases`: the cases that get a page (one id a line), for the start script's
    // redirect of old `?case=` links (scripts/build-site: written before the pages).
    if std::env::args().nth(1).as_deref() == Some("--cases") {
        // `ID<tab>PATH`: `cases/ID/`, or `fdebench/ID/` for FDE-Bench's own (issue 45).
        for c in cases::all().iter().filter(|c| c.manifest.is_ok()) {
            println!("{}\t{}", c.dir(), route::path_href(&Route::case(c.dir())));
        }
        return;
    }
    let Some(dist) = std::env::args().nth(1) else {
        eprintln!("usage: site DIST | --cases   (pre-renders the built site in DIST; FDE_SITE_URL: its public address)");
        std::process::exit(2);
    };
    let site = route::site_url();
    match run(Path::new(&dist), &site) {
        Ok(n) => eprintln!("prerender: {n} pages written to {dist}"),
        Err(e) => {
            eprintln!("prerender: {e}");
            std::process::exit(1);
        }
    }
}

/// A page of the site: the gallery (`None`) or a case, in a language.
struct Page {
    case: Option<&'static CaseInfo>,
    lang: Lang,
}

impl Page {
    /// Its route, as the app reads it from the page's address.
    fn route(&self) -> Route {
        let r = self.case.map_or_else(Route::gallery, |c| Route::case(c.dir()));
        match self.lang {
            Lang::En => r,
            l => r.with(keys::LANG.name, Some(l.code().into())),
        }
    }

    /// Its path from the site's root (`cases/ID/`, `zh/`, `` for the root).
    fn path(&self) -> String {
        match route::path_href(&self.route()).as_str() {
            "./" => String::new(),
            p => p.to_string(),
        }
    }
}

/// What a view spawns (its effects, its fetches) is dropped, never run: a page is
/// written as first built.
struct NoTasks;

impl any_spawner::CustomExecutor for NoTasks {
    fn spawn(&self, _: any_spawner::PinnedFuture<()>) {}
    fn spawn_local(&self, _: any_spawner::PinnedLocalFuture<()>) {}
    fn poll_local(&self) {}
}

fn run(dist: &Path, site: &str) -> Result<usize, String> {
    any_spawner::Executor::init_custom_executor(NoTasks).map_err(|e| format!("the executor: {e:?}"))?;
    grader::install();
    let shell = std::fs::read_to_string(dist.join("index.html")).map_err(|e| format!("{}/index.html: {e}", dist.display()))?;
    if shell.contains(crate::prerender_id()) {
        return Err(format!("{}/index.html is pre-rendered already: build the site again", dist.display()));
    }
    install_languages(dist)?;
    for info in cases::all() {
        load_case(dist, info)?;
    }
    let mut pages = Vec::new();
    for lang in Lang::ALL {
        pages.push(Page { case: None, lang });
        pages.extend(cases::all().iter().filter(|c| c.manifest.is_ok()).map(|c| Page { case: Some(c), lang }));
    }
    // Every page first, then the files: a failure leaves the built index.html as it was.
    let htmls = pages.iter().map(|p| page_html(&shell, p, site)).collect::<Result<Vec<_>, _>>()?;
    for (page, html) in pages.iter().zip(htmls) {
        let dir = dist.join(page.path());
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        std::fs::write(dir.join("index.html"), html).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(dist.join("sitemap.xml"), sitemap(&pages, site)).map_err(|e| format!("sitemap.xml: {e}"))?;
    Ok(pages.len())
}

/// The other languages' words, from the built site's `words/` (the files a page fetches).
fn install_languages(dist: &Path) -> Result<(), String> {
    let read = |f: &str| std::fs::read_to_string(dist.join("words").join(f)).map_err(|e| format!("words/{f}: {e}"));
    for l in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let cases_file = cases::words_file(l).ok_or_else(|| format!("no cases' words file for {}", l.code()))?;
        cases::install_words(l, &read(cases_file)?)?;
        for c in i18n::catalogues() {
            if !c.installed(l) {
                let f = c.file(l);
                c.install(l, read(f)?.leak()).map_err(|_| format!("words/{f}: not this build's words"))?;
            }
        }
    }
    Ok(())
}

/// A case's files, from the built site's `cases/ID/` (checked against the build's sizes).
fn load_case(dist: &Path, info: &'static CaseInfo) -> Result<(), String> {
    let mut files = Vec::new();
    for f in info.embedded.files {
        let path = dist.join("cases").join(info.dir()).join(f.name);
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        if bytes.len() != f.size {
            return Err(format!("{}: {} B, the build says {} B: build again", path.display(), bytes.len(), f.size));
        }
        files.push(&*bytes.leak());
    }
    info.set_loaded(files);
    Ok(())
}

/// The app's view of `page`, as HTML.
fn body(page: &Page) -> String {
    route::RENDERING.with(|r| *r.borrow_mut() = page.route());
    crate::words::render_in(page.lang);
    // Each view is built once and never updated: a signal read outside a tracking
    // context (what debug builds warn of) is what is meant here.
    let _quiet = leptos::reactive::diagnostics::SpecialNonReactiveZone::enter();
    let owner = Owner::new();
    let html = owner.with(|| view! { <crate::app::App/> }.to_html());
    owner.cleanup();
    html
}

/// One page: the built shell with the view, the metadata and the `<base>`.
fn page_html(shell: &str, page: &Page, site: &str) -> Result<String, String> {
    let l = page.lang;
    let (title, description) = match page.case {
        Some(c) => (format!("{} · fde-grade", c.title_in(l)), c.summary_in(l)),
        None => (format!("fde-grade · {}", i18n::text(l, "gallery-title")), i18n::text(l, "gallery-lead")),
    };
    let path = page.path();
    let url = format!("{site}{path}");
    // From the page's folder back to the site's root (`cases/ID/` is two folders down).
    let base = "../".repeat(path.matches('/').count());
    let mut head = format!("<link rel=\"canonical\" href=\"{}\" />\n", attr(&url));
    for other in Lang::ALL {
        let p = Page { case: page.case, lang: other };
        head += &format!("  <link rel=\"alternate\" hreflang=\"{}\" href=\"{}\" />\n", other.code(), attr(&format!("{site}{}", p.path())));
    }
    let en = Page { case: page.case, lang: Lang::En };
    head += &format!("  <link rel=\"alternate\" hreflang=\"x-default\" href=\"{}\" />\n", attr(&format!("{site}{}", en.path())));
    for (k, v) in [
        ("og:type", "website"),
        ("og:site_name", "fde-grade"),
        ("og:title", &title),
        ("og:description", &description),
        ("og:url", &url),
        ("og:locale", locale(l)),
    ] {
        head += &format!("  <meta property=\"{k}\" content=\"{}\" />\n", attr(v));
    }
    head += &format!("  <meta property=\"og:image\" content=\"{}\" />\n", attr(&format!("{site}icon-512.png")));
    for (k, v) in [("twitter:card", "summary"), ("twitter:title", &title), ("twitter:description", &description)] {
        head += &format!("  <meta name=\"{k}\" content=\"{}\" />\n", attr(v));
    }
    let desc = shell
        .find("<meta name=\"description\"")
        .and_then(|at| shell[at..].find('>').map(|end| shell[at..=at + end].to_string()))
        .ok_or("index.html has no <meta name=\"description\">")?;
    let mut html = shell.to_string();
    for (from, to) in [
        ("<html lang=\"en\">".to_string(), format!("<html lang=\"{}\">", l.code())),
        ("<title>fde-grade</title>".to_string(), format!("<title>{}</title>", text(&title))),
        (desc, format!("<meta name=\"description\" content=\"{}\" />\n  {}", attr(&description), head.trim_end())),
        (NOSCRIPT.to_string(), String::new()),
        // After the policy, before the start script: every URL after it resolves from it.
        (SCRIPT.to_string(), if base.is_empty() { SCRIPT.to_string() } else { format!("<base href=\"{base}\" />\n  {SCRIPT}") }),
        // `data-page`: the page's path, for the start script (site/start.js): the service
        // worker may answer another page's address with this one (offline, not kept).
        ("<body>".to_string(), format!("<body>\n<div id=\"{}\" data-page=\"{}\">{}</div>", crate::prerender_id(), attr(&path), body(page))),
    ] {
        if !html.contains(&from) {
            return Err(format!("index.html has no `{from}`"));
        }
        html = html.replacen(&from, &to, 1);
    }
    Ok(html)
}

/// `sitemap.xml`: every page, with its language alternates.
fn sitemap(pages: &[Page], site: &str) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n");
    for page in pages {
        out += &format!("  <url>\n    <loc>{}</loc>\n", text(&format!("{site}{}", page.path())));
        for other in Lang::ALL {
            let p = Page { case: page.case, lang: other };
            out += &format!(
                "    <xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\" />\n",
                other.code(),
                attr(&format!("{site}{}", p.path()))
            );
        }
        out += "  </url>\n";
    }
    out + "</urlset>\n"
}

fn locale(l: Lang) -> &'static str {
    match l {
        Lang::En => "en_US",
        Lang::Zh => "zh_CN",
        Lang::Ko => "ko_KR",
        Lang::Id => "id_ID",
    }
}

/// Text in HTML (an element's content).
fn text(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Text in an attribute value (double-quoted).
fn attr(s: &str) -> String {
    text(s).replace('"', "&quot;")
}
