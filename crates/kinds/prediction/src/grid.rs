//! The grid engine (`submission.engine: grid`, FDE-Bench 041): a value per (time, node
//! of a 3D grid), scored per time against that time's truth field
//! (`docs/prediction-kind.md`, "The grid engine"), as `peers/prediction_peer.py`'s
//! `grade_grid` does under numpy 1.26.4.
//!
//! * Field files (the initial field, each time's truth): `nx ny nz`, one more header
//!   line, then `i j k value material` lines, 1-based (a negative index counts from
//!   the end, as numpy indexes); a line of another number of fields is skipped; a node
//!   not listed is NaN. Read once, when the case loads.
//! * The times: `float()` of `time_column` on the rows of `times_file` (pandas) whose
//!   `part_column` as text is `part`, in file order (a repeated time is checked twice).
//! * The predictions (pandas): the five columns to numbers; rows with a NaN dropped (one
//!   problem); per time the rows with `np.isclose(time, t, atol=time_atol)` fill a NaN
//!   grid at `int(index) - 1` (numpy's cast: truncation; ±inf and values past int64
//!   land far outside): rows outside the grid, repeated nodes and nodes left NaN are one
//!   problem each. Only then, per time, the `range` and every `monotone` rule.
//! * The score: per time `round(sqrt(np.mean((grid - truth) ** 2)), per_time_round)`
//!   (numpy's pairwise sum over the C-ordered grid), then `np.mean` of those.

use serde_json::Value;

use super::convert::{py_float, py_int, to_numeric};
use super::frame::{self, Val};
use super::server_output::{self, file_message, fill, list_repr};
use super::{arr, manifest, num, text, Outcome, PredictionCase, Stop};
use crate::case::Manifest;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::kind::{case_error, CaseFiles};
use crate::pyjson::{is_py_space, py_float_repr};
use crate::round::py_round;
use crate::server::np_sum;

/// A field file: values (NaN where no line gives one) and materials, C order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Field {
    pub shape: [usize; 3],
    pub values: Vec<f64>,
    pub materials: Vec<i64>,
}

/// The grid case's truth: its times, the initial field and each time's truth field.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct GridTruth {
    pub times: Vec<f64>,
    pub start: Field,
    /// One per time, in `times`' order.
    pub truths: Vec<Field>,
}

impl GridTruth {
    /// Values to predict: nodes × times.
    pub(crate) fn len(&self) -> usize {
        self.start.values.len() * self.times.len()
    }
}

