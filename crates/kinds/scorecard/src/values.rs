//! Checks 3–5 of spec §2 on `prob_default`: a number, finite, within [0, 1]; plus
//! warnings that guess what an out-of-range column really holds.
//!
//! A cell is what `pd.to_numeric(df["prob_default"], errors="coerce")` makes of it
//! ([`super::number::classify`]): pandas' missing spellings, text and a field the row
//! does not have are not numbers; `True` / `False` are 1 / 0 only in a column of
//! nothing else. Every offending cell is listed with its line, column and customer id.

use crate::diagnostic::codes;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::float::Shortest;
use crate::IdPlace;

use super::checks::{warning, Check, Findings};
use super::dtype::Dtype;
use super::ids::shown_id;
use super::number::{classify, trim_c, Cell};
use super::predictions::{Row, Submission, VALUE};

/// Check every `prob_default` cell. Returns, per row, the value when it is a finite
/// number (in range or not); `None` otherwise or when the column is missing.
pub(crate) fn check(sub: &Submission, file: &str, findings: &mut Findings) -> Vec<Option<f64>> {
    let Some(column) = sub.value_column else {
        return vec![None; sub.rows.len()];
    };
    let at = |r: &Row| {
        let loc = Location::file(file).line(r.line).column(column).field(VALUE);
        match r.id {
            Some(id) if !id.is_empty() => loc.id(id),
            _ => loc,
        }
    };
    let who = |r: &Row| match r.id {
        Some(id) if !id.is_empty() => format!(" (customer {})", shown_id(id)),
        _ => String::new(),
    };

    let (mut not_number, mut not_finite, mut out_of_range) = (Vec::new(), Vec::new(), Vec::new());
    let mut values = Vec::with_capacity(sub.rows.len());
    for (k, r) in sub.rows.iter().enumerate() {
        let raw = r.value.unwrap_or("");
        let shown = raw.trim();
        let cell = classify(r.value, sub.value_type.at(k) == Dtype::Bool);
        values.push(match cell {
            Cell::Number(x) => Some(x),
            _ => None,
        });
        match cell {
            Cell::Missing if r.value.is_none() => not_number.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_A_NUMBER,
                    Category::Fatal,
                    format!(
                        "`{VALUE}` is missing on line {}{}: the row has only {} field(s), and pandas fills the missing ones with NaN",
                        r.line,
                        who(r),
                        r.n_fields
                    ),
                )
                .at(at(r))
                .hint("Every row needs a customer_id and a probability of default between 0 and 1."),
            ),
            Cell::Missing if raw.is_empty() => not_number.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_A_NUMBER,
                    Category::Fatal,
                    format!("`{VALUE}` is empty on line {}{}", r.line, who(r)),
                )
                .at(at(r))
                .hint("Every row needs a probability of default between 0 and 1."),
            ),
            Cell::Missing => not_number.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_A_NUMBER,
                    Category::Fatal,
                    format!(
                        "`{VALUE}` on line {}{} is `{shown}`, a missing value, not a number",
                        r.line,
                        who(r)
                    ),
                )
                .at(at(r))
                .hint("Fill missing predictions (e.g. with the base default rate) before saving."),
            ),
            Cell::Text if shown.is_empty() => not_number.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_A_NUMBER,
                    Category::Fatal,
                    format!("`{VALUE}` is blank (only spaces) on line {}{}", r.line, who(r)),
                )
                .at(at(r))
                .hint("Every row needs a probability of default between 0 and 1."),
            ),
            Cell::Text if shown != trim_c(raw) => not_number.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_A_NUMBER,
                    Category::Fatal,
                    format!(
                        "`{VALUE}` on line {}{} is {raw:?}: pandas skips plain spaces and tabs around a number, not other spaces (such as a no-break space), so this is text",
                        r.line,
                        who(r)
                    ),
                )
                .at(at(r))
                .hint("Write the probability as a plain decimal number such as 0.27, with nothing around it."),
            ),
            Cell::Text => not_number.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_A_NUMBER,
                    Category::Fatal,
                    format!("`{VALUE}` on line {}{} is `{shown}`, not a number", r.line, who(r)),
                )
                .at(at(r))
                .hint(text_hint(shown)),
            ),
            Cell::Infinite(_) => not_finite.push(
                Diagnostic::new(
                    codes::SCORECARD_NOT_FINITE,
                    Category::Fatal,
                    format!("`{VALUE}` on line {}{} is `{shown}`, not a finite number", r.line, who(r)),
                )
                .at(at(r))
                .hint("Probabilities are between 0 and 1; infinities usually come from exp() overflowing or a division by zero."),
            ),
            Cell::Number(x) if !(0.0..=1.0).contains(&x) => out_of_range.push(
                Diagnostic::new(
                    codes::SCORECARD_OUT_OF_RANGE,
                    Category::Fatal,
                    format!("`{VALUE}` on line {}{} is {shown}, outside [0, 1]", r.line, who(r)),
                )
                .at(at(r))
                .hint("A probability of default must be between 0 and 1 inclusive."),
            ),
            Cell::Number(_) => {}
        }
    }
    let any_out_of_range = !out_of_range.is_empty();
    findings.fail(Check::NotANumber, not_number);
    findings.fail(Check::NotFinite, not_finite);
    findings.fail(Check::OutOfRange, out_of_range);
    if any_out_of_range {
        findings.warn(shape_warnings(&values, file));
    }
    values
}

fn text_hint(shown: &str) -> String {
    if shown.ends_with('%') {
        "Write a percentage as a fraction: 12% is 0.12.".to_string()
    } else if shown.contains(',') {
        "Use a point as the decimal separator: 0.27, not 0,27.".to_string()
    } else {
        "Write the probability as a plain decimal number such as 0.27.".to_string()
    }
}

/// When most values fall outside [0, 1], say what they look like: scorecard points
/// (300–850), log-odds (negative values, within ±30), or percentages (0–100).
/// A few stray values among probabilities get no guess.
fn shape_warnings(values: &[Option<f64>], file: &str) -> Vec<Diagnostic> {
    let xs: Vec<f64> = values.iter().flatten().copied().collect();
    let outside = xs.iter().filter(|x| !(0.0..=1.0).contains(*x)).count();
    if xs.is_empty() || 2 * outside <= xs.len() {
        return Vec::new();
    }
    let (lo, hi) = xs.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &x| (l.min(x), h.max(x)));
    let at = Location::file(file).field(VALUE);
    let range = format!("between {} and {}", Shortest(lo), Shortest(hi));
    let d = if (300.0..=850.0).contains(&lo) && (300.0..=850.0).contains(&hi) {
        warning(
            codes::SCORECARD_LOOKS_LIKE_POINTS,
            format!("`{VALUE}` values lie {range}: these look like scorecard points, not probabilities"),
        )
        .hint("Submit a probability of default in [0,1]; note that more points means less risk, so the order reverses too.")
    } else if lo < 0.0 && hi <= 30.0 && lo >= -30.0 {
        warning(
            codes::SCORECARD_LOOKS_LIKE_LOGIT,
            format!("`{VALUE}` values lie {range}: these look like log-odds (logits), not probabilities"),
        )
        .hint("Apply the logistic function p = 1 / (1 + exp(-x)), e.g. predict_proba instead of decision_function.")
    } else if lo >= 0.0 && hi <= 100.0 {
        warning(codes::SCORECARD_LOOKS_LIKE_PERCENT, format!("`{VALUE}` values lie {range}: these look like percentages"))
            .hint("Divide by 100: a 12% risk is 0.12.")
    } else {
        return Vec::new();
    };
    vec![d.at(at)]
}
