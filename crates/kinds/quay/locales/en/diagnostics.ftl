## The quay kind's diagnostics: one message per code (`quay/...` is `quay-...`), its
## hint as `<key>-hint`.

quay-file-not-found = cannot read { $file }: { $reason }
quay-file-not-found-hint = Submit solution.json: an object whose `cranes` lists each crane with its timeline of events.
quay-bad-data = the case's { $data } makes the evaluator raise "{ $error }" before it reads a submission
quay-bad-data-hint = Check the case's data files (tact_times.csv, vessel_workload.csv): every column the evaluator reads, L and U lifts of 20 and 40 ft, times as YYYY-MM-DD HH:MM:SS.
quay-not-json = { $file } cannot be read as JSON: { $error }
quay-not-json-hint = Write the file with json.dump (UTF-8, no byte-order mark).
quay-no-cranes = { $file } has no non-empty list `cranes` (it is { $kind })
quay-no-cranes-hint = Put the cranes under the key `cranes`: a list of objects with `crane_id` and `events`.
quay-raises = `{ $field }` makes the server raise "{ $error }"
quay-raises-hint = Give every event `type`, `start_time`, `end_time`, and `berth` (work, wait) or `from_berth` and `to_berth` (move), as whole numbers; every crane a `crane_id` of one type.
quay-bad-time = `{ $field }` is { $value }, which the server cannot read as a time: it raises "{ $error }"
quay-bad-time-hint = Write times as text YYYY-MM-DD HH:MM:SS (no T, no fraction, no zone), from 0001-01-02 on.
quay-not-after-start = crane { $crane }'s event ends at { $end }, not after its start { $start }
quay-not-after-start-hint = Every event ends after it starts.
quay-overlap = crane { $crane }'s event starting { $start } begins { $seconds } s before the event before it ends
quay-overlap-hint = A crane does one thing at a time: start each event when the one before ends (gaps become waits by themselves).
quay-move-berths = crane { $crane }'s move has no from_berth or to_berth
quay-move-berths-hint = A move names the berth it leaves (`from_berth`) and the one it reaches (`to_berth`).
quay-move-time = crane { $crane }'s move from berth { $from } to { $to } takes { $actual } s where { $expected } s are needed (880 s a berth)
quay-move-time-hint = A move lasts 880 s for each berth between from_berth and to_berth (within 1 s).
quay-no-vessel = crane { $crane }'s work names no vessel
quay-no-vessel-hint = Each work event names the vessel it serves in `vessel_id`.
quay-unknown-vessel = crane { $crane }'s work is for vessel { $vessel }, which the case does not have
quay-unknown-vessel-hint = Use the vessel ids of vessel_workload.csv, as text.
quay-wrong-berth = crane { $crane } works vessel { $vessel } at berth { $berth }, but the vessel lies at berth { $vessel_berth }
quay-wrong-berth-hint = Work a vessel at its own berth (berth_no of vessel_workload.csv): move the crane there first.
quay-late = crane { $crane } works vessel { $vessel } until { $end }, after its window closes at { $limit }
quay-late-hint = Work a vessel only inside its window (start_time to end_time of vessel_workload.csv).
quay-early = crane { $crane } works vessel { $vessel } from { $start }, before its window opens at { $limit }
quay-early-hint = Work a vessel only inside its window (start_time to end_time of vessel_workload.csv).
quay-short = vessel { $vessel } gets { $allocated } s of work inside its window where it needs { $required } s ({ $shortfall } s short)
quay-short-hint = Give the vessel more crane time inside its window: another crane beside it, or longer work.
quay-crossing = at { $time } crane { $left } stands at berth { $left_berth }, right of crane { $right } at { $right_berth }
quay-crossing-hint = Cranes share one rail: a crane with a smaller crane_id always stays at or left of (smaller berths than) the next one.

## Where a problem is: the crane (its crane_id), the event (its place in the crane's
## events, from 1), the vessel, the time.
loc-crane = crane { $crane }
loc-event = event { $event }
loc-vessel = vessel { $vessel }
loc-time = at { $time }
