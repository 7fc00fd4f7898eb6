//! `fde-grade coach routing`: load the case as grading does, read one plan, hand both
//! to the core's coach ([`grader::routing::coach::advise`]) and print what it says;
//! `--out` writes the plan it leaves. No scoring decisions live here.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use fde_grade::error::Error;
use fde_grade::files::{display, read_case_file};
use grader::case::CaseKind;
use grader::routing::coach::{self, Advice, Mode, Options};
use grader::routing::submission::parse_submission;
use grader::CaseGrader;

use fde_grade::words::Lang;

use crate::args::{Args, CoachRouting, Format, UpliftRun};

/// The language of `c`'s table and errors: `--lang`, else the locale's.
pub fn lang(c: &CoachRouting) -> Lang {
    c.lang.unwrap_or_else(|| fde_grade::words::from_env(|v| std::env::var(v).ok()))
}

pub fn run(c: &CoachRouting) -> Result<(), Error> {
    let args = Args {
        kind: CaseKind::Routing,
        case: c.case.clone(),
        data: c.customers.clone(),
        data_dir: None,
        reference: c.reference_cost,
        // Only the case is loaded from these: the coach prints in its own `c.format`.
        format: crate::args::ReportFormat::Json,
        lang: lang(c),
        inputs: vec![c.submission.clone()],
        uplift: UpliftRun::default(),
    };
    #[allow(unreachable_patterns)]
    let case = match crate::kinds::load(&args)? {
        CaseGrader::Routing(case) => case,
        _ => return Err(Error::said("cli-error-coach-routing", &[])),
    };
    let path = Path::new(&c.submission);
    let name = display(path);
    let bytes = read_case_file(path)?;
    let plan = parse_submission(&bytes, &name).map_err(|diagnostics| Error::Said {
        key: "cli-error-not-a-plan",
        args: vec![("file", name.clone())],
        diagnostics,
    })?;
    let opts = Options { max_moves: c.max_moves, ..Options::default() };
    let mode = match (c.apply, c.all) {
        (Some(n), _) => Mode::Apply(n),
        (None, true) => Mode::Apply(c.max_moves),
        (None, false) => Mode::Suggest(c.limit),
    };
    let advice = coach::advise(&case, &plan, &name, mode, &opts);
    if let Some(out) = &c.out {
        std::fs::write(out, advice.plan.to_routes_json() + "\n").map_err(|error| Error::Io {
            key: "cli-error-cannot-write",
            path: out.clone(),
            error,
        })?;
    }
    let text = match c.format {
        Format::Json => grader::to_json(&advice) + "\n",
        Format::Table => table(&advice, lang(c)),
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|error| Error::Io { key: "cli-error-cannot-write", path: "stdout".into(), error })
}

