## The site's figures: titles, axes, legends, tooltips, captions, controls (issue 17).
## Keys: fig-<figure>-... (fig-canvas-... the routing maps' shared parts).

## Registry: titles (headings, iframe titles, export labels) and the notices.
fig-roc-title = ROC curve and KS gap
fig-uplift-ladder-title = From baseline to oracle: the uplift ladder
fig-pred-scores-title = The metric per target or group
fig-pred-scatter-title = Predicted against actual
fig-pred-residuals-title = Residuals over the key
fig-pred-errors-title = How the errors are distributed
fig-pred-worst-title = The rows that cost the most
fig-rule-ladder-title = The rule ladder: what each example breaks
fig-map-title = Route map: routes, hulls, intrusions, crossings
fig-drag-title = Drag to learn: move a store, watch the score
fig-demo-hull-title = Hull intrusions, up close
fig-demo-crossing-title = Crossings, up close
fig-worst-pairs-title = The worst pairs of routes
fig-hours-title = Hours per truck
fig-cost-split-title = Where each submission's cost comes from
fig-compare-title = Two submissions side by side
fig-missing = Figure not found: there is no figure `{ $id }`.
fig-no-case = Figure `{ $id }`: which case? Add case=… to the URL.
fig-wrong-kind = The `{ $id }` figure is for { $kind } cases; this case is not one.

## Sections of the case page.
fig-charts-heading = Why each score is what it is
fig-routing-heading = Why the score is what it is
fig-routing-lead = Every number below comes from the same grader as the score above, run again in this page as you switch, toggle and drag.

## Controls shared by the figures.
fig-submission = Submission
fig-your-file = Your file: { $file }
fig-score = Score

## roc: the ROC curve and the KS gap (scorecard).
fig-roc-x-axis = False positive rate: share of repayers flagged
fig-roc-x-axis-short = False positive rate (repayers)
fig-roc-y-axis = True positive rate: share of defaulters flagged
fig-roc-y-axis-short = True positive rate (defaulters)
fig-roc-chance = chance: a model that guesses (AUC { $auc }, KS 0)
fig-roc-rejected = Rejected at the `{ $check }` check: no curve, score 0.
fig-roc-no-curve = No curve: the test set has no defaulters or no repayers.
fig-roc-aria-none = ROC curve: none. { $why }
fig-roc-reference-aria = the reference's curve: AUC { $auc }, KS { $ks }
fig-roc-band = band prob_default { $threshold }: { $rows } { $rows ->
        [one] row
       *[other] rows
    }, { $defaults } { $defaults ->
        [one] default
       *[other] defaults
    }; flagging ≥ { $threshold } catches TPR { $tpr } with FPR { $fpr }
fig-roc-ks-gap = KS gap { $ks } at prob_default ≥ { $threshold }: TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = at ≥ { $threshold }
fig-roc-aria = ROC curve: AUC { $auc }, KS { $ks }, { $bands } { $bands ->
        [one] band
       *[other] bands
    }
fig-roc-area-aria = area under the curve: AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = the curve through { $n } band ends
fig-roc-band-ends = band ends
fig-roc-bands = Bands
fig-roc-pick = Pick a scorecard submission to see its curve.
fig-roc-reference-toggle = the reference's curve behind
fig-roc-caption = Customers sorted by predicted probability of default, riskiest first: each point flags everyone scored at least that much. The shaded area is the AUC; the KS is the widest vertical gap between the curve and the diagonal, read only at the end of a band of tied scores (dots).
fig-reference = reference

## rule-ladder: every example, best first, and what it breaks.
fig-rule-ladder-rejected-at = rejected at the { $stage } stage
fig-rule-ladder-balance = balance penalty { $penalty }
fig-rule-ladder-intrusions = { $n } hull { $n ->
        [one] intrusion
       *[other] intrusions
    }
fig-rule-ladder-crossings = { $n } { $n ->
        [one] crossing
       *[other] crossings
    }
