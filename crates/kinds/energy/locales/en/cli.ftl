## The energy kind's line of `fde-grade --format table`.
cli-table-energy = cash flow { $income } / reference { $reference }  hours { $hours }

## `fde-grade coach energy`: its line of help, and `--format table` (values come padded, as data).
cli-coach-energy-about = Energy plans: the year's cash flow by term, the costs largest first, and how much of each store's range the year used
cli-coach-energy-head = { $file }: score { $score }  cash flow { $income } yuan  costs { $costs } yuan
cli-coach-energy-row = { $term } { $amount } yuan  ({ $share }% of the costs)
cli-coach-energy-store = { $store } from { $min } to { $max }  (range { $low } to { $high })
cli-coach-energy-term-pv = PV
cli-coach-energy-term-wind = wind
cli-coach-energy-term-thermal = thermal fuel
cli-coach-energy-term-load = load served
cli-coach-energy-term-battery = battery
cli-coach-energy-term-caes = compressed air
cli-coach-energy-term-grid = grid
cli-coach-energy-term-penalty = bus penalty
cli-coach-energy-store-battery = battery
cli-coach-energy-store-gas = gas tank
cli-coach-energy-store-hot = hot tank
cli-coach-energy-store-cold = cold tank
