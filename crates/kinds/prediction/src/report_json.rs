//! [`FromJson`](crate::from_json::FromJson) for every type a prediction report holds: one
//! line each, its fields in declaration order under their serde names. The report's
//! scores are read by hand: the server's numbers, a number or the spelling of a
//! non-finite one (`"NaN"`, `"Infinity"`, `"-Infinity"`: `report::server_float`), which
//! takes no mark of the `null` floats.

use crate::from_json::{field, FromJson, Reader};
use crate::json_struct;
use crate::prediction::{server_float, PredictionExact, PredictionReport, TargetScore};
use crate::pyjson::{Spanned, Value};

json_struct!(PredictionExact { combined, objective, quality });
json_struct!(TargetScore { name, value, n_scored });

/// A server's number: a JSON number, or the spelling of a non-finite one.
struct ServerFloat(f64);

impl FromJson for ServerFloat {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let x = match &v.value {
            Value::Str(s) => server_float::parse(s),
            x => x.as_f64(),
        };
        ServerFloat(x.unwrap_or_else(|| {
            r.expected(v, "a number, \"NaN\", \"Infinity\" or \"-Infinity\"");
            0.0
        }))
    }
}

impl FromJson for PredictionReport {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        PredictionReport {
            kind: field(v, "kind", r),
            file: field(v, "file", r),
            server: field(v, "server", r),
            validity_score: field::<ServerFloat>(v, "validity_score", r).0,
            quality_score: field::<ServerFloat>(v, "quality_score", r).0,
            overall_score: field::<ServerFloat>(v, "overall_score", r).0,
            error_info: field(v, "error_info", r),
            crash: field(v, "crash", r),
            fields: field(v, "fields", r),
            valid: field(v, "valid", r),
            failed_check: field(v, "failed_check", r),
            reference_value: field(v, "reference_value", r),
            exact: field(v, "exact", r),
            per_target: field(v, "per_target", r),
            n_truth: field(v, "n_truth", r),
            n_rows: field(v, "n_rows", r),
            n_scored: field(v, "n_scored", r),
            diagnostics: field(v, "diagnostics", r),
            diagnostic_groups: field(v, "diagnostic_groups", r),
        }
    }

    /// The `null` floats in write order; the scores are never `null`.
    fn non_finite(&self, out: &mut String) {
        self.reference_value.non_finite(out);
        self.exact.non_finite(out);
        self.per_target.non_finite(out);
    }
}