fig-rule-ladder-cost = cost { $cost }
fig-rule-ladder-fails = fails the { $check } check
fig-rule-ladder-auc-ks = AUC { $auc } · KS { $ks }
fig-rule-ladder-incident = incident: uplift { $uplift } capped at { $capped }
fig-rule-ladder-contact = contact cost { $cost }
fig-rule-ladder-below = below the { $line } pass line
fig-rule-ladder-pass-line = pass line: net uplift { $line }
fig-rule-ladder-breaks-nothing = breaks nothing
fig-rule-ladder-reference-title = { $title } (reference)
fig-rule-ladder-bar = { $title }: score { $score }; { $breaks }
fig-rule-ladder-bar-rejected = { $title }: score { $score }, rejected; { $breaks }
fig-rule-ladder-aria = The examples' scores, best first, with the rules each breaks
fig-rule-ladder-aria-uplift = The examples' net uplifts, best first, with the rules each breaks
fig-rule-ladder-grading = Grading the examples against the data in use…
fig-rule-ladder-unreadable = The case data could not be read, so the examples cannot be graded.
fig-rule-ladder-no-examples = This case has no example submissions.
fig-rule-ladder-nothing = nothing
fig-rule-ladder-net-uplift = Net uplift
fig-rule-ladder-example = Example
fig-rule-ladder-breaks = What it breaks
fig-rule-ladder-caption = Every example of the case graded by the core, best first: the checks it fails (codes, with counts) and the penalties that cost it points. The reference is highlighted; the submission shown is outlined.
fig-verdict = Verdict

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

## Prediction figures: the shared parts.
fig-pred-crashes = The evaluator crashes on this file ({ $crash }): no rows were scored.
fig-pred-raises = The evaluator raises on this file: no rows were scored (score 0).
fig-pred-rejected = Rejected by the { $check } check: no rows were scored (score 0).
fig-pred-no-rows = No rows were scored.
fig-pred-case-too-large = Your case data is too large to draw in this page: the figures are left out for it.
fig-pred-file-too-large = { $file } is too large to draw in this page (over 1 MB): its score and report are above.
fig-pred-not-drawn = The rows of this submission could not be drawn here.
fig-pred-pick = Pick a submission to see its rows.
fig-pred-target = Target
fig-pred-group = group
fig-pred-target-col = target

## pred-errors: the residuals' histogram.
fig-pred-errors-bin = { $from } to { $to }: { $n } { $n ->
        [one] row
       *[other] rows
    }
fig-pred-errors-aria = Distribution of the residuals of { $target }: { $rows } rows in { $bins } bins
fig-pred-errors-x-axis = forecast − truth ({ $target })
fig-pred-errors-y-axis = rows
fig-pred-errors-caption = How many scored rows miss by how much. Centred on the zero line: no bias; a long tail: a few rows carry most of the error.

## pred-residuals: residuals over the key.
fig-pred-residuals-dot = { $key }: residual { $residual }
fig-pred-residuals-aria = Residuals (forecast − truth) of { $target } over { $rows } rows in key order ({ $keys })
fig-pred-residuals-aria-line = Residuals (forecast − truth) of { $target } over { $rows } rows in key order ({ $keys }), drawn as a line
fig-pred-residuals-x-axis = rows by { $keys }
fig-pred-residuals-y-axis = forecast − truth
fig-pred-residuals-caption = Forecast minus truth for every scored row, the rows sorted by their key. Above zero the forecast is too high, below too low; a long run on one side is a bias, a spike a single row that costs a lot.

## pred-scatter: predicted against actual.
fig-pred-scatter-dot-over = { $key }: actual { $actual }, predicted { $predicted } (over by { $by })
fig-pred-scatter-dot-under = { $key }: actual { $actual }, predicted { $predicted } (under by { $by })
fig-pred-scatter-aria = Predicted against actual { $target }: { $rows } rows, the diagonal is a perfect forecast
fig-pred-scatter-aria-every = Predicted against actual { $target }: { $rows } rows, every { $every }th drawn, the diagonal is a perfect forecast
fig-pred-scatter-x-axis = actual { $target }
fig-pred-scatter-y-axis = predicted { $target }
fig-pred-scatter-too-high = too high ↖
fig-pred-scatter-too-low = ↘ too low
fig-pred-scatter-caption = Each dot is a scored row: its true value across, the submission's forecast up. On the dashed diagonal the forecast is exact; the farther a dot from it, the more that row costs. Hollow dots are rows the metric leaves out.

