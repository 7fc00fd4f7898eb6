## `fde-grade explain CODE` for the uplift kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: each diagnostic code's summary (the message), what it means,
## why, and an example. The English is the registry's (crates/grader/src/diagnostic/codes.rs),
## word for word (crates/cli/tests/lang.rs checks it).

explain-uplift-not-json = result.json is not a JSON object.
    .what = The run's result file does not parse as JSON, or is not an object.
    .why = The harness and the site read result.json with `json.load`; nothing can be scored without it (grading rules §3).
    .example = A result.json cut short: `{"{"}"kpi": 0.8,`.

explain-uplift-harness-fails = FDE-Gym's harness raises on this run and writes no result.
    .what = A field or an ask-log line that makes the harness's Python raise: a KPI that is not a number, an ask-log line that is not a JSON object, a `cost` that is not a number, a lone surrogate it cannot write.
    .why = The harness computes uplift with plain Python (grading rules §3); where it raises the run has no score, and the site shows `error`.
    .example = `"kpi": "0.8"` (a string), or an ask-log line `{"{"}"t": `.

explain-uplift-not-finite = The harness would write NaN or Infinity.
    .what = A KPI, anchor or cost is NaN or infinite, so uplift or its net value is too.
    .why = Python writes `NaN`/`Infinity` into result.json, which the site's JSON reader rejects; a non-finite score shows as "—" (grading rules §3).
    .example = `"kpi": NaN`.

explain-uplift-zero-span = kpi_oracle equals kpi_baseline: uplift is 0.
    .what = The span `kpi_oracle - kpi_baseline` is 0.
    .why = The harness sets uplift to 0 when the span is 0 (grading rules §3).
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`.

explain-uplift-incidents-not-a-list = `incidents` is not a list.
    .what = `incidents` is a string, number or object instead of a list.
    .why = The harness tests `if incidents:` (grading rules §3), so any truthy value caps uplift at 0.
    .example = `"incidents": "refund sent twice"`.

explain-uplift-ledger-integrity = The run's ledger breaks an integrity rule.
    .what = The ledger given with the run has a problem (a refund twice, a sum that does not add up, ...).
    .why = The harness adds ledger problems to `incidents`, which caps uplift at 0 (grading rules §3).
    .example = A ledger that refunds one order twice.

explain-uplift-recomputed-differs = A score in result.json differs from the one recomputed from its KPIs.
    .what = `uplift`, `uplift_bounded` or `uplift_net` in result.json is not what the harness's formulas give from `kpi`, the anchors and the contact cost.
    .why = The harness computes these from the KPIs (grading rules §3); the recomputed value is the harness's.
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`.

explain-uplift-variants-not-given = A variant run without variants.json: the base anchors are used.
    .what = The run names a variant other than `base`, but no variants file was given.
    .why = The harness takes the variant's baseline and oracle when it has them (grading rules §3); without the file the anchors may differ.
    .example = `fde-grade uplift result.json` for a run of variant `hard`, without `--variants`.

explain-uplift-ask-log-ignored = A contact cost was given, so the ask log is not used for it.
    .what = Both a contact cost and an ask log were given.
    .why = The given contact cost wins; the ask log would otherwise be summed (grading rules §3).
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`.

explain-uplift-costs-unused = A people file was given without an ask log.
    .what = The people (costs) file only prices ask-log lines; there are none.
    .why = Contact cost comes from the ask log (grading rules §3).
    .example = `--people npcs.json` without `--ask-log`.

explain-uplift-contact-cost-differs = result.json's contact cost differs from the ask log's sum.
    .what = The `contact_cost` recorded in result.json is not the rounded sum of the ask log's costs.
    .why = The harness's contact cost is the sum over the ask log, rounded to 4 places (grading rules §3).
    .example = `"contact_cost": 0.1` with an ask log whose costs add up to 0.12.

explain-uplift-ask-log-bad-line = An ask-log line is not a JSON object, or has an unknown type.
    .what = A line of the ask log that the repaired view leaves out (not JSON, not an object), or whose `type` is unknown.
    .why = The harness reads the log one `json.loads` per line (grading rules §3); the repaired view shows what the log would score without the line.
    .example = A line `{"{"}"t": ` cut short.

explain-uplift-not-a-number = An ask-log field that should be a number is not.
    .what = A numeric field of an ask-log line (`cost`, `t`, `hours`, `extra_cost`) holds text or another type.
    .why = Only numbers can be priced (grading rules §3); the field is ignored.
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`.

explain-uplift-unknown-person = An ask-log line asks someone not in the people file.
    .what = The person asked is not listed in the people (costs) file, so the line cannot be re-priced.
    .why = Asking costs the person's `cost` (grading rules §3); without the person the logged cost stands.
    .example = `{"{"}"type": "ask", "to": "ceo"{"}"}` with no `ceo` in npcs.json.

explain-uplift-pilot-past-max-runs = A trial day past `max_runs` is logged.
    .what = The log holds more pilot (trial) days than `max_runs` allows.
    .why = Days past `max_runs` are neither charged nor logged by the server (grading rules §3).
    .example = A fourth `pilot` line with `max_runs` 3.

explain-uplift-cannot-price = An ask-log line cannot be re-priced.
    .what = A wait line without hours, or a pilot line when the people file has no pilot costs.
    .why = Waiting costs `wait_cost_per_day × hours/24` and a trial day its pilot cost (grading rules §3); without them the logged cost stands.
    .example = `{"{"}"type": "wait"{"}"}` with no `hours`.

explain-uplift-cost-mismatch = A logged cost differs from the people file's price.
    .what = The cost on an ask-log line is not what the case's people file gives for it.
    .why = The harness sums the logged costs (grading rules §3); the server view re-prices them from the people file.
    .example = An ask of `ops_lead` logged at 0.02 after the soft limit, where the price is 0.06.

explain-uplift-costs-not-json = The people (costs) file is not a JSON object.
    .what = The people file does not parse as JSON, or is not an object.
    .why = It only re-prices the ask log (grading rules §3), so in a report it is a warning and grading goes on.
    .example = `npcs.json` holding `[{"{"}"id": "ops_lead"{"}"}]`.

explain-uplift-missing-field = The people file lacks its `people` list or a person's `id`.
    .what = No `people` (or `npcs`) list, or a person without an `id`.
    .why = Asking a person costs their `cost` (grading rules §3); without the list nothing can be priced. A warning in a report: grading goes on.
    .example = `{"{"}"wait_cost_per_day": 0.01{"}"}` alone.

explain-uplift-costs-bad-value = A value of the people file has the wrong type, or a person is listed twice.
    .what = A cost, limit or factor that is not a number of the right kind, or two people with one id.
    .why = Prices come from these values (grading rules §3). A warning in a report: grading goes on.
    .example = `"cost": "cheap"`.
