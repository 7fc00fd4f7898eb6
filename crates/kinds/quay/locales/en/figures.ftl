## The quay kind's figures (site/src/kinds/quay/) and pages.

what-quay-data = a vessel list
what-quay-submission = a crane schedule
fig-quay-gantt-title = The schedule on a timeline
fig-quay-gantt-aria = Each crane's work, moves and waits over time, one lane a crane, the vessels' windows by berth above
fig-quay-pick = Pick a schedule to see its timeline.
fig-quay-berth = berth { $berth }
fig-quay-lane = crane { $crane }
fig-quay-legend = Blue: work (named by its vessel); orange: moves; grey: waits (the server fills gaps over a second with them); green above: each vessel's window at its berth. Red: an event that breaks a rule, a crossing (in the lane of the crane too far right), a vessel short of work.
fig-quay-terms = cost = 100,000,000 × { $cranes } cranes + { $moves } s of moves = { $cost } · score { $score }
fig-quay-rejected = rejected: { $count } × `{ $code }` · score 0
fig-quay-rung-broken = { $count } × `{ $code }` broken
fig-quay-rung-cost = cost { $cost }
glance-quay-vessels = Vessels
glance-quay-berths = Berths
glance-quay-work = Crane work needed (hours)
glance-quay-span = Windows
glance-quay-bad-data = The evaluator raises on this case's data:
formula-quay-read = `cranes` lists each crane's events (work, move, wait) with times as `YYYY-MM-DD HH:MM:SS`; gaps over a second become waits where the crane stands.
formula-quay-rules = Every rule must hold: one event at a time, a move 880 s a berth, work at its vessel's berth inside its window, every vessel's work done, and the cranes never crossing in crane_id order.
formula-quay-cost = Cost = 100,000,000 × cranes + the moves' seconds: one crane fewer always beats any saving in moves.
formula-quay-score = Score = { $reference } / cost, rounded to 6 places.
report-quay-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-quay-cost = Cost
report-quay-cost-note = 100,000,000 × cranes + move seconds
report-quay-cranes = Cranes
report-quay-cranes-note = the length of `cranes`
report-quay-moves = Move seconds
report-quay-moves-note = 880 s a berth moved
report-quay-vessels = Vessels served
report-quay-vessels-note = all their work inside their windows
report-quay-crossings = Crossings
report-quay-crossings-note = cranes out of crane_id order on the rail
formats-quay-solution-title = Crane schedule (JSON)
formats-quay-solution-text = One object with `cranes`: each crane's `crane_id` and its `events`, each with `type` (work, move, wait), `start_time` and `end_time` (`YYYY-MM-DD HH:MM:SS`), `berth` or `from_berth` and `to_berth`, and a work's `vessel_id`.
format-quay-submission = solution JSON (cranes: each one's crane_id and events, each event's type, start_time, end_time, berth or from_berth and to_berth, vessel_id)
fig-quay-live-aria = The schedule: drag an event along its lane or to another crane's, or choose one with the arrow keys and pick it up with Space
fig-quay-help = Drag an event (mouse or finger) in time or to another crane's lane; or focus the chart, choose an event with Home and ← → (↑ ↓ another crane), pick it up with Space, move it five minutes with ← → or to another crane with ↑ ↓, and put it down with Space (Esc puts it back). Each move is graded again by this case's own grader, as `fde-grade quay` grades the downloaded file.
fig-quay-moved = { $event } now on crane { $crane }: { $result }
fig-quay-picked = { $event } of crane { $crane } picked up: ← → move it in time, ↑ ↓ to another crane, Space puts it down, Esc puts it back
fig-quay-selected = { $event } of crane { $crane }: Space picks it up
fig-quay-undone = The last move undone
fig-quay-back = Back to the example's schedule

## "What costs most" (site/src/kinds/quay/coach.rs).
kinds-quay-lead = The schedule's cost in its two terms, then each crane's move seconds (its share of all moves), work and idle time, the most moving first: with these cranes, moves are what is left to save; a crane mostly idle is the one to try to take out.
kinds-quay-terms = 100,000,000 × { $cranes } cranes = { $crane_term }; moves: { $moves } s
kinds-quay-crane = Crane
kinds-quay-moves = Moves (s)
kinds-quay-share = Share of moves
kinds-quay-work = Work (s)
kinds-quay-wait = Idle (s)
