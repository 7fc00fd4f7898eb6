## The pack kind's figures (site/src/kinds/pack/) and pages.

what-pack-data = a load workbook
what-pack-submission = a packing plan
format-pack-submission = solution JSON (placements: each box's sku_id, corner x, y, z and size l, w, h in metres)
fig-pack-view-title = The load from above, the side and the door
fig-pack-view-aria = The container in three views: from above (length across, width down), from the side (length across, height up) and from the door (width across, height up); each box coloured by its SKU, boxes that break a rule outlined in red
fig-pack-pick = Pick a plan that can be read to see its load.
fig-pack-top = From above: length × width
fig-pack-side = From the side: length × height
fig-pack-door = From the door
fig-pack-legend = Each box in its SKU's colour (grey: an id the case does not have), the nearer drawn over the farther; the black outline is the container. Red: a box that breaks a rule (out of bounds, below zero, laid down, resized, overlapping), drawn on top so none hides it, and from above the footprint two boxes share.
fig-pack-sku-count = { $sku }: { $placed } placed, { $required } required
fig-pack-sku-any = { $sku }: { $placed } placed (any number; the score counts ITEM_C)
fig-pack-weight = weight { $weight } kg of { $limit } kg
fig-pack-hidden = { $count } placements without six finite numbers are not drawn
fig-pack-rung-broken = { $count } × `{ $code }` broken
fig-pack-rung-count = { $count } × ITEM_C
glance-pack-skus = SKUs
glance-pack-container = Container inside (m)
glance-pack-limit = Load limit (kg)
glance-pack-table = The SKUs, as load_data.xlsx gives them
glance-pack-sku = SKU
glance-pack-size = Length × width × height (m)
glance-pack-weight = Weight (kg)
glance-pack-required = Required
glance-pack-any = any number
glance-pack-bad-data = The evaluator raises on this case's workbook:
formula-pack-read = `placements` lists every box placed: its `sku_id` and its left-front-bottom corner `x`, `y`, `z` and size `l`, `w`, `h` as placed, in metres, each a number float() reads.
formula-pack-rules = Every rule must hold (within 1e-6): known SKUs only, each required SKU exactly its quantity, the weight within the load limit, every box inside the container, upright (h its own height), its footprint its length × width or turned a quarter, and no two boxes sharing space (touching is fine).
formula-pack-count = The load's quality is its count of ITEM_C, the SKU with no quantity: as many as fit.
formula-pack-score = Score = ITEM_C boxes / { $reference }, rounded to 4 places.
report-pack-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-pack-item-c = ITEM_C boxes
report-pack-item-c-note = what the score counts
report-pack-required = ITEM_A · ITEM_B
report-pack-required-note = placed exactly as many as required
report-pack-weight = Weight (kg)
report-pack-weight-of = { $weight } of { $limit }
report-pack-weight-note = each box's SKU weight, summed
report-pack-space = Space used
report-pack-space-note = the boxes' volume over the container's
report-pack-violations = Rules broken
report-pack-violations-note = each overlapping pair counted (the server lists the first eight)
formats-pack-solution-title = Packing plan (JSON)
formats-pack-solution-text = One object with `placements`: a list with one object per box placed, each with `sku_id` (a SKUID of the workbook), `x`, `y`, `z` (its left-front-bottom corner) and `l`, `w`, `h` (its size as placed, h its own height), in metres.

## "What costs most" for a load graded valid (the coach).
kinds-pack-lead = The score counts the ITEM_C boxes against the reference's. What room is left for more: by weight (the load limit less the load) and by volume (the inner volume less the boxes'), each as a number of ITEM_C boxes; the smaller is the limit. Upper bounds: a box must still fit without overlapping another.
kinds-pack-terms = { $item_c } ITEM_C against the reference's { $reference }; free beyond the load: { $length } m of length, { $width } m of width, { $height } m of height
kinds-pack-room = Room
kinds-pack-used = Used
kinds-pack-max = Container
kinds-pack-more = ITEM_C more, at most
kinds-pack-weight = weight (kg)
kinds-pack-volume = volume (m³)
kinds-pack-limit = the limit
