## The tank kind's diagnostics: one message per code (`tank/...` is `tank-...`), its
## hint as `<key>-hint`.

tank-file-not-found = cannot read { $file }: { $reason }
tank-file-not-found-hint = Submit solution.json: the trips as a list, or an object whose `trips` is that list.
tank-bad-data = { $file }: { $problem }
tank-bad-data-hint = Bring the case's input_data.json as the case ships it: customers, vehicles, depots, departs, locations.
tank-not-json = { $file } cannot be read as JSON: { $error }
tank-not-json-hint = Write the file with json.dump, as UTF-8 without a byte-order mark.
tank-no-trips = { $file } has no non-empty list of trips (it is { $kind })
tank-no-trips-hint = Write a non-empty list of trips, bare or under the key `trips`.
tank-raises = the checks raise { $error }
tank-raises-hint = Every trip, stop and order is an object; numbers are numbers a double holds.
tank-score-raises = scoring raises { $error }
tank-score-raises-hint = Give each trip's `distance` and `duration` as numbers (or leave them out).
tank-crash = the evaluator stops with an uncaught { $error }
tank-crash-hint = Give `departPoint`, `depot` and each stop's ids as texts: a list or object there stops the evaluator.
tank-missing-field = `{ $field }` is missing
tank-missing-field-hint = Each compartment row needs `wareId`, `oilType` and `volume`; each stop `locationId`, `arriveTime`, `departTime`; each order `order_id` and `wareId`.
tank-not-number = `{ $field }` is { $value }, not a number the evaluator reads
tank-not-number-hint = Write compartment ids as integers and volumes as numbers.
tank-load-negative = compartment { $ware } loads { $volume } L
tank-load-negative-hint = A compartment's load is a finite number of litres, zero or more.
tank-fuel-type = compartment { $ware } carries fuel type { $oil } where vehicle type { $vehicle } defines { $defined }
tank-fuel-type-hint = Load each compartment with the fuel type its loadType says; the evaluator compares with the first vehicle type that has the compartment id.
tank-ware-nowhere = compartment { $ware } is in no vehicle type (or its fuel type { $oil } matches none)
tank-ware-nowhere-hint = Use the wareId of a compartment of the vehicles' definitions, with its loadType.
tank-ware-not-on-vehicle = vehicle type { $vehicle } has no compartment { $ware }
tank-ware-not-on-vehicle-hint = Use only compartments the trip's vehicle type has.
tank-vehicle-type = vehicleType { $vehicle } is not a vehicle type of the case
tank-vehicle-type-hint = Name the trip's vehicle type exactly as the vehicles' `name`.
tank-order-missing = station { $customer }: order { $order } is not delivered
tank-order-missing-hint = Deliver every order of every station, each under its own order_id.
tank-order-volume = station { $customer }: order { $order } delivers { $got } where it asks { $want }
tank-order-volume-hint = Copy each order's volume exactly: the evaluator compares with `!=`, no tolerance.
tank-order-fuel = order { $order } sits in compartment { $ware }, whose fuel type is not the order's
tank-order-fuel-hint = Put petrol orders in petrol compartments and diesel in diesel ones (loadType = the order's oilType).
tank-mixed-grade = compartment { $ware } mixes the grades { $grades }
tank-mixed-grade-hint = One compartment carries one grade (fuelCategory) a trip: 92# and 95# go in different compartments.
tank-load-delivered = compartment { $ware } loads { $loaded } L but delivers { $delivered } L
tank-load-delivered-hint = A compartment's loadInfo volume is the sum of the orders it delivers (within 0.01 L).
tank-capacity = compartment { $ware } loads { $loaded } L, above its { $capacity } L
tank-capacity-hint = Split the orders over more compartments or trips: a compartment holds its vehicle type's volume.
tank-total-volume = the compartments load { $delivered } L where the orders need { $required } L
tank-total-volume-hint = The loads of all trips add up to all orders' volumes (within 0.01 L).
tank-stops = { $stops } stops, above connectSize { $limit }
tank-stops-hint = A trip serves at most connectSize stations: split it into more trips.
tank-start-point = `{ $field }` is { $id }, not the case's
tank-start-point-hint = Start every trip at the case's depart point and load at its depot (their locationId).
tank-time-window = arrives at { $arrive }, outside the station's windows
tank-time-window-hint = Arrive so that the unloading ends inside one of the station's workTime windows (a warning only).
tank-vehicle-access = station { $customer } is not served by a vehicle type it allows ({ $allowed })
tank-vehicle-access-hint = Serve the station with a vehicle type of its availableVehicles (a warning only).

## Where a problem is: the trip and the stop (their places in the file), the
## compartment row, the order (its place in the stop), the station, the order's id, the
## compartment id.
loc-tank_trip = trip { $tank_trip }
loc-tank_stop = stop { $tank_stop }
loc-compartment = loadInfo row { $compartment }
loc-tank_order = order { $tank_order }
loc-tank_station = station { $tank_station }
loc-tank_order_id = order_id { $tank_order_id }
loc-tank_ware = compartment { $tank_ware }
