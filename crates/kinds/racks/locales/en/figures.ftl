## The racks kind's figures (site/src/kinds/racks/) and pages: titles, labels, the
## glance, the formula, the report and the format.

fig-racks-elevation-title = The racks a plan uses, slot by slot
fig-racks-elevation-aria = Each rack of one batch as a column of U slots, its servers as blocks, its power underneath
fig-racks-pick = Pick a valid plan to see its racks.
fig-racks-legend = grey: taken before the batch; green: a server whose NIC weight is 1; amber: below 1; ○: a rack that was dark; bar: power before, added, against the rating
fig-racks-batch = batch
fig-racks-rung-broken = { $count } × `{ $code }` broken
fig-racks-rung-cost = cost { $cost }
glance-racks-servers = Servers
glance-racks-batches = Batches
glance-racks-racks = Racks
glance-racks-free = Free U slots
glance-racks-bad-data = The evaluator raises on this case's data:
formula-racks-read = `solution.csv` is read with Python's csv module: one row per server, each cell stripped; an empty status counts as 1 (placed).
formula-racks-rules = Each batch from the racks before any arrival: a known rack, a slot number, the NIC paired with the rack's attribute, power within the rating, free contiguous slots; every server once.
formula-racks-cost = Cost = Σ over placed servers (0.4 × power left + 0.05 × slot / slots + 0.3 × rack newly lit + 0.25 × (1 − NIC weight)) + 1 per unassigned server.
formula-racks-score = Score = { $reference } / cost, rounded to 6 places.
report-racks-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-racks-cost = Cost
report-racks-cost-note = weighted terms + 1 per unassigned server
report-racks-allocated = Placed
report-racks-allocated-note = servers in a rack
report-racks-unassigned = Unassigned
report-racks-unassigned-note = each costs 1
report-racks-batches = Batches
report-racks-batches-note = each from the racks before any arrival
formats-racks-solution-title = Rack plan (CSV)
formats-racks-solution-text = One row per server: server_id, rack_id, pos (its lowest U slot), allocation_status (1 or 0) and batch.
what-racks-data = a server list
what-racks-submission = a rack plan

## "What costs most" (site/src/kinds/racks/coach.rs).
kinds-racks-lead = The plan's cost split into its five terms, costliest first, each with the score were it gone; then the placed servers that cost most.
kinds-racks-term = Term
kinds-racks-cost = Cost
kinds-racks-share = Share of the cost
kinds-racks-without = Score without it
kinds-racks-term-power = 0.4 × power left
kinds-racks-term-slot = 0.05 × slot height
kinds-racks-term-lit = 0.3 × racks newly lit
kinds-racks-term-nic = 0.25 × (1 − NIC weight)
kinds-racks-term-unassigned = 1 × unassigned servers
kinds-racks-server = Server
kinds-racks-place = Rack, slot
kinds-racks-server-cost = Its cost
fig-racks-live-aria = The batch's racks: drag a server to another rack or slot, or choose one with the arrow keys and pick it up with Space
fig-racks-live-score = cost { $cost } · { $placed } placed, { $waiting } waiting · score { $score }
fig-racks-live-rejected = rejected: { $count } × `{ $code }` · score 0
fig-racks-help = Drag a server (mouse or finger) to another rack or slot; or focus the figure, choose a server with ← →, pick it up with Space, carry it with ← → (rack) and ↑ ↓ (slot) and put it down with Space (Esc puts it back). Each move is graded again by this case's own grader, as `fde-grade racks` grades the downloaded file; a move that breaks a rule is undone at once.
fig-racks-moved = { $server } now in { $rack } at U { $pos }: { $result }
fig-racks-tried = { $server } to { $rack } at U { $pos } is { $result }: it went back
fig-racks-picked = { $server } picked up from { $rack } U { $pos }: ← → rack, ↑ ↓ slot, Space puts it down, Esc puts it back
fig-racks-over = { $server } over { $rack } U { $pos }
fig-racks-selected = { $server } in { $rack } at U { $pos }: Space picks it up
fig-racks-undone = The last move undone
fig-racks-back = Back to the example's plan

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-servers-left-out = valid, servers left out
fig-rule-ladder-step-valid-nothing-placed = valid, nothing placed
fig-rule-ladder-step-unknown-rack = unknown rack
fig-rule-ladder-step-slot-number = slot number
fig-rule-ladder-step-slot-taken = slot taken
fig-rule-ladder-step-nic-and-rack = NIC and rack
