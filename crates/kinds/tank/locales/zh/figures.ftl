## 油罐车类型的图（site/src/kinds/tank/）与页面。

what-tank-data = 加油站与油罐车
what-tank-submission = 油罐车的各趟行程
format-tank-submission = 方案 JSON（trips：每趟的 vehicleType、depot、departPoint、带 orders 的 customers、loadInfo）
glance-tank-stations = 加油站
glance-tank-orders = 订单
glance-tank-litres = 订购升数
glance-tank-vehicles = 车型 · 油仓
glance-tank-connect = 每趟最多站点
formula-tank-read = 方案是趟次列表（直接给出或放在 `trips` 下）：每趟的 `vehicleType`、`departPoint`、`depot`、按访问顺序的 `customers` 及其 `orders`，以及各仓的 `loadInfo`。
formula-tank-rules = 每条规则都须成立：每条仓装载行的油品是第一个含该仓号车型所规定的；每张订单按订单号交付且体积完全相等；每张订单放在油品相符且属于该趟车型的仓里；一个仓只装一种油号；每个仓的装载量等于其订单之和（0.01 升以内）且不超过容量；全部装载等于全部订单（0.01 升以内）；每趟至多 `connectSize` 个站点；使用案例给定的出发点和油库。时间窗与车型准入只是警告。
formula-tank-objective = 里程 = 每趟行程的米数：出发点 → 油库 → 按顺序的各站点 → 油库，按各点坐标的球面距离（半正矢公式，地球半径 6,371 公里）。
formula-tank-score = 得分 = { $reference } / 里程，保留 6 位小数。
report-tank-rejected = 不通过：{ $count } 个问题
report-tank-distance = 里程（公里）
report-tank-distance-note = 按坐标计算的各趟行程：计分所用
report-tank-reference-note = 参考方案的里程（公里）
report-tank-own = 各趟自报里程（公里）
report-tank-own-note = 各趟自报里程之和：不计分
report-tank-trips = 趟次
report-tank-trips-note = 方案中的条目
report-tank-violations = 违规
report-tank-violations-note = 每句一次，按评估器的计数
report-tank-warnings = 警告
report-tank-warnings-note = 时间窗与车型准入：得分不变
fig-tank-rung-distance = 里程 { $km } 公里
fig-tank-rung-broken = 违反 { $count } × `{ $code }`
formats-tank-solution-title = 油罐车的各趟行程（JSON）
formats-tank-solution-text = 趟次列表（或带 `trips` 的对象）：每趟的 `tripId`、`vehicleType`、`depot`、`departPoint`、`customers`（各有 `locationId`、`arriveTime`、`departTime` 和带 `order_id`、`wareId`、`volume` 的 `orders`）以及 `loadInfo`（各仓的 `wareId`、`oilType`、`volume`）。
fig-tank-map-title = 地图上的各趟行程
fig-tank-map-aria = 每趟一条彩色线，从出发点到油库、经过各站点再回油库；规则点名的站点标红
fig-tank-pick = 选一个方案查看其各趟行程。
fig-tank-hover = 将指针移到或聚焦某一站，查看其订单和该车各仓。
fig-tank-legend = 方块：出发点与油库；圆点：加油站；每趟一种颜色，其停靠点以该色描边。红色：违规点名的停靠、站点或仓（虚线：针对整趟的规则）；琥珀色：不在站点时间窗内的停靠。地图下方为每趟各仓的油品与装载量/容量。
fig-tank-terms = 里程 = { $trips } 趟行程 = { $km } 公里 · 得分 { $score }
fig-tank-rejected = 不通过：违反 { $count } 条规则，首条 `{ $code }` · 得分 0
fig-tank-trip = 第 { $trip } 趟 · { $vehicle } · { $km } 公里
fig-tank-stop = 第 { $trip } 趟第 { $stop } 站：加油站 { $station }（{ $vehicle }）。订单：{ $orders }。各仓：{ $compartments }。
fig-tank-order = { $order } 在 { $ware } 号仓，{ $volume } 升
fig-tank-compartment = { $ware } 号仓 { $fuel } { $volume } / { $capacity } 升
fig-tank-fuel-petrol = 汽油
fig-tank-fuel-diesel = 柴油
fig-tank-fuel-gas = 燃气
fig-tank-depart = 出发点 { $id }
fig-tank-depot = 油库 { $id }
fig-tank-station = 加油站 { $id }
