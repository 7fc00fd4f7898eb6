## The routing kind's diagnostics: one message per code (`routing/...` is `routing-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## routing
routing-missing-file = cannot read { $file }: { $reason }
routing-missing-file-hint = Check the path; the grader needs a routes.json (or CSV) file.
routing-empty-file = { $file } is empty
routing-empty-file-hint = Submit a routes.json like {"{"}"routes": [["S1", "S2"], ...]{"}"} or a CSV of stops.
routing-not-json = { $file } is not valid JSON: { $problem } (line { $line }, column { $column })
routing-not-json-hint = Check the file with a JSON validator; it must look like {"{"}"routes": [["S1", "S2"], ...]{"}"}.
routing-no-routes-list = { $file } has no `routes` key
routing-no-routes-list-hint = The top-level object needs a `routes` list: {"{"}"routes": [["S1", "S2"], ...]{"}"}.
routing-bad-route-item = route { $route } (index { $index }) is a { $type }; each route must be a list of store codes or an object with a `customers` list
routing-bad-route-item-hint = Write each route as ["S1", "S2", ...] or {"{"}"customers": ["S1", "S2", ...]{"}"}.
routing-csv-no-rows = { $file } has a header but no rows: no route is given
routing-csv-no-rows-hint = Add one row per stop (or per vehicle) under the header: { $accepted }.
routing-csv-columns = { $file }: the header ({ $header }) has no store-code or stops column
routing-csv-columns-hint = Use { $accepted }.
routing-csv-route-id = line { $line } has no route id
routing-csv-route-id-hint = Every row needs the id of its route (vehicle).
routing-csv-visit-order = line { $line }: visit order `{ $value }` is not a number
routing-csv-visit-order-hint = The visit order must be a number (1, 2, 3, ...) within each route.
routing-depot-in-route = route { $route } (index { $index }), stop { $stop }: `{ $code }` is the depot's code; the depot must not be listed in a route
routing-depot-in-route-hint = Routes start and end at the depot implicitly: list only the stores, without the depot at either end.
routing-unknown-store = route { $route } (index { $index }), stop { $stop }: store code `{ $code }` is not in customers.csv{ $why }
routing-unknown-store-hint = Check for typos, extra characters, or codes from another case's data.
routing-missing-store = store { $code } is not visited by any route
routing-missing-store-hint = Every store must be served exactly once; add { $code } to a route (customers.csv line { $line }).
routing-duplicate-store = store `{ $code }` is listed { $count } times ({ $places })
routing-duplicate-store-hint = Each store must appear exactly once across all routes; remove the repeats.
routing-over-capacity = route { $route } (index { $index }) carries { $load } kg, over the { $capacity } kg capacity by { $over } kg
routing-over-capacity-hint = Move some stores of this route to a route with spare capacity.
routing-route-count = { $n } routes given, exactly { $vehicles } required
routing-route-count-hint = Add { $missing } more route(s); an empty route [] is allowed and counts.
routing-not-measured = { $routes } routes with { $stops } stops is far more than this case's { $vehicles } vehicles and { $stores } stores; the plan was checked but not measured
routing-crossings-uncounted = the routes cross at least { $found } times, enough for the score to round to 0 whatever the rest; the search stopped there, so the crossing count, the spatial penalty and the cost are not given
routing-crossings-uncounted-hint = Routes that do not cross each other are drawn as wedges around the depot: sort the stores by their angle from the depot and cut the order into routes.
## Other sentences of some codes (codes.rs, VARIANTS).
routing-bad-route-item-customers = route { $route } (index { $index }): `customers` is { $type }; the server iterates it and raises TypeError ({ $error })
routing-csv-columns-no-route = { $file }: a store-code column is there but no route / vehicle column
routing-csv-visit-order-twice = route { $route }: visit order { $value } is used twice (lines { $first_line } and { $line }), so the order of stops { $a } and { $b } is ambiguous
routing-csv-visit-order-hint-twice = Give each stop of a route its own visit order.
routing-no-routes-list-top-list = { $file } holds a list at the top, not an object with a `routes` list
routing-no-routes-list-case = { $file } has no `routes` key (it has `{ $found }`; keys are case- and space-sensitive)
routing-no-routes-list-not-list = `routes` in { $file } is { $type }, not a list
routing-no-routes-list-in-list = { $file } holds a list at the top that contains the text "routes": the server's `submission["routes"]` raises TypeError ({ $error })
routing-no-routes-list-top = { $file } holds { $type } at the top: the server's `"routes" in submission` raises TypeError ({ $error })
routing-no-routes-list-hint-wrap = Wrap the list: {"{"}"routes": [...]{"}"}.
routing-no-routes-list-hint-list = `routes` must be a list of routes, each a list of store codes.
routing-not-json-hint-bom = Save the file as UTF-8 without BOM (in Excel or Notepad: "UTF-8", not "UTF-8 with BOM"); Python's json.load rejects the mark.
routing-route-count-one = { $n } route given, exactly { $vehicles } required
routing-route-count-hint-merge = Merge routes: exactly { $vehicles } are required.

## Where a problem is: a route (counted from 1, its index from 0), a stop, a store.
loc-route = route { $route } (index { $index })
loc-stop = stop { $stop }
loc-store = store { $store }
