//! `fde-grade coach scorecard|prediction|uplift`: load the case as grading does (the
//! same flags), read one submission, hand it to the core's coach
//! ([`grader::scorecard::coach`], [`grader::prediction::coach`],
//! [`grader::uplift::coach`]) and print what it says, as JSON or a table. No scoring
//! decisions live here.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use fde_grade::error::Error;
use fde_grade::files::{display, read_case_file};
use fde_grade::words::Lang;
use grader::float::fixed;
use grader::prediction::PredictionCoach;
use grader::scorecard::ScorecardCoach;
use grader::uplift::UpliftCoach;
use grader::{CaseGrader, Report};

use crate::args::{Args, ReportFormat};

pub fn run(args: &Args, limit: usize) -> Result<(), Error> {
    if args.uplift.aggregate {
        return Err(Error::said("cli-error-aggregate-coach", &[]));
    }
    if args.format == ReportFormat::Server {
        return Err(Error::said("cli-error-server-coach", &[]));
    }
    let grader = crate::kinds::load(args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: {}", fde_grade::error::warning(w, args.lang));
    }
    let input = args.inputs.first().ok_or_else(|| Error::said("cli-error-no-submission", &[]))?;
    let path = Path::new(input);
    let name = display(path);
    let bytes = read_case_file(path)?;
    let not_scored = |report: &Report| Error::said("cli-error-not-scored", &[("file", &name), ("verdict", &report.verdict())]);
    let (json, table) = match &grader {
        CaseGrader::Scorecard(case) => {
            let c = grader::scorecard::coach(&case.truth, &case.params, &bytes, &name, limit)
                .ok_or_else(|| not_scored(&grader.grade(&bytes, &name, &[])))?;
            (grader::to_json(&c), scorecard_table(&c, args.lang))
        }
        CaseGrader::Prediction(case) => {
            let report = grader.grade(&bytes, &name, &[]);
            let Report::Prediction(r) = &report else { return Err(Error::said("cli-error-not-built", &[("kind", "prediction")])) };
            let c = grader::prediction::coach(case, &bytes, &name, r, limit).ok_or_else(|| {
                if r.valid {
                    Error::said("cli-error-no-explanation", &[("file", &name)])
                } else {
                    not_scored(&report)
                }
            })?;
            (grader::to_json(&c), prediction_table(&c, args.lang))
        }
        CaseGrader::Uplift(case) => {
            let c = grader::uplift::coach(&case.input(&bytes, &name, &[]), limit);
            (grader::to_json(&c), uplift_table(&c, args.lang))
        }
        #[allow(unreachable_patterns)]
        _ => return Err(Error::said("cli-error-not-built", &[("kind", args.kind.as_str())])),
    };
    let text = match args.format {
        ReportFormat::Json => json + "\n",
        ReportFormat::Table => table,
        ReportFormat::Server => unreachable!("refused above"),
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|error| Error::Io { key: "cli-error-cannot-write", path: "stdout".into(), error })
}

fn num(x: f64, digits: usize) -> String {
    fixed(x, digits)
}

fn opt(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "-".into(), |x| fixed(x, digits))
}

/// The line `key` of a coach table in `lang` (`cli.ftl`), values as given (padded here).
fn say(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    i18n::format(lang, key, args)
}

/// The name of a prediction loss (`absolute error`, ...) in `lang`; one not listed as is.
fn loss_name(loss: &str, lang: Lang) -> String {
    let key = match loss {
        "absolute error" => "cli-coach-loss-absolute",
        "squared error" => "cli-coach-loss-squared",
        "truth-weighted squared error" => "cli-coach-loss-weighted-squared",
        "absolute percentage error" => "cli-coach-loss-percent",
        "symmetric relative error" => "cli-coach-loss-symmetric",
        _ => return loss.to_string(),
    };
    i18n::text(lang, key)
}

