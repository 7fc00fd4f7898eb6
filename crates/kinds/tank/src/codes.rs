//! The tank kind's diagnostic codes (how a code is declared: `grade_core::diagnostic::codes`).
//! A rule's place (trip, stop, compartment row, order) is the diagnostic's location; the
//! message carries the values the server's own sentence prints.

grade_core::codes! {
    static TANK_CODES;
    "tank" {
        TANK_FILE_NOT_FOUND = "tank/file-not-found", Fatal {
            message: "cannot read {file}: {reason}",
            hint: "Submit solution.json: the trips as a list, or an object whose `trips` is that list.",
        }
        TANK_BAD_DATA = "tank/bad-data", Case {
            message: "{file}: {problem}",
            hint: "Bring the case's input_data.json as the case ships it: customers, vehicles, depots, departs, locations.",
        }
        TANK_NOT_JSON = "tank/not-json", Fatal {
            message: "{file} cannot be read as JSON: {error}",
            hint: "Write the file with json.dump, as UTF-8 without a byte-order mark.",
        }
        TANK_NO_TRIPS = "tank/no-trips", Fatal {
            message: "{file} has no non-empty list of trips (it is {kind})",
            hint: "Write a non-empty list of trips, bare or under the key `trips`.",
        }
        TANK_RAISES = "tank/raises", Exception {
            message: "the checks raise {error}",
            hint: "Every trip, stop and order is an object; numbers are numbers a double holds.",
        }
        TANK_SCORE_RAISES = "tank/score-raises", Exception {
            message: "scoring raises {error}",
            hint: "Give each trip's `distance` and `duration` as numbers (or leave them out).",
        }
        TANK_CRASH = "tank/crash", Exception {
            message: "the evaluator stops with an uncaught {error}",
            hint: "Give `departPoint`, `depot` and each stop's ids as texts: a list or object there stops the evaluator.",
        }
        TANK_MISSING_FIELD = "tank/missing-field", Value {
            message: "`{field}` is missing",
            hint: "Each compartment row needs `wareId`, `oilType` and `volume`; each stop `locationId`, `arriveTime`, `departTime`; each order `order_id` and `wareId`.",
        }
        TANK_NOT_NUMBER = "tank/not-number", Value {
            message: "`{field}` is {value}, not a number the evaluator reads",
            hint: "Write compartment ids as integers and volumes as numbers.",
        }
        TANK_LOAD_NEGATIVE = "tank/load-negative", Value {
            message: "compartment {ware} loads {volume} L",
            hint: "A compartment's load is a finite number of litres, zero or more.",
        }
        TANK_FUEL_TYPE = "tank/fuel-type", Value {
            message: "compartment {ware} carries fuel type {oil} where vehicle type {vehicle} defines {defined}",
            hint: "Load each compartment with the fuel type its loadType says; the evaluator compares with the first vehicle type that has the compartment id.",
        }
        TANK_WARE_NOWHERE = "tank/ware-nowhere", Value {
            message: "compartment {ware} is in no vehicle type (or its fuel type {oil} matches none)",
            hint: "Use the wareId of a compartment of the vehicles' definitions, with its loadType.",
        }
        TANK_WARE_NOT_ON_VEHICLE = "tank/ware-not-on-vehicle", Value {
            message: "vehicle type {vehicle} has no compartment {ware}",
            hint: "Use only compartments the trip's vehicle type has.",
        }
        TANK_VEHICLE_TYPE = "tank/vehicle-type", Value {
            message: "vehicleType {vehicle} is not a vehicle type of the case",
            hint: "Name the trip's vehicle type exactly as the vehicles' `name`.",
        }
        TANK_ORDER_MISSING = "tank/order-missing", Value {
            message: "station {customer}: order {order} is not delivered",
            hint: "Deliver every order of every station, each under its own order_id.",
        }
        TANK_ORDER_VOLUME = "tank/order-volume", Value {
            message: "station {customer}: order {order} delivers {got} where it asks {want}",
            hint: "Copy each order's volume exactly: the evaluator compares with `!=`, no tolerance.",
        }
        TANK_ORDER_FUEL = "tank/order-fuel", Value {
            message: "order {order} sits in compartment {ware}, whose fuel type is not the order's",
            hint: "Put petrol orders in petrol compartments and diesel in diesel ones (loadType = the order's oilType).",
        }
        TANK_MIXED_GRADE = "tank/mixed-grade", Value {
            message: "compartment {ware} mixes the grades {grades}",
            hint: "One compartment carries one grade (fuelCategory) a trip: 92# and 95# go in different compartments.",
        }
        TANK_LOAD_DELIVERED = "tank/load-delivered", Value {
            message: "compartment {ware} loads {loaded} L but delivers {delivered} L",
            hint: "A compartment's loadInfo volume is the sum of the orders it delivers (within 0.01 L).",
        }
        TANK_CAPACITY = "tank/capacity", Value {
            message: "compartment {ware} loads {loaded} L, above its {capacity} L",
            hint: "Split the orders over more compartments or trips: a compartment holds its vehicle type's volume.",
        }
        TANK_TOTAL_VOLUME = "tank/total-volume", Value {
            message: "the compartments load {delivered} L where the orders need {required} L",
            hint: "The loads of all trips add up to all orders' volumes (within 0.01 L).",
        }
        TANK_STOPS = "tank/stops", Value {
            message: "{stops} stops, above connectSize {limit}",
            hint: "A trip serves at most connectSize stations: split it into more trips.",
        }
        TANK_START_POINT = "tank/start-point", Value {
            message: "`{field}` is {id}, not the case's",
            hint: "Start every trip at the case's depart point and load at its depot (their locationId).",
        }
        TANK_TIME_WINDOW = "tank/time-window", Warning {
            message: "arrives at {arrive}, outside the station's windows",
            hint: "Arrive so that the unloading ends inside one of the station's workTime windows (a warning only).",
        }
        TANK_VEHICLE_ACCESS = "tank/vehicle-access", Warning {
            message: "station {customer} is not served by a vehicle type it allows ({allowed})",
            hint: "Serve the station with a vehicle type of its availableVehicles (a warning only).",
        }
    }
}
