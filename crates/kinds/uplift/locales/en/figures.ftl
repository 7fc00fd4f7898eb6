## The uplift kind's figures (site/src/kinds/uplift/): titles, axes, legends, tooltips,
## captions, controls.

## Registry: titles (headings, iframe titles, export labels) and the notices.
fig-uplift-ladder-title = From baseline to oracle: the uplift ladder
## uplift-ladder: baseline, delivered, incident, contact cost, net.
fig-uplift-ladder-ungraded = the result could not be graded
fig-uplift-ladder-aria-none = Uplift ladder: none, { $why }
fig-uplift-ladder-no-ladder = No ladder: the run could not be scored.
fig-uplift-ladder-step-baseline = Baseline
fig-uplift-ladder-step-delivered = Delivered
fig-uplift-ladder-step-incident = Incident
fig-uplift-ladder-step-contact = Contact cost
fig-uplift-ladder-step-net = Net
fig-uplift-ladder-kpi = KPI { $kpi }
fig-uplift-ladder-baseline-aria = baseline: the unchanged system, KPI { $kpi }, uplift 0
fig-uplift-ladder-uplift-value = uplift { $uplift }
fig-uplift-ladder-delivered-aria = delivered: KPI { $kpi } gives uplift { $uplift } of the way from baseline to oracle
fig-uplift-ladder-delivered-aria-bounded = delivered: KPI { $kpi } gives uplift { $uplift } of the way from baseline to oracle; counted as −1 in averages across tasks
fig-uplift-ladder-capped = capped at 0
fig-uplift-ladder-incident-aria = incident clamp: an incident caps the uplift { $uplift } at { $capped }
fig-uplift-ladder-lines = { $n } { $n ->
        [one] line
       *[other] lines
    }
fig-uplift-ladder-contact-aria = contact cost: { $cost } subtracted for the questions, waits and trial days
fig-uplift-ladder-verdict = { $verdict }
fig-uplift-ladder-points = { $points } points · { $verdict }
fig-uplift-ladder-net-aria = net uplift { $net } ({ $points } points): { $verdict }; the pass line is { $line }
fig-uplift-ladder-oracle-line = oracle 1 · KPI { $kpi }
fig-uplift-ladder-oracle-aria = oracle: the reference solution, KPI { $kpi }, uplift 1
fig-uplift-ladder-baseline-line = baseline 0 · KPI { $kpi }
fig-uplift-ladder-baseline-line-aria = baseline: KPI { $kpi }, uplift 0
fig-uplift-ladder-pass-line = pass line { $line }
fig-uplift-ladder-mine-line = your file: net { $net }
fig-uplift-ladder-pass-line-aria = pass line: a net uplift of { $line } or more is accepted
fig-uplift-ladder-ask-line = ask log line { $line }: { $kind }, cost { $cost } ({ $note })
fig-uplift-ladder-aria = Uplift ladder: uplift { $uplift }, contact cost { $cost }, net { $net } ({ $verdict }); pass line { $line }
fig-uplift-ladder-aria-capped = Uplift ladder: uplift { $uplift }, capped at { $capped } by an incident, contact cost { $cost }, net { $net } ({ $verdict }); pass line { $line }
fig-uplift-ladder-pieces = the contact cost, line by line
fig-uplift-ladder-lower-is-better = A lower KPI is better here (the oracle's is lower than the baseline's).
fig-uplift-ladder-flat = The oracle's KPI equals the baseline's: the harness sets the uplift to 0.
fig-uplift-ladder-kpis = KPI baseline → delivered → oracle
fig-uplift-ladder-uplift = Uplift
fig-uplift-ladder-points-label = Points
fig-uplift-ladder-pick = Pick an uplift result to see its ladder.
fig-uplift-ladder-caption = Uplift measures the KPI on a scale where the unchanged system is 0 and the reference solution is 1. An incident caps it at 0; the cost of every question, wait and trial day is then subtracted. A net of { $line } or more is accepted.

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-accepted = accepted
fig-rule-ladder-step-below-baseline = below baseline
fig-rule-ladder-step-incident = incident
fig-rule-ladder-step-asked-too-much = asked too much
