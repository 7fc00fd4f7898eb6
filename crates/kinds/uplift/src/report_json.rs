//! [`FromJson`](crate::from_json::FromJson) for every type a uplift report holds: one
//! line each, its fields in declaration order (the order serde writes them) under
//! their serde names (`tests/readback.rs` reads back every report).

use crate::uplift::{
    ContactSource, EventKind, Ladder, LedgerCheck, ModelRow, PriceIssue, PricedEvent, Repaired, ServerView, UpliftReport, Verdict,
};
use crate::{json_enum, json_struct};

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
