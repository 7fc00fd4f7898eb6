## `fde-grade explain CODE` for the routing kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: each diagnostic code's summary (the message), what it means,
## why, and an example. The English is the registry's (crates/grader/src/diagnostic/codes.rs),
## word for word (crates/cli/tests/lang.rs checks it).

explain-routing-missing-file = The routes file cannot be read.
    .what = The submission file does not exist or cannot be opened.
    .why = A missing file is the first fatal check of the server (grading rules §1, validation stage 1).
    .example = `fde-grade routing --case cases-public/routing-city route.json` with a typo in the name.

explain-routing-empty-file = The routes file is empty.
    .what = The submission has no bytes (or only whitespace).
    .why = `json.load` of an empty file raises `JSONDecodeError`, an exception on the server (grading rules §1); an empty CSV plan is fatal (our format).
    .example = An empty `routes.json`.

explain-routing-not-json = The routes file is not valid JSON.
    .what = The file does not parse as JSON as CPython 3.12's `json` parses it (trailing commas, single quotes, nesting deeper than ~1,500 levels, an integer of more than 4,300 digits).
    .why = `json.load` raises, so the server reports an exception and scores 0 (grading rules §1, §5).
    .example = `{"{"}"routes": [["A"],{"}"}`.

explain-routing-no-routes-list = The routes JSON has no `routes` list.
    .what = The top level is not an object with a `routes` key whose value is a list.
    .why = A missing `routes` list is fatal on the server (grading rules §1, validation stage 1); where its `submission["routes"]` raises instead (a number, a string or a list at the top), it is an exception.
    .example = `[["S1", "S2"]]` (the list not wrapped in `{"{"}"routes": ...{"}"}`).

explain-routing-bad-route-item = A route is neither a list of codes nor an object with `customers`.
    .what = An item of `routes` is a number, a string or another wrong type.
    .why = An item of the wrong type is fatal (grading rules §1, "Submission"); where the server iterates it and raises (`"customers": null`), it is an exception.
    .example = `{"{"}"routes": ["S1", "S2"]{"}"}` (codes not inside a route list).

explain-routing-csv-no-rows = A CSV plan has a header and no rows.
    .what = The CSV plan holds only its header line.
    .why = CSV plans are ours to accept (grading rules §1, "Submission"); one with no rows gives no plan to grade.
    .example = `vehicle,store,order` and nothing else.

explain-routing-csv-columns = A CSV plan lacks its route or store column.
    .what = The header names no store-code (or stops) column, or no route / vehicle column.
    .why = A CSV plan is read by its column names (grading rules §1, "Submission"); without them no plan can be built.
    .example = `a,b,c` as the header.

explain-routing-csv-route-id = A row of a CSV plan has no route id.
    .what = The route (vehicle) cell of a stop row is empty.
    .why = Without it the stop cannot be put on a route, so the plan cannot be converted (grading rules §1, "Submission").
    .example = `,ST001,1`.

explain-routing-csv-visit-order = A visit order in a CSV plan is not a number or is used twice.
    .what = A visit-order cell is not a number, or two stops of one route have the same order.
    .why = The converted plan must be deterministic (grading rules §1, "Submission"); an unreadable or tied order leaves the stop order ambiguous.
    .example = `V1,ST001,first`, or `V1,ST001,2` and `V1,ST002,2`.

explain-routing-depot-in-route = A route lists the depot.
    .what = A route contains the depot's code (usually `0`).
    .why = The server counts the depot code as unknown, so writing it at the route ends is a schema error (grading rules §1, validation stage 2).
    .example = `{"{"}"routes": [["0", "ST001", "0"], ...]{"}"}`.

explain-routing-unknown-store = A route visits a code that is not in customers.csv.
    .what = A store code of the plan matches no store of the case (compared as trimmed strings). The message says when a leading zero was lost or the case differs.
    .why = Unknown codes are a schema error on the server (grading rules §1, validation stage 2).
    .example = `ST1713111` for `ST171311`, or `46` for `0046`.

explain-routing-missing-store = A store is not visited by any route.
    .what = A store of customers.csv appears in no route.
    .why = Stores not covered are a schema error on the server (grading rules §1, validation stage 2).
    .example = A plan that forgot one of the case's stores.

explain-routing-duplicate-store = A store is listed more than once.
    .what = The same code appears twice or more, in one route or across routes.
    .why = Duplicated codes are a schema error on the server (grading rules §1, validation stage 2).
    .example = `ST001` in routes 0 and 3.

explain-routing-over-capacity = A route carries more than the vehicle capacity.
    .what = The sum of the weights of a route's stores is greater than the capacity.
    .why = A load `> capacity` is a value error (grading rules §1, validation stage 3); the load is summed as CPython 3.12's `sum()` sums (§5), so a load of exactly the capacity passes.
    .example = A route of stores weighing 7,200 kg in all, with capacity 7,125 kg.

explain-routing-route-count = The plan has a different number of routes than vehicles.
    .what = The number of routes (empty ones included) differs from the case's vehicle count.
    .why = The server requires exactly `vehicles` routes (grading rules §1, validation stage 4).
    .example = 11 routes for a case with 12 vehicles.

explain-routing-not-measured = A rejected plan far bigger than the case is not measured.
    .what = An invalid plan is still measured to show what it would score, except when it is far bigger than any real plan for the case.
    .why = Our choice to keep grading fast on hostile input; the verdict (validity 0) is the server's.
    .example = `{"{"}"routes": [[], [], ...]{"}"}` with a million routes.

explain-routing-crossings-uncounted = Crossings beyond what can change the score are not all counted.
    .what = The crossing search holds its finds in a bounded room (512 MB). When that fills and the crossings found already put the cost above 20,000 × the reference, the score rounds to 0 whatever the rest, and the search stops: the verdict, the score and every other figure are exact; the crossing count, the spatial penalty and the cost are left out (null).
    .why = Our choice to keep memory bounded: a plan over 100,000 stores in random order has tens of millions of crossings (the search stops after 54–66 million). The server would count them all, at O(n²), and give the same score (grading rules §1).
    .example = Routes of 100,000 stores in random order.
