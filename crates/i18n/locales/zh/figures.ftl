## 网站的图：标题、坐标轴、图例、提示、说明、控件（issue 17）。
## 键名：fig-<图>-...（fig-canvas-... 为路线地图共用部分）。

## 图表登记：标题与提示信息。
fig-roc-title = ROC 曲线与 KS 差距
fig-uplift-ladder-title = 从基线到最优：增益阶梯
fig-pred-scores-title = 各目标列或分组的指标
fig-pred-scatter-title = 预测值与实际值
fig-pred-residuals-title = 按键排序的残差
fig-pred-errors-title = 误差的分布
fig-pred-worst-title = 代价最高的行
fig-rule-ladder-title = 规则阶梯：每个示例违反了什么
fig-map-title = 路线地图：路线、凸包、越界门店、路线交叉
fig-drag-title = 拖动试试：移动门店，看得分变化
fig-demo-hull-title = 越界门店详解
fig-demo-crossing-title = 路线交叉详解
fig-worst-pairs-title = 问题最多的路线对
fig-hours-title = 每辆车的用时
fig-cost-split-title = 每个提交文件的成本构成
fig-compare-title = 两个提交文件对比
fig-missing = 找不到图：没有名为 `{ $id }` 的图。
fig-no-case = 图 `{ $id }`：缺少案例。请在网址中加上 case=…。
fig-wrong-kind = 图 `{ $id }` 用于 { $kind } 类案例，本案例不是。

## 案例页的各部分。
fig-charts-heading = 每个得分从何而来
fig-routing-heading = 这个得分从何而来
fig-routing-lead = 下面每个数字都来自与上方得分相同的评分器；切换、开关和拖动时，它会在本页中重新计算。

## 各图共用的控件。
fig-submission = 提交文件
fig-your-file = 你的文件：{ $file }
fig-score = 得分

## roc：ROC 曲线与 KS 差距（评分卡）。
fig-roc-x-axis = 假阳性率：被标记的正常还款客户占比
fig-roc-x-axis-short = 假阳性率（正常还款）
fig-roc-y-axis = 真阳性率：被标记的违约客户占比
fig-roc-y-axis-short = 真阳性率（违约）
fig-roc-chance = 随机水平：靠猜的模型（AUC { $auc }，KS 0）
fig-roc-rejected = 未通过 `{ $check }` 检查：没有曲线，得分 0。
fig-roc-no-curve = 没有曲线：测试集中没有违约客户或没有正常还款客户。
fig-roc-aria-none = ROC 曲线：无。{ $why }
fig-roc-reference-aria = 参考答案的曲线：AUC { $auc }，KS { $ks }
fig-roc-band = 同分段 prob_default { $threshold }：{ $rows } 行，{ $defaults } 个违约；标记 ≥ { $threshold } 时 TPR 为 { $tpr }，FPR 为 { $fpr }
fig-roc-ks-gap = KS 差距 { $ks }，位于 prob_default ≥ { $threshold }：TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = 于 ≥ { $threshold }
fig-roc-aria = ROC 曲线：AUC { $auc }，KS { $ks }，{ $bands } 个同分段
fig-roc-area-aria = 曲线下面积：AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = 经过 { $n } 个同分段终点的曲线
fig-roc-band-ends = 同分段终点
fig-roc-bands = 同分段
fig-roc-pick = 选择一个评分卡提交文件以查看其曲线。
fig-roc-reference-toggle = 在后面显示参考答案的曲线
fig-roc-caption = 客户按预测违约概率从高到低排列：每个点表示把得分不低于该值的客户全部标记。阴影面积即 AUC；KS 是曲线与对角线之间最大的竖直差距，只在同分段（圆点）的末端读取。
fig-reference = 参考答案

## rule-ladder：所有示例按得分排序，以及各自违反的规则。
fig-rule-ladder-rejected-at = { $stage ->
        [fatal] 无法读取，被拒
        [schema] 门店编码检查未通过，被拒
        [capacity] 容量检查未通过，被拒
        [vehicles] 车辆数检查未通过，被拒
       *[other] 在 { $stage } 阶段被拒
    }
