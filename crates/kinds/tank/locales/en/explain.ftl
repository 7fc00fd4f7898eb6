## `fde-grade explain CODE` for the tank kind's codes: each code's summary, what it
## means, why, and an example.

explain-tank-file-not-found = The plan file is missing.
    .what = There is no `solution.json` to read.
    .why = The evaluator returns `hard_violations` ("缺 solution.json"): score 0.
    .example = A submission folder without `solution.json`.

explain-tank-bad-data = The case's input cannot be graded from.
    .what = `input_data.json` is not JSON, lacks a key the evaluator reads with `x["key"]`, or holds a text where a number belongs.
    .why = The evaluator would raise on it for every submission; fde-grade stops before grading (exit 2).
    .example = A vehicle without `vehcileType`.

explain-tank-not-json = The plan is not JSON as Python reads it.
    .what = The file is not UTF-8, not valid JSON, or starts with a byte-order mark (the evaluator opens it as plain utf-8).
    .why = `json.load` raises: `hard_violations` ("solution.json 解析失败: …"), score 0.
    .example = A file cut off in the middle.

explain-tank-no-trips = There is no non-empty list of trips.
    .what = The file is neither a non-empty list nor an object whose `trips` is one.
    .why = The evaluator returns `hard_violations` ("solution 里没有 trips / 为空"): score 0.
    .example = `{"{"}"trips": []{"}"}`.

explain-tank-raises = A value makes the checks raise.
    .what = A trip, stop or order is not an object, a list is not a list, an id is a list, a `tripId` is missing where the fuel check prints it, or a number is infinite or too large for a double.
    .why = The evaluator's try turns it into one `hard_violations` sentence ("方案结构不合法,校验中断: …"): score 0.
    .example = `"customers": 5`.

explain-tank-score-raises = The scoring raises.
    .what = A valid plan's own `distance` or `duration` is not a number, or the distances add up below about -9e8 m, where `math.exp` overflows.
    .why = The evaluator returns `hard_violations` ("计分中断: …"): score 0.
    .example = `"distance": "5"`.

explain-tank-crash = The evaluator itself stops.
    .what = A trip's `departPoint`, `depot` or a stop's id is a list or an object, which the evaluator looks up in a set outside its try.
    .why = The evaluator raises TypeError and prints no result; fde-grade shows `crash` and `exception`.
    .example = `"depot": {"{"}"locationId": ["D1"]{"}"}`.

explain-tank-missing-field = A key the evaluator needs is missing.
    .what = A compartment row lacks `wareId`, `oilType` or `volume`, a stop lacks `locationId`, `arriveTime` or `departTime`, or an order lacks `order_id` or `wareId` (null counts as missing).
    .why = Each is a broken rule: the plan is invalid, score 0.
    .example = `{"{"}"wareId": 1, "volume": 3000{"}"}`.

explain-tank-not-number = A compartment id or volume is not a number.
    .what = `int()` of a `wareId` or `float()` of a `volume` raises TypeError or ValueError.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"wareId": "one"`.

explain-tank-load-negative = A compartment loads a negative or infinite volume.
    .what = A `loadInfo` row's volume is below zero, infinite or NaN.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"volume": -5`.

explain-tank-fuel-type = A compartment row's fuel type is not its compartment's.
    .what = The row's `oilType` differs from the `loadType` of the first compartment with its `wareId`, in each vehicle type the evaluator looks at until one matches.
    .why = Each mismatch is a broken rule, even when a later vehicle type matches: the plan is invalid, score 0.
    .example = `{"{"}"wareId": 3, "oilType": 1{"}"}` where the first type's compartment 3 holds diesel.

explain-tank-ware-nowhere = A compartment row matches no vehicle type.
    .what = No vehicle type has a compartment with the row's `wareId` and `oilType`.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"wareId": 9`.

explain-tank-ware-not-on-vehicle = The trip's vehicle type lacks the compartment.
    .what = A `loadInfo` row or an order names a `wareId` the trip's vehicle type does not have.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"wareId": 5` on a three-compartment tanker.

explain-tank-vehicle-type = The trip's vehicle type is unknown.
    .what = `vehicleType` (as text, stripped) is not the `name` of a vehicle type.
    .why = A broken rule, and the trip's compartments go unchecked: the plan is invalid, score 0.
    .example = `"vehicleType": "9m"`.

explain-tank-order-missing = An order is not delivered.
    .what = No stop at the order's station carries its `order_id`.
    .why = A broken rule: the plan is invalid, score 0.
    .example = A station left out of every trip.

explain-tank-order-volume = An order's volume is not exactly the ordered one.
    .what = The delivered `volume` is not equal (`!=`) to the order's: any difference, a text, null.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"volume": 2500.01` for an order of `2500`.

explain-tank-order-fuel = An order sits in a compartment of the wrong fuel.
    .what = The compartment's `loadType` is not the order's `oilType`.
    .why = A broken rule: the plan is invalid, score 0.
    .example = A diesel order in compartment 1.

explain-tank-mixed-grade = A compartment mixes grades.
    .what = The orders of one compartment in one trip have more than one `fuelCategory`.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `92#` and `95#` orders both in compartment 1.

explain-tank-load-delivered = A compartment's load is not what it delivers.
    .what = The `loadInfo` volume of a compartment differs from the sum of its orders by more than 0.01 L.
    .why = A broken rule: the plan is invalid, score 0.
    .example = A load of `3000` for orders of `2500`.

explain-tank-capacity = A compartment is over its volume.
    .what = A compartment loads more than its vehicle type's `volume` plus 0.01 L.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"volume": 3500` in a 3,000 L compartment.

explain-tank-total-volume = The loads do not add up to the orders.
    .what = All `loadInfo` volumes together differ from all orders' volumes by more than 0.01 L.
    .why = A broken rule: the plan is invalid, score 0.
    .example = One order left out of the loads.

explain-tank-stops = A trip serves too many stations.
    .what = A trip's `customers` has more entries than the case's `connectSize`.
    .why = A broken rule: the plan is invalid, score 0.
    .example = Six stops where `connectSize` is 5.

explain-tank-start-point = A trip starts or loads somewhere else.
    .what = A trip's `departPoint` or `depot` names neither the `locationId` nor the `id` of the case's departs or depots.
    .why = A broken rule: the plan is invalid, score 0.
    .example = `"depot": "X"`.

explain-tank-time-window = A station is reached outside its windows.
    .what = Arrival plus the station's `serviceDuration` does not fit one window of its `workTime`.
    .why = A warning only: the evaluator lists it, the score stays.
    .example = `"arriveTime": "202603052330"`.

explain-tank-vehicle-access = A station is served by a vehicle type it does not allow.
    .what = The first stop of the station in a trip is on a `vehicleType` outside its `availableVehicles`.
    .why = A warning only: the evaluator lists it, the score stays.
    .example = A `7.6m` tanker at a station that allows `4.2m`.
