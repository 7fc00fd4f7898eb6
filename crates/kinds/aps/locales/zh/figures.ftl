## 多表排程类的图表（site/src/kinds/aps/）和页面。

what-aps-data = 排程工作簿
what-aps-submission = 排程方案
format-aps-submission = 方案 JSON（scheduled_ops：每道工序的 wop_oid、resource、start_dt 和 end_dt，`ISO 8601` 时间）
fig-aps-gantt-title = 设备上的排程
fig-aps-gantt-aria = 甘特图：每台设备一行，横向为时间；每道工序一条按订单着色的条；夜间和周日加阴影；违规工序红框标出，重叠和顺序颠倒以红线标出
fig-aps-pick = 选择一个可读取的方案以查看其设备排程。
fig-aps-legend = 每台设备一行（案例的启用设备，然后是方案中出现的其他资源）；每道工序一条，颜色为其订单色（灰色：不是可排工序）；阴影：08:00 之前和 18:00 之后的夜间以及周日。红框：工序所用设备不可用、在工作时间外开工或时长不对；红线：工序在同一设备或同一订单的前一道完工前开工。
fig-aps-terms = 逾期 { $delay } 天（上限 { $upper }）· 利用率 { $util } → 得分 { $score }
fig-aps-rejected = 不合格：{ $count } × { $code } 等
fig-aps-hidden = { $count } 道工序缺少两个可读时间，未画出。
fig-aps-rung-broken = { $count } × `{ $code }` 违规
fig-aps-rung-delay = 逾期 { $delay } 天
glance-aps-ops = 可排工序
glance-aps-orders = 订单 · 有交期
glance-aps-devices = 启用设备
glance-aps-minutes = 工作分钟（Σ 单件工时 × 数量）
glance-aps-bad-data = 评估器在本案例的工作簿上抛出异常：
formula-aps-read = `scheduled_ops` 列出每道可排工序：其 `wop_oid`、所用设备（`resource`）以及 `ISO 8601` 时间 `start_dt` 和 `end_dt`。
formula-aps-rules = 所有规则都须满足：每道可排工序都已排入，两个时间都可读，设备为其工艺节点允许的设备，周一至周六 08:00–18:00 开工，同一设备同一时间只有一道工序，时长为 `MAK × QTY` 个工作分钟（±1 %），每个订单的工序按顺序进行。
formula-aps-objective = 质量为 p0 = 1 − 总逾期 / 其上限（所有工序在一台设备上首尾相接），加上量化为 1,000 档的利用率，每档值一个工作分钟逾期的 0.49 / 1001：逾期少者总是胜出。
formula-aps-score = 得分 = (p0 + 档数 × 档值) / { $reference }，保留 8 位小数。
report-aps-rejected = 不合格：{ $count } 个问题
report-aps-delay = 总逾期（天）
report-aps-delay-note = 各订单最后完工晚于交期的天数之和
report-aps-upper = 逾期上限（天）
report-aps-upper-note = 从 2026-05-27 08:00 起所有工序在一台设备上首尾相接
report-aps-util = 利用率
report-aps-util-note = 工作分钟除以所用设备数 × 方案的工作时段
report-aps-absolute = 绝对得分
report-aps-absolute-note = p0 + 量化利用率 × 档值
report-aps-late = 逾期订单
report-aps-late-note = 最后一道工序晚于交期完工的订单
report-aps-violations = 违规数
report-aps-violations-note = 每道工序、每对冲突都计数（服务器列出六行）
formats-aps-solution-title = 排程方案（JSON）
formats-aps-solution-text = 一个含 `scheduled_ops` 的对象：每道工序一个对象的列表，各含 `wop_oid`（案例排程的 `WOP.OID`）、`resource`（其工艺节点允许的启用设备）、`start_dt` 和 `end_dt`（`ISO 8601`，二者之间的工作分钟为 `MAK × QTY`）。
