//! [`FromJson`] for every type a report holds: one line each, its fields in declaration
//! order (the order serde writes them) under their serde names. The round-trip tests
//! (`tests/readback.rs`) read back every report the repository can produce.

use super::{text, FromJson, Reader};
use crate::diagnostic::{Category, Diagnostic, DiagnosticGroup, ErrorInfo, Location};
use crate::pyjson::Spanned;
use crate::routing::{CostTerms, Crossing, Intrusion, RouteDetail, RoutingReport, SegmentRef, Stage, StoreCode};
use crate::scorecard::{ExactScores, KsAt, RocPoint, ScorecardReport};
use crate::uplift::{
    ContactSource, EventKind, Ladder, LedgerCheck, ModelRow, PriceIssue, PricedEvent, Repaired, ServerView, UpliftReport, Verdict,
};
use crate::{json_enum, json_struct};

impl FromJson for StoreCode {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        text(v, r).into()
    }
}

impl FromJson for crate::server::Server {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let t = text(v, r);
        crate::server::Server::parse(t).unwrap_or_else(|| {
            r.expected(v, "a server stack's name");
            Default::default()
        })
    }
}

// Shared by every kind.
json_enum!(Category { Fatal = "fatal", Schema = "schema", Value = "value", Warning = "warning", Case = "case", Exception = "exception" });
json_struct!(Location { file, line, column, field, route, stop, store, id });
json_struct!(Diagnostic { code, category, message, location, hint });
json_struct!(DiagnosticGroup { code, category, count, first_message });
json_struct!(ErrorInfo { fatal, schema, value, exception });

// Routing.
json_enum!(Stage { Fatal = "fatal", Schema = "schema", Capacity = "capacity", Vehicles = "vehicles" });
json_struct!(CostTerms { time, balance, intrusion, crossing });
json_struct!(crate::routing::Exact { total_seconds, max_route_seconds, min_route_seconds, terms, cost, score });
json_struct!(RouteDetail { index, id, stops, load_kg, seconds, hull, hull_points });
json_struct!(Intrusion { store, store_route, stop, hull_route });
json_struct!(SegmentRef { route, segment, from, to });
json_struct!(Crossing { a, b, point });
json_struct!(RoutingReport {
    kind,
    file,
    server,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    total_duration_s,
    balance_penalty,
    hull_intrusions,
    segment_crossings,
    spatial_penalty,
    n_routes,
    reference_cost,
    submission_cost,
    valid,
    rejected_by,
    format,
    exact,
    routes,
    intrusions,
    crossings,
    diagnostics,
    diagnostic_groups,
});

// Scorecard.
json_struct!(ExactScores { auc, ks, combined, score });
json_struct!(KsAt { threshold, tpr, fpr, index });
json_struct!(RocPoint { fpr, tpr, threshold, rows, defaults });
json_struct!(ScorecardReport {
    kind,
    file,
    server,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    auc,
    ks,
    player_objective,
    valid,
    failed_check,
    reference_value,
    exact,
    n_truth,
    n_positive,
    n_negative,
    n_rows,
    n_extra_rows,
    n_bands,
    roc,
    ks_at,
    diagnostics,
    diagnostic_groups,
});

// Uplift.
json_enum!(Verdict { Incident = "incident", Accepted = "accepted", Rejected = "rejected", Error = "error" });
json_enum!(ContactSource { Given = "given", LogPriced = "log-priced", LogLogged = "log-logged", Result = "result", None = "none" });
json_enum!(EventKind { Ask = "ask", Reply = "reply", Inbox = "inbox", Wait = "wait", Pilot = "pilot", Other = "other" });
json_enum!(PriceIssue {
    UnknownPerson = "unknown-person", MissingHours = "missing-hours", NoPilotCosts = "no-pilot-costs",
    PastMaxRuns = "past-max-runs", UnknownType = "unknown-type",
});
json_struct!(crate::uplift::Exact { span, uplift_raw, uplift_rounded, contact_cost_sum, uplift_net_raw });
json_struct!(Ladder {
    kpi_baseline,
    kpi_oracle,
    kpi,
    direction,
    uplift_raw,
    bounded_at_minus_one,
    incident_clamp,
    uplift,
    contact_cost,
    uplift_net,
    threshold,
    passes,
});
json_struct!(PricedEvent { line, t, kind: "type", person, logged_cost, priced_cost, used_cost, question, note, issue });
json_struct!(Repaired { uplift, uplift_bounded, contact_cost, uplift_net, verdict, points_display });
json_struct!(ServerView { label, contact_cost, uplift_net, verdict, points_display, lines_differing });
json_struct!(ModelRow { model, level, runs, problems, gross_display, net_display });
json_struct!(LedgerCheck { given, status, problems, lines_verified, variant });
json_struct!(UpliftReport {
    kind,
    file,
    task,
    kpi,
    kpi_baseline,
    kpi_oracle,
    uplift,
    uplift_bounded,
    incidents,
    contact_cost,
    uplift_net,
    verdict,
    points,
    points_display,
    valid,
    validity_score,
    error_info,
    exact,
    ladder,
    contact_source,
    contact_lines,
    error_reason,
    if_repaired,
    variant,
    model,
    level,
    anchors_from,
    ledger,
    server_view,
    non_finite,
    diagnostics,
    diagnostic_groups,
});
