//! `fde-grade coach routing`: load the case as grading does, read one plan, hand both
//! to the core's coach ([`grader::routing::coach::advise`]) and print what it says;
//! `--out` writes the plan it leaves. No scoring decisions live here.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use fde_grade::files::{display, read_case_file};
use grader::case::CaseKind;
use grader::routing::coach::{self, Advice, Mode, Options};
use grader::routing::submission::parse_submission_for;
use grader::CaseGrader;

use fde_grade::words::Lang;

use crate::args::{Args, CoachRouting, Format, UpliftRun};

pub fn run(c: &CoachRouting) -> Result<(), String> {
    let args = Args {
        kind: CaseKind::Routing,
        case: c.case.clone(),
        data: c.customers.clone(),
        data_dir: None,
        reference: c.reference_cost,
        format: c.format,
        lang: Default::default(),
        inputs: vec![c.submission.clone()],
        uplift: UpliftRun::default(),
    };
    #[allow(unreachable_patterns)]
    let case = match crate::kinds::load(&args)? {
        CaseGrader::Routing(case) => case,
        _ => return Err("coach routing needs a routing case".into()),
    };
    let path = Path::new(&c.submission);
    let name = display(path);
    let bytes = read_case_file(path)?;
    let plan = parse_submission_for(&bytes, &name, case.params.server).map_err(|diags| {
        let lines: Vec<String> = diags.iter().map(|d| d.to_string()).collect();
        format!("{name} cannot be read as a plan, so there is nothing to coach:\n{}", lines.join("\n"))
    })?;
    let opts = Options { max_moves: c.max_moves, ..Options::default() };
    let mode = match (c.apply, c.all) {
        (Some(n), _) => Mode::Apply(n),
        (None, true) => Mode::Apply(c.max_moves),
        (None, false) => Mode::Suggest(c.limit),
    };
    let advice = coach::advise(&case, &plan, &name, mode, &opts);
    if let Some(out) = &c.out {
        std::fs::write(out, advice.plan.to_routes_json() + "\n").map_err(|e| format!("cannot write {out}: {e}"))?;
    }
    let text = match c.format {
        Format::Json => grader::to_json(&advice) + "\n",
        Format::Table => table(&advice, c.lang.unwrap_or_else(|| fde_grade::words::from_env(|v| std::env::var(v).ok()))),
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// The human summary in `lang`: repairs, then moves or suggestions, one line each (the
/// repairs' reasons are the core's English).
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
                ("why", &r.why),
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