## pred-scores: the metric per target or group.
fig-pred-scores-per-group = { $metric } per group
fig-pred-scores-per-target = { $metric } per target
fig-pred-scores-relative = relative size
fig-pred-scores-rows = rows scored
fig-pred-scores-left-out = { $n } target(s) had no row to score and are left out.
fig-pred-scores-combined = Combined
fig-pred-scores-objective = Objective
fig-pred-scores-caption = The metric of each target (or group) as the score used it, the rows each one scored, and the value they combine to.

## pred-worst: the rows that cost the most.
fig-pred-worst-share-group = share of its group
fig-pred-worst-share-target = share of its target
fig-pred-worst-share-total = share of the total
fig-pred-worst-caption-table = The { $n } rows with the largest { $loss }
fig-pred-worst-truth = truth
fig-pred-worst-forecast = forecast
fig-pred-worst-residual = residual
fig-pred-worst-caption = Fix these rows first: each one's cost is what the metric adds up for it, and its share is of its target's total.
fig-pred-loss-absolute = absolute error
fig-pred-loss-squared = squared error
fig-pred-loss-weighted-squared = truth-weighted squared error
fig-pred-loss-percent = absolute percentage error
fig-pred-loss-symmetric = symmetric relative error

## map (and the small map of a case): the routes of the submission shown.
fig-map-route-stops = route { $route }: { $n } stops
fig-map-preview-aria = Map of { $n } stores around the depot
fig-map-preview-caption = Stores (dots) and the depot (square); the routes of the report on screen are drawn in colour.
fig-map-counts = { $intrusions } { $intrusions ->
        [one] intrusion
       *[other] intrusions
    } · { $crossings } { $crossings ->
        [one] crossing
       *[other] crossings
    } · score { $score }
fig-listed-first = only the first { $n } intrusions and the first { $n } crossings are listed and drawn; the counts and the score take in all of them
fig-map-counts-rejected = { $intrusions } { $intrusions ->
        [one] intrusion
       *[other] intrusions
    } · { $crossings } { $crossings ->
        [one] crossing
       *[other] crossings
    } (what it would cost) · rejected, score 0
fig-map-hint = Hover or focus a store or a × for its details.
fig-map-aria = Map of { $n } stores and the depot, with the routes of { $file }
fig-map-help = Tab to the map, then arrow keys move from store to store, [ and ] step along the route, + and − zoom. The next Tab steps through the crossings. Drag the map to pan; ctrl + wheel zooms.

## The routing maps' shared parts (canvas): stores, crossings, layers, zoom.
fig-canvas-lonlat = longitude { $lon }, latitude { $lat }
fig-canvas-route-stop = route { $route }, stop { $stop } of { $n }
fig-canvas-no-route = on no route
fig-canvas-in-no-hull = inside no other route's hull
fig-canvas-in-hull = inside the hull of route { $route }
fig-canvas-in-hulls = inside { $n } hulls: routes { $routes }
fig-canvas-store = store { $code }{ $weight }, { $route }, { $inside }
fig-canvas-depot = depot
fig-canvas-depot-code = depot { $code }
fig-canvas-segment = route { $route } ({ $from } → { $to })
fig-canvas-crossing = crossing { $i } of { $n }: { $a } × { $b }
fig-canvas-draggable-store = draggable store
fig-canvas-store-role = store
fig-canvas-stores-aria = stores: press an arrow key to pick one
fig-canvas-crossings-role = crossings
fig-canvas-crossings-aria = { $n } crossings: arrow keys step through them
fig-canvas-layers = Layers
fig-canvas-layer-routes = routes
fig-canvas-layer-hulls = hulls
fig-canvas-layer-intrusions = intrusions
fig-canvas-layer-crossings = crossings
fig-canvas-zoom = Zoom
fig-canvas-zoom-in = Zoom in
fig-canvas-zoom-out = Zoom out
fig-canvas-reset = Reset view

