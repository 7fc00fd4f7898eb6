## The routing kind's figures (site/src/kinds/routing/): titles, axes, legends, tooltips,
## captions, controls.

## Registry: titles (headings, iframe titles, export labels) and the notices.
fig-map-title = Route map: routes, hulls, intrusions, crossings
fig-drag-title = Drag to learn: move a store, watch the score
fig-demo-hull-title = Hull intrusions, up close
fig-demo-crossing-title = Crossings, up close
fig-worst-pairs-title = The worst pairs of routes
fig-hours-title = Hours per truck
fig-cost-split-title = Where each submission's cost comes from
fig-compare-title = Two submissions side by side
## Sections of the case page.
fig-routing-heading = Why the score is what it is
fig-routing-lead = Every number below comes from the same grader as the score above, run again in this page as you switch, toggle and drag.

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
fig-hours-spread = Longest route { $longest } (route { $longest-route }), shortest { $shortest } (route { $shortest-route }): the balance term charges { $weight } a second of the { $gap } between them: { $balance }.
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

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-wrong-balance-empty-routes-count = wrong balance: empty routes count
fig-rule-ladder-step-messy-geometry = messy geometry
fig-rule-ladder-step-wrong-balance-metric = wrong balance metric
