//! The routing kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).

grade_core::codes! {
    static ROUTING_CODES;
    "routing" {
        ROUTING_MISSING_FILE = "routing/missing-file", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Check the path; the grader needs a routes.json (or CSV) file.",
        }
        ROUTING_EMPTY_FILE = "routing/empty-file", Exception | Fatal {
            message: "{file} is empty",
            hint: r#"Submit a routes.json like {"routes": [["S1", "S2"], ...]} or a CSV of stops."#,
        }
        ROUTING_NOT_JSON = "routing/not-json", Exception {
            message: "{file} is not valid JSON: {problem} (line {line}, column {column})",
            hint: r#"Check the file with a JSON validator; it must look like {"routes": [["S1", "S2"], ...]}."#,
            variants: [
                ("routing-not-json-hint-bom", r#"Save the file as UTF-8 without BOM (in Excel or Notepad: "UTF-8", not "UTF-8 with BOM"); Python's json.load rejects the mark."#),
            ],
        }
        ROUTING_NO_ROUTES_LIST = "routing/no-routes-list", Fatal | Exception {
            message: "{file} has no `routes` key",
            hint: "The top-level object needs a `routes` list: {\"routes\": [[\"S1\", \"S2\"], ...]}.",
            variants: [
                ("routing-no-routes-list-top-list", "{file} holds a list at the top, not an object with a `routes` list"),
                ("routing-no-routes-list-case", "{file} has no `routes` key (it has `{found}`; keys are case- and space-sensitive)"),
                ("routing-no-routes-list-not-list", "`routes` in {file} is {type}, not a list"),
                ("routing-no-routes-list-in-list", r#"{file} holds a list at the top that contains the text "routes": the server's `submission["routes"]` raises TypeError ({error})"#),
                ("routing-no-routes-list-top", r#"{file} holds {type} at the top: the server's `"routes" in submission` raises TypeError ({error})"#),
                ("routing-no-routes-list-hint-wrap", r#"Wrap the list: {"routes": [...]}."#),
                ("routing-no-routes-list-hint-list", "`routes` must be a list of routes, each a list of store codes."),
            ],
        }
        ROUTING_BAD_ROUTE_ITEM = "routing/bad-route-item", Fatal | Exception {
            message: "route {route} (index {index}) is a {type}; each route must be a list of store codes or an object with a `customers` list",
            hint: r#"Write each route as ["S1", "S2", ...] or {"customers": ["S1", "S2", ...]}."#,
            variants: [
                ("routing-bad-route-item-customers", "route {route} (index {index}): `customers` is {type}; the server iterates it and raises TypeError ({error})"),
            ],
        }
        ROUTING_CSV_NO_ROWS = "routing/csv-no-rows", Fatal {
            message: "{file} has a header but no rows: no route is given",
            hint: "Add one row per stop (or per vehicle) under the header: {accepted}.",
        }
        ROUTING_CSV_COLUMNS = "routing/csv-columns", Fatal {
            message: "{file}: the header ({header}) has no store-code or stops column",
            hint: "Use {accepted}.",
            variants: [
                ("routing-csv-columns-no-route", "{file}: a store-code column is there but no route / vehicle column"),
            ],
        }
        ROUTING_CSV_ROUTE_ID = "routing/csv-route-id", Fatal {
            message: "line {line} has no route id",
            hint: "Every row needs the id of its route (vehicle).",
        }
        ROUTING_CSV_VISIT_ORDER = "routing/csv-visit-order", Fatal {
            message: "line {line}: visit order `{value}` is not a number",
            hint: "The visit order must be a number (1, 2, 3, ...) within each route.",
            variants: [
                ("routing-csv-visit-order-twice", "route {route}: visit order {value} is used twice (lines {first_line} and {line}), so the order of stops {a} and {b} is ambiguous"),
                ("routing-csv-visit-order-hint-twice", "Give each stop of a route its own visit order."),
            ],
        }
        ROUTING_DEPOT_IN_ROUTE = "routing/depot-in-route", Schema {
            message: "route {route} (index {index}), stop {stop}: `{code}` is the depot's code; the depot must not be listed in a route",
            hint: "Routes start and end at the depot implicitly: list only the stores, without the depot at either end.",
        }
        ROUTING_UNKNOWN_STORE = "routing/unknown-store", Schema {
            message: "route {route} (index {index}), stop {stop}: store code `{code}` is not in customers.csv{why}",
            hint: "Check for typos, extra characters, or codes from another case's data.",
        }
        ROUTING_MISSING_STORE = "routing/missing-store", Schema {
            message: "store {code} is not visited by any route",
            hint: "Every store must be served exactly once; add {code} to a route (customers.csv line {line}).",
        }
        ROUTING_DUPLICATE_STORE = "routing/duplicate-store", Schema {
            message: "store `{code}` is listed {count} times ({places})",
            hint: "Each store must appear exactly once across all routes; remove the repeats.",
        }
        ROUTING_OVER_CAPACITY = "routing/over-capacity", Value {
            message: "route {route} (index {index}) carries {load} kg, over the {capacity} kg capacity by {over} kg",
            hint: "Move some stores of this route to a route with spare capacity.",
        }
        ROUTING_ROUTE_COUNT = "routing/route-count", Value {
            message: "{n} routes given, exactly {vehicles} required",
            hint: "Add {missing} more route(s); an empty route [] is allowed and counts.",
            variants: [
                ("routing-route-count-one", "{n} route given, exactly {vehicles} required"),
                ("routing-route-count-hint-merge", "Merge routes: exactly {vehicles} are required."),
            ],
        }
        ROUTING_NOT_MEASURED = "routing/not-measured", Warning {
            message: "{routes} routes with {stops} stops is far more than this case's {vehicles} vehicles and {stores} stores; the plan was checked but not measured",
        }
        ROUTING_CROSSINGS_UNCOUNTED = "routing/crossings-uncounted", Warning {
            message: "the routes cross at least {found} times, enough for the score to round to 0 whatever the rest; the search stopped there, so the crossing count, the spatial penalty and the cost are not given",
            hint: "Routes that do not cross each other are drawn as wedges around the depot: sort the stores by their angle from the depot and cut the order into routes.",
        }
    }
}
