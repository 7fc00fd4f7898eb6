// The JSON report of fde-grade (and of `Grader.grade` / `gradeValue`), one type per case
// kind, told apart by `kind`. The same fields as the CLI prints, in the same order.
// e2e/npm-package.test.mjs checks, with `tsc --strict`, that every report of every public
// example and of the broken-file corpus is a `Report` (no field missing, none extra).

/** Where a problem is: any of these, as known. Routes and stops count from 0 (JSON indexes). */
export interface Location {
  file?: string;
  line?: number;
  column?: number;
  field?: string;
  route?: number;
  stop?: number;
  store?: string;
  id?: string;
  /** A kind's own places (hydro: `station`, `day`; coil, slitting: their own), counted from 0 or named. */
  [place: string]: string | number | undefined;
}

/** How a problem counts: `warning` never rejects a file; the others do. */
export type Category = 'fatal' | 'schema' | 'value' | 'warning' | 'case' | 'exception';

/** One problem, located. `code` is stable (docs/diagnostics.md); `message` is English. */
export interface Diagnostic {
  code: string;
  category: Category;
  message: string;
  /**
   * The values in `message` and `hint`, named as in the code's sentence
   * (docs/diagnostics.md), each exactly as written there, in order; absent when none.
   * A translation puts them into its own sentence.
   */
  params?: Record<string, string>;
  location: Location;
  hint?: string;
}

/** The problems of one code, counted, with the first one's message. */
export interface DiagnosticGroup {
  code: string;
  category: Category;
  count: number;
  first_message: string;
}

/** The fields every graded-file report shares. */
interface Common {
  /** The file's name as given. */
  file: string;
  valid: boolean;
  validity_score: number;
  diagnostics: Diagnostic[];
  diagnostic_groups: DiagnosticGroup[];
}

/** FDE-Bench's `error_info` for routing and the scorecard. */
export interface ErrorInfo {
  fatal: string[];
  schema: string[];
  value: string[];
  exception?: string;
}

/** A route as graded: its stores, load, time and hull. */
export interface RoutingRoute {
  index: number;
  /** The route's own name, when the file gives one (routes CSV, named routes). */
  id?: string;
  stops: string[];
  load_kg: number;
  seconds: number;
  hull: string[];
  hull_points: [number, number][];
}

export interface Intrusion {
  store: string;
  store_route: number;
  stop: number;
  hull_route: number;
}

export interface CrossingSegment {
  route: number;
  segment: number;
  from: string;
  to: string;
}

export interface Crossing {
  a: CrossingSegment;
  b: CrossingSegment;
  point: [number, number];
}

/** City delivery routing (FDE-Bench 002 and our cases like it). */
export interface RoutingReport extends Common {
  kind: 'routing';
  /** The Python stack the case grades in, e.g. `py312`. */
  server: string;
  quality_score: number;
  overall_score: number;
  error_info: ErrorInfo;
  total_duration_s: number | null;
  balance_penalty: number | null;
  hull_intrusions: number | null;
  segment_crossings: number | null;
  spatial_penalty: number | null;
  n_routes: number | null;
  reference_cost: number | null;
  submission_cost: number | null;
  rejected_by: string | null;
  /** The submission's shape: routes JSON or one of the CSV shapes. */
  format: string | null;
  /** Unrounded values, for figures (null when the plan is rejected). */
  exact: {
    total_seconds: number;
    max_route_seconds: number;
    min_route_seconds: number;
    terms: { time: number; balance: number; intrusion: number; crossing: number };
    cost: number;
    score: number;
  } | null;
  routes: RoutingRoute[];
  /** At most 100,000 (the first in report order); `hull_intrusions` counts them all. */
  intrusions: Intrusion[];
  /** At most 100,000 (the first in report order); `segment_crossings` counts them all. */
  crossings: Crossing[];
  /** How many intrusions there are beyond the 100,000 listed; absent when all are listed. */
  intrusions_unlisted?: number;
  /** How many crossings there are beyond the 100,000 listed; absent when all are listed. */
  crossings_unlisted?: number;
  /** Set when the crossings were not all counted (they already make the score round to 0): how many were found. */
  crossings_at_least?: number;
}

/** One point of the ROC curve: a band of tied scores. */
export interface RocPoint {
  fpr: number;
  tpr: number;
  threshold: number | null;
  rows: number;
  defaults: number;
}

/** A credit scorecard's predictions (FDE-Bench 031 and our cases like it). */
export interface ScorecardReport extends Common {
  kind: 'scorecard';
  server: string;
  quality_score: number;
  overall_score: number;
  error_info: ErrorInfo;
  auc: number | null;
  ks: number | null;
  player_objective: number | null;
  failed_check: string | null;
  reference_value: number;
  exact: { auc: number; ks: number; combined: number; score: number } | null;
  n_truth: number;
  n_positive: number;
  n_negative: number;
  n_rows: number;
  n_extra_rows: number;
  n_bands: number;
  roc: RocPoint[];
  ks_at: { threshold: number; tpr: number; fpr: number; index: number } | null;
}

/** Any JSON value. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A value a prediction case reports: a number (null for NaN), text, or a group of them. */
export type ReportedValue = number | string | null | { [name: string]: ReportedValue };

