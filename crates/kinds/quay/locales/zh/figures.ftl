## 岸桥类型的图（site/src/kinds/quay/）和页面。

what-quay-data = 船舶清单
what-quay-submission = 岸桥调度方案
fig-quay-gantt-title = 时间轴上的调度方案
fig-quay-gantt-aria = 每台岸桥随时间的作业、移动和等待，一台岸桥一行，上方为各泊位船舶的时间窗
fig-quay-pick = 选择一个调度方案以查看其时间轴。
fig-quay-berth = 泊位 { $berth }
fig-quay-lane = 岸桥 { $crane }
fig-quay-legend = 蓝色：作业（标注船舶）；橙色：移动；灰色：等待（服务器会把超过一秒的空档补为等待）；上方绿色：各船在其泊位的时间窗。红色：违反规则的事件、交叉（标在过于靠右的岸桥一行）、作业不足的船舶。
fig-quay-terms = 成本 = 100,000,000 × { $cranes } 台岸桥 + { $moves } 秒移动 = { $cost } · 得分 { $score }
fig-quay-rejected = 不通过：{ $count } × `{ $code }` · 得分 0
fig-quay-rung-broken = 违反 { $count } × `{ $code }`
fig-quay-rung-cost = 成本 { $cost }
glance-quay-vessels = 船舶
glance-quay-berths = 泊位
glance-quay-work = 所需岸桥作业（小时）
glance-quay-span = 时间窗
glance-quay-bad-data = 评估器在本案例的数据上抛出异常：
formula-quay-read = `cranes` 列出每台岸桥的事件（work、move、wait），时间格式为 `YYYY-MM-DD HH:MM:SS`；超过一秒的空档成为岸桥原地的等待。
formula-quay-rules = 每条规则都必须满足：同一时间只做一件事，移动每个泊位 880 秒，在船舶泊位、时间窗内作业，每艘船的作业都完成，岸桥按 crane_id 顺序从不交叉。
formula-quay-cost = 成本 = 100,000,000 × 岸桥数 + 移动秒数：少用一台岸桥总是胜过任何移动上的节省。
formula-quay-score = 得分 = { $reference } / 成本，保留 6 位小数。
report-quay-rejected = 不通过：{ $count } 个问题
report-quay-cost = 成本
report-quay-cost-note = 100,000,000 × 岸桥数 + 移动秒数
report-quay-cranes = 岸桥
report-quay-cranes-note = `cranes` 的长度
report-quay-moves = 移动秒数
report-quay-moves-note = 每移动一个泊位 880 秒
report-quay-vessels = 已完成的船舶
report-quay-vessels-note = 全部作业都在时间窗内
report-quay-crossings = 交叉
report-quay-crossings-note = 轨道上不符合 crane_id 顺序的岸桥
formats-quay-solution-title = 岸桥调度方案（JSON）
formats-quay-solution-text = 一个含 `cranes` 的对象：每台岸桥的 `crane_id` 及其 `events`，每个事件有 `type`（work、move、wait）、`start_time` 和 `end_time`（`YYYY-MM-DD HH:MM:SS`）、`berth` 或 `from_berth` 与 `to_berth`，作业还有 `vessel_id`。
format-quay-submission = 方案 JSON（cranes：每台岸桥的 crane_id 与 events，每个事件的 type、start_time、end_time、berth 或 from_berth 与 to_berth、vessel_id）
fig-quay-live-aria = 调度方案：沿所在行或拖到另一台岸桥的行来拖动事件，或用方向键选择事件并按空格拿起
fig-quay-help = 用鼠标或手指在时间上拖动事件，或拖到另一台岸桥的行；也可以聚焦图表，用 Home 和 ← → 选择事件（↑ ↓ 换岸桥），按空格拿起，用 ← → 移动五分钟或用 ↑ ↓ 换到另一台岸桥，再按空格放下（Esc 放回原处）。每次移动都由本案例自己的评分器重新评分，与 `fde-grade quay` 对下载文件的评分相同。
fig-quay-moved = { $event } 现在在岸桥 { $crane } 上：{ $result }
fig-quay-picked = 已拿起岸桥 { $crane } 的 { $event }：← → 在时间上移动，↑ ↓ 换岸桥，空格放下，Esc 放回
fig-quay-selected = 岸桥 { $crane } 的 { $event }：按空格拿起
fig-quay-undone = 已撤销上一步
fig-quay-back = 已回到示例的调度方案

## "什么成本最高"（site/src/kinds/quay/coach.rs）。
kinds-quay-lead = 调度方案成本的两项，然后是每台岸桥的移动秒数（占全部移动的比例）、作业和空闲时间，移动最多的在前：岸桥数不变时，能省的只有移动；大部分时间空闲的岸桥最值得尝试去掉。
kinds-quay-terms = 100,000,000 × { $cranes } 台岸桥 = { $crane_term }；移动：{ $moves } 秒
kinds-quay-crane = 岸桥
kinds-quay-moves = 移动（秒）
kinds-quay-share = 占移动的比例
kinds-quay-work = 作业（秒）
kinds-quay-wait = 空闲（秒）
