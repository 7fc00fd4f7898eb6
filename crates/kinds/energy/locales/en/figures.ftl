## The energy kind's figures (site/src/kinds/energy/) and pages: titles, labels, the
## glance, the formula, the report and the format.

fig-energy-year-title = The year day by day: storage and dispatch
fig-energy-pick = Pick a plan that can be read to see its year.
fig-energy-battery = Battery charge, each day's lowest to highest, against [0.1, 0.9]
fig-energy-gas = Gas tank, each day's lowest to highest, against [0.6, 1.0]
fig-energy-controls = Each day's mean control: compressed air, battery, thermal
fig-energy-income = Each day's cash flow (yuan)
fig-energy-day = day { $day }
fig-energy-rung-broken = { $count } × `{ $code }` broken
fig-energy-rung-income = cash flow { $income } yuan
glance-energy-hours = Rows per series
glance-energy-load = Peak load (MW)
glance-energy-wind = Mean wind (m/s)
glance-energy-sun = Hours of sunlight
glance-energy-plant = The plant
glance-energy-unit = Unit
glance-energy-power = Rated power (MW)
glance-energy-range = Range
formula-energy-read = `solution.json` holds `caes_seq` and `battery_seq` (and optionally `tp_seq`, else 0.33 all year): 8,760 numbers float() reads each.
formula-energy-ranges = Compressed air is 0, in [-1, -0.33] or in [0.86, 1]; the battery in [-1, 1]; thermal in [0.33, 1] (NaN passes the last two).
formula-energy-stores = Hour by hour from 0.5 (battery) and 0.8, 0.5, 0.5 (gas, hot, cold tanks): the battery within [0.1, 0.9], the gas tank within [0.6, 1.0], hot and cold within [0.05, 0.95].
formula-energy-score = Cash flow = Σ over 8,760 hours of the bus's terms (load 0.5, grid 0.1 sold / 0.6 bought, thermal −0.4, wind −0.35, PV −0.25, storage +0.2 charging / −0.4 discharging per kWh) less the bus penalty; score = max(cash flow / { $reference }, 0), rounded to 6 places.
report-energy-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-energy-crash = The evaluator stops (no report)
report-energy-income = Cash flow (yuan)
report-energy-income-note = the year's 8,760 hours, penalty included
report-energy-penalty = Bus penalty
report-energy-penalty-note = what no grid, curtailment or shedding balanced, squared
report-energy-out-of-range = Values out of range
report-energy-out-of-range-note = compressed air, battery, thermal
report-energy-breaches = Hours a store was out of range
formats-energy-solution-title = Dispatch plan (JSON)
formats-energy-solution-text = One object with `caes_seq`, `battery_seq` and optionally `tp_seq`: 8,760 hourly controls each, as fractions of rated power (positive generates or discharges, negative charges).
what-energy-data = a load series
what-energy-submission = a dispatch plan
kinds-energy-lead = The year's cash flow by term, the costs largest first: what the plan pays for.
kinds-energy-term = Term
kinds-energy-amount = Yuan
kinds-energy-share = Share of the costs
kinds-energy-term-pv = PV
kinds-energy-term-wind = Wind
kinds-energy-term-thermal = Thermal fuel
kinds-energy-term-load = Load served
kinds-energy-term-battery = Battery
kinds-energy-term-caes = Compressed air
kinds-energy-term-grid = Grid
kinds-energy-term-penalty = Bus penalty

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-stores-idle = valid, stores idle
fig-rule-ladder-step-valid-power-bought = valid, power bought
fig-rule-ladder-step-a-forbidden-value = a forbidden value
fig-rule-ladder-step-state-of-charge = state of charge
fig-rule-ladder-step-sequence-length = sequence length
