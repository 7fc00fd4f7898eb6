// The uplift kind's report in the npm package's report.d.ts (scripts/pack-npm puts each
// kind's part after the common one, crates/grader-wasm/npm/report.d.ts, and makes the
// union `Report` of the kinds' `... extends Common` reports).

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
