//! The manifest's grading steps as typed data, read once when the case loads ("parse,
//! don't re-read"): the check steps ([`Step`], one variant of [`Op`] per step), the join
//! ([`Join`]), the targets ([`Target`]), the score and its metrics ([`Score`],
//! [`MetricSpec`]) and the reported fields ([`ReportField`]). Grading walks these; a
//! manifest entry of the wrong shape, or naming a step, metric or source not built, is a
//! located error at load (`case.json` and the entry's JSON path under `parameters`),
//! every problem at once.
//!
//! Each name a manifest may write (a step, a metric, ...) is declared once, in the
//! [`names!`] tables below; reading, error messages and the grader's matches all go
//! through the enums they make.
//!
//! Read from the manifest's JSON by hand (not serde's derive): the site's `.wasm` carries
//! no derive-generated deserializers (`grade_core::case::parse_manifest`'s reason).

use serde_json::Value;

use super::keys::{part, Nan, Part};
use super::manifest::{bad, unsupported};
use crate::diagnostic::Diagnostic;

/// A name a manifest may write (made by [`names!`]).
trait Name: Copy + 'static {
    /// What it names, in words (`step`, `metric`).
    const WHAT: &'static str;
    const ALL: &'static [Self];
    fn as_str(self) -> &'static str;
    fn parse(s: &str) -> Option<Self>;
}

/// An enum of the names a manifest may write (what they name in words), each with its
/// text once: `ALL`, `as_str()`, `parse(text)`.
macro_rules! names {
    ($(#[$m:meta])* $vis:vis enum $Name:ident ($what:literal) { $($(#[$vm:meta])* $V:ident = $s:literal,)* }) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $vis enum $Name { $($(#[$vm])* $V,)* }
        impl $Name {
            /// Every name, in the table's order.
            #[allow(dead_code)]
            pub const ALL: &'static [$Name] = &[$($Name::$V,)*];
            /// The name as the manifest writes it.
            #[allow(dead_code)]
            pub fn as_str(self) -> &'static str {
                match self { $($Name::$V => $s,)* }
            }
            /// The name written `s`, if it is one.
            pub fn parse(s: &str) -> Option<$Name> {
                match s { $($s => Some($Name::$V),)* _ => None }
            }
        }
        impl Name for $Name {
            const WHAT: &'static str = $what;
            const ALL: &'static [$Name] = $Name::ALL;
            fn as_str(self) -> &'static str {
                $Name::as_str(self)
            }
            fn parse(s: &str) -> Option<$Name> {
                $Name::parse(s)
            }
        }
    };
}

names! {
    /// The check steps of the pandas engine (`parameters.checks[].step`): the one list
    /// of their names (the site's words for them match on it too).
    pub enum StepName ("step") {
        ParseTime = "parse_time",
        ToNumeric = "to_numeric",
        DropNullRows = "drop_null_rows",
        Clip = "clip",
        RequireNotNull = "require_not_null",
        RequireFinite = "require_finite",
        RequireInSet = "require_in_set",
        RequireEach = "require_each",
        RequireWithin = "require_within",
        CastInt = "cast_int",
        ToStr = "to_str",
        RequireUnique = "require_unique",
        RequireCoversTruth = "require_covers_truth",
        RequireNoExtra = "require_no_extra",
        RequireJoinComplete = "require_join_complete",
        FirstOf = "first_of",
        AllOf = "all_of",
    }
}

impl StepName {
    /// The steps that transform the frames their `frame` names (the others work on the
    /// predictions, whatever it says).
    pub(crate) fn framed(self) -> bool {
        use StepName::*;
        match self {
            ToNumeric | DropNullRows | CastInt | ToStr | ParseTime => true,
            Clip | RequireNotNull | RequireFinite | RequireInSet | RequireEach | RequireWithin | RequireUnique | RequireCoversTruth
            | RequireNoExtra | RequireJoinComplete | FirstOf | AllOf => false,
        }
    }

    /// The steps that handle a datetime64 column as pandas does (`time_column.rs`).
    pub(crate) fn handles_time(self) -> bool {
        use StepName::*;
        match self {
            RequireNotNull | DropNullRows | RequireUnique | RequireCoversTruth | RequireNoExtra => true,
            ParseTime | ToNumeric | Clip | RequireFinite | RequireInSet | RequireEach | RequireWithin | CastInt | ToStr
            | RequireJoinComplete | FirstOf | AllOf => false,
        }
    }
}

names! {
    /// The metrics this grader computes (`metric` wherever a manifest names one).
    pub(crate) enum Metric ("metric") {
        Mae = "mae",
        Rmse = "rmse",
        MapePct = "mape_pct",
        ApePctMean = "ape_pct_mean",
        Wape = "wape",
        Smape = "smape",
        OneMinusWape = "one_minus_wape",
        R2 = "r2",
        MreClip = "mre_clip",
        MeanResolutionRatio = "mean_resolution_ratio",
        Rows = "rows",
        RowsTruthAbove = "rows_truth_above",
        UnderForecastAbove = "under_forecast_above",
        MaePandas = "mae_pandas",
        ScaledInverseOnePlusMae = "scaled_inverse_one_plus_mae",
        SkillVsZeroMae = "skill_vs_zero_mae",
        F1Hits = "f1_hits",
        TruthWeightedRmse = "truth_weighted_rmse",
        AbsErrPercentile = "abs_err_percentile",
        GroupMae = "group_mae",
        GroupGapMae = "group_gap_mae",
    }
}

names! {
    /// Which frames a transforming step changes (`frame`, default `pred`).
    pub(crate) enum Frames ("frame") {
        Pred = "pred",
        Truth = "truth",
        Both = "both",
        /// The predictions, the truth and the template.
        All = "all",
    }
}

impl Frames {
    /// `[predictions, truth]`: the frames changed (the template's turn is `all`'s own).
    pub(crate) fn on(self) -> [bool; 2] {
        match self {
            Frames::Pred => [true, false],
            Frames::Truth => [false, true],
            Frames::Both | Frames::All => [true, true],
        }
    }
}

