//! Uplift → net → verdict → points, exactly as FDE-Gym computes them (spec §3).
//!
//! Every step is done in the harness's order with its rounding: `uplift` is rounded
//! before the incident clamp and before the contact cost is subtracted, and
//! `uplift_net` is rounded again. Rounding is Python's (`py_round`); `max`/`min`
//! follow Python's argument-order semantics for NaN (`max(-1.0, nan)` is `-1.0`,
//! `min(nan, 0.0)` is nan).

use serde::{Deserialize, Serialize};

use crate::round::py_round;

/// A run is accepted, and its case solved, at this `uplift_net` or above.
pub const PASS: f64 = 0.8;

/// Python's `min(a, b)`: `a` unless `b < a` (so `min(nan, 1)` is nan).
pub(crate) fn py_min(a: f64, b: f64) -> f64 {
    if b < a {
        b
    } else {
        a
    }
}

/// Python's `max(a, b)`: `a` unless `b > a` (so `max(-1, nan)` is -1).
pub(crate) fn py_max(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

/// How a run came out, in the site's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The grader reported incidents: the run scores no higher than 0.
    Incident,
    /// `uplift_net >= 0.8`.
    Accepted,
    /// Graded, below 0.8.
    Rejected,
    /// The inputs could not be graded (the site's `error`: grading did not finish).
    Error,
}

impl Verdict {
    /// The verdict in `lang` (`Accepted`, ... in English, as the table always wrote it).
    pub fn said(self, lang: i18n::Lang) -> String {
        i18n::text(
            lang,
            match self {
                Verdict::Incident => "cli-coach-verdict-incident",
                Verdict::Accepted => "cli-coach-verdict-accepted",
                Verdict::Rejected => "cli-coach-verdict-rejected",
                Verdict::Error => "cli-coach-verdict-error",
            },
        )
    }
}

/// The harness's numbers for one run, before any display rounding.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HarnessNumbers {
    /// `kpi_oracle − kpi_baseline`.
    pub span: f64,
    /// `(kpi − kpi_baseline) / span`, unrounded; `None` when the span is 0 (then uplift is 0).
    pub uplift_raw: Option<f64>,
    /// `round(uplift_raw, 4)` (0 when the span is 0): uplift before the incident clamp.
    pub uplift_rounded: f64,
    /// `max(-1.0, uplift_rounded)`, before the incident clamp.
    pub uplift_bounded: f64,
    /// `min(uplift_rounded, 0.0)` when there are incidents, else `uplift_rounded`.
    pub uplift: f64,
    /// `round(contact cost sum, 4)`.
    pub contact_cost: f64,
    /// `uplift − contact_cost`, unrounded.
    pub uplift_net_raw: f64,
    /// `round(uplift − contact_cost, 4)`: no floor, no cap.
    pub uplift_net: f64,
}

/// The harness's arithmetic. `incidents` is Python's truthiness of `incidents`;
/// `contact_sum` is the unrounded sum of the ask log's costs (or a given cost).
pub fn harness_numbers(kpi: f64, kpi_baseline: f64, kpi_oracle: f64, incidents: bool, contact_sum: f64) -> HarnessNumbers {
    let span = kpi_oracle - kpi_baseline;
    // Python's `if span`: only ±0.0 is false (NaN is true).
    let uplift_raw = (span != 0.0 || span.is_nan()).then(|| (kpi - kpi_baseline) / span);
    numbers_from_raw(span, uplift_raw, incidents, contact_sum)
}

/// The harness's arithmetic from the unrounded uplift on: `uplift_raw` is `None` when
/// the span is 0 (uplift 0.0); `span` is only carried along.
pub fn numbers_from_raw(span: f64, uplift_raw: Option<f64>, incidents: bool, contact_sum: f64) -> HarnessNumbers {
    let uplift_rounded = uplift_raw.map_or(0.0, |u| py_round(u, 4));
    let uplift_bounded = py_max(-1.0, uplift_rounded);
    let uplift = if incidents { py_min(uplift_rounded, 0.0) } else { uplift_rounded };
    let contact_cost = py_round(contact_sum, 4);
    let uplift_net_raw = uplift - contact_cost;
    HarnessNumbers {
        span,
        uplift_raw,
        uplift_rounded,
        uplift_bounded,
        uplift,
        contact_cost,
        uplift_net_raw,
        uplift_net: py_round(uplift_net_raw, 4),
    }
}