/** A prediction case (FDE-Bench's forecasting family), described by its case.json. */
export interface PredictionReport extends Common {
  kind: 'prediction';
  server: string;
  quality_score: number;
  overall_score: number;
  /** The evaluator's `error_info`: lists of messages by the check that failed (a grid
   *  case, FDE-Bench 041, adds `total`: how many there are). */
  error_info: { [check: string]: string[] | number };
  /** What the evaluator would have raised, when it crashes rather than scores. */
  crash: string | null;
  /** The case's reported fields (`parameters.report`), by name. */
  fields: { [name: string]: ReportedValue };
  failed_check: string | null;
  reference_value: number;
  exact: { combined: number; objective: number; quality: number } | null;
  /** A target's metric; null when it is NaN (nothing scored). */
  per_target: { name: string; value: number | null; n_scored: number }[];
  n_truth: number;
  n_rows: number;
  n_scored: number;
}

/** One line of an uplift run's ask log, priced. */
export interface ContactLine {
  line: number;
  t: number | null;
  type: string;
  person: string | null;
  logged_cost: number | null;
  priced_cost: number | null;
  used_cost: number;
  question: number | null;
  note: string;
  issue: 'unknown-person' | 'missing-hours' | 'no-pilot-costs' | 'past-max-runs' | 'unknown-type' | null;
}

/** An uplift-scored engagement (FDE-Gym): the result JSON with its ask log. */
export interface UpliftReport extends Common {
  kind: 'uplift';
  task: string;
  /** The KPIs as given (null when missing or not finite). */
  kpi: number | null;
  kpi_baseline: number | null;
  kpi_oracle: number | null;
  uplift: number | null;
  uplift_bounded: number | null;
  /** The grader's incidents exactly as the result gives them. */
  incidents: JsonValue;
  contact_cost: number | null;
  uplift_net: number | null;
  verdict: string;
  points: number | null;
  points_display: string;
  error_info: ErrorInfo;
  exact: {
    span: number | null;
    uplift_raw: number | null;
    uplift_rounded: number | null;
    contact_cost_sum: number | null;
    uplift_net_raw: number | null;
  };
  ladder: {
    kpi_baseline: number | null;
    kpi_oracle: number | null;
    kpi: number | null;
    direction: string;
    uplift_raw: number | null;
    bounded_at_minus_one: boolean;
    incident_clamp: boolean;
    uplift: number | null;
    contact_cost: number | null;
    uplift_net: number | null;
    threshold: number;
    passes: boolean;
  };
  contact_source: string;
  contact_lines: ContactLine[];
  error_reason: string | null;
  if_repaired: {
    uplift: number | null;
    uplift_bounded: number | null;
    contact_cost: number | null;
    uplift_net: number | null;
    verdict: string;
    points_display: string;
  } | null;
  variant: string | null;
  model: string | null;
  level: string | null;
  anchors_from: string;
  ledger: { given: boolean; status: string; problems: string[]; lines_verified: number; variant: string | null };
  /** What the benchmark's server would have charged, when it differs from the harness. */
  server_view: {
    label: string;
    contact_cost: number | null;
    uplift_net: number | null;
    verdict: string;
    points_display: string;
    lines_differing: number;
  } | null;
  non_finite: string[];
}

/** A report of any kind: switch on `kind`. */
/** The server's `error_info` of the plan kinds: the key of the deciding stage is filled. */
export interface PlanErrorInfo {
  fatal: string[];
  schema?: string[];
  constraint: string[];
  exception: string | null;
}

/** A hydropower cascade's week (FDE-Bench 029). */
export interface HydroReport extends Common {
  kind: 'hydro';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  player_objective: number | null;
  reference_value: number;
  total_energy_wankwh: number | null;
  energy_by_station: { station: string; energy: number }[];
  valid: boolean;
  stations: string[];
  limits: { z_init: number[]; z_dead: number[]; z_max: number[]; p_max: number[]; ramp: number[]; eco_min: number; tolerance: number };
  q_out: number[][];
  levels: number[][];
  power: number[][];
  total_energy: number | null;
  n_violations: number;
}

/** A cold-rolling coil sequence (FDE-Bench 017). */
export interface CoilReport extends Common {
  kind: 'coil';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  error_info: PlanErrorInfo;
  penalty: number | null;
  baseline_cost: number;
  total_violations: number | null;
  steel_grade_violations: number | null;
  thickness_violations: number | null;
  width_violations: number | null;
  width_increases: number | null;
  grade_groups: number | null;
  valid: boolean;
  n_coils: number;
  steps: { id: string; grade: string; width: number; thickness: number; small: boolean; front: boolean; jump: boolean; rise: boolean }[];
  roll_switches: number;
}

/** A silicon-steel slitting plan, a row per cut (FDE-Bench 012). */
export interface SlittingReport extends Common {
  kind: 'slitting';
  validity_score: number;
  quality_score: number;
  overall_score: number;
  /** The server's `errors`: the first 8 broken rules, or why the plan was not read. */
  errors: string[];
  /** The server's `warnings` (lengths off their cut's), once it checked rows. */
  warnings: string[] | null;
  resolved_artifact: string | null;
  submission_metrics: {
    cut_times: number;
    target_cut_times: number | null;
    excess_cuts: number | null;
    requirement_ratio: number | null;
    utilization_score: number | null;
    cut_score: number | null;
    combined_score: number | null;
    spec_satisfied: string;
    spec_total_shortage_kg: number;
  } | null;
  reference_value: number;
  /** `type: str(e)` where the evaluator raises (it then prints nothing). */
  error_info: { exception: string | null };
  valid: boolean;
  n_coils: number;
  n_widths: number;
  dropped_rows: number;
  cuts: { label: string; mother: string; width: number; weight: number; strips: { slot: number; width: number; ordered: boolean }[] }[];
  widths: { width: number; ordered: number; made: number }[];
}

export type Report = RoutingReport | ScorecardReport | PredictionReport | UpliftReport | HydroReport | CoilReport | SlittingReport;
