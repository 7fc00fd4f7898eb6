## The hydro kind's figures (site/src/kinds/hydro/) and pages: titles, labels, the
## glance, the formula, the report and the format.

fig-hydro-levels-title = Reservoir levels day by day
fig-hydro-power-title = Station output day by day
fig-hydro-pick = Pick a plan that can be read to see its days.
fig-hydro-level-of = { $station }: level (m) against its dead level and limit
fig-hydro-power-of = { $station }: output (MW) under its capacity
fig-hydro-rung-broken = { $count } × `{ $code }` broken
fig-hydro-rung-energy = energy { $energy } (10⁴ kWh)
glance-hydro-stations = Stations
glance-hydro-days = Days
glance-hydro-eco = Ecological flow (m³/s)
glance-hydro-cascade = The cascade, upstream first
glance-hydro-station = Station
glance-hydro-p-max = Capacity (MW)
glance-hydro-z-dead = Dead level (m)
glance-hydro-z-init = Start (m)
glance-hydro-z-max = Limit (m)
formula-hydro-read = `Q_out` must be five rows (one per station, upstream first) of one outflow a day, each a number float() reads.
formula-hydro-levels = Each reservoir's volume changes by (inflow − outflow) × 86,400 s a day; its level follows linearly between its dead and normal levels.
formula-hydro-checks = Every rule must hold: run-of-river stations pass what reaches them (±1 m³/s), levels within limits, the ecological flow, and ramps of at most a fifth of capacity a day.
formula-hydro-score = Energy = 24 × Σ output (each capped at capacity; head from the day's mean level); score = energy / { $reference }, rounded to 6 places.
report-hydro-rejected = rejected: { $count } { $count ->
        [one] rule broken
       *[other] rules broken
    }
report-hydro-energy = Energy (10⁴ kWh)
report-hydro-energy-note = 24 × the sum of the stations' daily output
report-hydro-violations = Rules broken
report-hydro-violations-note = the server lists the first eight
formats-hydro-solution-title = Dispatch plan (JSON)
formats-hydro-solution-text = One object with `Q_out`: five lists (the stations, upstream first), each with one outflow a day in m³/s.
what-hydro-data = a stations file
what-hydro-submission = a dispatch plan
kinds-hydro-lead = Each station's energy over the week against what its capacity would give, the stations furthest from it first: where more water, or a higher head, would pay most.
kinds-hydro-station = Station
kinds-hydro-energy = Energy (10⁴ kWh)
kinds-hydro-most = At capacity all week
kinds-hydro-share = Share of the shortfall
fig-hydro-outflows-title = Each station's outflow day by day, live
fig-hydro-outflow-of = { $station }: outflow (m³/s) above the ecological flow
fig-hydro-live-aria = The outflows: drag a day's outflow up or down, or choose a day with ← → and step it with ↑ ↓
fig-hydro-live-score = energy { $energy } (10⁴ kWh) · score { $score }
fig-hydro-live-rejected = rejected: { $count } × `{ $code }` · score 0
fig-hydro-help = Drag a day's outflow up or down (mouse or finger); or focus the figure, choose a station's day with ← → and step its outflow with ↑ ↓ (10 m³/s; Page Up and Page Down 100). Each edit is graded again by this case's own grader, as `fde-grade hydro` grades the downloaded file; red days break a rule.
fig-hydro-set = { $station }, day { $day }: { $value } m³/s: { $result }
fig-hydro-undone = The last edit undone
fig-hydro-back = Back to the example's plan

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-levels-and-ramps = levels and ramps
fig-rule-ladder-step-water-balance = water balance
fig-rule-ladder-step-the-file-s-shape = the file's shape
