## 水电类型的图表（site/src/kinds/hydro/）和页面文字。

fig-hydro-levels-title = 逐日水库水位
fig-hydro-power-title = 逐日电站出力
fig-hydro-pick = 选一个能读取的方案来查看它的每一天。
fig-hydro-level-of = { $station }：水位（m）与死水位和上限
fig-hydro-power-of = { $station }：出力（MW）与装机容量
fig-hydro-rung-broken = 违反 `{ $code }` { $count } 次
fig-hydro-rung-energy = 发电量 { $energy }（10⁴ kWh）
glance-hydro-stations = 电站
glance-hydro-days = 天数
glance-hydro-eco = 生态流量（m³/s）
glance-hydro-cascade = 梯级电站，从上游开始
glance-hydro-station = 电站
glance-hydro-p-max = 装机容量（MW）
glance-hydro-z-dead = 死水位（m）
glance-hydro-z-init = 起始（m）
glance-hydro-z-max = 上限（m）
formula-hydro-read = `Q_out` 必须是五行（每座电站一行，从上游开始），每天一个出库流量，每个都是 float() 能读的数字。
formula-hydro-levels = 每座水库的库容每天变化（来水 − 出库）× 86,400 s；水位在死水位和正常水位之间按线性推算。
formula-hydro-checks = 每条规则都必须满足：径流式电站放走流到它的水（±1 m³/s），水位在限值内，生态流量，出力每天变化最多为装机容量的五分之一。
formula-hydro-score = 发电量 = 24 × Σ 出力（每座以装机容量封顶；水头取当天平均水位）；得分 = 发电量 / { $reference }，保留 6 位小数。
report-hydro-rejected = 被拒绝：违反 { $count } 条规则
report-hydro-energy = 发电量（10⁴ kWh）
report-hydro-energy-note = 24 × 各电站逐日出力之和
report-hydro-violations = 违反的规则
report-hydro-violations-note = 服务器列出前八条
formats-hydro-solution-title = 调度方案（JSON）
formats-hydro-solution-text = 一个带 `Q_out` 的对象：五个列表（各电站，从上游开始），每个列表每天一个出库流量，单位 m³/s。
what-hydro-data = 电站文件
what-hydro-submission = 调度方案
kinds-hydro-lead = 每座电站这一周的发电量与满负荷运行所能发出的电量对比，差距最大的排在前面：多放水或提高水头在这些地方收益最大。
kinds-hydro-station = 电站
kinds-hydro-energy = 发电量（10⁴ kWh）
kinds-hydro-most = 整周满负荷
kinds-hydro-share = 占差额的比例
fig-hydro-outflows-title = 逐日各站出库流量（可编辑）
fig-hydro-outflow-of = { $station }：出库流量（m³/s）与生态流量
fig-hydro-live-aria = 出库流量：上下拖动某一天的流量，或用 ← → 选一天、用 ↑ ↓ 调整
fig-hydro-live-score = 发电量 { $energy }（10⁴ kWh）· 得分 { $score }
fig-hydro-live-rejected = 未通过：{ $count } × `{ $code }` · 得分 0
fig-hydro-help = 上下拖动某一天的出库流量（鼠标或手指）；或聚焦此图，用 ← → 选择某站的某一天，用 ↑ ↓ 调整其流量（每次 10 m³/s；Page Up 与 Page Down 每次 100）。每次修改都由本案例自己的评分器重新评分，与 `fde-grade hydro` 对下载文件的评分相同；红点表示违反规则的日子。
fig-hydro-set = { $station }，第 { $day } 天：{ $value } m³/s：{ $result }
fig-hydro-undone = 已撤销上一步
fig-hydro-back = 已回到示例的方案

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-levels-and-ramps = 水位与爬坡
fig-rule-ladder-step-water-balance = 水量平衡
fig-rule-ladder-step-the-file-s-shape = 文件的结构