names! {
    /// `require_each`'s comparisons (`reject_if[].op`).
    pub(crate) enum Cmp ("comparison") {
        Lt = "<",
        Le = "<=",
        Gt = ">",
        Ge = ">=",
    }
}

impl Cmp {
    /// `x op bound` (NaN compares false).
    pub(crate) fn holds(self, x: f64, bound: f64) -> bool {
        match self {
            Cmp::Lt => x < bound,
            Cmp::Le => x <= bound,
            Cmp::Gt => x > bound,
            Cmp::Ge => x >= bound,
        }
    }
}

names! {
    /// A coverage check's `cast` of the key columns before comparing.
    pub(crate) enum Cast ("cast") {
        Int = "int",
        Str = "str",
    }
}

names! {
    /// The rows scored per target (`score.mask`).
    pub(crate) enum Mask ("mask") {
        TruthNotNan = "truth_not_nan",
        TruthPositive = "truth_positive",
    }
}

impl Mask {
    /// Whether a row with truth `t` is scored.
    pub(crate) fn keeps(self, t: f64) -> bool {
        match self {
            Mask::TruthNotNan => !t.is_nan(),
            Mask::TruthPositive => t > 0.0,
        }
    }
}

names! {
    /// A target with no row to score (`score.empty`).
    pub(crate) enum Empty ("`empty`") {
        /// Counts as 0 (with 0 rows).
        Zero = "zero",
        /// Left out.
        Skip = "skip",
    }
}

names! {
    /// How per-target values combine (`score.combine`).
    pub(crate) enum Combine ("combination") {
        Single = "single",
        NpMean = "np_mean",
        PyWeightedSum = "py_weighted_sum",
    }
}

names! {
    /// A target's transform of both sides (`targets[].transform`).
    pub(crate) enum Transform ("transform") {
        /// `np.log1p(np.clip(x, 0, None))`.
        Log1pClip0 = "log1p_clip0",
    }
}

impl Transform {
    pub(crate) fn apply(self, x: f64) -> f64 {
        match self {
            // NaN stays NaN.
            Transform::Log1pClip0 => libm::log1p(if x < 0.0 { 0.0 } else { x }),
        }
    }
}

names! {
    /// What a mapping's guard compares (`guard.if`).
    pub(crate) enum GuardOn ("guard") {
        /// The (clamped, floored) value.
        ValueGt = "value_gt",
        /// The reference.
        RefGt = "ref_gt",
    }
}

names! {
    /// The score's `objective`.
    pub(crate) enum Objective ("objective") {
        /// `1 / (1 + x)`.
        InverseOnePlus = "inverse_one_plus",
    }
}

names! {
    /// A `parse_time`'s `errors`.
    pub(crate) enum TimeErrors ("`errors`") {
        Coerce = "coerce",
        Raise = "raise",
    }
}

names! {
    /// The report sources named by a text (`report[].source`).
    pub(crate) enum Named ("source") {
        Objective = "objective",
        Combined = "combined",
        Reference = "reference",
        PerTarget = "per_target",
        PerTargetDetail = "per_target_detail",
        TruthRows = "truth_rows",
        TruthCount = "truth_count",
        PerGroup = "per_group",
    }
}

/// One check step: what it does ([`Op`]), on which frames, and how it rejects.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Step {
    pub op: Op,
    pub frames: Frames,
    /// `error_info`'s key when it fails: its own, or its group's (`first_of`,
    /// `all_of` give theirs to their steps); `fatal` when none says.
    pub category: Option<String>,
    /// The evaluator's text of its problem (`message`, checked by `server_output`).
    pub message: Option<Value>,
}

impl Step {
    pub(crate) fn name(&self) -> StepName {
        self.op.name()
    }

    pub(crate) fn category(&self) -> &str {
        self.category.as_deref().unwrap_or("fatal")
    }

    /// The columns the step names (`columns`, `column`).
    pub(crate) fn columns(&self) -> Vec<&str> {
        match &self.op {
            Op::ToNumeric { columns, .. }
            | Op::DropNullRows { columns }
            | Op::RequireNotNull { columns }
            | Op::RequireFinite { columns, .. }
            | Op::RequireEach { columns, .. }
            | Op::CastInt { columns, .. }
            | Op::ToStr { columns, .. }
            | Op::RequireUnique { columns } => columns.iter().map(String::as_str).collect(),
            Op::RequireCoversTruth(c) | Op::RequireNoExtra(c) => c.columns.iter().map(String::as_str).collect(),
            Op::Clip { column, .. } | Op::RequireInSet { column, .. } | Op::RequireWithin { column, .. } => vec![column],
            Op::ParseTime(t) => vec![&t.column],
            Op::RequireJoinComplete | Op::FirstOf { .. } | Op::AllOf { .. } => Vec::new(),
        }
    }
}

/// What a step does, with its fields (`docs/prediction-kind.md`, "Check steps").
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Op {
    ToNumeric {
        columns: Vec<String>,
        inf_to_nan: bool,
        into: Option<String>,
    },
    DropNullRows {
        columns: Vec<String>,
    },
    Clip {
        column: String,
        lo: f64,
        hi: f64,
    },
    RequireNotNull {
        columns: Vec<String>,
    },
    RequireFinite {
        columns: Vec<String>,
        ignore_nan: bool,
    },
    RequireInSet {
        column: String,
        values: Vec<String>,
    },
    RequireEach {
        columns: Vec<String>,
        reject_if: Vec<RejectIf>,
    },
    RequireWithin {
        column: String,
        lo: f64,
        hi: f64,
        tol: f64,
    },
    /// `whole_frame`: `astype: frame`, one `df.astype({...})` (pandas names the column
    /// that fails).
    CastInt {
        columns: Vec<String>,
        whole_frame: bool,
    },
    ToStr {
        columns: Vec<String>,
        strip: bool,
    },
    ParseTime(ParseTime),
    RequireUnique {
        columns: Vec<String>,
    },
    RequireCoversTruth(Coverage),
    RequireNoExtra(Coverage),
    RequireJoinComplete,
    FirstOf {
        steps: Vec<Step>,
    },
    AllOf {
        steps: Vec<Step>,
        limit: Option<usize>,
    },
}

