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
        Format::Table => table(&advice),
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// The human summary: repairs, then moves or suggestions, one line each.
fn table(a: &Advice) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}: {}", a.file, if a.valid { "valid" } else { "not valid" });
    for (k, r) in a.repairs.iter().enumerate() {
        let at = |p: Option<grader::routing::coach::Place>| p.map(|p| format!("route {} stop {}", p.route, p.position)).unwrap_or_default();
        let what = r.store.as_ref().map(|s| s.to_string()).or_else(|| r.written.clone()).unwrap_or_default();
        let _ = writeln!(
            s,
            "  repair {:>3}  {:<20} {:<14} {:<18} {:<18} {}",
            k + 1,
            grader::to_json(&r.kind).trim_matches('"').to_string(),
            what,
            at(r.from),
            at(r.to),
            r.why
        );
    }
    if !a.repaired_valid {
        let _ = writeln!(s, "  the repairs do not give a valid plan (the case has too little room)");
        return s;
    }
    let money = |x: Option<f64>| x.map(|x| grader::float::fixed(x, 1)).unwrap_or_else(|| "-".into());
    let _ =
        writeln!(s, "  cost {}  score {}", money(a.cost_before), a.score_before.map(|x| grader::float::fixed(x, 4)).unwrap_or_default());
    let (title, list) = if a.moves.is_empty() && a.cost_after.is_none() { ("suggestion", &a.suggestions) } else { ("move", &a.moves) };
    if list.is_empty() {
        let _ = writeln!(s, "  no move saves cost");
    }
    for (k, m) in list.iter().enumerate() {
        let stores: Vec<&str> = m.stores.iter().map(|c| c.as_str()).collect();
        let _ = writeln!(
            s,
            "  {title} {:>4}  {:<9} {:<28} route {:>2} stop {:>3} -> route {:>2} stop {:>3}  saves {:>10}  ({} s, {} intrusions, {} crossings)",
            k + 1,
            grader::to_json(&m.kind).trim_matches('"').to_string(),
            stores.join(" "),
            m.from.route,
            m.from.position,
            m.to.route,
            m.to.position,
            grader::float::fixed(m.cost_saved, 1),
            grader::float::fixed(m.seconds_saved, 1),
            m.intrusions_removed,
            m.crossings_removed
        );
    }
    if let (Some(c), Some(sc)) = (a.cost_after, a.score_after) {
        let done = if a.converged == Some(true) { "no move left" } else { "move bound reached" };
        let _ = writeln!(
            s,
            "  after {} moves: cost {}  score {}  ({done})",
            a.moves.len(),
            grader::float::fixed(c, 1),
            grader::float::fixed(sc, 4)
        );
    }
    s
}