fn scorecard_table(c: &ScorecardCoach, lang: Lang) -> String {
    let mut s = String::new();
    let head = say(
        lang,
        "cli-coach-scorecard-head",
        &[("file", &c.file), ("score", &num(c.score, 6)), ("auc", &num(c.auc, 6)), ("ks", &num(c.ks, 6))],
    );
    let _ = writeln!(s, "{head}");
    if c.bands.is_empty() {
        let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-no-band"));
    }
    for b in &c.bands {
        let line = say(
            lang,
            "cli-coach-band",
            &[
                ("band", &format!("{:<12}", grader::float::shortest(b.band.score))),
                ("rows", &format!("{:>5}", b.band.rows)),
                ("defaulters", &b.band.defaulters.to_string()),
                ("repayers", &b.band.repayers.to_string()),
                ("ks", &num(b.band.ks_if_broken, 6)),
                ("auc", &num(b.band.auc_if_broken, 6)),
                ("score", &num(b.score_if_broken, 6)),
                ("gain", &format!("{:+}", Signed(b.gain))),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    for r in &c.rows {
        let who = i18n::text(lang, if r.row.defaulter { "cli-coach-defaulter" } else { "cli-coach-repayer" });
        let line = say(
            lang,
            "cli-coach-scorecard-row",
            &[
                ("line", &format!("{:>6}", r.line)),
                ("customer", &format!("{:<14}", r.customer_id)),
                ("who", &format!("{who:<9}")),
                ("score", &format!("{:<12}", grader::float::shortest(r.row.score))),
                ("lost", &num(r.row.auc_loss, 6)),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    s
}

fn prediction_table(c: &PredictionCoach, lang: Lang) -> String {
    let mut s = String::new();
    let loss = loss_name(&c.loss, lang);
    let head = say(
        lang,
        "cli-coach-prediction-head",
        &[("file", &c.file), ("score", &num(c.score, 6)), ("metric", &c.metric), ("rows", &c.n_scored.to_string())],
    );
    let _ = writeln!(s, "{head}");
    if let Some(w) = &c.without_worst {
        let line = say(
            lang,
            "cli-coach-without-worst",
            &[("rows", &w.n_rows.to_string()), ("score", &num(w.score, 6)), ("gain", &format!("{:+}", Signed(w.gain)))],
        );
        let _ = writeln!(s, "  {line}");
    }
    for g in &c.groups {
        let what = match (g.share, g.value) {
            (Some(share), _) => say(lang, "cli-coach-share", &[("share", &format!("{:>5}", num(100.0 * share, 1))), ("loss", &loss)]),
            (None, Some(v)) => format!("{} {}", c.metric, num(v, 6)),
            (None, None) => String::new(),
        };
        let line = say(
            lang,
            "cli-coach-group",
            &[
                ("by", &format!("{:<12}", g.by)),
                ("name", &format!("{:<16}", g.name)),
                ("rows", &format!("{:>6}", g.rows)),
                ("what", &what),
                ("score", &opt(g.score_if_exact, 6)),
                ("gain", &format!("{:+}", Signed(g.gain.unwrap_or(f64::NAN)))),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    for r in &c.rows {
        let pairs: Vec<String> = r
            .truth
            .iter()
            .zip(&r.pred)
            .map(|(t, p)| say(lang, "cli-coach-pair", &[("predicted", &opt(Some(*p), 3)), ("truth", &opt(Some(*t), 3))]))
            .collect();
        let share = say(lang, "cli-coach-share", &[("share", &format!("{:>5}", num(100.0 * r.share, 2))), ("loss", &loss)]);
        let line = say(
            lang,
            "cli-coach-prediction-row",
            &[("key", &format!("{:<28}", r.key.join(" / "))), ("share", &share), ("pairs", &pairs.join(", "))],
        );
        let _ = writeln!(s, "  {line}");
    }
    s
}

fn uplift_table(c: &UpliftCoach, lang: Lang) -> String {
    let mut s = String::new();
    let head = say(
        lang,
        "cli-coach-uplift-head",
        &[
            ("file", &c.file),
            ("uplift", &opt(c.uplift, 4)),
            ("cost", &opt(c.contact_cost, 4)),
            ("net", &opt(c.uplift_net, 4)),
            ("verdict", &c.verdict.said(lang)),
        ],
    );
    let _ = writeln!(s, "{head}");
    if c.lines.is_empty() {
        let _ = writeln!(s, "  {}", i18n::text(lang, "cli-coach-no-line"));
    }
    for l in &c.lines {
        let line = say(
            lang,
            "cli-coach-uplift-line",
            &[
                ("line", &format!("{:>5}", l.line)),
                ("type", &format!("{:<8}", grader::to_json(&l.kind).trim_matches('"'))),
                ("to", &format!("{:<14}", l.to.as_deref().unwrap_or("-"))),
                ("cost", &num(l.cost, 4)),
                ("share", &num(100.0 * l.share, 1)),
            ],
        );
        let _ = writeln!(s, "  {line}");
    }
    if let Some(w) = &c.without {
        let line = say(
            lang,
            "cli-coach-uplift-without",
            &[
                ("lines", &w.lines.len().to_string()),
                ("cost", &opt(w.contact_cost, 4)),
                ("net", &opt(w.uplift_net, 4)),
                ("gain", &format!("{:+}", Signed(w.gain.unwrap_or(f64::NAN)))),
                ("verdict", &w.verdict.said(lang)),
            ],
        );
        let _ = writeln!(s, "  {line}");
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
