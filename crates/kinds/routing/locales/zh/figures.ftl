## The routing kind's figures (site/src/kinds/routing/): titles, axes, legends, tooltips,
## captions, controls.

## 图表登记：标题与提示信息。
fig-map-title = 路线地图：路线、凸包、越界门店、路线交叉
fig-drag-title = 拖动试试：移动门店，看得分变化
fig-demo-hull-title = 越界门店详解
fig-demo-crossing-title = 路线交叉详解
fig-worst-pairs-title = 问题最多的路线对
fig-hours-title = 每辆车的用时
fig-cost-split-title = 每个提交文件的成本构成
fig-compare-title = 两个提交文件对比
## 案例页的各部分。
fig-routing-heading = 这个得分从何而来
fig-routing-lead = 下面每个数字都来自与上方得分相同的评分器；切换、开关和拖动时，它会在本页中重新计算。

## map（以及案例的小地图）：当前提交文件的路线。
fig-map-route-stops = 路线 { $route }：{ $n } 个站点
fig-map-preview-aria = 配送中心周围 { $n } 家门店的地图
fig-map-preview-caption = 门店（圆点）和配送中心（方块）；当前报告的路线以彩色绘制。
fig-map-counts = { $intrusions } 个越界门店 · { $crossings } 处路线交叉 · 得分 { $score }
fig-map-counts-rejected = { $intrusions } 个越界门店 · { $crossings } 处路线交叉（假如计分的代价）· 被拒，得分 0
fig-map-hint = 将指针悬停或聚焦到门店或 × 上查看详情。
fig-map-aria = { $n } 家门店和配送中心的地图，显示 { $file } 的路线
fig-map-help = 用 Tab 进入地图后，方向键在门店间移动，[ 和 ] 沿路线前后移动，+ 和 − 缩放。再按一次 Tab 可逐个查看路线交叉。拖动地图可平移；ctrl + 滚轮缩放。

## 路线地图的共用部分：门店、路线交叉、图层、缩放。
fig-canvas-lonlat = 经度 { $lon }，纬度 { $lat }
fig-canvas-route-stop = 路线 { $route }，第 { $stop } 站（共 { $n } 站）
fig-canvas-no-route = 不在任何路线上
fig-canvas-in-no-hull = 不在其他路线的凸包内
fig-canvas-in-hull = 在路线 { $route } 的凸包内
fig-canvas-in-hulls = 在 { $n } 个凸包内：路线 { $routes }
fig-canvas-store = 门店 { $code }{ $weight }，{ $route }，{ $inside }
fig-canvas-depot = 配送中心
fig-canvas-depot-code = 配送中心 { $code }
fig-canvas-segment = 路线 { $route }（{ $from } → { $to }）
fig-canvas-crossing = 第 { $i } 处路线交叉（共 { $n } 处）：{ $a } × { $b }
fig-canvas-draggable-store = 可拖动的门店
fig-canvas-store-role = 门店
fig-canvas-stores-aria = 门店：按方向键选择一家
fig-canvas-crossings-role = 路线交叉
fig-canvas-crossings-aria = { $n } 处路线交叉：用方向键逐个查看
fig-canvas-layers = 图层
fig-canvas-layer-routes = 路线
fig-canvas-layer-hulls = 凸包
fig-canvas-layer-intrusions = 越界门店
fig-canvas-layer-crossings = 路线交叉
fig-canvas-zoom = 缩放
fig-canvas-zoom-in = 放大
fig-canvas-zoom-out = 缩小
fig-canvas-reset = 重置视图

## hours：每辆车的用时。
fig-hours-band = 阴影：参考答案，{ $from } 至 { $to }
fig-hours-bar = 路线 { $route }：{ $time }
fig-hours-bar-longest = 路线 { $route }：{ $time }（最长）
fig-hours-bar-shortest = 路线 { $route }：{ $time }（最短）
fig-hours-spread = 最长路线 { $longest }（路线 { $longest-route }），最短 { $shortest }（路线 { $shortest-route }）：均衡项按两者之差 { $gap } 每秒计 { $weight }：{ $balance }。
fig-hours-aria = 每辆车的用时，{ $n } 条路线
fig-hours-x-axis = 路线（车辆）
fig-hours-y-axis = 路线用时（小时）
fig-hours-caption = 每根柱子是一辆车的路线用时（两种车速的行驶时间加上停靠时间）。阴影带是参考方案的范围：它的车辆用时都差不多。

