## 机柜上架类型的图（site/src/kinds/racks/）和页面：标题、标签、概览、公式、报告和格式。

fig-racks-elevation-title = 方案用到的机柜，逐个 U 位
fig-racks-elevation-aria = 一个批次的每个机柜画成一列 U 位，服务器为方块，功率在下方
fig-racks-pick = 选一个合规的方案来查看它的机柜。
fig-racks-legend = 灰色：批次前已占用；绿色：网卡匹配度为 1 的服务器；琥珀色：低于 1；○：原本未通电的机柜；条：之前的功率、新增的功率与额定功率
fig-racks-batch = 批次
fig-racks-rung-broken = { $count } × `{ $code }` 违规
fig-racks-rung-cost = 成本 { $cost }
glance-racks-servers = 服务器
glance-racks-batches = 批次
glance-racks-racks = 机柜
glance-racks-free = 空闲 U 位
glance-racks-bad-data = 评估器读取此案例的数据时抛出异常：
formula-racks-read = `solution.csv` 用 Python 的 csv 模块读取：每台服务器一行，每个单元格去空白；空状态按 1（已分配）算。
formula-racks-rules = 每个批次都从到货前的机柜状态起算：已知机柜、位号、网卡与机柜属性配对、功率不超过额定、连续空位；每台服务器一次。
formula-racks-cost = 成本 = Σ 已分配服务器 (0.4 × 剩余功率 + 0.05 × 位号 / 总位数 + 0.3 × 新点亮的机柜 + 0.25 × (1 − 网卡匹配度)) + 每台未分配 1。
formula-racks-score = 得分 = { $reference } / 成本，保留 6 位小数。
report-racks-rejected = 无效：{ $count } 个问题
report-racks-cost = 成本
report-racks-cost-note = 加权各项 + 每台未分配 1
report-racks-allocated = 已分配
report-racks-allocated-note = 放进机柜的服务器
report-racks-unassigned = 未分配
report-racks-unassigned-note = 每台代价 1
report-racks-batches = 批次
report-racks-batches-note = 每批都从到货前的机柜起算
formats-racks-solution-title = 上架方案（CSV）
formats-racks-solution-text = 每台服务器一行：server_id、rack_id、pos（最低的 U 位）、allocation_status（1 或 0）和 batch。
what-racks-data = 服务器清单
what-racks-submission = 上架方案

## 「什么最费分」（site/src/kinds/racks/coach.rs）。
kinds-racks-lead = 方案成本拆成五项，成本最高的在前，并给出去掉该项后的得分；然后是成本最高的已上架服务器。
kinds-racks-term = 成本项
kinds-racks-cost = 成本
kinds-racks-share = 占成本比例
kinds-racks-without = 去掉此项的得分
kinds-racks-term-power = 0.4 × 剩余功率
kinds-racks-term-slot = 0.05 × 槽位高度
kinds-racks-term-lit = 0.3 × 新开机柜
kinds-racks-term-nic = 0.25 × (1 − 网卡权重)
kinds-racks-term-unassigned = 1 × 未分配服务器
kinds-racks-server = 服务器
kinds-racks-place = 机柜、槽位
kinds-racks-server-cost = 其成本
fig-racks-live-aria = 本批次的机柜：把服务器拖到别的机柜或槽位，或用方向键选中一台、按空格键拿起
fig-racks-live-score = 成本 { $cost } · 已上架 { $placed } 台，待上架 { $waiting } 台 · 得分 { $score }
fig-racks-live-rejected = 未通过：{ $count } × `{ $code }` · 得分 0
fig-racks-help = 把服务器拖到别的机柜或槽位（鼠标或手指）；或聚焦此图，用 ← → 选一台，按空格键拿起，用 ← →（机柜）和 ↑ ↓（槽位）移动，再按空格键放下（Esc 放回原处）。每次移动都由本案例自己的评分器重新评分，与 `fde-grade racks` 对下载文件的评分相同；违反规则的移动会立即撤回。
fig-racks-moved = { $server } 现在位于 { $rack } 的 U { $pos }：{ $result }
fig-racks-tried = { $server } 移到 { $rack } 的 U { $pos }：{ $result }，已放回原处
fig-racks-picked = 已从 { $rack } U { $pos } 拿起 { $server }：← → 选机柜，↑ ↓ 选槽位，空格键放下，Esc 放回原处
fig-racks-over = { $server } 位于 { $rack } U { $pos } 上方
fig-racks-selected = { $server } 在 { $rack } 的 U { $pos }：按空格键拿起
fig-racks-undone = 已撤销上一步
fig-racks-back = 已回到示例的方案

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-servers-left-out = 有效，有服务器未上架
fig-rule-ladder-step-valid-nothing-placed = 有效，什么都没放
fig-rule-ladder-step-unknown-rack = 未知机柜
fig-rule-ladder-step-slot-number = 槽位编号
fig-rule-ladder-step-slot-taken = 槽位已被占用
fig-rule-ladder-step-nic-and-rack = 网卡与机柜