/// The site's verdict: `incident` when the incidents list is not empty, otherwise
/// `accepted` when `uplift_net >= 0.8` (NaN is not), else `rejected`.
pub fn verdict(incident: bool, uplift_net: f64) -> Verdict {
    if incident {
        Verdict::Incident
    } else if uplift_net >= PASS {
        Verdict::Accepted
    } else {
        Verdict::Rejected
    }
}

/// The site's points (`score.ts`): `p = Math.trunc(Math.abs(x) * 100 + 1e-9)`, then
/// `x < 0 && p ? -p : p`, as a JS number (it can be huge, or infinite). `None` when
/// the score is missing or not finite.
pub fn js_points(x: Option<f64>) -> Option<f64> {
    let x = x.filter(|x| x.is_finite())?;
    let p = (x.abs() * 100.0 + 1e-9).trunc();
    Some(if x < 0.0 && p != 0.0 { -p } else { p })
}

/// JavaScript's `String(x)` for a number: the shortest digits that read back, written
/// out up to 10^21 and with an exponent beyond (`1e+21`, `1.5e+300`), `Infinity`, `NaN`.
pub fn js_string(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "Infinity" } else { "-Infinity" }.into();
    }
    if x == 0.0 {
        return "0".into();
    }
    let sign = if x < 0.0 { "-" } else { "" };
    let sci = crate::float::exp(x.abs());
    let (mant, e) = sci.split_once('e').unwrap_or((&sci, "0"));
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let e: i64 = e.parse().unwrap_or(0);
    let (k, n) = (digits.len() as i64, e + 1);
    let body = if k <= n && n <= 21 {
        format!("{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let (first, rest) = digits.split_at(1);
        let es = if n - 1 < 0 { '-' } else { '+' };
        if rest.is_empty() {
            format!("{first}e{es}{}", (n - 1).abs())
        } else {
            format!("{first}.{rest}e{es}{}", (n - 1).abs())
        }
    };
    format!("{sign}{body}")
}

/// A score as a whole number out of 100, cut toward zero: `sign(x)·trunc(|x|·100 + 1e-9)`,
/// the number the site's `points(x)` computes in JS doubles ([`js_points`]). The `1e-9`
/// keeps `0.29` at 29 (`0.29 × 100` is `28.999999999999996`). Beyond 2^53 it is the
/// double JS holds (`1e300` gives `1e302`); `None` when the score is missing or not
/// finite, or its points are not (JSON cannot hold them; [`points_display`] says
/// `Infinity`). Reports write it as an integer up to 2^53, beyond as that double.
///
/// ```
/// use kind_uplift::points;
/// assert_eq!(points(Some(-0.355)), Some(-35.0));
/// assert_eq!(points(Some(0.29)), Some(29.0));
/// assert_eq!(points(Some(f64::NAN)), None);
/// // |uplift_net × 100| beyond 2^53: JS's double, not the exact product.
/// assert_eq!(points(Some(-1e14 - 0.5)), Some(-10000000000000050.0));
/// assert_eq!(points(Some(1e307)), None);
/// ```
pub fn points(x: Option<f64>) -> Option<f64> {
    js_points(x).filter(|p| p.is_finite())
}

/// [`points`] in a report: an integer (it is one) up to 2^53, beyond that the double
/// itself (serde_json's shortest form, `1e302`).
pub(crate) fn points_json<S: serde::Serializer>(p: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match p {
        Some(x) if x.abs() <= 9007199254740992.0 => s.serialize_i64(*x as i64),
        Some(x) => s.serialize_f64(*x),
        None => s.serialize_none(),
    }
}

/// [`js_points`] as the site shows it (`String(points(x))`), or "—" when there is none.
///
/// ```
/// use kind_uplift::points_display;
/// assert_eq!(points_display(Some(-0.001)), "0");
/// assert_eq!(points_display(Some(1e300)), "1e+302");
/// assert_eq!(points_display(None), "—");
/// ```
pub fn points_display(x: Option<f64>) -> String {
    js_points(x).map_or_else(|| "—".to_string(), js_string)
}
