## The hydro kind's line of `fde-grade --format table`.
cli-table-hydro = energy { $energy } / reference { $reference }  rules broken { $violations }

## `fde-grade coach hydro`: its line of help, and `--format table` (values come padded, as data).
cli-coach-hydro-about = Hydro plans: each station's energy against what its capacity would give, the stations furthest from it first, and the days each rule binds
cli-coach-hydro-head = { $file }: score { $score }  energy { $energy }  at capacity every day { $most }  short by { $lost }
cli-coach-hydro-station = station { $station } energy { $energy } of { $most }  short by { $lost } ({ $share }% of the shortfall)  days capped { $capped }  at the limit { $top }  at the dead level { $dead }  at the ecological flow { $eco }  ramps at the limit { $ramp }
cli-coach-hydro-river = station { $station } energy { $energy } of { $most }  short by { $lost } ({ $share }% of the shortfall)  days capped { $capped }  at the ecological flow { $eco }  ramps at the limit { $ramp }
