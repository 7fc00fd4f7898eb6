//! The figure registry: every figure of the site declared once, with its id (stable:
//! embed URLs use it), its title, the case kind it explains and what it needs to be
//! drawn (the function that draws it is typed by that need, see [`Draw`]). The case
//! page's sections (`super::sections`) and the embed page draw from this table only.
//!
//! The registry imports the figures (each kind's through `crate::kinds`, its folder's
//! `SiteKind::figures`); no figure imports it (figures are leaves that read
//! `super::inputs` and their kind's inputs). A one-kind build (features `routing`,
//! `scorecard`, `uplift`, `prediction`) has only its kind's figures in its table.
//! There is no fallback: an id that is not in the table draws "no figure `X`".
//!
//! Adding a figure: its module (a component) in its kind's folder, one entry in that
//! kind's `SiteKind::figures` (a figure of every kind: in [`figures`]).

use std::sync::OnceLock;

use grader::case::CaseKind;
use leptos::prelude::*;

use super::text::{t, tf};
use crate::state::CaseState;

/// What a figure needs, and the function that draws it with that.
#[derive(Clone, Copy)]
pub enum Draw {
    /// Nothing: a demo that carries its own little scene (no case).
    Alone(fn() -> AnyView),
    /// A case page: its [`CaseState`] in the context (examples graded, report shown;
    /// what its kind provides, see `crate::kinds::SiteKind::provide`).
    Case(fn() -> AnyView),
}

/// Where a case page shows a figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// "Why each score is what it is": the charts of every example's report.
    Charts,
    /// The kind's own section (`crate::kinds::SiteKind::figures_section`): routing's
    /// "Why the score is what it is", the maps and charts of a plan, the demos.
    Kind,
}

/// One figure.
pub struct Figure {
    /// The id of its embed URL (`?embed=ID`) and of its frame on the page.
    pub id: &'static str,
    /// The key of what it shows (`figures.ftl`): its heading, its iframe's title, its
    /// exported file's label; see [`Figure::title`].
    pub title_key: &'static str,
    /// The case kind it explains; `None`: every kind, or (a demo) no case at all.
    pub kind: Option<CaseKind>,
    pub section: Section,
    pub draw: Draw,
}

/// Every figure of this build: each kind's charts (`crate::kinds`, in the list's order),
/// the rule ladder (every kind's), then the kinds' own sections' figures.
pub fn figures() -> &'static [Figure] {
    static ALL: OnceLock<Vec<Figure>> = OnceLock::new();
    ALL.get_or_init(|| {
        let (mut all, own): (Vec<Figure>, Vec<Figure>) = crate::kinds::figures().into_iter().partition(|f| f.section == Section::Charts);
        all.push(Figure {
            id: "rule-ladder",
            title_key: "fig-rule-ladder-title",
            kind: None,
            section: Section::Charts,
            draw: Draw::Case(|| view! { <super::rule_ladder::RuleLadder/> }.into_any()),
        });
        all.extend(own);
        all
    })
}

/// Figure `id` of this build (`None`: there is none by that id here).
pub fn find(id: &str) -> Option<&'static Figure> {
    figures().iter().find(|f| f.id == id)
}

/// Figure `id`, or what the page says in its place (never another figure).
pub fn lookup(id: &str) -> Result<&'static Figure, String> {
    find(id).ok_or_else(|| missing(id))
}

/// What the page says in place of figure `id` when there is none by that id.
pub fn missing(id: &str) -> String {
    tf("fig-missing", &[("id", id)])
}

/// What the page says in place of figure `id` without the case it needs.
pub fn no_case(id: &str) -> String {
    tf("fig-no-case", &[("id", id)])
}

/// What the page says in place of `figure` on a case of another kind.
pub fn wrong_kind(figure: &Figure, kind: CaseKind) -> String {
    tf("fig-wrong-kind", &[("id", figure.id), ("kind", kind_name(kind))])
}

fn kind_name(kind: CaseKind) -> &'static str {
    kind.as_str()
}

impl Figure {
    /// What it shows, in the page's language (reactive: read it in a closure).
    pub fn title(&self) -> String {
        t(self.title_key)
    }

    /// Whether a case of `kind` shows this figure (a demo shows on every routing page).
    pub fn fits(&self, kind: CaseKind) -> bool {
        self.kind.is_none_or(|k| k == kind)
    }

    /// Why this figure cannot be drawn on a page whose case is of kind `case` (`None`:
    /// no case), if it cannot: a demo draws anywhere, the others need a case of their kind.
    pub fn cannot_draw(&self, case: Option<CaseKind>) -> Option<String> {
        match (self.draw, self.kind, case) {
            (Draw::Alone(_), _, _) => None,
            (_, _, None) => Some(no_case(self.id)),
            (_, Some(k), Some(c)) if k != c => Some(wrong_kind(self, k)),
            _ => None,
        }
    }

