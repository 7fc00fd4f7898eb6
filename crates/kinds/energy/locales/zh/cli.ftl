## energy 类在 `fde-grade --format table` 中的一行。
cli-table-energy = 现金流 { $income } / 参考 { $reference }  小时 { $hours }

## `fde-grade coach energy`：帮助说明和 `--format table`（值已按数据对齐）。
cli-coach-energy-about = 能源方案：全年现金流分项，成本从大到小，以及各储能用掉了多少区间
cli-coach-energy-head = { $file }：得分 { $score }  现金流 { $income } 元  成本 { $costs } 元
cli-coach-energy-row = { $term } { $amount } 元（占成本 { $share }%）
cli-coach-energy-store = { $store } 从 { $min } 到 { $max }（区间 { $low } 到 { $high }）
cli-coach-energy-term-pv = 光伏
cli-coach-energy-term-wind = 风电
cli-coach-energy-term-thermal = 火电燃料
cli-coach-energy-term-load = 供用户
cli-coach-energy-term-battery = 锂电池
cli-coach-energy-term-caes = 压缩空气
cli-coach-energy-term-grid = 电网
cli-coach-energy-term-penalty = 母线惩罚
cli-coach-energy-store-battery = 电池
cli-coach-energy-store-gas = 气罐
cli-coach-energy-store-hot = 热罐
cli-coach-energy-store-cold = 冷罐
