## The slitting kind's figures (site/src/kinds/slitting/) and pages: titles, labels, the
## glance, the formula, the report and the format.

fig-slitting-patterns-title = The plan's cutting patterns: strips and scrap per cut
fig-slitting-patterns-aria = One bar per cut, as wide as its mother coil: its strips side by side and the edge left over as scrap
fig-slitting-pick = Pick a plan whose cuts were checked to see its patterns.
fig-slitting-width = each bar: one cut across its coil's width (mm), cuts of one coil together
fig-slitting-legend = blue: an ordered width; red: a width no order asks for; hatched: scrap
fig-slitting-note = The score counts cuts (95 %) and scrap only a little (5 %). Scrap over the weight cut:
fig-slitting-slot = slot
fig-slitting-rung-broken = { $count } × `{ $code }` broken
fig-slitting-rung-cuts = { $cuts } cuts
glance-slitting-coils = Mother coils
glance-slitting-stock = Stock (kg)
glance-slitting-widths = Ordered widths
glance-slitting-ordered = Ordered (kg)
glance-slitting-bad-data = The evaluator raises on this case's data:
formula-slitting-rows = A row per cut: a coil in stock (its width ±10 mm), at least 100 kg (less 10), 1 to 5 strips of ordered widths that fit the coil's width. Rows without a weight above 0 are dropped.
formula-slitting-rules = The cuts of a coil stay within its weight (+10 kg); every ordered width is made within ±10 kg (a strip weighs the cut's weight × its width / the coil's width).
formula-slitting-cuts = Cut score = 1 + 0.05 × (46 − cuts), or 1 − 0.2 × (cuts − 46) past 46; combined = 0.05 × (1 − scrap) + 0.95 × cut score.
formula-slitting-score = Score = combined / { $reference }, rounded to 6 places.
report-slitting-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-slitting-cuts = Cuts
report-slitting-cuts-note = rows left after the dropped ones (46 is the target)
report-slitting-scrap = Scrap
report-slitting-scrap-note = weight cut but not in strips, over the weight cut
report-slitting-cut-score = Cut score
report-slitting-cut-score-note = 1 + 0.05 per cut under 46
report-slitting-combined = Combined
report-slitting-combined-note = 0.05 × (1 − scrap) + 0.95 × cut score
report-slitting-met = Widths met
report-slitting-met-note = within ±10 kg of their order
formats-slitting-solution-title = Slitting plan (CSV)
formats-slitting-solution-text = A row per cut: mother_id, mother_width, mother_cut_weight, then up to 5 strips, each a width (sub1_width…) with its length (sub1_long…).
what-slitting-data = a mother-coil stock
what-slitting-submission = a slitting plan

## "What costs most" (site/src/kinds/slitting/coach.rs).
kinds-slitting-lead = The score has two parts: the number of cuts and the scrap. Each row is the score with that part changed, the rest as it is; then the cuts that leave the most scrap.
kinds-slitting-part = Change
kinds-slitting-score-if = Score
kinds-slitting-gain = Gain
kinds-slitting-fewer = One cut fewer
kinds-slitting-clean = No scrap
kinds-slitting-cut = Cut
kinds-slitting-coil = Mother coil
kinds-slitting-used = Strips of the width (mm)
kinds-slitting-scrap = Scrap (kg)
kinds-slitting-share = Share of the scrap
fig-slitting-live-aria = The cuts: drag a strip onto another cut, or choose one with the arrow keys and pick it up with Space
fig-slitting-live-score = { $cuts } cuts · scrap { $scrap } · score { $score }
fig-slitting-live-rejected = rejected: { $count } × `{ $code }` · score 0
fig-slitting-help = Drag a strip onto another cut (mouse or finger) to cut it there, at the end of that cut; or focus the figure, choose a strip with ← → and a cut with ↑ ↓, pick the strip up with Space, carry it with ↑ ↓ and put it down with Space (Esc puts it back). A cut holds at most five strips. Each move is graded again by this case's own grader, as `fde-grade slitting` grades the downloaded file.
fig-slitting-moved = Cut { $row } ({ $mother }) now has { $n } strips: { $result }
fig-slitting-full = Cut { $row } ({ $mother }) already has five strips: nothing moved
fig-slitting-picked = A strip of cut { $row } ({ $mother }) picked up: ↑ ↓ carry it, Space puts it down, Esc puts it back
fig-slitting-selected = Cut { $row } ({ $mother }), { $n } strips: ← → choose a strip, Space picks it up
fig-slitting-undone = The last move undone
fig-slitting-back = Back to the example's plan

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-more-cuts = valid, more cuts
fig-rule-ladder-step-strips = strips
fig-rule-ladder-step-widths = widths
fig-rule-ladder-step-a-row-dropped = a row dropped