fig-rule-ladder-balance = 均衡罚分 { $penalty }
fig-rule-ladder-intrusions = { $n } 个越界门店
fig-rule-ladder-crossings = { $n } 处路线交叉
fig-rule-ladder-cost = 成本 { $cost }
fig-rule-ladder-fails = 未通过 { $check } 检查
fig-rule-ladder-auc-ks = AUC { $auc } · KS { $ks }
fig-rule-ladder-incident = 事故：增益 { $uplift } 被限制为 { $capped }
fig-rule-ladder-contact = 沟通成本 { $cost }
fig-rule-ladder-below = 低于及格线 { $line }
fig-rule-ladder-pass-line = 及格线：净增益 { $line }
fig-rule-ladder-breaks-nothing = 没有违反任何规则
fig-rule-ladder-reference-title = { $title }（参考答案）
fig-rule-ladder-bar = { $title }：得分 { $score }；{ $breaks }
fig-rule-ladder-bar-rejected = { $title }：得分 { $score }，被拒；{ $breaks }
fig-rule-ladder-aria = 各示例的得分，从高到低，以及各自违反的规则
fig-rule-ladder-aria-uplift = 各示例的净增益，从高到低，以及各自违反的规则
fig-rule-ladder-grading = 正在用当前数据为示例评分…
fig-rule-ladder-unreadable = 无法读取案例数据，因此不能为示例评分。
fig-rule-ladder-no-examples = 这个案例没有示例提交文件。
fig-rule-ladder-nothing = 无
fig-rule-ladder-net-uplift = 净增益
fig-rule-ladder-example = 示例
fig-rule-ladder-breaks = 违反的规则
fig-rule-ladder-caption = 案例的每个示例都由评分核心评分，从高到低排列：未通过的检查（代码及次数）和扣分的罚项。参考答案高亮显示，当前显示的提交文件带有边框。
fig-verdict = 结论

## uplift-ladder：基线、交付、事故、沟通成本、净值。
fig-uplift-ladder-ungraded = 无法为结果评分
fig-uplift-ladder-aria-none = 增益阶梯：无，{ $why }
fig-uplift-ladder-no-ladder = 没有阶梯：这次运行无法计分。
fig-uplift-ladder-step-baseline = 基线
fig-uplift-ladder-step-delivered = 交付
fig-uplift-ladder-step-incident = 事故
fig-uplift-ladder-step-contact = 沟通成本
fig-uplift-ladder-step-net = 净值
fig-uplift-ladder-kpi = KPI { $kpi }
fig-uplift-ladder-baseline-aria = 基线：未改动的系统，KPI { $kpi }，增益 0
fig-uplift-ladder-uplift-value = 增益 { $uplift }
fig-uplift-ladder-delivered-aria = 交付：KPI { $kpi }，从基线到最优走了 { $uplift }
fig-uplift-ladder-delivered-aria-bounded = 交付：KPI { $kpi }，从基线到最优走了 { $uplift }；跨任务平均时按 −1 计
fig-uplift-ladder-capped = 限制为 0
fig-uplift-ladder-incident-aria = 事故限制：发生事故时增益 { $uplift } 被限制为 { $capped }
fig-uplift-ladder-lines = { $n } 行
fig-uplift-ladder-contact-aria = 沟通成本：为提问、等待和试用天数扣除 { $cost }
fig-uplift-ladder-verdict = { $verdict ->
        [accepted] 通过
        [rejected] 未通过
        [incident] 事故
        [error] 出错
       *[other] { $verdict }
    }
fig-uplift-ladder-points = { $points } 分 · { $verdict }
fig-uplift-ladder-net-aria = 净增益 { $net }（{ $points } 分）：{ $verdict }；及格线为 { $line }
fig-uplift-ladder-oracle-line = 最优 1 · KPI { $kpi }
fig-uplift-ladder-oracle-aria = 最优：参考解，KPI { $kpi }，增益 1
fig-uplift-ladder-baseline-line = 基线 0 · KPI { $kpi }
fig-uplift-ladder-baseline-line-aria = 基线：KPI { $kpi }，增益 0
fig-uplift-ladder-pass-line = 及格线 { $line }
fig-uplift-ladder-pass-line-aria = 及格线：净增益达到 { $line } 及以上即通过
fig-uplift-ladder-ask-line = 询问日志第 { $line } 行：{ $kind }，成本 { $cost }（{ $note }）
fig-uplift-ladder-aria = 增益阶梯：增益 { $uplift }，沟通成本 { $cost }，净值 { $net }（{ $verdict }）；及格线 { $line }
fig-uplift-ladder-aria-capped = 增益阶梯：增益 { $uplift }，因事故被限制为 { $capped }，沟通成本 { $cost }，净值 { $net }（{ $verdict }）；及格线 { $line }
fig-uplift-ladder-pieces = 沟通成本，逐行列出
fig-uplift-ladder-lower-is-better = 此处 KPI 越低越好（最优值低于基线）。
fig-uplift-ladder-flat = 最优 KPI 与基线相同：评测程序把增益设为 0。
fig-uplift-ladder-kpis = KPI 基线 → 交付 → 最优
fig-uplift-ladder-uplift = 增益
fig-uplift-ladder-points-label = 分数
fig-uplift-ladder-pick = 选择一个增益结果以查看其阶梯。
fig-uplift-ladder-caption = 增益在一个标尺上衡量 KPI：未改动的系统为 0，参考解为 1。发生事故时增益最多为 0；之后再扣除每次提问、等待和试用天数的成本。净值达到 { $line } 及以上即通过。