## cost-split：每个提交文件的成本构成。
fig-cost-split-time = 总时间
fig-cost-split-balance = 均衡
fig-cost-split-intrusions = 越界门店
fig-cost-split-crossings = 路线交叉
fig-cost-split-unreadable = 无法读取：没有成本
fig-cost-split-segment = { $term }：{ $value }（占成本的 { $share } %）
fig-cost-split-score = 得分 { $score }
fig-cost-split-rejected = 被拒：得分 0
fig-cost-split-would-cost = 假如计分为 { $cost }
fig-cost-split-row-aria = { $label }：成本 { $cost }，其中时间 { $time }，均衡 { $balance }，越界门店 { $intrusions }，路线交叉 { $crossings }；{ $verdict }
fig-cost-split-reference = 参考 { $cost }
fig-cost-split-aria = 每个提交文件的成本拆分为时间、均衡、越界门店和路线交叉
fig-cost-split-as-shares = 按各自成本的占比显示
fig-cost-split-caption = 成本 = 总时间 + 90 × （最长 − 最短路线）+ 每个越界门店 { $intrusion } + 每处路线交叉 { $crossing }；得分 = 参考成本 ÷ 成本。褪色的柱子是被拒的方案：无论成本多少，得分都是 0。

## compare：两个提交文件对比。
fig-compare-valid = 有效
fig-compare-rejected = 被拒
fig-compare-cost = 成本
fig-compare-time = 总时间（秒）
fig-compare-balance = 均衡
fig-compare-intrusions = 越界门店
fig-compare-crossings = 路线交叉
fig-compare-routes = 路线数
fig-compare-map-aria = { $label } 的地图

## worst-pairs：问题最多的路线对。
fig-worst-pairs-words = 路线 { $a } 和 { $b }：路线 { $a } 有 { $a-in-b } 家门店在路线 { $b } 的凸包内，路线 { $b } 有 { $b-in-a } 家在路线 { $a } 的凸包内；{ $crossings } 处路线交叉。合计成本 { $cost }。
fig-worst-pairs-map-aria = 路线 { $a } 和 { $b } 以彩色显示、其余路线变灰的地图
fig-worst-pairs-map-aria-none = 路线地图
fig-worst-pairs-headline = 第 { $i } 对（共 { $n } 对）：{ $words }
fig-worst-pairs-none = 任意两条路线之间都没有越界门店或路线交叉：无需逐对查看。
fig-worst-pairs-previous = ← 上一对
fig-worst-pairs-next = 下一对 →
fig-worst-pairs-list = 问题最多的路线对

## drag：移动门店，看得分变化（以及演示的共用部分）。
fig-drag-total-time = 总时间
fig-drag-too-large = { $file } 大小为 { $size }：太大，无法在页面中拖动（最多可拖动 { $limit } 的方案）。它的报告和其他图见上方。
fig-drag-unreadable = 无法把这个文件读取为方案：没有可拖动的内容。请选择其他提交文件。
fig-drag-plan = 方案：{ $plan }
fig-drag-aria = { $n } 家门店的可拖动地图：选中一家门店拖动，或聚焦后使用方向键
fig-drag-route-takes = ；路线 { $route } 用时 { $time }
fig-drag-hint = 选择一家门店查看详情。
fig-drag-back = 已恢复为提交文件原样。
fig-drag-no-store = 本案例中没有门店 { $code }。
fig-drag-modes = 拖动时移动
fig-drag-mode-place = 门店的位置
fig-drag-mode-stop = 它在另一条路线中的站点
fig-drag-reset = 重置
fig-drag-intrusions = { $n } 个越界门店
fig-drag-crossings = { $n } 处路线交叉
fig-drag-cost = 成本 { $cost }
fig-drag-score = 得分 { $score }
fig-drag-rejected = 被拒（{ $why }）：得分 0
fig-drag-find = 查找门店
fig-drag-find-placeholder = 门店编码
fig-drag-download-plan = 下载此方案
fig-drag-download-customers = 下载移动后的 customers.csv
fig-drag-too-long = 改动太多，链接放不下：网址只保留提交文件，不保留移动。
fig-drag-help = 用鼠标或手指拖动门店。键盘操作：用 Tab 进入地图，方向键移动选中的门店（按住 Shift 一次十步），[ 和 ] 选择其路线上的上一站或下一站。选择“它在另一条路线中的站点”时，上下键把站点移到下一条或上一条路线，左右键沿路线移动。每次移动后，评分器都会重新计算所有数字。
fig-drag-stats = { $intrusions } 个越界门店，{ $crossings } 处路线交叉，得分 { $score }
fig-drag-stats-rejected = { $intrusions } 个越界门店，{ $crossings } 处路线交叉，被拒（{ $why }），得分 0
fig-drag-stage-fatal = 无法读取
fig-drag-stage-schema = 门店编码
fig-drag-stage-capacity = 有车辆超出容量
fig-drag-stage-vehicles = 路线数量不对
fig-drag-moved = 门店 { $code } 已移动：{ $stats }。

