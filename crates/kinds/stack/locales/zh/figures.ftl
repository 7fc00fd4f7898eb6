## 垛位类型的图（site/src/kinds/stack/）与页面。

what-stack-data = 仓库快照
what-stack-submission = 当日作业方案
format-stack-submission = 方案 JSON（operations：每行的 operation_id、type、sku、batch、source、target、region、tons、start_minute、end_minute、forklift、task_id、trip_id）
glance-stack-bays = 垛位
glance-stack-mixed = 期初混垛位
glance-stack-forklifts = 叉车
glance-stack-stock = 期初库存（吨）
glance-stack-inbound = 入库任务 · 吨
glance-stack-outbound = 出库任务 · 吨
formula-stack-read = `operations` 列出当天每一行：类型（`inbound`、`outbound`、`passive_move`、`active_move`）、货品批次、垛位、吨数、分钟、叉车、任务和趟次；分钟取整，吨数按微吨比较。
formula-stack-rules = 每条规则都必须满足：每行时长符合类型，落在当天和叉车班次内，库区与资质相符；每趟不超过限重且共用一个时间窗；同一叉车的趟次不重叠，经手吨数不超过日上限；每个任务的吨数恰好运完；库存推演从不缺货，垛位不超过上限。
formula-stack-objective = 目标值 = 期末混垛位数 + (a + b / 10,000) / 10,000，a 为期末超出额定吨位的吨数，b 为倒垛吨数，均以 0.1 吨计（最多 9,999）：混垛位少者总是胜出。
formula-stack-score = 得分 = { $reference } / 目标值，保留 10 位小数（目标值为 0 时为 1,000,000）。
report-stack-rejected = 不通过：{ $count } 个问题
report-stack-objective = 目标值
report-stack-objective-note = 混垛位 + (a + b/10⁴)/10⁴
report-stack-mixed = 混垛位
report-stack-mixed-note = 期末存放多种 SKU 或多个批次的垛位
report-stack-overweight = 超额定吨数
report-stack-overweight-note = 当天结束时仍超出的部分（a，以 0.1 吨计）
report-stack-moved = 倒垛吨数
report-stack-moved-note = 垛位之间的搬运（b，以 0.1 吨计）
report-stack-rows = 行数
report-stack-rows-note = 评估器能读取的行
report-stack-violations = 违规
report-stack-violations-note = 每句只计一次，与评估器相同
fig-stack-rung-broken = 违反 { $count } × `{ $code }`
fig-stack-rung-objective = 目标值 { $objective }
formats-stack-solution-title = 当日作业（JSON）
formats-stack-solution-text = 一个含 `operations` 的对象：每行的 `operation_id`、`type`、`sku`、`batch`、`source`、`target`、`region`、`tons`、`start_minute`、`end_minute`、`forklift`、`task_id` 和 `trip_id`。
fig-stack-timeline-title = 当天的时间线
fig-stack-timeline-aria = 每台叉车在当天各分钟的趟次，每台叉车一条泳道，班次外的时间用阴影表示
fig-stack-pick = 选择一个方案查看它的一天。
fig-stack-legend = 蓝：入库；橙：出库；紫：被动倒垛；青：主动倒垛（同一趟的各行在泳道中叠放，放得下时标出 SKU）。灰：叉车不在班次内。红：违反规则的行、重叠（在后一趟开始的分钟）、超过日上限或不在名单内的叉车；红色虚线：没有恰好运完的任务的各行。
fig-stack-terms = 目标值 = { $mixed } 个混垛位 + ({ $a } + { $b } / 10,000) / 10,000 = { $objective } · 得分 { $score }
fig-stack-rejected = 不通过：{ $count } 条违规，第一条 `{ $code }` · 得分 0

## What costs most (site/src/kinds/stack/coach.rs).
kinds-stack-lead = 计划目标的三项，每一项只相当于前一项的万分之一：先看混放垛位，一个垛位放了两种 SKU 或批次，比任何吨数都贵；再看每台叉车搬运的吨数与其日上限，最满的在前（没有余量的那台最该减负）。
kinds-stack-terms = 混放垛位 { $mixed }；超重 { $overweight } 个 0.1 吨；搬运 { $moved } 个 0.1 吨
kinds-stack-forklift = 叉车
kinds-stack-used = 搬运吨数
kinds-stack-cap = 日上限
kinds-stack-full = 占上限