## 预测类图的共用部分。
fig-pred-crashes = 评测程序在这个文件上崩溃（{ $crash }）：没有任何行被计分。
fig-pred-raises = 评测程序在这个文件上报错：没有任何行被计分（得分 0）。
fig-pred-rejected = 未通过 { $check } 检查：没有任何行被计分（得分 0）。
fig-pred-no-rows = 没有任何行被计分。
fig-pred-case-too-large = 你的案例数据太大，无法在本页绘制：这些图已略去。
fig-pred-file-too-large = { $file } 太大，无法在本页绘制（超过 1 MB）：得分和报告见上方。
fig-pred-not-drawn = 无法在这里绘制这个提交文件的行。
fig-pred-pick = 选择一个提交文件以查看其各行。
fig-pred-target = 目标列
fig-pred-group = 分组
fig-pred-target-col = 目标列

## pred-errors：残差直方图。
fig-pred-errors-bin = { $from } 至 { $to }：{ $n } 行
fig-pred-errors-aria = { $target } 的残差分布：{ $rows } 行，分为 { $bins } 组
fig-pred-errors-x-axis = 预测 − 真实值（{ $target }）
fig-pred-errors-y-axis = 行数
fig-pred-errors-caption = 计分的行各偏差多少。以零线为中心：没有偏差；长尾：少数行占了大部分误差。

## pred-residuals：按键排序的残差。
fig-pred-residuals-dot = { $key }：残差 { $residual }
fig-pred-residuals-aria = { $target } 的残差（预测 − 真实值），共 { $rows } 行，按键排序（{ $keys }）
fig-pred-residuals-aria-line = { $target } 的残差（预测 − 真实值），共 { $rows } 行，按键排序（{ $keys }），以折线绘制
fig-pred-residuals-x-axis = 按 { $keys } 排序的行
fig-pred-residuals-y-axis = 预测 − 真实值
fig-pred-residuals-caption = 每个计分行的预测减去真实值，各行按键排序。零线以上预测偏高，以下偏低；连续偏向一侧说明有系统偏差，尖峰则是单独一行代价很高。

## pred-scatter：预测值与实际值。
fig-pred-scatter-dot-over = { $key }：实际 { $actual }，预测 { $predicted }（偏高 { $by }）
fig-pred-scatter-dot-under = { $key }：实际 { $actual }，预测 { $predicted }（偏低 { $by }）
fig-pred-scatter-aria = { $target } 的预测值与实际值：{ $rows } 行，对角线表示完全准确
fig-pred-scatter-aria-every = { $target } 的预测值与实际值：{ $rows } 行，每 { $every } 行画一个点，对角线表示完全准确
fig-pred-scatter-x-axis = 实际 { $target }
fig-pred-scatter-y-axis = 预测 { $target }
fig-pred-scatter-too-high = 偏高 ↖
fig-pred-scatter-too-low = ↘ 偏低
fig-pred-scatter-caption = 每个点是一行计分数据：横向为真实值，纵向为提交文件的预测。落在虚线对角线上表示预测准确；离得越远，这一行的代价越高。空心点是指标不计入的行。

## pred-scores：各目标列或分组的指标。
fig-pred-scores-per-group = 各分组的 { $metric }
fig-pred-scores-per-target = 各目标列的 { $metric }
fig-pred-scores-relative = 相对大小
fig-pred-scores-rows = 计分行数
fig-pred-scores-left-out = { $n } 个目标列没有可计分的行，已略去。
fig-pred-scores-combined = 合并值
fig-pred-scores-objective = 目标值
fig-pred-scores-caption = 每个目标列（或分组）在得分中使用的指标值、各自计分的行数，以及合并后的值。

## pred-worst：代价最高的行。
fig-pred-worst-share-group = 占所在分组的比例
fig-pred-worst-share-target = 占所在目标列的比例
fig-pred-worst-share-total = 占总量的比例
fig-pred-worst-caption-table = { $loss }最大的 { $n } 行
fig-pred-worst-truth = 真实值
fig-pred-worst-forecast = 预测值
fig-pred-worst-residual = 残差
fig-pred-worst-caption = 先修正这些行：每行的代价是指标为它累加的数值，比例是相对于该目标列的总量。
fig-pred-loss-absolute = 绝对误差
fig-pred-loss-squared = 平方误差
fig-pred-loss-weighted-squared = 按真实值加权的平方误差
fig-pred-loss-percent = 绝对百分比误差
fig-pred-loss-symmetric = 对称相对误差

## map（以及案例的小地图）：当前提交文件的路线。
fig-map-route-stops = 路线 { $route }：{ $n } 个站点
fig-map-preview-aria = 配送中心周围 { $n } 家门店的地图
fig-map-preview-caption = 门店（圆点）和配送中心（方块）；当前报告的路线以彩色绘制。
fig-map-counts = { $intrusions } 个越界门店 · { $crossings } 处路线交叉 · 得分 { $score }
fig-listed-first = 只列出并画出前 { $n } 个越界和前 { $n } 处交叉；计数和得分包含全部
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
fig-hours-spread = 最长路线 { $longest }（路线 { $longest-route }），最短 { $shortest }（路线 { $shortest-route }）：均衡项按两者之差 { $gap } 计费。
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
fig-pred-worst-none = 没有哪一行计分行有误差：每个预测都完全准确。
