//! `--format table`: a human summary of a report.

use std::fmt::Write;

use grader::diagnostic::{Diagnostic, DiagnosticGroup};
use grader::routing::RoutingReport;
use grader::scorecard::ScorecardReport;
use grader::uplift::UpliftReport;

/// Most locations listed per diagnostic group.
const SHOW: usize = 5;

fn opt<T: std::fmt::Display>(x: &Option<T>) -> String {
    x.as_ref().map(|v| v.to_string()).unwrap_or_else(|| "—".into())
}

fn diagnostics(out: &mut String, groups: &[DiagnosticGroup], diags: &[Diagnostic]) {
    for g in groups {
        let _ = writeln!(out, "  {:<7} {:<28} ×{}", format!("{:?}", g.category).to_lowercase(), g.code, g.count);
        for d in diags.iter().filter(|d| d.code == g.code).take(SHOW) {
            let loc = d.location.describe();
            let _ = writeln!(out, "          {}{}", d.message, if loc.is_empty() { String::new() } else { format!("  [{loc}]") });
        }
        if g.count > SHOW {
            let _ = writeln!(out, "          … and {} more", g.count - SHOW);
        }
        if let Some(h) = diags.iter().find(|d| d.code == g.code).and_then(|d| d.hint.as_ref()) {
            let _ = writeln!(out, "          hint: {h}");
        }
    }
}

pub fn routing(r: &RoutingReport) -> String {
    let mut out = String::new();
    let verdict =
        if r.valid { "VALID".to_string() } else { format!("REJECTED ({})", opt(&r.rejected_by.map(|s| format!("{s:?}").to_lowercase()))) };
    let _ = writeln!(out, "{}  {}  score {}", r.file, verdict, r.overall_score);
    let _ = writeln!(
        out,
        "  routes {}  time {} s  balance {}  intrusions {}  crossings {}  spatial {}  cost {} / reference {}",
        opt(&r.n_routes),
        opt(&r.total_duration_s),
        opt(&r.balance_penalty),
        opt(&r.hull_intrusions),
        opt(&r.segment_crossings),
        opt(&r.spatial_penalty),
        opt(&r.submission_cost),
        opt(&r.reference_cost)
    );
    diagnostics(&mut out, &r.diagnostic_groups, &r.diagnostics);
    out
}

fn verdict(valid: bool) -> &'static str {
    if valid {
        "VALID"
    } else {
        "REJECTED"
    }
}

pub fn scorecard(r: &ScorecardReport) -> String {
    let file = &r.file;
    let mut out = String::new();
    let _ = writeln!(out, "{file}  {}  score {}", verdict(r.valid), r.overall_score);
    let _ = writeln!(
        out,
        "  auc {}  ks {}  combined {}  reference {}  rows {} ({} positive, {} negative in truth)  bands {}",
        opt(&r.auc),
        opt(&r.ks),
        opt(&r.player_objective),
        r.reference_value,
        r.n_rows,
        r.n_positive,
        r.n_negative,
        r.n_bands
    );
    diagnostics(&mut out, &r.diagnostic_groups, &r.diagnostics);
    out
}

pub fn uplift(r: &UpliftReport) -> String {
    let file = &r.file;
    let mut out = String::new();
    let _ = writeln!(out, "{file}  task {}  {}  {:?}  points {}", r.task, verdict(r.valid), r.verdict, r.points_display);
    let _ = writeln!(
        out,
        "  kpi {} (baseline {}, oracle {})  uplift {}  bounded {}  contact cost {}  net {}",
        opt(&r.kpi),
        opt(&r.kpi_baseline),
        opt(&r.kpi_oracle),
        opt(&r.uplift),
        opt(&r.uplift_bounded),
        opt(&r.contact_cost),
        opt(&r.uplift_net)
    );
    if let Some(why) = &r.error_reason {
        let _ = writeln!(out, "  error: {why}");
    }
    if let Some(f) = &r.if_repaired {
        let _ = writeln!(out, "  if repaired: net {}, {:?}, points {}", opt(&f.uplift_net), f.verdict, f.points_display);
    }
    if let Some(v) = &r.server_view {
        let _ = writeln!(out, "  {}: contact cost {}, net {}, {:?}", v.label, opt(&v.contact_cost), opt(&v.uplift_net), v.verdict);
    }
    let _ = writeln!(out, "  ledger: {}", r.ledger.status);
    diagnostics(&mut out, &r.diagnostic_groups, &r.diagnostics);
    out
}