    /// Draw this figure on the page in context, or say why it cannot be drawn here.
    pub fn draw(&self) -> AnyView {
        let case = use_context::<CaseState>().and_then(|s| s.manifest()).map(|m| m.kind);
        if let Some(why) = self.cannot_draw(case) {
            return notice(why);
        }
        match self.draw {
            Draw::Alone(draw) | Draw::Case(draw) => draw(),
        }
    }
}

/// Figure `id` alone (the embed page): drawn, or why not (no figure by that id, no
/// case, a case of another kind).
pub fn render(id: &str) -> AnyView {
    match lookup(id) {
        Ok(f) => f.draw(),
        Err(why) => notice(why),
    }
}

/// A short message in place of a figure.
pub fn notice(text: String) -> AnyView {
    view! { <p class="embed-missing" role="alert">{text}</p> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_id_is_no_figure() {
        for id in ["", "no-such-figure", "Map", "compare ", "roc-ref"] {
            assert!(find(id).is_none(), "{id:?}");
        }
        assert_eq!(lookup("no-such-figure").err().as_deref(), Some("Figure not found: there is no figure `no-such-figure`."));
        assert_eq!(lookup("rule-ladder").map(|f| f.id), Ok("rule-ladder"));
    }

    #[test]
    fn a_figure_says_why_it_cannot_be_drawn() {
        let ladder = lookup("rule-ladder").unwrap();
        assert_eq!(ladder.cannot_draw(None).as_deref(), Some("Figure `rule-ladder`: which case? Add case=… to the URL."));
        for kind in [CaseKind::Routing, CaseKind::Scorecard, CaseKind::Uplift, CaseKind::Prediction] {
            assert_eq!(ladder.cannot_draw(Some(kind)), None, "the rule ladder explains every kind");
        }
        if cfg!(feature = "scorecard") {
            let roc = lookup("roc").unwrap();
            assert_eq!(roc.cannot_draw(Some(CaseKind::Scorecard)), None);
            assert_eq!(
                roc.cannot_draw(Some(CaseKind::Uplift)).as_deref(),
                Some("The `roc` figure is for scorecard cases; this case is not one.")
            );
        }
        if cfg!(feature = "prediction") {
            let scatter = lookup("pred-scatter").unwrap();
            assert_eq!(scatter.cannot_draw(Some(CaseKind::Prediction)), None);
            assert_eq!(
                scatter.cannot_draw(Some(CaseKind::Scorecard)).as_deref(),
                Some("The `pred-scatter` figure is for prediction cases; this case is not one.")
            );
        }
        if cfg!(feature = "routing") {
            assert_eq!(lookup("demo-hull").unwrap().cannot_draw(None), None, "a demo needs no case");
            let map = lookup("map").unwrap();
            assert!(map.cannot_draw(None).is_some_and(|m| m.contains("which case?")));
            assert!(map.cannot_draw(Some(CaseKind::Scorecard)).is_some_and(|m| m.contains("for routing cases")));
        }
    }

    #[test]
    fn each_figure_once_with_a_title() {
        grader::install(); // the kinds' words, as the page's main does
        let all = figures();
        for (i, f) in all.iter().enumerate() {
            assert!(all[..i].iter().all(|g| g.id != f.id), "{} twice", f.id);
            assert_eq!(f.title_key, format!("fig-{}-title", f.id));
            assert!(i18n::Lang::ALL.iter().all(|&l| i18n::has(l, f.title_key)), "{}", f.id);
            assert!(std::ptr::eq(find(f.id).unwrap(), f));
        }
    }

    #[test]
    fn a_build_has_the_figures_of_its_kinds() {
        // Every built kind draws something; the first four kinds' figures, in order.
        for &kind in CaseKind::ALL.iter().filter(|k| crate::kinds::built(**k)) {
            assert!(figures().iter().any(|f| f.kind == Some(kind)), "{kind:?} has no figure");
        }
        let first = [CaseKind::Routing, CaseKind::Scorecard, CaseKind::Uplift, CaseKind::Prediction];
        let ids: Vec<&str> = figures().iter().filter(|f| f.kind.is_none_or(|k| first.contains(&k))).map(|f| f.id).collect();
        let mut want = Vec::new();
        if cfg!(feature = "scorecard") {
            want.push("roc");
        }
        if cfg!(feature = "uplift") {
            want.push("uplift-ladder");
        }
        if cfg!(feature = "prediction") {
            want.extend(["pred-scores", "pred-scatter", "pred-residuals", "pred-errors", "pred-worst"]);
        }
        want.push("rule-ladder");
        if cfg!(feature = "routing") {
            want.extend(["map", "drag", "demo-hull", "demo-crossing", "worst-pairs", "hours", "cost-split", "compare"]);
        }
        assert_eq!(ids, want);
        // The demos need no case; every other figure names the kind it explains, but
        // the rule ladder, which explains every kind.
        for f in figures() {
            let alone = matches!(f.draw, Draw::Alone(_));
            assert_eq!(f.kind.is_none(), alone || f.id == "rule-ladder", "{}", f.id);
        }
    }
}
