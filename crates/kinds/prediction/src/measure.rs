//! One metric on the scored rows, wherever a manifest names one (a score, a term of a
//! composite, a floor, a reported field): the plain metrics of [`metrics::metric`]
//! (float arrays only), `abs_err_percentile` (which numpy can raise on), and the group
//! metrics, which also read a column of the joined rows.

use super::group_mean::group_metric;
use super::join::Joined;
use super::metrics;
use super::percentile::abs_err_percentile;
use super::spec::{Metric, MetricSpec};

/// The metric of `spec` on `t` and `p` (the rows of `joined`, masked or transformed as
/// the score says) with its options; `Err` with Python's exception when the server's
/// stack raises.
pub(crate) fn measure(spec: &MetricSpec, t: &[f64], p: &[f64], joined: &Joined) -> Result<f64, String> {
    let opts = &spec.opts;
    match spec.metric {
        Metric::AbsErrPercentile => abs_err_percentile(t, p, opts.q.unwrap_or(f64::NAN)).map_err(str::to_string),
        name @ (Metric::GroupMae | Metric::GroupGapMae) => {
            let by = opts.group.as_deref().unwrap_or("");
            let labels = joined.column(by).ok_or_else(|| format!("KeyError: '{by}' (the joined rows have no such column to group by)"))?;
            if labels.len() != t.len() {
                // A mask dropped rows: pandas' groupby refuses labels of another length.
                return Err(format!("ValueError: Grouper and axis must be same length ({} labels, {} values)", labels.len(), t.len()));
            }
            Ok(group_metric(name, t, p, &labels, opts).unwrap_or(f64::NAN))
        }
        name => Ok(metrics::metric(name, t, p, opts).unwrap_or(f64::NAN)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prediction::frame::Val;
    use serde_json::Value;

    /// The metric `name` with the options `v` holds, read as a manifest's.
    fn spec(name: &str, v: &Value) -> MetricSpec {
        let mut v = v.clone();
        v["metric"] = Value::from(name);
        // The vectors' own fields (`t`, `p`, `kind`, ...) are no options: left aside.
        let report = serde_json::json!({"report": [{"field": "x", "source": v}]});
        match crate::spec::read(&report, false, false).map(|s| s.report[0].source.clone()) {
            Ok(crate::spec::Source::Metric { spec, .. }) => spec,
            other => panic!("{other:?}"),
        }
    }

    fn float(v: &Value) -> f64 {
        f64::from_bits(u64::from_str_radix(v.as_str().unwrap_or(""), 16).unwrap_or(0))
    }

    fn floats(v: &Value) -> Vec<f64> {
        v.as_array().into_iter().flatten().map(float).collect()
    }

    fn same(a: f64, b: f64) -> bool {
        a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
    }

    /// `peers/prediction_metric_vectors.py`'s vectors: numpy 1.26.4's percentiles and
    /// pandas 2.3.2's group means, every bit (the reports round them away).
    #[test]
    fn percentiles_and_group_means_as_numpy_and_pandas() {
        let text = include_str!("../tests/fixtures/prediction_metric_vectors.json");
        // Read as Python's json reads them (serde_json's own parsing may be an ulp off).
        let vectors: Vec<Value> = match crate::pyjson::parse(text).map(|v| v.value.to_serde()) {
            Ok(Value::Array(items)) => items,
            _ => Vec::new(),
        };
        assert!(vectors.len() >= 100, "{} vectors", vectors.len());
        let mut bad = Vec::new();
        for (i, v) in vectors.iter().enumerate() {
            let (t, p) = (floats(&v["t"]), floats(&v["p"]));
            if v["kind"] == "percentile" {
                let got = measure(&spec("abs_err_percentile", v), &t, &p, &Joined::default());
                let ok = match v["expected"].as_str() {
                    Some("IndexError") => got.is_err(),
                    _ => got.as_ref().is_ok_and(|&g| same(g, float(&v["expected"]))),
                };
                if !ok {
                    bad.push(format!("vector {i} (q {}): {got:?}, numpy {}", v["q"], v["expected"]));
                }
                continue;
            }
            let labels: Vec<Val> =
                v["labels"].as_array().into_iter().flatten().map(|l| l.as_str().map_or(Val::Null, |s| Val::Str(s.into()))).collect();
            let n = labels.len();
            let column = crate::prediction::frame::Column::new(crate::prediction::frame::Kind::Object, labels);
            let joined =
                Joined { truth_row: vec![0; n], left: vec![("g".into(), column)], left_row: (0..n).collect(), ..Joined::default() };
            let mut opts = v.clone();
            opts["group"] = Value::from("g");
            for m in ["group_mae", "group_gap_mae"] {
                let got = measure(&spec(m, &opts), &t, &p, &joined);
                if !got.as_ref().is_ok_and(|&g| same(g, float(&v[m]))) {
                    bad.push(format!("vector {i} {m}: {got:?}, pandas {}", float(&v[m])));
                }
            }
        }
        assert!(bad.is_empty(), "{} differ:\n{}", bad.len(), bad.join("\n"));
    }
}
