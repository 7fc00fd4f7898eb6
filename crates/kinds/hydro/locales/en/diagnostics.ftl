## The hydro kind's diagnostics: one message per code (`hydro/...` is `hydro-...`), its
## hint as `<key>-hint`, the other sentences of its codes (codes.rs).

hydro-missing-file = cannot read { $file }: { $reason }
hydro-missing-file-hint = Submit solution.json: an object whose `Q_out` holds one list of daily outflows (m³/s) per station.
hydro-not-json = { $file } cannot be read as JSON: { $error }
hydro-not-json-hint = Write the file with json.dump (UTF-8, no byte-order mark).
hydro-not-an-object = { $file } holds { $kind }, not a JSON object: the server's `sol.get("Q_out")` raises "{ $error }"
hydro-not-an-object-hint = The file must be one JSON object with the key `Q_out`.
hydro-no-q-out = { $file } has no list `Q_out` (it is { $kind })
hydro-no-q-out-hint = Put the outflows under the key `Q_out`: a list of one list per station.
hydro-wrong-shape = `Q_out` has { $rows } rows where { $stations } stations are needed
hydro-wrong-shape-hint = One row per station (A to E, upstream first), each with one outflow per day.
hydro-wrong-shape-row = row { $row } of `Q_out` ({ $station }) has { $len } values where { $days } days are needed
hydro-row-not-a-list = row { $row } of `Q_out` is { $kind }, which has no length: the server raises "{ $error }"
hydro-row-not-a-list-hint = Each station's row is a list of daily outflows.
hydro-not-a-number = `Q_out[{ $row }][{ $day }]` is { $value }, which float() cannot read
hydro-not-a-number-hint = Write every outflow as a plain number (m³/s).
hydro-too-large = `Q_out[{ $row }][{ $day }]` is an integer too large for a float: the server raises "int too large to convert to float"
hydro-too-large-hint = Write outflows in m³/s: a few hundred to a few thousand.
hydro-water-balance = { $station } on day { $day } releases { $q_out } m³/s where its inflow gives { $expected } (more than 1 m³/s apart)
hydro-water-balance-hint = A run-of-river station passes what reaches it: the station above's outflow plus its own lateral inflow.
hydro-level-low = { $station }'s level on day { $day } is { $level } m, below its dead level { $limit } m
hydro-level-low-hint = Release less upstream of the empty reservoir, or more into it.
hydro-level-high = { $station }'s level on day { $day } is { $level } m, above its limit { $limit } m
hydro-level-high-hint = Release more from the full reservoir (its turbines turn the extra into energy).
hydro-eco-flow = { $station } releases { $q_out } m³/s on day { $day }, under the ecological minimum { $minimum }
hydro-eco-flow-hint = Every station must release at least the ecological flow every day.
hydro-ramp = { $station }'s output changes by { $change } MW from day { $from } to day { $day }, more than { $limit } MW
hydro-ramp-hint = Change a station's output by at most a fifth of its capacity from one day to the next.
hydro-not-finite = the total energy is not a finite number (NaN or infinite outflows): the server reports "total_energy is NaN/Inf"
hydro-not-finite-hint = Write finite outflows: NaN passes every check but leaves no energy to score.

## Where a problem is: the station (counted from 1, upstream first) and the day.
loc-station = station { $station }
loc-day = day { $day }