impl Op {
    pub(crate) fn name(&self) -> StepName {
        match self {
            Op::ToNumeric { .. } => StepName::ToNumeric,
            Op::DropNullRows { .. } => StepName::DropNullRows,
            Op::Clip { .. } => StepName::Clip,
            Op::RequireNotNull { .. } => StepName::RequireNotNull,
            Op::RequireFinite { .. } => StepName::RequireFinite,
            Op::RequireInSet { .. } => StepName::RequireInSet,
            Op::RequireEach { .. } => StepName::RequireEach,
            Op::RequireWithin { .. } => StepName::RequireWithin,
            Op::CastInt { .. } => StepName::CastInt,
            Op::ToStr { .. } => StepName::ToStr,
            Op::ParseTime(_) => StepName::ParseTime,
            Op::RequireUnique { .. } => StepName::RequireUnique,
            Op::RequireCoversTruth(_) => StepName::RequireCoversTruth,
            Op::RequireNoExtra(_) => StepName::RequireNoExtra,
            Op::RequireJoinComplete => StepName::RequireJoinComplete,
            Op::FirstOf { .. } => StepName::FirstOf,
            Op::AllOf { .. } => StepName::AllOf,
        }
    }
}

/// One of `require_each`'s rules: a value `op value` rejects.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RejectIf {
    pub op: Cmp,
    pub value: f64,
    /// The rule's own evaluator text (else the step's).
    pub message: Option<Value>,
}

/// `parse_time`'s fields.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ParseTime {
    pub column: String,
    pub into: Option<String>,
    pub errors: TimeErrors,
    pub stringify: bool,
    /// `None`: the column stays datetime64 (`time_column.rs`).
    pub format: Option<String>,
}

/// A coverage check's fields (`require_covers_truth`, `require_no_extra`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Coverage {
    pub columns: Vec<String>,
    pub cast: Option<Cast>,
    /// `against: template`: the template's keys, not the truth's.
    pub against_template: bool,
}

/// `parameters.join`.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Join {
    pub keys: Vec<String>,
    /// `order: predictions`: the prediction rows whose key is in the truth, in the file's order.
    pub by_predictions: bool,
    pub sort_by_keys: bool,
    /// More truth columns kept in the joined rows.
    pub truth_columns: Vec<String>,
}

/// One of `parameters.targets`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Target {
    pub name: String,
    /// The truth's column.
    pub truth: String,
    /// The predictions' column.
    pub pred: String,
    pub weight: Option<f64>,
    pub transform: Option<Transform>,
}

impl Target {
    /// Both sides transformed as the target says.
    pub(crate) fn transform(&self, xs: Vec<f64>) -> Vec<f64> {
        match self.transform {
            Some(tr) => xs.into_iter().map(|x| tr.apply(x)).collect(),
            None => xs,
        }
    }
}

/// A metric and its options, as a term, a floor or a reported field names it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MetricSpec {
    pub metric: Metric,
    pub opts: MetricOptions,
}

/// A metric's options (each metric reads its own; absent ones take the metric's default).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct MetricOptions {
    pub q: Option<f64>,
    pub threshold: Option<f64>,
    pub scale: Option<f64>,
    pub resolution: Option<f64>,
    pub clip: Option<f64>,
    pub truth_gt: Option<f64>,
    pub pred_ge: Option<f64>,
    /// The group metrics' column of the joined rows.
    pub group: Option<String>,
    /// `group_mae`'s group label (`None`: absent, or not a label: counts 0).
    pub value: Option<Part>,
    /// `group_gap_mae`'s two group labels.
    pub values: Vec<Option<Part>>,
}

/// `parameters.score` of the pandas engine.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Score {
    pub measure: Measure,
    pub mask: Option<Mask>,
    pub empty: Empty,
    /// NaN and ±inf → 0 on both sides before any metric.
    pub nan_to_zero: bool,
    pub combine: Combine,
}

/// A target's value: one metric (without options), or a composite of weighted terms.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Measure {
    Metric(Metric),
    Terms { terms: Vec<Term>, clamp_min: Option<f64> },
}

/// `weight × metric`, divided by the reference's `normalisers[normaliser]` when named.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Term {
    pub spec: MetricSpec,
    pub weight: f64,
    /// The normaliser's name and its value (NaN when the reference has none of that name).
    pub normaliser: Option<(String, f64)>,
}

/// One reported field (`report[]`, `report_always[]`, an `object`'s items).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ReportField {
    pub field: String,
    pub round: Option<u32>,
    pub source: Source,
}

/// Where a reported field's value comes from.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Source {
    Named(Named),
    /// `per_target_detail` with its value's key (`name`, default `value`).
    Detail {
        name: String,
    },
    Object(Vec<ReportField>),
    CountTruthEq(f64),
    TruthNunique(String),
    Spans(Spans),
    Metric {
        spec: MetricSpec,
        target: usize,
    },
}

/// The `spans` source (FDE-Bench 035): mean APE per span of `column`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Spans {
    pub column: String,
    pub upper: Vec<f64>,
    pub names: Vec<String>,
}

/// `parameters.submission` as the pandas engine reads it.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Submission {
    /// The name the evaluator looks for (its texts name it).
    pub file: Option<String>,
    /// `encoding: utf-8-sig` (else pandas' default).
    pub utf8_sig: bool,
    /// `read_error: fatal`: a file pandas cannot read is a rejection, not an exception.
    pub read_error_fatal: bool,
}

/// `parameters.required_columns`.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct RequiredColumns {
    pub columns: Vec<String>,
    pub category: Option<String>,
}

/// `parameters.on_exception`: what the evaluator's catch-all does.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct OnException {
    /// Validity back to 0 (default).
    pub reset_validity: bool,
    /// `reset` names `quality_score` or `overall_score`: the quality back to 0.
    pub reset_quality: bool,
    /// No catch-all: the evaluator dies (`{"crash": type}`).
    pub uncaught: bool,
}