/// The human summary in `lang`: repairs, then moves or suggestions, one line each.
fn table(a: &Advice, lang: Lang) -> String {
    let say = |key: &str, args: &[(&str, &str)]| i18n::format(lang, key, args);
    let mut s = String::new();
    let _ = writeln!(s, "{}: {}", a.file, i18n::text(lang, if a.valid { "cli-coach-valid" } else { "cli-coach-not-valid" }));
    for (k, r) in a.repairs.iter().enumerate() {
        let at = |p: Option<grader::routing::coach::Place>| {
            p.map(|p| say("cli-coach-place", &[("route", &p.route.to_string()), ("stop", &p.position.to_string())])).unwrap_or_default()
        };
        let what = r.store.as_ref().map(|s| s.to_string()).or_else(|| r.written.clone()).unwrap_or_default();
        let line = say(
            "cli-coach-repair",
            &[
                ("n", &format!("{:>3}", k + 1)),
                ("kind", &format!("{:<20}", grader::to_json(&r.kind).trim_matches('"'))),
                ("store", &format!("{what:<14}")),
                ("from", &format!("{:<18}", at(r.from))),
                ("to", &format!("{:<18}", at(r.to))),
                ("why", &repair_why(&r.why, lang)),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    if !a.repaired_valid {
        let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-repairs-not-enough"));
        return s;
    }
    let money = |x: Option<f64>| x.map(|x| grader::float::fixed(x, 1)).unwrap_or_else(|| "-".into());
    let score = a.score_before.map(|x| grader::float::fixed(x, 4)).unwrap_or_default();
    let _ = writeln!(s, "  {}", say("cli-coach-cost-score", &[("cost", &money(a.cost_before)), ("score", &score)]));
    let (title, list) =
        if a.moves.is_empty() && a.cost_after.is_none() { ("cli-coach-suggestion", &a.suggestions) } else { ("cli-coach-move", &a.moves) };
    if list.is_empty() {
        let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-no-move"));
    }
    for (k, m) in list.iter().enumerate() {
        let stores: Vec<&str> = m.stores.iter().map(|c| c.as_str()).collect();
        let line = say(
            title,
            &[
                ("n", &format!("{:>4}", k + 1)),
                ("kind", &format!("{:<9}", grader::to_json(&m.kind).trim_matches('"'))),
                ("stores", &format!("{:<28}", stores.join(" "))),
                ("from_route", &format!("{:>2}", m.from.route)),
                ("from_stop", &format!("{:>3}", m.from.position)),
                ("to_route", &format!("{:>2}", m.to.route)),
                ("to_stop", &format!("{:>3}", m.to.position)),
                ("saved", &format!("{:>10}", grader::float::fixed(m.cost_saved, 1))),
                ("seconds", &grader::float::fixed(m.seconds_saved, 1)),
                ("intrusions", &m.intrusions_removed.to_string()),
                ("crossings", &m.crossings_removed.to_string()),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    if let (Some(c), Some(sc)) = (a.cost_after, a.score_after) {
        let done = i18n::text(lang, if a.converged == Some(true) { "cli-coach-converged" } else { "cli-coach-bound" });
        let line = say(
            "cli-coach-after",
            &[
                ("moves", &a.moves.len().to_string()),
                ("cost", &grader::float::fixed(c, 1)),
                ("score", &grader::float::fixed(sc, 4)),
                ("done", &done),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    s
}

/// The core's reasons for a repair (`grader::routing::coach::repair`), as `cli.ftl` keys:
/// each key's English words are the core's sentence, `{ $name }` for a value.
const REPAIR_REASONS: &[&str] = &[
    "cli-repair-depot",
    "cli-repair-no-match",
    "cli-repair-visited",
    "cli-repair-one-route",
    "cli-repair-not-visited",
    "cli-repair-empty-route",
    "cli-repair-merge",
    "cli-repair-split",
    "cli-repair-add-route",
    "cli-repair-over-capacity",
    "cli-repair-quotes",
    "cli-repair-decimal",
    "cli-repair-decimal-zeros",
    "cli-repair-zeros",
    "cli-repair-case",
    "cli-repair-slips",
];

/// A repair's reason in `lang`: the reason whose English words it is, its values put in
/// that reason's words in `lang`; a reason not listed stays as the core wrote it.
pub fn repair_why(why: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return why.to_string();
    }
    for key in REPAIR_REASONS {
        let names = i18n::variables(Lang::En, key);
        let braces: Vec<(&str, String)> = names.iter().map(|n| (*n, format!("\u{1}{n}\u{1}"))).collect();
        let args: Vec<(&str, &str)> = braces.iter().map(|(n, v)| (*n, v.as_str())).collect();
        let template = i18n::format(Lang::En, key, &args);
        if let Some(values) = read_back(&template, why) {
            let pairs: Vec<(&str, &str)> = values.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
            return i18n::format(lang, key, &pairs);
        }
    }
    why.to_string()
}

/// The values of `text` read against `template` (text with `\u{1}name\u{1}` where a
/// value goes): each value runs up to the next literal text; `None` if it does not fit.
fn read_back(template: &str, text: &str) -> Option<Vec<(String, String)>> {
    let parts: Vec<&str> = template.split('\u{1}').collect();
    // parts: literal, name, literal, name, ..., literal
    let mut rest = text.strip_prefix(parts[0])?;
    let mut values = Vec::new();
    let mut k = 1;
    while k + 1 < parts.len() {
        let (name, next) = (parts[k], parts[k + 1]);
        let end = if next.is_empty() && k + 2 >= parts.len() { rest.len() } else { rest.find(next).filter(|_| !next.is_empty())? };
        values.push((name.to_string(), rest[..end].to_string()));
        rest = &rest[end + next.len()..];
        k += 2;
    }
    rest.is_empty().then_some(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repair_reasons_read_back_in_every_language() {
        // The core's sentences, written as the core writes them (repair.rs).
        let (want, k, r, t, first, second, n) = (12, 2, 3, 5, 1, 4, 2);
        let core = [
            "the depot's code: routes start and end at the depot without listing it".to_string(),
            "no store of the case looks like this code".to_string(),
            format!("store {} is visited {} times; this visit is the cheapest to leave out", "ST001", 3),
            "a plan needs at least one route to hold the stores".to_string(),
            format!("store {} is not visited; this is where it adds least time", "ST002"),
            format!("{} routes where {want} are required; this one is empty", 14 - k),
            format!(
                "{} routes where {want} are required: route {second}'s stops follow route {first}'s (the join that adds least time)",
                13
            ),
            format!("{} routes where {want} are required: the longest route's second half becomes a route of its own", 11),
            "too few routes and none long enough to split: an empty route counts".to_string(),
            format!("route {r} is over the capacity; this store fits in route {t} for the least added time"),
            "the code had quotes or spaces around it".to_string(),
            "the code was written as a decimal number".to_string(),
            "the code was written as a decimal number and lost its leading zeros".to_string(),
            "the code lost its leading zeros (a spreadsheet reads codes as numbers)".to_string(),
            "the code differs only in upper/lower case".to_string(),
            format!("the code is {n} typing slip(s) away from this store's, and from no other"),
        ];
        assert_eq!(core.len(), REPAIR_REASONS.len());
        for (why, key) in core.iter().zip(REPAIR_REASONS) {
            for lang in [Lang::Zh, Lang::Ko, Lang::Id] {
                let said = repair_why(why, lang);
                assert_ne!(&said, why, "{key} {lang:?}");
                assert!(!said.contains("the "), "{key} {lang:?}: {said}");
            }
        }
        assert_eq!(repair_why(&core[2], Lang::Zh), "门店 ST001 被访问了 3 次；去掉这一次访问代价最小");
        assert_eq!(
            repair_why(&core[6], Lang::Id),
            "13 rute padahal yang diwajibkan 12: perhentian rute 4 disambung setelah rute 1 (gabungan yang paling sedikit menambah waktu)"
        );
        assert_eq!(repair_why("something new", Lang::Ko), "something new");
        assert_eq!(repair_why(&core[0], Lang::En), core[0]);
    }
}
