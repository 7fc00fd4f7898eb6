## 纵剪类型的页面：文件名称。

fig-slitting-patterns-title = 方案的切割图：每刀的子板与余料
fig-slitting-patterns-aria = 每刀一条横条，宽度等于其母卷：子板并排，剩下的边是余料
fig-slitting-pick = 选择一个已检查各刀的方案以查看切割图。
fig-slitting-width = 每条：一刀横跨母卷宽度（mm），同一母卷的刀排在一起
fig-slitting-legend = 蓝色：订单宽度；红色：没有订单的宽度；斜线：余料
fig-slitting-note = 得分看断刀次数（95 %），余料只占一点（5 %）。余料率：
fig-slitting-slot = 刀位
fig-slitting-rung-broken = { $count } × `{ $code }` 违规
fig-slitting-rung-cuts = { $cuts } 刀
glance-slitting-coils = 母卷
glance-slitting-stock = 库存（kg）
glance-slitting-widths = 订单宽度
glance-slitting-ordered = 订单重量（kg）
glance-slitting-bad-data = 评估器在此案例的数据上抛出异常：
formula-slitting-rows = 每刀一行：库存中的母卷（宽度 ±10 mm）、至少 100 kg（减 10）、1 到 5 条订单宽度的子板且不超母卷宽度。重量不大于 0 的行被剔除。
formula-slitting-rules = 同一母卷各刀不超其重量（+10 kg）；每种订单宽度产出在 ±10 kg 内（子板重量 = 断刀重量 × 子板宽度 / 母卷宽度）。
formula-slitting-cuts = 断刀得分 = 1 + 0.05 × (46 − 刀数)，超过 46 刀为 1 − 0.2 × (刀数 − 46)；综合 = 0.05 × (1 − 余料率) + 0.95 × 断刀得分。
formula-slitting-score = 得分 = 综合 / { $reference }，保留 6 位小数。
report-slitting-rejected = 不合格：{ $count } 个问题
report-slitting-cuts = 断刀次数
report-slitting-cuts-note = 剔除后剩下的行（目标 46）
report-slitting-scrap = 余料率
report-slitting-scrap-note = 切下但未成为子板的重量占切下总重的比例
report-slitting-cut-score = 断刀得分
report-slitting-cut-score-note = 每比 46 少一刀加 0.05
report-slitting-combined = 综合
report-slitting-combined-note = 0.05 × (1 − 余料率) + 0.95 × 断刀得分
report-slitting-met = 达标宽度
report-slitting-met-note = 与订单相差在 ±10 kg 以内
formats-slitting-solution-title = 纵剪方案（CSV）
formats-slitting-solution-text = 每刀一行：mother_id、mother_width、mother_cut_weight，然后最多 5 条子板，每条一个宽度（sub1_width…）及其长度（sub1_long…）。
what-slitting-data = 母卷库存
what-slitting-submission = 纵剪方案

## 「什么最费分」（site/src/kinds/slitting/coach.rs）。
kinds-slitting-lead = 得分由两部分组成：切割次数与废料。每行是改变该部分、其余不变时的得分；然后是废料最多的切割。
kinds-slitting-part = 改变
kinds-slitting-score-if = 得分
kinds-slitting-gain = 增加
kinds-slitting-fewer = 少切一刀
kinds-slitting-clean = 零废料
kinds-slitting-cut = 切割
kinds-slitting-coil = 母卷
kinds-slitting-used = 条宽合计 / 母卷宽度（mm）
kinds-slitting-scrap = 废料（kg）
kinds-slitting-share = 占废料比例
fig-slitting-live-aria = 各刀：把一条拖到另一刀上，或用方向键选中一条、按空格键拿起
fig-slitting-live-score = { $cuts } 刀 · 废料 { $scrap } · 得分 { $score }
fig-slitting-live-rejected = 未通过：{ $count } × `{ $code }` · 得分 0
fig-slitting-help = 把一条拖到另一刀上（鼠标或手指），它就排在那一刀的末尾；或聚焦此图，用 ← → 选条、用 ↑ ↓ 选刀，按空格键拿起，用 ↑ ↓ 移动，再按空格键放下（Esc 放回原处）。一刀最多五条。每次移动都由本案例自己的评分器重新评分，与 `fde-grade slitting` 对下载文件的评分相同。
fig-slitting-moved = 第 { $row } 刀（{ $mother }）现有 { $n } 条：{ $result }
fig-slitting-full = 第 { $row } 刀（{ $mother }）已有五条：未移动
fig-slitting-picked = 已拿起第 { $row } 刀（{ $mother }）的一条：↑ ↓ 移动，空格键放下，Esc 放回原处
fig-slitting-selected = 第 { $row } 刀（{ $mother }），{ $n } 条：← → 选条，空格键拿起
fig-slitting-undone = 已撤销上一步
fig-slitting-back = 已回到示例的方案

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-more-cuts = 有效，切割更多
fig-rule-ladder-step-strips = 条带
fig-rule-ladder-step-widths = 宽度
fig-rule-ladder-step-a-row-dropped = 少了一行