## demo-hull、demo-crossing：小城市演示。
fig-demo-aria = { $scene }：拖动门店，或聚焦一家后使用方向键
fig-demo-hint = 拖动一家门店，或用 Tab 聚焦后使用方向键。
fig-demo-scenes = 场景
fig-demo-intrusions = { $n } 个越界门店
fig-demo-score = 得分 { $score }（{ $one } = 初始状态）
fig-demo-cost = 成本 = 时间 { $time } + 均衡 { $balance } + 越界门店 { $intrusions } + 路线交叉 { $crossings } = { $cost }。
fig-demo-edge-title = 在边上也算在内
fig-demo-edge-lesson = B3 正好在红色路线凸包的边上，而在边上（或顶点上）的门店算在凸包内：1 个越界门店。把 B3 向右拖一格，它就不算了；向左拖一格，它明显在内（而且它返回配送中心的路程现在会与红色路线交叉）。
fig-demo-pair-title = 少于 3 家门店：没有凸包，但仍会越界
fig-demo-pair-lesson = 绿色（B）有 2 家门店，蓝色（C）有 3 家排成一条线：两者都没有凸包，所以没有门店能越界到它们里面。但它们的门店仍会落在别的凸包内：绿色的两家在红色凸包内，即 2 个越界门店。把 C2 拖离这条线，蓝色就有了自己的凸包。
fig-demo-stray-title = 一家偏远的门店把凸包撑到了邻近路线上
fig-demo-stray-lesson = A4 属于红色路线，但位置很远，于是红色凸包盖住了绿色路线：每家落在其中的绿色门店都算一个越界门店。把 A4 拖回 A1 到 A3 旁边，看计数降到 0。
fig-demo-touch-title = 相接不算交叉
fig-demo-touch-lesson = 所有路线都在配送中心交汇，B2 正好在红色线段 A1 → A2 上：相接不算交叉，所以是 0 处路线交叉。把 B2 向上拖一格，绿色路径就会与红色路径交叉两次。
fig-demo-self-title = 路线与自身交叉不计成本
fig-demo-self-lesson = 红色路线走成 8 字形，与自己的路径交叉：这不计成本，只有不同路线之间的交叉才算。把一家红色门店拖到绿色路线的路上，就能看到一处计入的交叉。
fig-demo-depot-title = 往返配送中心的路段穿过邻近路线也算
fig-demo-depot-lesson = 绿色路线往返配送中心的路段穿过了红色路线：这些和其他路线交叉一样，每处 1,800。把 B1 和 B2 拖到红色路线下方（最下面一行的中间附近），交叉就消失了。
fig-drag-too-big = 这个方案远大于本案例（见上方的问题），因此没有测量，也就没有可拖动的内容。请换一个提交文件。

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-wrong-balance-empty-routes-count = 均衡算错：空路线也算在内
fig-rule-ladder-step-messy-geometry = 几何杂乱
fig-rule-ladder-step-wrong-balance-metric = 均衡指标选错
