## 装箱类的图（site/src/kinds/pack/）和页面。

what-pack-data = 装载工作簿
what-pack-submission = 装箱方案
format-pack-submission = 方案 JSON（placements：每件货的 sku_id、角点 x、y、z 和尺寸 l、w、h，单位米）
fig-pack-view-title = 从上方、侧面和柜门看装载
fig-pack-view-aria = 集装箱的三个视图：俯视（横向为长，向下为宽）、侧视（横向为长，向上为高）和从柜门看（横向为宽，向上为高）；每件货按 SKU 着色，违反规则的货物以红色描边
fig-pack-pick = 选择一个可读取的方案以查看其装载。
fig-pack-top = 俯视：长 × 宽
fig-pack-side = 侧视：长 × 高
fig-pack-door = 从柜门看
fig-pack-legend = 每件货使用其 SKU 的颜色（灰色：案例中没有的货号），近处的覆盖远处的；黑色边框是集装箱。红色：违反规则的货物（越界、小于零、侧放、尺寸不符、重叠），画在最上层以免被遮挡；俯视图中还标出两件货共享的占地。
fig-pack-sku-count = { $sku }：已装 { $placed } 件，要求 { $required } 件
fig-pack-sku-any = { $sku }：已装 { $placed } 件（件数不限；得分计 ITEM_C）
fig-pack-weight = 重量 { $weight } kg，上限 { $limit } kg
fig-pack-hidden = { $count } 条记录没有六个有限数值，未画出
fig-pack-rung-broken = { $count } × `{ $code }` 违规
fig-pack-rung-count = { $count } × ITEM_C
glance-pack-skus = SKU 数
glance-pack-container = 集装箱内尺寸（m）
glance-pack-limit = 最大载重（kg）
glance-pack-table = load_data.xlsx 中的 SKU
glance-pack-sku = SKU
glance-pack-size = 长 × 宽 × 高（m）
glance-pack-weight = 重量（kg）
glance-pack-required = 要求件数
glance-pack-any = 不限
glance-pack-bad-data = 评估器读取本案例工作簿时抛出：
formula-pack-read = `placements` 列出每件已装货物：其 `sku_id`、左-前-下角 `x`、`y`、`z` 和放置后的尺寸 `l`、`w`、`h`（米），均为 float() 能读的数。
formula-pack-rules = 每条规则都必须成立（容差 1e-6）：只用已知 SKU，每个必装 SKU 件数正好等于其数量，总重不超过最大载重，每件货都在柜内、立放（h 为其自身高度）、占地为其长 × 宽或旋转 90 度，任意两件货不共享空间（接触允许）。
formula-pack-count = 装载的质量是 ITEM_C（没有数量要求的 SKU）的件数：能装多少装多少。
formula-pack-score = 得分 = ITEM_C 件数 / { $reference }，保留 4 位小数。
report-pack-rejected = 不合格：{ $count } 个问题
report-pack-item-c = ITEM_C 件数
report-pack-item-c-note = 得分所计
report-pack-required = ITEM_A · ITEM_B
report-pack-required-note = 件数正好等于要求
report-pack-weight = 重量（kg）
report-pack-weight-of = { $weight } / { $limit }
report-pack-weight-note = 各件货按 SKU 单件重量累加
report-pack-space = 空间利用率
report-pack-space-note = 货物体积 / 集装箱容积
report-pack-violations = 违规数
report-pack-violations-note = 每对重叠各计一次（服务器列出前八条）
formats-pack-solution-title = 装箱方案（JSON）
formats-pack-solution-text = 一个含 `placements` 的对象：每件已装货物一个对象的列表，每个对象有 `sku_id`（工作簿中的货号）、`x`、`y`、`z`（左-前-下角）和 `l`、`w`、`h`（放置后的尺寸，h 为其自身高度），单位米。

## 合格装载的"最费在哪"（教练）。
kinds-pack-lead = 得分按 ITEM_C 箱数与参考值相比。还剩多少空间可以多放：按重量（载重上限减去货重）和按体积（内部容积减去箱子体积），各折算成 ITEM_C 箱数；较小者就是限制。这是上限：箱子仍须放得下且不与其他箱子重叠。
kinds-pack-terms = { $item_c } 个 ITEM_C，参考值 { $reference }；货物之外的空余：长 { $length } 米、宽 { $width } 米、高 { $height } 米
kinds-pack-room = 余量
kinds-pack-used = 已用
kinds-pack-max = 集装箱
kinds-pack-more = 最多还能放的 ITEM_C
kinds-pack-weight = 重量（千克）
kinds-pack-volume = 体积（立方米）
kinds-pack-limit = 限制所在