impl Default for OnException {
    fn default() -> OnException {
        OnException { reset_validity: true, reset_quality: false, uncaught: false }
    }
}

/// The mapping rule the reference's direction picks (`mapping[direction]`, else
/// `mapping.any`), read at load.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MapRule {
    /// Its key in `mapping` (a measured floor is `Spec::floors`' of that key).
    pub key: String,
    pub clamp_min: Option<f64>,
    pub floor: Floor,
    /// `form: reference_over_value` (else `value_over_reference`).
    pub reference_over_value: bool,
    pub guard: Option<Guard>,
}

/// A mapping's `floor`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Floor {
    None,
    /// A number (`None`: not one, NaN).
    Fixed(Option<f64>),
    /// A metric on the scored rows (`Spec::floors`).
    Measured,
}

/// `guard`: the ratio only when the value (or the reference) is > `than`, else `otherwise`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Guard {
    pub on: GuardOn,
    pub than: f64,
    pub otherwise: Otherwise,
}

/// A guard's `else`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Otherwise {
    /// A number (absent or not a number: 0).
    Value(f64),
    /// `{value, guard?}`: `value` (absent: NaN), itself guarded.
    Guarded { value: Option<f64>, guard: Option<Box<Guard>> },
}

/// The typed parts of a manifest's `parameters` (the rest, each engine's own files and
/// texts, is read by its engine when the case loads).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Spec {
    pub checks: Vec<Step>,
    pub join: Join,
    pub targets: Vec<Target>,
    /// The pandas engine's score (`None` for the other engines, which read their own).
    pub score: Option<Score>,
    /// The mapping's floors measured on the scored rows, by the mapping's direction key.
    pub floors: Vec<(String, MetricSpec)>,
    pub report: Vec<ReportField>,
    pub report_always: Vec<ReportField>,
    /// The template's `fill_truth`: the truth of a row the truth file lacks.
    pub fill_truth: Option<f64>,
    /// The pandas engine's predictions file and its columns.
    pub submission: Submission,
    pub required_columns: RequiredColumns,
    pub on_exception: OnException,
    /// The mapping rule of the reference's direction (`None`: none, Python's KeyError).
    pub mapping: Option<MapRule>,
    pub objective: Option<Objective>,
}

impl Spec {
    /// The score's `nan_to_zero`.
    pub(crate) fn nan_to_zero(&self) -> bool {
        self.score.as_ref().is_some_and(|s| s.nan_to_zero)
    }
}

/// A field of `v`, `None` when absent or `null`.
fn get<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    v.get(key).filter(|x| !x.is_null())
}

/// Reads fields at a JSON path, collecting every problem.
struct Reader<'o> {
    out: &'o mut Vec<Diagnostic>,
}

