//! `fde-grade coach scorecard|prediction|uplift`: load the case as grading does (the
//! same flags), read one submission, hand it to the core's coach
//! ([`grader::scorecard::coach`], [`grader::prediction::coach`],
//! [`grader::uplift::coach`]) and print what it says, as JSON or a table. No scoring
//! decisions live here.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use fde_grade::files::{display, read_case_file};
use grader::float::fixed;
use grader::prediction::PredictionCoach;
use grader::scorecard::ScorecardCoach;
use grader::uplift::UpliftCoach;
use grader::{CaseGrader, Report};

use crate::args::{Args, Format};

pub fn run(args: &Args, limit: usize) -> Result<(), String> {
    if args.uplift.aggregate {
        return Err("--aggregate is for grading, not for the coach".into());
    }
    let grader = crate::kinds::load(args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: warning: {w}");
    }
    let input = args.inputs.first().ok_or("no submission given")?;
    let path = Path::new(input);
    let name = display(path);
    let bytes = read_case_file(path)?;
    let not_scored = |report: &Report| {
        format!(
            "{name} does not grade valid ({}), so nothing is scored and there is nothing to coach; grade it to see why",
            report.verdict()
        )
    };
    let (json, table) = match &grader {
        CaseGrader::Scorecard(case) => {
            let c = grader::scorecard::coach(&case.truth, &case.params, &bytes, &name, limit)
                .ok_or_else(|| not_scored(&grader.grade(&bytes, &name, &[])))?;
            (grader::to_json(&c), scorecard_table(&c))
        }
        CaseGrader::Prediction(case) => {
            let report = grader.grade(&bytes, &name, &[]);
            let Report::Prediction(r) = &report else { return Err("not a prediction report".into()) };
            let c = grader::prediction::coach(case, &bytes, &name, r, limit).ok_or_else(|| {
                if r.valid {
                    format!("{name}: this case's engine has no row-by-row explanation yet, so the coach cannot rank its rows")
                } else {
                    not_scored(&report)
                }
            })?;
            (grader::to_json(&c), prediction_table(&c))
        }
        CaseGrader::Uplift(case) => {
            let c = grader::uplift::coach(&case.input(&bytes, &name, &[]), limit);
            (grader::to_json(&c), uplift_table(&c))
        }
        #[allow(unreachable_patterns)]
        _ => return Err(format!("coach {} is not built", args.kind.as_str())),
    };
    let text = match args.format {
        Format::Json => json + "\n",
        Format::Table => table,
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|e| e.to_string())
}

fn num(x: f64, digits: usize) -> String {
    fixed(x, digits)
}

fn opt(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "-".into(), |x| fixed(x, digits))
}

fn scorecard_table(c: &ScorecardCoach) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}: score {}  AUC {}  KS {}", c.file, num(c.score, 6), num(c.auc, 6), num(c.ks, 6));
    if c.bands.is_empty() {
        let _ = writeln!(s, "  no tie band holds both defaulters and repayers");
    }
    for b in &c.bands {
        let _ = writeln!(
            s,
            "  band {:<12} {:>5} rows ({} defaulters, {} repayers)  broken: KS {} AUC {} score {} ({:+})",
            grader::float::shortest(b.band.score),
            b.band.rows,
            b.band.defaulters,
            b.band.repayers,
            num(b.band.ks_if_broken, 6),
            num(b.band.auc_if_broken, 6),
            num(b.score_if_broken, 6),
            Signed(b.gain)
        );
    }
    for r in &c.rows {
        let who = if r.row.defaulter { "defaulter" } else { "repayer" };
        let _ = writeln!(
            s,
            "  row line {:>6}  {:<14} {:<9} score {:<12} AUC lost {}",
            r.line,
            r.customer_id,
            who,
            grader::float::shortest(r.row.score),
            num(r.row.auc_loss, 6)
        );
    }
    s
}

fn prediction_table(c: &PredictionCoach) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}: score {}  metric {}  {} rows scored", c.file, num(c.score, 6), c.metric, c.n_scored);
    if let Some(w) = &c.without_worst {
        let _ = writeln!(s, "  without the worst 1% ({} rows): score {} ({:+})", w.n_rows, num(w.score, 6), Signed(w.gain));
    }
    for g in &c.groups {
        let what = match (g.share, g.value) {
            (Some(share), _) => format!("{:>5}% of the {}", num(100.0 * share, 1), c.loss),
            (None, Some(v)) => format!("{} {}", c.metric, num(v, 6)),
            (None, None) => String::new(),
        };
        let _ = writeln!(
            s,
            "  group {:<12} {:<16} {:>6} rows  {what}  if exact: score {} ({:+})",
            g.by,
            g.name,
            g.rows,
            opt(g.score_if_exact, 6),
            Signed(g.gain.unwrap_or(f64::NAN))
        );
    }
    for r in &c.rows {
        let pairs: Vec<String> =
            r.truth.iter().zip(&r.pred).map(|(t, p)| format!("{} vs {}", opt(Some(*p), 3), opt(Some(*t), 3))).collect();
        let _ = writeln!(
            s,
            "  row {:<28} {:>5}% of the {}  predicted {}",
            r.key.join(" / "),
            num(100.0 * r.share, 2),
            c.loss,
            pairs.join(", ")
        );
    }
    s
}

fn uplift_table(c: &UpliftCoach) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{}: uplift {}  contact cost {}  net {}  {:?}",
        c.file,
        opt(c.uplift, 4),
        opt(c.contact_cost, 4),
        opt(c.uplift_net, 4),
        c.verdict
    );
    if c.lines.is_empty() {
        let _ = writeln!(s, "  no ask-log line adds to the contact cost");
    }
    for l in &c.lines {
        let _ = writeln!(
            s,
            "  line {:>5}  {:<8} {:<14} cost {}  ({}% of the contact cost)",
            l.line,
            grader::to_json(&l.kind).trim_matches('"'),
            l.to.as_deref().unwrap_or("-"),
            num(l.cost, 4),
            num(100.0 * l.share, 1)
        );
    }
    if let Some(w) = &c.without {
        let _ = writeln!(
            s,
            "  without these {} lines: contact cost {}  net {} ({:+})  {:?}",
            w.lines.len(),
            opt(w.contact_cost, 4),
            opt(w.uplift_net, 4),
            Signed(w.gain.unwrap_or(f64::NAN)),
            w.verdict
        );
    }
    s
}

/// A difference with its sign, 6 decimals (`-` when unknown).
struct Signed(f64);

impl std::fmt::Display for Signed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if !self.0.is_finite() {
            return f.write_str("-");
        }
        let t = fixed(self.0, 6);
        if self.0 >= 0.0 && f.sign_plus() {
            write!(f, "+{t}")
        } else {
            f.write_str(&t)
        }
    }
}