/// `pattern.format(t=t)` for the patterns a manifest uses: `{t}` (Python's `str` of
/// the float) and `{t:.Nf}`; `None` for anything else.
pub(crate) fn format_time(pattern: &str, t: f64) -> Option<String> {
    let mut out = String::new();
    let mut rest = pattern;
    while let Some(open) = rest.find(['{', '}']) {
        out.push_str(&rest[..open]);
        let after = &rest[open..];
        let close = after.find('}')?;
        if !after.starts_with('{') {
            return None;
        }
        let spec = &after[1..close];
        match spec {
            "t" => out.push_str(&py_float_repr(t)),
            _ => {
                let digits = spec.strip_prefix("t:.")?.strip_suffix('f')?;
                let n: usize = digits.parse().ok().filter(|_| digits.bytes().all(|b| b.is_ascii_digit()))?;
                let s = crate::float::fixed(t, n);
                out.push_str(if t.is_nan() { "nan" } else { &s });
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Some(out)
}

fn bad(file: &str, message: String) -> Vec<Diagnostic> {
    vec![Diagnostic::new(codes::CASE_BAD_TRUTH, Category::Case, format!("{file}: {message}")).at(Location::file(file))]
}

/// Python's `str.split()`.
fn py_split(line: &str) -> Vec<&str> {
    line.split(is_py_space).filter(|s| !s.is_empty()).collect()
}

/// Read a field file as the peer's `read_field` does.
pub(crate) fn read_field(bytes: &[u8], file: &str) -> Result<Field, Vec<Diagnostic>> {
    let text = std::str::from_utf8(bytes).map_err(|e| bad(file, format!("not UTF-8 (byte {})", e.valid_up_to())))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // io.StringIO(...).readlines(): lines end after "\n" only.
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let head = lines.first().map(|l| py_split(l)).unwrap_or_default();
    let dims: Vec<i64> = head.iter().filter_map(|s| py_int(s)).collect();
    if head.len() != 3 || dims.len() != 3 || dims.iter().any(|&d| d < 0) {
        return Err(bad(file, "the first line is not `nx ny nz` (three sizes)".into()));
    }
    let shape = [dims[0] as usize, dims[1] as usize, dims[2] as usize];
    let size = shape.iter().try_fold(1usize, |a, &d| a.checked_mul(d)).filter(|&s| s <= 1 << 28);
    let Some(size) = size else {
        return Err(bad(file, "the grid is too large".into()));
    };
    let mut values = vec![f64::NAN; size];
    let mut materials = vec![0i64; size];
    for (n, line) in lines.iter().enumerate().skip(2) {
        let p = py_split(line);
        if p.len() != 5 {
            continue;
        }
        let mut at = 0usize;
        for d in 0..3 {
            // numpy indexing: -n..n-1, a negative index from the end.
            let i = py_int(p[d])
                .and_then(|i| i.checked_sub(1))
                .ok_or_else(|| bad(file, format!("line {}: index `{}` is not an integer", n + 1, p[d])))?;
            let len = shape[d] as i64;
            let i = if i < 0 { i + len } else { i };
            if !(0..len).contains(&i) {
                return Err(bad(file, format!("line {}: index {} is outside the grid (IndexError)", n + 1, p[d])));
            }
            at = at * shape[d] + i as usize;
        }
        values[at] = super::convert::py_float(p[3]).ok_or_else(|| bad(file, format!("line {}: `{}` is not a number", n + 1, p[3])))?;
        materials[at] = py_int(p[4]).ok_or_else(|| bad(file, format!("line {}: material `{}` is not an integer", n + 1, p[4])))?;
    }
    Ok(Field { shape, values, materials })
}

/// The float of a pandas value (`float(t)`, `.to_numpy(dtype=float)`).
fn as_float(v: &Val) -> Option<f64> {
    match v {
        Val::Null => Some(f64::NAN),
        Val::Int(i) => Some(*i as f64),
        Val::Float(x) => Some(*x),
        Val::Bool(b) => Some(f64::from(u8::from(*b))),
        Val::Str(s) => py_float(s),
    }
}

/// Read the times (`grid.times_file`'s rows of `grid.part`).
pub(crate) fn read_times(m: &Manifest, files: &dyn CaseFiles) -> Result<Vec<f64>, Vec<Diagnostic>> {
    let p = &m.parameters;
    let g = &p["grid"];
    let times_file = text(g, "times_file").unwrap_or("");
    let bytes = super::truth::needed(m, files, times_file, "its times file")?;
    let utf8_sig = text(&p["submission"], "encoding") == Some("utf-8-sig");
    let tf = frame::read(&bytes, times_file, utf8_sig).map_err(|d| bad(times_file, d.message))?;
    let (part_col, time_col) = (text(g, "part_column").unwrap_or(""), text(g, "time_column").unwrap_or(""));
    let (Some(parts), Some(tcol)) = (tf.get(part_col), tf.get(time_col)) else {
        return Err(bad(times_file, format!("has no column `{part_col}` or `{time_col}`")));
    };
    let parts = super::convert::astype_str(parts, false);
    let want = text(g, "part").unwrap_or("");
    let mut times = Vec::new();
    for (pv, tv) in parts.values.iter().zip(tcol.values.iter()) {
        if matches!(&*pv, Val::Str(s) if **s == *want) {
            times.push(as_float(&tv).ok_or_else(|| bad(times_file, format!("a time of {want} is not a number")))?);
        }
    }
    Ok(times)
}

/// The name of the truth field of time `t` (`grid.truth_pattern`).
pub(crate) fn truth_name(m: &Manifest, t: f64) -> String {
    format_time(text(&m.parameters["grid"], "truth_pattern").unwrap_or(""), t).unwrap_or_default()
}

/// Read the times, the initial field and each time's truth field.
pub(crate) fn read_truth(m: &Manifest, files: &dyn CaseFiles) -> Result<GridTruth, Vec<Diagnostic>> {
    let g = &m.parameters["grid"];
    let times = read_times(m, files)?;
    let initial = text(g, "initial_file").unwrap_or("");
    let start = read_field(&super::truth::needed(m, files, initial, "its initial field")?, initial)?;
    let mut truths = Vec::new();
    for &t in &times {
        let name = truth_name(m, t);
        let field = read_field(&super::truth::needed(m, files, &name, &format!("the truth field of time {}", py_float_repr(t)))?, &name)?;
        if field.shape != start.shape {
            return Err(case_error(codes::CASE_BAD_TRUTH, format!("{name}: its grid is not the initial field's"), &name));
        }
        truths.push(field);
    }
    Ok(GridTruth { times, start, truths })
}

/// The manifest's `grid` for this engine: its problems (`case/bad-parameters`, or
/// `case/unsupported` for a time pattern this grader does not format).
pub(crate) fn check(p: &Value) -> Vec<Diagnostic> {
    let g = &p["grid"];
    let mut out = Vec::new();
    for key in
        ["times_file", "part_column", "part", "time_column", "value_column", "initial_file", "truth_pattern", "time_label", "category"]
    {
        if text(g, key).is_none() {
            out.push(manifest::bad(&format!("grid.{key}"), "must be a text".into()));
        }
    }
    for key in ["truth_pattern", "time_label"] {
        if text(g, key).is_some_and(|f| format_time(f, 1.0).is_none()) {
            out.push(manifest::unsupported(&format!("grid.{key}"), "a time pattern other than `{t}` and `{t:.Nf}`".into()));
        }
    }
    if arr(g, "index_columns").len() != 3 {
        out.push(manifest::bad("grid.index_columns", "must name three columns".into()));
    }
    let range = g.get("range").and_then(Value::as_array);
    if range.is_none_or(|r| r.len() != 2 || r.iter().any(|x| x.as_f64().is_none())) {
        out.push(manifest::bad("grid.range", "must be [lo, hi]".into()));
    }
    for key in ["time_atol", "per_time_round", "limit"] {
        if num(g, key).is_none() {
            out.push(manifest::bad(&format!("grid.{key}"), "must be a number".into()));
        }
    }
    for (i, rule) in g.get("monotone").and_then(Value::as_array).into_iter().flatten().enumerate() {
        if !matches!(text(rule, "direction"), Some("not_above_initial" | "not_below_initial"))
            || rule.get("material").and_then(Value::as_i64).is_none()
            || num(rule, "tol").is_none()
        {
            out.push(manifest::bad(&format!("grid.monotone[{i}]"), "needs `material`, `direction` and `tol`".into()));
        }
    }
    out
}

/// A problem of the predictions file, at `field` (its column) when there is one.
fn problem(code: crate::diagnostic::Code, message: String, file: &str, field: &str) -> Diagnostic {
    let at = Location::file(file);
    Diagnostic::new(code, Category::Fatal, message).at(if field.is_empty() { at } else { at.field(field) })
}

/// numpy's `isclose(a, b, atol=atol)` (rtol 1e-5).
fn isclose(a: f64, b: f64, atol: f64) -> bool {
    if a.is_finite() && b.is_finite() {
        (a - b).abs() <= atol + 1e-5 * b.abs()
    } else {
        a == b
    }
}

/// `int(index) - 1` as numpy computes it from a float64 (`to_numpy(dtype=int)`):
/// truncation; NaN, ±inf and values past int64 become INT64_MIN, minus one wraps.
fn node_index(x: f64) -> i64 {
    let i = if x.is_finite() && x > -9223372036854775808.0 && x < 9223372036854775808.0 { x as i64 } else { i64::MIN };
    i.wrapping_sub(1)
}

/// Grade with the grid engine.
pub(crate) fn grade(case: &PredictionCase, t: &GridTruth, submission: Option<&[u8]>, file: &str, out: &mut Outcome) -> Result<(), Stop> {
    let p = &case.params;
    let g = &p["grid"];
    // The file the evaluator looks for, as its texts name it.
    let named = text(&p["submission"], "file").unwrap_or(file);
    let Some(bytes) = submission else {
        return Err(Stop::Reject {
            said: file_message(p, "missing_file", &[("file", named), ("dir", server_output::SUBMISSION_DIR)]),
            category: "fatal".into(),
            problems: vec![problem(codes::PREDICTION_MISSING_FILE, format!("there is no {file}"), file, "")],
        });
    };
    let utf8_sig = text(&p["submission"], "encoding") == Some("utf-8-sig");
    let sub = frame::read(bytes, file, utf8_sig).map_err(|d| match frame::python_error(bytes, utf8_sig) {
        Some(error) => Stop::RaiseText(d, error),
        None => Stop::Raise(d),
    })?;
    out.n_rows = sub.rows;
    let idx_cols = arr(g, "index_columns");
    let (time_col, value_col) = (text(g, "time_column").unwrap_or(""), text(g, "value_column").unwrap_or(""));
    let cols: Vec<&str> = std::iter::once(time_col).chain(idx_cols.iter().copied()).chain(std::iter::once(value_col)).collect();
    if let Some(c) = cols.iter().find(|c| sub.get(c).is_none()) {
        let d = problem(
            codes::PREDICTION_MISSING_COLUMN,
            format!("{file} has no column `{c}` (its columns: {})", sub.names.join(", ")),
            file,
            c,
        )
        .hint(format!("The header needs these columns: {}.", cols.join(", ")));
        let columns = list_repr(sub.names.iter().map(String::as_str));
        let missing = list_repr(cols.iter().copied().filter(|c| sub.get(c).is_none()));
        let vars = [("file", named), ("column", *c), ("columns", columns.as_str()), ("missing", missing.as_str())];
        return Err(Stop::Reject {
            said: file_message(p, "missing_column", &vars),
            category: text(&p["required_columns"], "category").unwrap_or("fatal").into(),
            problems: vec![d],
        });
    }
    // Every column to numbers, as float64 (the index columns are cast below).
    let numeric: Vec<Vec<f64>> = cols
        .iter()
        .map(|c| to_numeric(sub.get(c).expect("checked")).values.iter().map(|v| as_float(&v).unwrap_or(f64::NAN)).collect())
        .collect();
    let mut problems = Vec::new();
    // The evaluator's texts of the problems (`grid.messages`, each rule's `message`).
    let texts = g.get("messages");
    let mut said: Vec<String> = Vec::new();
    let say = |said: &mut Vec<String>, template: Option<&Value>, vars: &[(&str, &str)]| {
        if let Some(t) = template.and_then(Value::as_str) {
            said.push(fill(t, vars));
        }
    };
    let keep: Vec<usize> = (0..sub.rows).filter(|&r| numeric.iter().all(|c| !c[r].is_nan())).collect();
    if keep.len() < sub.rows {
        let n = sub.rows - keep.len();
        problems.push(problem(codes::PREDICTION_MISSING_VALUE, format!("{n} rows have an empty or non-numeric field (dropped)"), file, ""));
        say(&mut said, texts.and_then(|m| m.get("bad_rows")), &[("n", &n.to_string())]);
    }
    let shape = t.start.shape;
    let size = t.start.values.len();
    let atol = num(g, "time_atol").unwrap_or(0.0);
    let mut grids: Vec<Vec<f64>> = Vec::new();
    for &time in &t.times {
        let label = py_float_repr(time);
        let block: Vec<usize> = keep.iter().copied().filter(|&r| isclose(numeric[0][r], time, atol)).collect();
        let mut grid = vec![f64::NAN; size];
        let mut seen = vec![false; size];
        let (mut outside, mut repeated) = (0usize, 0usize);
        for &r in &block {
            let mut at = 0usize;
            let mut inside = true;
            for d in 0..3 {
                let i = node_index(numeric[1 + d][r]);
                if i < 0 || i >= shape[d] as i64 {
                    inside = false;
                    break;
                }
                at = at * shape[d] + i as usize;
            }
            if !inside {
                outside += 1;
                continue;
            }
            repeated += usize::from(seen[at]);
            seen[at] = true;
            grid[at] = numeric[4][r];
        }
        if outside > 0 {
            problems.push(problem(codes::PREDICTION_OUT_OF_RANGE, format!("time {label}: {outside} rows are outside the grid"), file, ""));
            say(&mut said, texts.and_then(|m| m.get("outside")), &[("t", &label), ("n", &outside.to_string())]);
        }
        if repeated > 0 {
            problems.push(problem(codes::PREDICTION_DUPLICATE_KEY, format!("time {label}: {repeated} nodes are repeated"), file, ""));
            say(&mut said, texts.and_then(|m| m.get("repeated")), &[("t", &label), ("n", &repeated.to_string())]);
        }
        let missing = grid.iter().filter(|x| x.is_nan()).count();
        if missing > 0 {
            problems.push(problem(codes::PREDICTION_MISSING_KEY, format!("time {label}: {missing} nodes have no value"), file, ""));
            let vars = [("t", label.as_str()), ("n", &missing.to_string()), ("nodes", &size.to_string())];
            say(&mut said, texts.and_then(|m| m.get("missing")), &vars);
        }
        grids.push(grid);
    }
    if problems.is_empty() {
        let range: Vec<f64> = g["range"].as_array().map(|r| r.iter().filter_map(Value::as_f64).collect()).unwrap_or_default();
        let (lo, hi) = (range.first().copied().unwrap_or(f64::NAN), range.get(1).copied().unwrap_or(f64::NAN));
        for (&time, grid) in t.times.iter().zip(&grids) {
            let label = py_float_repr(time);
            if grid.is_empty() {
                let d = Diagnostic::new(
                    codes::PREDICTION_EXCEPTION,
                    Category::Exception,
                    "ValueError: zero-size array to reduction operation fmin",
                )
                .at(Location::file(file));
                return Err(Stop::RaiseText(d, "zero-size array to reduction operation fmin which has no identity".into()));
            }
            // np.nanmin / np.nanmax (the grid has no NaN here).
            let min = grid.iter().copied().fold(f64::INFINITY, f64::min);
            let max = grid.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            if min < lo || max > hi {
                problems.push(problem(
                    codes::PREDICTION_OUT_OF_RANGE,
                    format!(
                        "time {label}: values from {} to {} leave the range [{}, {}]",
                        py_float_repr(min),
                        py_float_repr(max),
                        py_float_repr(lo),
                        py_float_repr(hi)
                    ),
                    file,
                    value_col,
                ));
                let (lo, hi) = (py_float_repr(min), py_float_repr(max));
                say(&mut said, texts.and_then(|m| m.get("range")), &[("t", &label), ("lo", &lo), ("hi", &hi)]);
            }
            for rule in g.get("monotone").and_then(Value::as_array).into_iter().flatten() {
                let material = rule.get("material").and_then(Value::as_i64).unwrap_or(0);
                let tol = num(rule, "tol").unwrap_or(0.0);
                let above = text(rule, "direction") == Some("not_above_initial");
                let changes: Vec<f64> = (0..size)
                    .filter(|&i| t.start.materials[i] == material)
                    .map(|i| if above { grid[i] - t.start.values[i] } else { t.start.values[i] - grid[i] })
                    .collect();
                let moved = changes.iter().filter(|&&c| c > tol).count();
                if moved > 0 {
                    // np.max: a NaN anywhere gives NaN.
                    let most =
                        changes.iter().copied().fold(f64::NEG_INFINITY, |a, c| if a.is_nan() || c.is_nan() { f64::NAN } else { a.max(c) });
                    let vars = [("t", label.as_str()), ("n", &moved.to_string()), ("max", &py_float_repr(most))];
                    say(&mut said, rule.get("message"), &vars);
                    let way = if above { "warms above" } else { "cools below" };
                    problems.push(problem(
                        codes::PREDICTION_NOT_ALLOWED,
                        format!("time {label}: material {material} {way} its initial temperature by more than {}", py_float_repr(tol)),
                        file,
                        value_col,
                    ));
                }
            }
        }
    }
    if !problems.is_empty() {
        let total = problems.len();
        let limit = num(g, "limit").map_or(usize::MAX, |l| l as usize);
        problems.truncate(limit);
        if let Some(field) = text(g, "total_field") {
            out.reject_extra.push((field.to_string(), Value::from(total)));
        }
        said.truncate(limit);
        let said = texts.is_some().then_some(said);
        return Err(Stop::Reject { said, category: text(g, "category").unwrap_or("fatal").into(), problems });
    }
    out.validity = 1.0;
    let digits = num(g, "per_time_round").unwrap_or(4.0) as u32;
    let label_pattern = text(g, "time_label").unwrap_or("{t}");
    let mut per: Vec<(String, f64, usize)> = Vec::new();
    for ((&time, grid), truth) in t.times.iter().zip(&grids).zip(&t.truths) {
        let sq: Vec<f64> = grid.iter().zip(&truth.values).map(|(a, b)| (a - b) * (a - b)).collect();
        let v = (np_sum(&sq) / sq.len() as f64).sqrt();
        let label = format_time(label_pattern, time).unwrap_or_default();
        // A dict: a repeated label keeps its first place and its last value.
        match per.iter_mut().find(|x| x.0 == label) {
            Some(slot) => slot.1 = py_round(v, digits),
            None => per.push((label, py_round(v, digits), size)),
        }
    }
    let values: Vec<f64> = per.iter().map(|x| x.1).collect();
    let combined = np_sum(&values) / values.len() as f64;
    let quality = super::mapping::quality(case.spec.mapping.as_ref(), combined, case.reference, |_| f64::NAN)
        .map_err(|why| super::raise(why, file))?;
    out.quality = py_round(quality, 6);
    out.exact = Some(super::PredictionExact { combined, objective: combined, quality });
    out.n_scored = size * t.times.len();
    let ctx = super::reported::Context {
        per: &per,
        combined,
        objective: combined,
        reference: case.reference,
        joined: None,
        truth: None,
        truth_count: Some(t.len()),
        spec: &case.spec,
    };
    super::reported::fill(&mut out.fields, &case.spec.report, &ctx);
    out.per = per;
    Ok(())
}

/// The rows the site's figures draw for a submission the grade accepted
/// ([`super::explain`]): one per (time, node), the times in order (a repeated time
/// label once, its last time's grid, as the score's dict keeps it), the nodes in C
/// order; key `time label, i, j, k` (1-based), grouped by the time's label (what the
/// report scores per time), the squared error as each row's cost. `None` when the file
/// does not fill every node of every time (the grade would have rejected it).
pub(crate) fn explain_rows(case: &PredictionCase, t: &GridTruth, bytes: &[u8], file: &str) -> Option<super::explain::Parts> {
    use super::explain::{ExplainedRow, RowValue};
    let p = &case.params;
    let g = &p["grid"];
    let sub = frame::read(bytes, file, text(&p["submission"], "encoding") == Some("utf-8-sig")).ok()?;
    let idx_cols = arr(g, "index_columns");
    let (time_col, value_col) = (text(g, "time_column").unwrap_or(""), text(g, "value_column").unwrap_or(""));
    let cols: Vec<&str> = std::iter::once(time_col).chain(idx_cols.iter().copied()).chain(std::iter::once(value_col)).collect();
    let numeric: Vec<Vec<f64>> = cols
        .iter()
        .map(|c| Some(to_numeric(sub.get(c)?).values.iter().map(|v| as_float(&v).unwrap_or(f64::NAN)).collect()))
        .collect::<Option<_>>()?;
    let keep: Vec<usize> = (0..sub.rows).filter(|&r| numeric.iter().all(|c| !c[r].is_nan())).collect();
    let (shape, size) = (t.start.shape, t.start.values.len());
    let atol = num(g, "time_atol").unwrap_or(0.0);
    let label_pattern = text(g, "time_label").unwrap_or("{t}");
    // Per label: the last time's grid and truth.
    let mut per: Vec<(String, Vec<f64>, &Field)> = Vec::new();
    for (&time, truth) in t.times.iter().zip(&t.truths) {
        let mut grid = vec![f64::NAN; size];
        for &r in keep.iter().filter(|&&r| isclose(numeric[0][r], time, atol)) {
            let mut at = 0usize;
            for d in 0..3 {
                let i = node_index(numeric[1 + d][r]);
                if i < 0 || i >= shape[d] as i64 {
                    return None;
                }
                at = at * shape[d] + i as usize;
            }
            grid[at] = numeric[4][r];
        }
        if grid.iter().any(|x| x.is_nan()) {
            return None;
        }
        let label = format_time(label_pattern, time).unwrap_or_default();
        match per.iter_mut().find(|x| x.0 == label) {
            Some(slot) => (slot.1, slot.2) = (grid, truth),
            None => per.push((label, grid, truth)),
        }
    }
    let mut rows = Vec::with_capacity(per.len() * size);
    for (label, grid, truth) in &per {
        for (at, (&pred, &tv)) in grid.iter().zip(&truth.values).enumerate() {
            let (i, j, k) = (at / (shape[1] * shape[2]), (at / shape[2]) % shape[1], at % shape[2]);
            let residual = pred - tv;
            rows.push(ExplainedRow {
                key: vec![label.clone(), (i + 1).to_string(), (j + 1).to_string(), (k + 1).to_string()],
                rank: rows.len(),
                group: Some(label.clone()),
                values: vec![RowValue { truth: tv, pred, residual, scored: true, loss: residual * residual }],
            });
        }
    }
    Some((cols[..4].iter().map(|c| c.to_string()).collect(), rows, false, true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_files_and_time_patterns() {
        // Index 0 is -1 for numpy: the last node.
        let f = read_field(b"2 1 1\ni j k T mat\n1 1 1 25.5 2\n0 1 1 30 1\nnot five fields\n", "f.txt").unwrap();
        assert_eq!(f.shape, [2, 1, 1]);
        assert_eq!(f.values, [25.5, 30.0]);
        assert_eq!(f.materials, [2, 1]);
        assert!(read_field(b"1 1 1\nh\n2 1 1 3 1\n", "f.txt").is_err());
        assert_eq!(format_time("part2/t{t:.1f}.txt", 1.25).as_deref(), Some("part2/t1.2.txt"));
        assert_eq!(format_time("t{t}", 3.0).as_deref(), Some("t3.0"));
        assert_eq!(format_time("t{x}", 3.0), None);
        assert_eq!(node_index(1.7), 0);
        assert_eq!(node_index(f64::INFINITY), i64::MAX);
        assert!(isclose(1.2 + 1e-7, 1.2, 1e-6) && isclose(1.2 * (1.0 + 9e-6), 1.2, 1e-6) && !isclose(1.2 * (1.0 + 2e-5), 1.2, 1e-6));
    }
}
