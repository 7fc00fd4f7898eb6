## The aps kind's figures (site/src/kinds/aps/) and pages.

what-aps-data = a planning workbook
what-aps-submission = a schedule
format-aps-submission = solution JSON (scheduled_ops: each operation's wop_oid, resource, start_dt and end_dt as ISO 8601 times)
fig-aps-gantt-title = The schedule on its devices
fig-aps-gantt-aria = A Gantt chart: one lane a device, time across; each operation a bar coloured by its order; nights and Sundays shaded; operations that break a rule outlined in red, overlaps and broken orders marked by a red line
fig-aps-pick = Pick a schedule that can be read to see it on its devices.
fig-aps-legend = One lane a device (the case's enabled devices, then any other resource the plan names); each operation a bar in its order's colour (grey: not a schedulable operation); shaded: nights before 08:00 and from 18:00, and Sundays. Red outline: an operation on a device it may not use, starting outside work hours or of the wrong length; red line: an operation starting before the one before it on its device, or in its order, ends.
fig-aps-terms = delay { $delay } days of at most { $upper } · utilisation { $util } → score { $score }
fig-aps-rejected = rejected: { $count } × { $code } and others
fig-aps-hidden = { $count } operations without two readable times are not drawn.
fig-aps-rung-broken = { $count } × `{ $code }` broken
fig-aps-rung-delay = delay { $delay } days
glance-aps-ops = Schedulable operations
glance-aps-orders = Orders · with a due date
glance-aps-devices = Enabled devices
glance-aps-minutes = Working minutes (Σ MAK × QTY)
glance-aps-bad-data = The evaluator raises on this case's workbook:
formula-aps-read = `scheduled_ops` lists every schedulable operation: its `wop_oid`, the device it runs on (`resource`) and its `start_dt` and `end_dt`, ISO 8601 times.
formula-aps-rules = Every rule must hold: every schedulable operation scheduled, both times readable, a device its routing node allows, starts Monday to Saturday 08:00–18:00, no two operations at once on a device, a length of MAK × QTY working minutes (±1 %), and each order's operations in sequence.
formula-aps-objective = The quality is p0 = 1 − total delay / its upper bound (every operation end to end on one device), plus the utilisation quantised to 1,000 steps, each worth 0.49 / 1001 of one working minute of delay: less delay always wins.
formula-aps-score = Score = (p0 + steps × step) / { $reference }, rounded to 8 places.
report-aps-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-aps-delay = Total delay (days)
report-aps-delay-note = each order's last end past its due date, summed
report-aps-upper = Delay's upper bound (days)
report-aps-upper-note = every operation end to end on one device from 2026-05-27 08:00
report-aps-util = Utilisation
report-aps-util-note = working minutes over devices used × the schedule's working span
report-aps-absolute = Absolute score
report-aps-absolute-note = p0 + quantised utilisation × its step
report-aps-late = Orders late
report-aps-late-note = orders whose last operation ends past their due date
report-aps-violations = Rules broken
report-aps-violations-note = each operation and each pair counted (the server lists six lines)
formats-aps-solution-title = Schedule (JSON)
formats-aps-solution-text = One object with `scheduled_ops`: a list with one object per operation, each with `wop_oid` (a WOP.OID the case schedules), `resource` (an enabled device its routing node allows), `start_dt` and `end_dt` (ISO 8601, working minutes between them MAK × QTY).