## hours: hours per truck.
fig-hours-band = shaded: the reference, { $from } to { $to }
fig-hours-bar = route { $route }: { $time }
fig-hours-bar-longest = route { $route }: { $time } (longest)
fig-hours-bar-shortest = route { $route }: { $time } (shortest)
fig-hours-spread = Longest route { $longest } (route { $longest-route }), shortest { $shortest } (route { $shortest-route }): the balance term charges the { $gap } between them.
fig-hours-aria = Hours per truck, { $n } routes
fig-hours-x-axis = route (truck)
fig-hours-y-axis = route time, hours
fig-hours-caption = Each bar is one truck's route time (driving at two speeds plus the stops). The shaded band is the reference plan's range: its trucks all take about as long.

## cost-split: where each submission's cost comes from.
fig-cost-split-time = total time
fig-cost-split-balance = balance
fig-cost-split-intrusions = intrusions
fig-cost-split-crossings = crossings
fig-cost-split-unreadable = could not be read: no cost
fig-cost-split-segment = { $term }: { $value } ({ $share } % of the cost)
fig-cost-split-score = score { $score }
fig-cost-split-rejected = rejected: score 0
fig-cost-split-would-cost = would cost { $cost }
fig-cost-split-row-aria = { $label }: cost { $cost }, of which time { $time }, balance { $balance }, intrusions { $intrusions }, crossings { $crossings }; { $verdict }
fig-cost-split-reference = reference { $cost }
fig-cost-split-aria = Each submission's cost split into time, balance, intrusions and crossings
fig-cost-split-as-shares = as shares of each cost
fig-cost-split-caption = Cost = total time + 90 × (longest − shortest route) + { $intrusion } per intrusion + { $crossing } per crossing; score = reference cost ÷ cost. Faded bars are rejected plans: they score 0 whatever they would cost.

## compare: two submissions side by side.
fig-compare-valid = valid
fig-compare-rejected = rejected
fig-compare-cost = Cost
fig-compare-time = Total time (s)
fig-compare-balance = Balance
fig-compare-intrusions = Intrusions
fig-compare-crossings = Crossings
fig-compare-routes = Routes
fig-compare-map-aria = Map of { $label }

## worst-pairs: the worst pairs of routes.
fig-worst-pairs-words = routes { $a } and { $b }: { $a-in-b } { $a-in-b ->
        [one] store
       *[other] stores
    } of route { $a } inside route { $b }'s hull, { $b-in-a } of route { $b } inside route { $a }'s; { $crossings } { $crossings ->
        [one] crossing
       *[other] crossings
    }. Together { $cost } of the cost.
fig-worst-pairs-map-aria = Map with routes { $a } and { $b } in colour, the others greyed out
fig-worst-pairs-map-aria-none = Map of the routes
fig-worst-pairs-headline = Pair { $i } of { $n }: { $words }
fig-worst-pairs-none = No intrusions or crossings between any two routes: nothing to step through.
fig-worst-pairs-previous = ← Previous
fig-worst-pairs-next = Next pair →
fig-worst-pairs-list = The worst pairs