impl Reader<'_> {
    fn bad(&mut self, path: &str, what: impl Into<String>) {
        self.out.push(bad(path, what.into()));
    }

    fn unsupported(&mut self, path: &str, what: impl Into<String>) {
        self.out.push(unsupported(path, what.into()));
    }

    /// A text field that must be there.
    fn text(&mut self, v: &Value, key: &str, path: &str) -> String {
        match get(v, key) {
            Some(Value::String(s)) => s.clone(),
            Some(_) => {
                self.bad(&format!("{path}.{key}"), "must be a text");
                String::new()
            }
            None => {
                self.bad(&format!("{path}.{key}"), format!("is missing (`{key}`: a text)"));
                String::new()
            }
        }
    }

    fn opt_text(&mut self, v: &Value, key: &str, path: &str) -> Option<String> {
        match get(v, key)? {
            Value::String(s) => Some(s.clone()),
            _ => {
                self.bad(&format!("{path}.{key}"), "must be a text");
                None
            }
        }
    }

    /// A list of texts (absent: empty).
    fn texts(&mut self, v: &Value, key: &str, path: &str) -> Vec<String> {
        match get(v, key) {
            None => Vec::new(),
            Some(Value::Array(items)) if items.iter().all(Value::is_string) => {
                items.iter().filter_map(Value::as_str).map(String::from).collect()
            }
            Some(_) => {
                self.bad(&format!("{path}.{key}"), "must be a list of texts");
                Vec::new()
            }
        }
    }

    fn opt_number(&mut self, v: &Value, key: &str, path: &str) -> Option<f64> {
        match get(v, key)? {
            Value::Number(n) => n.as_f64(),
            _ => {
                self.bad(&format!("{path}.{key}"), "must be a number");
                None
            }
        }
    }

    fn flag(&mut self, v: &Value, key: &str, path: &str) -> bool {
        match get(v, key) {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => {
                self.bad(&format!("{path}.{key}"), "must be true or false");
                false
            }
        }
    }

    fn opt_count(&mut self, v: &Value, key: &str, path: &str) -> Option<u64> {
        let x = get(v, key)?;
        let n = x.as_u64();
        if n.is_none() {
            self.bad(&format!("{path}.{key}"), "must be a whole number, 0 or more");
        }
        n
    }

    /// One of a [`names!`] table's names; absent: `None`.
    fn opt_name<T: Name>(&mut self, v: &Value, key: &str, path: &str) -> Option<T> {
        let x = get(v, key)?;
        let here = format!("{path}.{key}");
        let what = T::WHAT;
        match x.as_str() {
            Some(s) => match T::parse(s) {
                Some(t) => Some(t),
                None => {
                    let known: Vec<&str> = T::ALL.iter().map(|&t| t.as_str()).collect();
                    self.unsupported(&here, format!("the {what} `{s}` (built: {})", known.join(", ")));
                    None
                }
            },
            None => {
                self.bad(&here, format!("must be a text (a {what})"));
                None
            }
        }
    }

    fn metric(&mut self, v: &Value, path: &str) -> Option<Metric> {
        if get(v, "metric").is_none() {
            self.bad(path, "names no metric");
            return None;
        }
        self.opt_name::<Metric>(v, "metric", path)
    }

    /// A metric with its options (`v` holds `metric` beside them).
    fn metric_spec(&mut self, v: &Value, path: &str) -> Option<MetricSpec> {
        let metric = self.metric(v, path);
        let label = |x: &Value| match x {
            Value::String(s) => Some(Part::Str(s.clone())),
            Value::Number(n) => n.as_f64().map(|x| part(&super::frame::Val::Float(x), Nan::Equal, 0)),
            Value::Bool(b) => Some(part(&super::frame::Val::Bool(*b), Nan::Equal, 0)),
            _ => None,
        };
        let values = match get(v, "values") {
            None => Vec::new(),
            Some(Value::Array(items)) => items.iter().map(label).collect(),
            Some(_) => {
                self.bad(&format!("{path}.values"), "must be a list of group labels");
                Vec::new()
            }
        };
        let opts = MetricOptions {
            q: self.opt_number(v, "q", path),
            threshold: self.opt_number(v, "threshold", path),
            scale: self.opt_number(v, "scale", path),
            resolution: self.opt_number(v, "resolution", path),
            clip: self.opt_number(v, "clip", path),
            truth_gt: self.opt_number(v, "truth_gt", path),
            pred_ge: self.opt_number(v, "pred_ge", path),
            group: self.opt_text(v, "group", path),
            value: get(v, "value").and_then(label),
            values,
        };
        if matches!(metric, Some(Metric::GroupMae | Metric::GroupGapMae)) && opts.group.is_none() {
            self.bad(&format!("{path}.group"), "names no column to group by");
        }
        Some(MetricSpec { metric: metric?, opts })
    }

    fn steps(&mut self, v: &Value, key: &str, path: &str, template: bool, category: Option<&String>) -> Vec<Step> {
        match get(v, key) {
            None => Vec::new(),
            Some(Value::Array(items)) => {
                items.iter().enumerate().filter_map(|(i, s)| self.step(s, &format!("{path}[{i}]"), template, category)).collect()
            }
            Some(_) => {
                self.bad(path, "must be a list of steps");
                Vec::new()
            }
        }
    }

    /// One step (`category`: its group's, which it takes).
    fn step(&mut self, v: &Value, path: &str, template: bool, group_category: Option<&String>) -> Option<Step> {
        if !v.is_object() {
            self.bad(path, "must be an object (a step)");
            return None;
        }
        let name = match get(v, "step") {
            None => {
                self.bad(path, "names no `step`");
                None
            }
            Some(_) => self.opt_name::<StepName>(v, "step", path),
        };
        let frames = self.opt_name::<Frames>(v, "frame", path).unwrap_or(Frames::Pred);
        let own = self.opt_text(v, "category", path);
        let category = group_category.cloned().or(own);
        let against = self.opt_text(v, "against", path);
        if let Some(a) = against.as_deref().filter(|&a| a != "truth" && (a != "template" || !template)) {
            self.bad(&format!("{path}.against"), format!("`{a}`: the truth, or the template the case names"));
        }
        let columns = self.texts(v, "columns", path);
        let op = match name? {
            StepName::ToNumeric => {
                Op::ToNumeric { columns, inf_to_nan: self.flag(v, "inf_to_nan", path), into: self.opt_text(v, "into", path) }
            }
            StepName::DropNullRows => Op::DropNullRows { columns },
            StepName::Clip => Op::Clip {
                column: self.text(v, "column", path),
                lo: self.opt_number(v, "lo", path).unwrap_or(f64::NEG_INFINITY),
                hi: self.opt_number(v, "hi", path).unwrap_or(f64::INFINITY),
            },
            StepName::RequireNotNull => Op::RequireNotNull { columns },
            StepName::RequireFinite => Op::RequireFinite { columns, ignore_nan: self.flag(v, "ignore_nan", path) },
            StepName::RequireInSet => Op::RequireInSet { column: self.text(v, "column", path), values: self.texts(v, "values", path) },
            StepName::RequireEach => {
                let mut reject_if = Vec::new();
                match get(v, "reject_if") {
                    Some(Value::Array(rules)) => {
                        for (i, rule) in rules.iter().enumerate() {
                            let here = format!("{path}.reject_if[{i}]");
                            let op = match get(rule, "op") {
                                None => {
                                    self.bad(&format!("{here}.op"), "is missing (`<`, `<=`, `>` or `>=`)");
                                    None
                                }
                                Some(_) => self.opt_name::<Cmp>(rule, "op", &here),
                            };
                            let value = self.opt_number(rule, "value", &here);
                            if value.is_none() && get(rule, "value").is_none() {
                                self.bad(&format!("{here}.value"), "is missing (a number)");
                            }
                            if let (Some(op), Some(value)) = (op, value) {
                                reject_if.push(RejectIf { op, value, message: get(rule, "message").cloned() });
                            }
                        }
                    }
                    None => {}
                    Some(_) => self.bad(&format!("{path}.reject_if"), "must be a list of `{op, value}`"),
                }
                Op::RequireEach { columns, reject_if }
            }
            StepName::RequireWithin => Op::RequireWithin {
                column: self.text(v, "column", path),
                lo: self.opt_number(v, "lo", path).unwrap_or(f64::NEG_INFINITY),
                hi: self.opt_number(v, "hi", path).unwrap_or(f64::INFINITY),
                tol: self.opt_number(v, "tol", path).unwrap_or(0.0),
            },
            StepName::CastInt => {
                let whole_frame = match self.opt_text(v, "astype", path).as_deref() {
                    None | Some("column") => false,
                    Some("frame") => true,
                    Some(other) => {
                        self.unsupported(&format!("{path}.astype"), format!("`astype: {other}` (built: column, frame)"));
                        false
                    }
                };
                Op::CastInt { columns, whole_frame }
            }
            StepName::ToStr => Op::ToStr { columns, strip: self.flag(v, "strip", path) },
            StepName::ParseTime => {
                let column = match get(v, "column") {
                    Some(Value::String(c)) => c.clone(),
                    _ => {
                        self.bad(&format!("{path}.column"), "names no column");
                        String::new()
                    }
                };
                let format = match get(v, "format") {
                    None => None, // a datetime64 column: its uses are checked by `time_column`
                    Some(Value::String(f)) if crate::pandas::datetime::strftime_supported(f) => Some(f.clone()),
                    Some(Value::String(f)) => {
                        self.unsupported(&format!("{path}.format"), format!("the strftime format `{f}` (built: %Y %m %d %H %M %S)"));
                        None
                    }
                    Some(_) => {
                        self.bad(&format!("{path}.format"), "must be text");
                        None
                    }
                };
                let errors = self.opt_name::<TimeErrors>(v, "errors", path).unwrap_or(TimeErrors::Coerce);
                Op::ParseTime(ParseTime {
                    column,
                    into: self.opt_text(v, "into", path),
                    errors,
                    stringify: self.flag(v, "stringify", path),
                    format,
                })
            }
            StepName::RequireUnique => Op::RequireUnique { columns },
            StepName::RequireCoversTruth | StepName::RequireNoExtra => {
                let c = Coverage {
                    columns,
                    cast: self.opt_name::<Cast>(v, "cast", path),
                    against_template: against.as_deref() == Some("template"),
                };
                if name == Some(StepName::RequireCoversTruth) {
                    Op::RequireCoversTruth(c)
                } else {
                    Op::RequireNoExtra(c)
                }
            }
            StepName::RequireJoinComplete => Op::RequireJoinComplete,
            StepName::FirstOf => Op::FirstOf { steps: self.steps(v, "steps", &format!("{path}.steps"), template, category.as_ref()) },
            StepName::AllOf => {
                let steps = self.steps(v, "steps", &format!("{path}.steps"), template, category.as_ref());
                Op::AllOf { steps, limit: self.opt_count(v, "limit", path).map(|l| l as usize) }
            }
        };
        Some(Step { op, frames, category, message: get(v, "message").cloned() })
    }

    fn submission(&mut self, p: &Value) -> Submission {
        let empty = Value::Null;
        let s = get(p, "submission").unwrap_or(&empty);
        let encoding = self.opt_text(s, "encoding", "submission");
        if let Some(e) = encoding.as_deref().filter(|e| *e != "utf-8-sig") {
            self.unsupported("submission.encoding", format!("the encoding `{e}` (built: utf-8-sig, or null: pandas' default)"));
        }
        Submission {
            file: self.opt_text(s, "file", "submission"),
            utf8_sig: encoding.is_some(),
            read_error_fatal: self.opt_text(s, "read_error", "submission").as_deref() == Some("fatal"),
        }
    }

    fn required_columns(&mut self, p: &Value) -> RequiredColumns {
        let Some(r) = get(p, "required_columns") else { return RequiredColumns::default() };
        RequiredColumns {
            columns: self.texts(r, "columns", "required_columns"),
            category: self.opt_text(r, "category", "required_columns"),
        }
    }

    fn on_exception(&mut self, p: &Value) -> OnException {
        let Some(o) = get(p, "on_exception") else { return OnException::default() };
        let reset = self.texts(o, "reset", "on_exception");
        OnException {
            reset_validity: get(o, "reset_validity").is_none() || self.flag(o, "reset_validity", "on_exception"),
            reset_quality: reset.iter().any(|k| k == "quality_score" || k == "overall_score"),
            uncaught: self.flag(o, "uncaught", "on_exception"),
        }
    }

    /// The mapping rule the reference's direction picks.
    fn mapping(&mut self, p: &Value) -> Option<MapRule> {
        let r = &p["reference"];
        let direction = r.get("direction").and_then(Value::as_str).or_else(|| r.get("default_direction").and_then(Value::as_str));
        let m = get(p, "mapping")?.as_object()?;
        let (key, rule) = direction.and_then(|d| m.get_key_value(d)).or_else(|| m.get_key_value("any"))?;
        let path = format!("mapping.{key}");
        let floor = match rule.get("floor") {
            None => Floor::None,
            Some(Value::Object(_)) => Floor::Measured,
            Some(f) => Floor::Fixed(f.as_f64()),
        };
        Some(MapRule {
            key: key.clone(),
            clamp_min: self.opt_number(rule, "clamp_min", &path),
            floor,
            reference_over_value: rule.get("form").and_then(Value::as_str) == Some("reference_over_value"),
            guard: get(rule, "guard").and_then(|g| self.guard(g, &format!("{path}.guard"))),
        })
    }

    fn guard(&mut self, g: &Value, path: &str) -> Option<Guard> {
        let on = self.opt_name::<GuardOn>(g, "if", path).unwrap_or(GuardOn::RefGt);
        let than = self.opt_number(g, "than", path).unwrap_or(0.0);
        let otherwise = match get(g, "else") {
            Some(other @ Value::Object(_)) => Otherwise::Guarded {
                value: self.opt_number(other, "value", &format!("{path}.else")),
                guard: get(other, "guard").and_then(|g| self.guard(g, &format!("{path}.else.guard"))).map(Box::new),
            },
            other => Otherwise::Value(other.and_then(Value::as_f64).unwrap_or(0.0)),
        };
        Some(Guard { on, than, otherwise })
    }

    fn join(&mut self, v: &Value) -> Join {
        let Some(j) = get(v, "join") else { return Join::default() };
        let by_predictions = match self.opt_text(j, "order", "join").as_deref() {
            None => false,
            Some("predictions") => true,
            Some(other) => {
                self.unsupported("join.order", format!("the join order `{other}`"));
                false
            }
        };
        Join {
            keys: self.texts(j, "keys", "join"),
            by_predictions,
            sort_by_keys: self.flag(j, "sort_by_keys", "join"),
            truth_columns: self.texts(j, "truth_columns", "join"),
        }
    }

    fn targets(&mut self, p: &Value) -> Vec<Target> {
        let Some(Value::Array(items)) = get(p, "targets").filter(|t| t.as_array().is_some_and(|a| !a.is_empty())) else {
            self.bad("targets", "names no target");
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, t) in items.iter().enumerate() {
            let path = format!("targets[{i}]");
            out.push(Target {
                name: self.text(t, "name", &path),
                truth: self.text(t, "truth", &path),
                pred: self.text(t, "pred", &path),
                weight: self.opt_number(t, "weight", &path),
                transform: self.opt_name::<Transform>(t, "transform", &path),
            });
        }
        out
    }

    fn score(&mut self, p: &Value) -> Option<Score> {
        let empty = Value::Null;
        let s = get(p, "score").unwrap_or(&empty);
        for key in ["group_by", "mean"] {
            if get(s, key).is_some() {
                self.unsupported(&format!("score.{key}"), format!("`score.{key}` (the csv-module engine's)"));
            }
        }
        let measure = match get(s, "terms") {
            Some(Value::Array(items)) => {
                let mut terms = Vec::new();
                for (i, t) in items.iter().enumerate() {
                    let path = format!("score.terms[{i}]");
                    let spec = self.metric_spec(t, &path);
                    let weight = self.opt_number(t, "weight", &path).unwrap_or(0.0);
                    let normaliser = self.opt_text(t, "normaliser", &path).map(|n| {
                        let d = p["reference"]["normalisers"].get(&n).and_then(Value::as_f64).unwrap_or(f64::NAN);
                        (n, d)
                    });
                    terms.extend(spec.map(|spec| Term { spec, weight, normaliser }));
                }
                Some(Measure::Terms { terms, clamp_min: self.opt_number(s, "clamp_min", "score") })
            }
            Some(_) => {
                self.bad("score.terms", "must be a list of `{metric, weight, ...}`");
                None
            }
            None => self.metric(s, "score").map(Measure::Metric),
        };
        let mask = self.opt_name::<Mask>(s, "mask", "score");
        let empty = self.opt_name::<Empty>(s, "empty", "score").unwrap_or(Empty::Skip);
        let combine = self.opt_name::<Combine>(s, "combine", "score").unwrap_or(Combine::Single);
        let nan_to_zero = self.flag(s, "nan_to_zero", "score");
        Some(Score { measure: measure?, mask, empty, nan_to_zero, combine })
    }

    /// The mapping's floors given as a metric on the scored rows.
    fn floors(&mut self, p: &Value) -> Vec<(String, MetricSpec)> {
        let mut out = Vec::new();
        for (dir, rule) in get(p, "mapping").and_then(Value::as_object).into_iter().flatten() {
            if let Some(f @ Value::Object(_)) = rule.get("floor") {
                out.extend(self.metric_spec(f, &format!("mapping.{dir}.floor")).map(|m| (dir.clone(), m)));
            }
        }
        out
    }

    fn report(&mut self, p: &Value, key: &str) -> Vec<ReportField> {
        match get(p, key) {
            None => Vec::new(),
            Some(Value::Array(items)) => {
                items.iter().enumerate().filter_map(|(i, it)| self.report_field(it, &format!("{key}[{i}]"))).collect()
            }
            Some(_) => {
                self.bad(key, "must be a list of `{field, source}`");
                Vec::new()
            }
        }
    }

    fn report_field(&mut self, item: &Value, path: &str) -> Option<ReportField> {
        let field = self.text(item, "field", path);
        let round = self.opt_count(item, "round", path).map(|n| n as u32);
        let here = format!("{path}.source");
        let source = match get(item, "source") {
            None => {
                self.bad(&here, "is missing");
                return None;
            }
            Some(Value::String(s)) => match Named::parse(s) {
                Some(Named::PerTargetDetail) => {
                    Source::Detail { name: self.opt_text(item, "name", path).unwrap_or_else(|| "value".into()) }
                }
                Some(n) => Source::Named(n),
                None => {
                    self.unsupported(&here, format!("the source `{s}`"));
                    return None;
                }
            },
            Some(src) => {
                if let Some(items) = get(src, "object") {
                    let Some(items) = items.as_array() else {
                        self.bad(&format!("{here}.object"), "must be a list of `{field, source}`");
                        return None;
                    };
                    let fields: Vec<ReportField> =
                        items.iter().enumerate().filter_map(|(i, it)| self.report_field(it, &format!("{here}.object[{i}]"))).collect();
                    Source::Object(fields)
                } else if get(src, "count_truth_eq").is_some() {
                    Source::CountTruthEq(self.opt_number(src, "count_truth_eq", &here)?)
                } else if get(src, "truth_nunique").is_some() {
                    Source::TruthNunique(self.opt_text(src, "truth_nunique", &here)?)
                } else if let Some(sp) = get(src, "spans") {
                    let upper = sp.get("upper").and_then(Value::as_array);
                    let names = sp.get("names").and_then(Value::as_array);
                    let ok = sp.get("column").is_some_and(Value::is_string)
                        && upper.is_some_and(|u| u.iter().all(Value::is_number))
                        && names.is_some_and(|n| n.iter().all(Value::is_string) && Some(n.len()) == upper.map(|u| u.len() + 1));
                    if !ok {
                        self.bad(&format!("{here}.spans"), "needs a `column`, numbers `upper` and one more `names` than `upper`");
                        return None;
                    }
                    Source::Spans(Spans {
                        column: sp["column"].as_str().unwrap_or("").to_string(),
                        upper: upper.into_iter().flatten().filter_map(Value::as_f64).collect(),
                        names: names.into_iter().flatten().filter_map(Value::as_str).map(String::from).collect(),
                    })
                } else if get(src, "metric").is_some() {
                    let spec = self.metric_spec(src, &here)?;
                    let target = self.opt_count(src, "target", &here).unwrap_or(0) as usize;
                    Source::Metric { spec, target }
                } else {
                    self.unsupported(&here, format!("the source {src}"));
                    return None;
                }
            }
        };
        Some(ReportField { field, round, source })
    }
}

