//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order (`tests/readback.rs` reads back every report).

use crate::json_struct;

use super::report::{SlitCut, SlitStrip, SlittingErrorInfo, SlittingReport, SubmissionMetrics, WidthMade};

json_struct!(SlittingErrorInfo { exception });
json_struct!(SubmissionMetrics {
    cut_times,
    target_cut_times,
    excess_cuts,
    requirement_ratio,
    utilization_score,
    cut_score,
    combined_score,
    spec_satisfied,
    spec_total_shortage_kg,
});
json_struct!(SlitStrip { slot, width, ordered });
json_struct!(SlitCut { label, mother, width, weight, strips });
json_struct!(WidthMade { width, ordered, made });
json_struct!(SlittingReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    errors,
    warnings,
    resolved_artifact,
    submission_metrics,
    reference_value,
    error_info,
    valid,
    n_coils,
    n_widths,
    dropped_rows,
    cuts,
    widths,
    diagnostics,
    diagnostic_groups,
});