## drag: move a store, watch the score (and the demos' shared parts).
fig-drag-total-time = Total time
fig-drag-too-large = { $file } is { $size }: too large to drag in the page (plans up to { $limit } can be dragged). Its report and the other figures are above.
fig-drag-unreadable = This file could not be read as a plan: there is nothing to drag. Pick another submission.
fig-drag-plan = plan: { $plan }
fig-drag-aria = Draggable map of { $n } stores: pick a store and drag it, or focus it and use the arrow keys
fig-drag-route-takes = ; route { $route } takes { $time }
fig-drag-hint = Pick a store to see its details.
fig-drag-back = Back to the submission as written.
fig-drag-no-store = No store { $code } in this case.
fig-drag-modes = Dragging moves
fig-drag-mode-place = the store's place
fig-drag-mode-stop = its stop into another route
fig-drag-reset = Reset
fig-drag-intrusions = { $n } intrusions
fig-drag-crossings = { $n } crossings
fig-drag-cost = cost { $cost }
fig-drag-score = score { $score }
fig-drag-rejected = rejected ({ $why }): score 0
fig-drag-find = Find a store
fig-drag-find-placeholder = store code
fig-drag-download-plan = Download this plan
fig-drag-download-customers = Download the moved customers.csv
fig-drag-too-long = Too many changes to fit in a link: the address keeps the submission, not the moves.
fig-drag-help = Drag a store with the mouse or a finger. From the keyboard: Tab to the map, arrow keys move the picked store (Shift: ten steps), [ and ] pick the previous or next stop of its route. With “its stop into another route”, Up and Down move the stop to the next or previous route, Left and Right along its route. Every number is re-computed by the grader on every move.
fig-drag-stats = { $intrusions } { $intrusions ->
        [one] intrusion
       *[other] intrusions
    }, { $crossings } { $crossings ->
        [one] crossing
       *[other] crossings
    }, score { $score }
fig-drag-stats-rejected = { $intrusions } { $intrusions ->
        [one] intrusion
       *[other] intrusions
    }, { $crossings } { $crossings ->
        [one] crossing
       *[other] crossings
    }, rejected ({ $why }), score 0
fig-drag-stage-fatal = unreadable
fig-drag-stage-schema = store codes
fig-drag-stage-capacity = a truck over capacity
fig-drag-stage-vehicles = wrong number of routes
fig-drag-moved = Store { $code } moved: { $stats }.

## demo-hull, demo-crossing: the little cities.
fig-demo-aria = { $scene }: drag the stores, or focus one and use the arrow keys
fig-demo-hint = Drag a store, or Tab to one and use the arrow keys.
fig-demo-scenes = Scenes
fig-demo-intrusions = { $n } { $n ->
        [one] intrusion
       *[other] intrusions
    }
fig-demo-score = score { $score } ({ $one } = as it started)
fig-demo-cost = Cost = { $time } time + { $balance } balance + { $intrusions } intrusions + { $crossings } crossings = { $cost }.
fig-demo-edge-title = On the edge counts as inside
fig-demo-edge-lesson = B3 sits exactly on the edge of the red route's hull, and a store on an edge (or a corner) counts as inside: 1 intrusion. Drag B3 one step right and it is gone; one step left and it is plainly inside (and its trip back to the depot now crosses red's route).
fig-demo-pair-title = Fewer than 3 stores: no hull, but it still intrudes
fig-demo-pair-lesson = Green (B) has 2 stores and blue (C) 3 in a line: neither has a hull, so nothing can intrude on them. But their stores still count inside another hull: green's two are inside red's, 2 intrusions. Drag C2 off the line and blue gets a hull of its own.
fig-demo-stray-title = One stray store stretches its hull over a neighbour
fig-demo-stray-lesson = A4 belongs to the red route but lies far out, so the red hull stretches over the green route: each green store inside costs an intrusion. Drag A4 back next to A1 to A3 and watch the count fall to 0.
fig-demo-touch-title = Touching does not count
fig-demo-touch-lesson = All routes meet at the depot, and B2 sits exactly on the red segment A1 → A2: touching is not crossing, so 0 crossings. Drag B2 one step up and the green path crosses the red one twice.
fig-demo-self-title = A route crossing itself is free
fig-demo-self-lesson = The red route crosses its own path in a figure of eight: that costs nothing, only crossings between different routes count. Drag a red store into the green route's way to see one that counts.
fig-demo-depot-title = A depot leg through a neighbour counts
fig-demo-depot-lesson = The green trip's legs to and from the depot cut through the red route: those are crossings like any other, 1,800 each. Drag B1 and B2 down below the red route (to the bottom row, around the middle) and the crossings disappear.
fig-drag-too-big = This plan is far bigger than the case (see the problems above), so it is not measured: there is nothing to drag. Pick another submission.
fig-pred-worst-none = No scored row costs anything: every forecast is exact.