/// Read the typed parts of `p` (the manifest's `parameters`). `pandas`: the pandas
/// engine's (checks, targets, score, measured floors) too; `template`: the case names a
/// template (`against: template` is allowed). Every problem, located, when any.
pub(crate) fn read(p: &Value, pandas: bool, template: bool) -> Result<Spec, Vec<Diagnostic>> {
    let mut out = Vec::new();
    let mut r = Reader { out: &mut out };
    // In the order the parameters are documented (and problems listed).
    let mut spec = Spec::default();
    if pandas {
        spec.submission = r.submission(p);
        spec.required_columns = r.required_columns(p);
        spec.checks = r.steps(p, "checks", "checks", template, None);
    }
    spec.join = r.join(p);
    if pandas {
        spec.targets = r.targets(p);
        spec.score = r.score(p);
        spec.floors = r.floors(p);
        if template {
            // `manifest.rs` checks it is a number.
            spec.fill_truth = p["template"].get("fill_truth").and_then(Value::as_f64);
        }
    }
    spec.report = r.report(p, "report");
    spec.report_always = r.report(p, "report_always");
    spec.on_exception = r.on_exception(p);
    spec.mapping = r.mapping(p);
    spec.objective = get(p, "score").and_then(|s| r.opt_name::<Objective>(s, "objective", "score"));
    if out.is_empty() {
        Ok(spec)
    } else {
        Err(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn problems(p: Value) -> Vec<String> {
        match read(&p, true, false) {
            Ok(_) => Vec::new(),
            Err(e) => e.into_iter().map(|d| format!("{} @ {}", d.message, d.location.field.unwrap_or_default())).collect(),
        }
    }

    fn ok() -> Value {
        json!({
            "checks": [{"step": "to_numeric", "columns": ["y"]}, {"step": "all_of", "category": "bad", "limit": 3,
                        "steps": [{"step": "require_each", "columns": ["y"], "reject_if": [{"op": "<", "value": 0}]}]}],
            "join": {"keys": ["id"]},
            "targets": [{"name": "y", "truth": "y", "pred": "y"}],
            "score": {"terms": [{"metric": "abs_err_percentile", "q": 95, "weight": 1.0}], "combine": "single"},
            "report": [{"field": "p95", "source": {"metric": "abs_err_percentile", "q": 95}, "round": 4}]
        })
    }

    #[test]
    fn a_good_manifest_reads_typed() {
        let spec = read(&ok(), true, false).unwrap();
        assert_eq!(spec.checks.len(), 2);
        let Op::AllOf { steps, limit } = &spec.checks[1].op else { panic!("{:?}", spec.checks[1]) };
        // The group gives its category to its steps.
        assert_eq!((steps[0].category(), *limit), ("bad", Some(3)));
        assert_eq!(spec.join.keys, ["id"]);
        let Some(Score { measure: Measure::Terms { terms, .. }, .. }) = &spec.score else { panic!() };
        assert_eq!((terms[0].spec.metric, terms[0].spec.opts.q), (Metric::AbsErrPercentile, Some(95.0)));
        assert_eq!(spec.report[0].round, Some(4));
    }

    #[test]
    fn every_name_reads_back() {
        for &s in StepName::ALL {
            assert_eq!(StepName::parse(s.as_str()), Some(s));
        }
        for &m in Metric::ALL {
            assert_eq!(Metric::parse(m.as_str()), Some(m));
        }
    }

    #[test]
    fn an_unknown_step_is_located() {
        let mut p = ok();
        p["checks"][1]["steps"][0]["step"] = json!("require_nice");
        let found = problems(p);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("the step `require_nice`") && found[0].contains("not built"), "{found:?}");
        assert!(found[0].ends_with("@ parameters.checks[1].steps[0].step"), "{found:?}");
        assert!(found[0].starts_with("case.json `parameters.checks[1].steps[0].step`"), "{found:?}");
    }

    #[test]
    fn a_bad_join_is_located() {
        let mut p = ok();
        p["join"] = json!({"keys": "id", "order": "sideways", "sort_by_keys": "yes"});
        let found = problems(p);
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found.iter().any(|f| f.contains("join order `sideways`") && f.ends_with("@ parameters.join.order")), "{found:?}");
        assert!(found.iter().any(|f| f.contains("must be a list of texts") && f.ends_with("@ parameters.join.keys")), "{found:?}");
        assert!(found.iter().any(|f| f.contains("true or false") && f.ends_with("@ parameters.join.sort_by_keys")), "{found:?}");
    }

    #[test]
    fn a_bad_metric_is_located() {
        let mut p = ok();
        p["score"]["terms"][0]["metric"] = json!("maee");
        p["score"]["terms"][0]["q"] = json!("ninety-five");
        p["report"][0]["source"]["metric"] = json!(3);
        let found = problems(p);
        assert_eq!(found.len(), 3, "{found:?}");
        assert!(found[0].contains("the metric `maee`") && found[0].ends_with("@ parameters.score.terms[0].metric"), "{found:?}");
        assert!(found[1].contains("must be a number") && found[1].ends_with("@ parameters.score.terms[0].q"), "{found:?}");
        assert!(found[2].contains("must be a text") && found[2].ends_with("@ parameters.report[0].source.metric"), "{found:?}");
    }

    #[test]
    fn bad_step_fields_are_located() {
        let mut p = ok();
        p["checks"].as_array_mut().unwrap().extend([
            json!({"step": "clip", "lo": 0}),
            json!({"step": "require_each", "columns": ["y"], "reject_if": [{"op": "=<", "value": 0}, {"op": "<"}]}),
            json!({"step": "to_str", "columns": ["id"], "frame": "everything"}),
            json!({"columns": ["id"]}),
        ]);
        let found = problems(p);
        let at: Vec<&str> = found.iter().map(|f| f.rsplit("@ ").next().unwrap_or("")).collect();
        assert_eq!(
            at,
            [
                "parameters.checks[2].column",
                "parameters.checks[3].reject_if[0].op",
                "parameters.checks[3].reject_if[1].value",
                "parameters.checks[4].frame",
                "parameters.checks[5]"
            ],
            "{found:?}"
        );
    }
}
