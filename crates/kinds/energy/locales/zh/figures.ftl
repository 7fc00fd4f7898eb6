## energy 类的图（site/src/kinds/energy/）与页面：标题、标签、概览、公式、报告和格式。

fig-energy-year-title = 全年逐日：储能与调度
fig-energy-pick = 选一个能读取的方案来查看它的全年。
fig-energy-battery = 电池荷电，每日最低到最高，对照 [0.1, 0.9]
fig-energy-gas = 气罐，每日最低到最高，对照 [0.6, 1.0]
fig-energy-controls = 每日平均控制量：压缩空气、电池、火电
fig-energy-income = 每日现金流（元）
fig-energy-day = 第 { $day } 天
fig-energy-rung-broken = { $count } × `{ $code }` 违反
fig-energy-rung-income = 现金流 { $income } 元
glance-energy-hours = 每条序列行数
glance-energy-load = 峰值负荷（MW）
glance-energy-wind = 平均风速（m/s）
glance-energy-sun = 有日照的小时
glance-energy-plant = 电站
glance-energy-unit = 机组
glance-energy-power = 额定功率（MW）
glance-energy-range = 范围
formula-energy-read = `solution.json` 含 `caes_seq` 和 `battery_seq`（可选 `tp_seq`，否则全年 0.33）：每条 8,760 个 float() 能读的数。
formula-energy-ranges = 压缩空气为 0、[-1, -0.33] 或 [0.86, 1]；电池在 [-1, 1]；火电在 [0.33, 1]（后两者 NaN 可通过）。
formula-energy-stores = 逐小时从 0.5（电池）和 0.8、0.5、0.5（气、热、冷罐）起算：电池在 [0.1, 0.9]，气罐在 [0.6, 1.0]，热罐和冷罐在 [0.05, 0.95]。
formula-energy-score = 现金流 = 8,760 小时母线各项之和（供用户 0.5、卖电网 0.1 / 买电网 0.6、火电 −0.4、风电 −0.35、光伏 −0.25、储能充电 +0.2 / 放电 −0.4 元每度）减母线惩罚；得分 = max(现金流 / { $reference }, 0)，保留 6 位小数。
report-energy-rejected = 不合格：{ $count } 个问题
report-energy-crash = 评估器停止（无报告）
report-energy-income = 现金流（元）
report-energy-income-note = 全年 8,760 小时，含惩罚
report-energy-penalty = 母线惩罚
report-energy-penalty-note = 电网、弃风弃光与切负荷都平衡不了的部分，取平方
report-energy-out-of-range = 越界的值
report-energy-out-of-range-note = 压缩空气、电池、火电
report-energy-breaches = 储能越限的小时数
formats-energy-solution-title = 调度方案（JSON）
formats-energy-solution-text = 一个对象，含 `caes_seq`、`battery_seq`，可选 `tp_seq`：各 8,760 个逐小时控制量，为额定功率的比例（正为发电或放电，负为充电）。
what-energy-data = 负荷序列
what-energy-submission = 调度方案
kinds-energy-lead = 全年现金流分项，成本从大到小：方案把钱花在哪里。
kinds-energy-term = 分项
kinds-energy-amount = 元
kinds-energy-share = 占成本
kinds-energy-term-pv = 光伏
kinds-energy-term-wind = 风电
kinds-energy-term-thermal = 火电燃料
kinds-energy-term-load = 供用户
kinds-energy-term-battery = 锂电池
kinds-energy-term-caes = 压缩空气
kinds-energy-term-grid = 电网
kinds-energy-term-penalty = 母线惩罚

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-stores-idle = 有效，储能闲置
fig-rule-ladder-step-valid-power-bought = 有效，需购电
fig-rule-ladder-step-a-forbidden-value = 不允许的取值
fig-rule-ladder-step-state-of-charge = 荷电状态
fig-rule-ladder-step-sequence-length = 序列长度
