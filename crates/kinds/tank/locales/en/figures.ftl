## The tank kind's figures (site/src/kinds/tank/) and pages.

what-tank-data = the stations and tankers
what-tank-submission = the tankers' trips
format-tank-submission = solution JSON (trips: each trip's vehicleType, depot, departPoint, customers with orders, loadInfo)
glance-tank-stations = Stations
glance-tank-orders = Orders
glance-tank-litres = Litres ordered
glance-tank-vehicles = Vehicle types · compartments
glance-tank-connect = Stations per trip at most
formula-tank-read = The plan is the trips, a list (bare or under `trips`): each trip's `vehicleType`, `departPoint`, `depot`, its `customers` in visiting order with their `orders`, and its compartments' `loadInfo`.
formula-tank-rules = Every rule must hold: each compartment row's fuel that of the first vehicle type with its id, every order delivered under its id with exactly its volume, each order in a compartment of its fuel and the trip's vehicle type, one grade a compartment, each compartment's load its orders' (within 0.01 L) and within its volume, all loads all orders (within 0.01 L), at most `connectSize` stations a trip, the case's depart point and depot. Time windows and vehicle access are warnings only.
formula-tank-objective = Distance = the metres of every trip's walk: depart point → depot → its stations in order → depot, great-circle (haversine, Earth radius 6,371 km) between the points' coordinates.
formula-tank-score = Score = { $reference } / distance, rounded to 6 places.
report-tank-rejected = rejected: { $count } { $count ->
        [one] problem
       *[other] problems
    }
report-tank-distance = Distance (km)
report-tank-distance-note = every trip's walk by the coordinates: the score's
report-tank-reference-note = the reference plan's distance (km)
report-tank-own = Trips' own distance (km)
report-tank-own-note = the sum of the distances the trips state: not scored
report-tank-trips = Trips
report-tank-trips-note = entries of the plan
report-tank-violations = Broken rules
report-tank-violations-note = each sentence once, as the evaluator counts
report-tank-warnings = Warnings
report-tank-warnings-note = time windows and vehicle access: the score stays
fig-tank-rung-distance = distance { $km } km
fig-tank-rung-broken = { $count } × `{ $code }` broken
formats-tank-solution-title = The tankers' trips (JSON)
formats-tank-solution-text = A list of trips (or an object with `trips`): each trip's `tripId`, `vehicleType`, `depot`, `departPoint`, its `customers` (each `locationId`, `arriveTime`, `departTime` and `orders` with `order_id`, `wareId`, `volume`) and its `loadInfo` (each compartment's `wareId`, `oilType`, `volume`).
fig-tank-map-title = The trips on the map
fig-tank-map-aria = Each trip a coloured line from the depart point to the depot, its stations and back to the depot; stations a rule names in red
fig-tank-pick = Pick a plan to see its trips.
fig-tank-hover = Hover over or focus a stop to read its orders and its tanker's compartments.
fig-tank-legend = Squares: the depart point and the depot; circles: the stations; each trip a colour, its stops ringed in its colour. Red: a stop, a station or a compartment a broken rule names (a dashed line: a rule about the whole trip); amber: a stop outside its station's windows. Under the map, each trip's compartments: fuel and load against volume.
fig-tank-terms = distance = { $trips } trips' walks = { $km } km · score { $score }
fig-tank-rejected = rejected: { $count } × broken rules, first `{ $code }` · score 0
fig-tank-trip = trip { $trip } · { $vehicle } · { $km } km
fig-tank-stop = Trip { $trip }, stop { $stop }: station { $station } ({ $vehicle }). Orders: { $orders }. Compartments: { $compartments }.
fig-tank-order = { $order } in compartment { $ware }, { $volume } L
fig-tank-compartment = compartment { $ware } { $fuel } { $volume } / { $capacity } L
fig-tank-fuel-petrol = petrol
fig-tank-fuel-diesel = diesel
fig-tank-fuel-gas = gas
fig-tank-depart = depart point { $id }
fig-tank-depot = depot { $id }
fig-tank-station = station { $id }
