## The coil kind's figures (site/src/kinds/coil/) and pages: titles, labels, the
## glance, the formula, the report and the format.

fig-coil-profile-title = The sequence's width and roll-size profile
fig-coil-profile-aria = Each coil's width in rolling order, its roll size as a band underneath
fig-coil-pick = Pick a sequence whose ids are all known to see its profile.
fig-coil-width = width (mm), in rolling order
fig-coil-band = green band: small rolls; purple: large rolls
fig-coil-rolls = rolls
fig-coil-legend = red: a step that breaks a linkage, thickness or width rule; orange: the width rises; ringed: front-width coils
fig-coil-switches = roll-size changes (at most 1)
fig-coil-rung-broken = { $count } × `{ $code }` broken
fig-coil-rung-penalty = penalty { $penalty }
fig-coil-live-aria = The sequence: drag a coil to another place, or choose one with the arrow keys and pick it up with Space
fig-coil-live-score = penalty { $penalty } = 10,000 × { $jumps } rule breaks + 100 × { $rises } width rises + { $groups } grade groups · score { $score }
fig-coil-live-rejected = rejected: { $count } × `{ $code }` · score 0
fig-coil-help = Drag a coil along the sequence (mouse or finger) to roll it at another place; or focus the figure, choose a coil with ← →, pick it up with Space, move it with ← → and put it down with Space (Esc puts it back). Each move is graded again by this case's own grader, as `fde-grade coil` grades the downloaded file.
fig-coil-moved = { $id } now at place { $place } of { $n }: { $result }
fig-coil-picked = { $id } picked up at place { $place }: ← → move it, Space puts it down, Esc puts it back
fig-coil-selected = { $id }, place { $place } of { $n }: Space picks it up
fig-coil-undone = The last move undone
fig-coil-back = Back to the example's sequence
glance-coil-coils = Coils
glance-coil-grades = Grades
glance-coil-small = Small-roll coils
glance-coil-front = Front-width coils
glance-coil-bad-data = The evaluator raises on this case's data:
formula-coil-read = `sequence` lists ids; each is read as `str(id).strip()` and must be a coil of the work plan.
formula-coil-rules = Every coil exactly once, the roll size changing at most once, and the front-width coils first.
formula-coil-penalty = Penalty = 10,000 × steps that break a linkage, thickness or width rule + 100 × width rises + grade groups.
formula-coil-score = Score = { $reference } / penalty, rounded to 4 places.
report-coil-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-coil-penalty = Penalty
report-coil-penalty-note = 10,000 × jumps + 100 × rises + groups
report-coil-jumps = Rule jumps
report-coil-jumps-note = linkage, thickness and width steps
report-coil-rises = Width rises
report-coil-rises-note = a coil wider than the one before
report-coil-groups = Grade groups
report-coil-groups-note = runs of one grade
report-coil-switches = Roll-size changes
report-coil-switches-note = at most 1 allowed
formats-coil-solution-title = Coil sequence (JSON)
formats-coil-solution-text = One object with `sequence`: every coil's id from the work plan once, in rolling order.
what-coil-data = a work plan
what-coil-submission = a coil sequence

## "What costs most" (site/src/kinds/coil/coach.rs).
kinds-coil-lead = The sequence's penalty split into its three parts, each with the score were it gone; then the steps that cost most, largest first, each at its place in the sequence, from one coil to the next.
kinds-coil-part = Part
kinds-coil-count = Count
kinds-coil-cost = Penalty
kinds-coil-without = Score without it
kinds-coil-part-breaks = 10,000 × rule breaks
kinds-coil-part-rises = 100 × width rises
kinds-coil-part-groups = 1 × grade groups
kinds-coil-position = Position
kinds-coil-step = From → to
kinds-coil-what = What it costs for
kinds-coil-step-cost = Its cost
kinds-coil-linkage = breaks the linkage rule
kinds-coil-thickness = breaks the thickness rule
kinds-coil-width = breaks the width rule
kinds-coil-rise = width rises
kinds-coil-new-group = new grade group

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-width-rises = valid, width rises
fig-rule-ladder-step-valid-rule-jumps = valid, rule jumps
fig-rule-ladder-step-roll-changes = roll changes
fig-rule-ladder-step-front-width-coils = front-width coils
fig-rule-ladder-step-unknown-ids = unknown ids
