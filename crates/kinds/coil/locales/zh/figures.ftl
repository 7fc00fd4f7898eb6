## 钢卷类型的图表和页面用词。

fig-coil-profile-title = 序列的宽度与辊径曲线
fig-coil-profile-aria = 按轧制顺序的每卷宽度，下方色带为辊径
fig-coil-pick = 选择一个编号全部已知的序列以查看其曲线。
fig-coil-width = 宽度（mm），按轧制顺序
fig-coil-band = 绿色色带：小辊；紫色：大辊
fig-coil-rolls = 辊径
fig-coil-legend = 红色：违反衔接、厚度或宽度规则的一步；橙色：宽度回升；圈出：前置宽度卷
fig-coil-switches = 次辊径切换（最多 1 次）
fig-coil-rung-broken = 违反 `{ $code }` { $count } 次
fig-coil-rung-penalty = 惩罚值 { $penalty }
fig-coil-live-aria = 序列：把一卷拖到别的位置，或用方向键选中一卷、按空格键拿起
fig-coil-live-score = 惩罚值 { $penalty } = 10,000 × { $jumps } 处违规 + 100 × { $rises } 次宽度回升 + { $groups } 个钢种分组 · 得分 { $score }
fig-coil-live-rejected = 未通过：{ $count } × `{ $code }` · 得分 0
fig-coil-help = 沿序列拖动一卷（鼠标或手指），让它在别的位置轧制；或聚焦此图，用 ← → 选一卷，按空格键拿起，用 ← → 移动，再按空格键放下（Esc 放回原处）。每次移动都由本案例自己的评分器重新评分，与 `fde-grade coil` 对下载文件的评分相同。
fig-coil-moved = { $id } 现在位于第 { $place } 位（共 { $n } 位）：{ $result }
fig-coil-picked = 已拿起第 { $place } 位的 { $id }：← → 移动，空格键放下，Esc 放回原处
fig-coil-selected = { $id }，第 { $place } 位（共 { $n } 位）：按空格键拿起
fig-coil-undone = 已撤销上一步
fig-coil-back = 已回到示例的序列
glance-coil-coils = 钢卷
glance-coil-grades = 钢种
glance-coil-small = 小辊钢卷
glance-coil-front = 前置宽度卷
glance-coil-bad-data = 评估器在此案例的数据上抛出异常：
formula-coil-read = `sequence` 列出编号；每个按 `str(id).strip()` 读取，必须是作业计划中的钢卷。
formula-coil-rules = 每卷恰好一次，辊径最多切换一次，前置宽度卷排在最前。
formula-coil-penalty = 惩罚值 = 10,000 × 违反衔接、厚度或宽度规则的步数 + 100 × 宽度回升次数 + 钢种分组数。
formula-coil-score = 得分 = { $reference } / 惩罚值，保留 4 位小数。
report-coil-rejected = 未通过：{ $count } 个问题
report-coil-penalty = 惩罚值
report-coil-penalty-note = 10,000 × 违规 + 100 × 回升 + 分组
report-coil-jumps = 工艺违规
report-coil-jumps-note = 衔接、厚度和宽度跳变
report-coil-rises = 宽度回升
report-coil-rises-note = 比前一卷更宽的钢卷
report-coil-groups = 钢种分组
report-coil-groups-note = 同一钢种的连续段
report-coil-switches = 辊径切换
report-coil-switches-note = 最多允许 1 次
formats-coil-solution-title = 钢卷序列（JSON）
formats-coil-solution-text = 一个带 `sequence` 的对象：作业计划中每卷的编号各一次，按轧制顺序。
what-coil-data = 作业计划
what-coil-submission = 钢卷序列

## 代价最大的部分（site/src/kinds/coil/coach.rs）。
kinds-coil-lead = 序列的惩罚值拆成三部分，并给出去掉各部分后的得分；然后是代价最大的步骤，从大到小，每一步标出它在序列中的位置，以及从哪一卷到哪一卷。
kinds-coil-part = 部分
kinds-coil-count = 次数
kinds-coil-cost = 惩罚值
kinds-coil-without = 去掉后的得分
kinds-coil-part-breaks = 10,000 × 违规
kinds-coil-part-rises = 100 × 宽度回升
kinds-coil-part-groups = 1 × 钢种分组
kinds-coil-position = 位置
kinds-coil-step = 从 → 到
kinds-coil-what = 代价来自
kinds-coil-step-cost = 代价
kinds-coil-linkage = 违反衔接规则
kinds-coil-thickness = 违反厚度规则
kinds-coil-width = 违反宽度规则
kinds-coil-rise = 宽度回升
kinds-coil-new-group = 新的钢种分组

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-width-rises = 有效，宽度回升
fig-rule-ladder-step-valid-rule-jumps = 有效，违反规则的步
fig-rule-ladder-step-roll-changes = 换辊次数
fig-rule-ladder-step-front-width-coils = 前置宽度卷
fig-rule-ladder-step-unknown-ids = 未知编号
