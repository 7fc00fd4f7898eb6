//! [`FromJson`](crate::from_json::FromJson) for every type a scorecard report holds: one
//! line each, its fields in declaration order (the order serde writes them) under
//! their serde names (`tests/readback.rs` reads back every report).

use crate::json_struct;
use crate::scorecard::{ExactScores, KsAt, RocPoint, ScorecardReport};

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
