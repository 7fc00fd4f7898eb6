## 面板文字：路线教练、“最大失分”、报告的其余部分、格式说明、自有数据、分享与预测公式。

## 路线教练（site/src/components/coach.rs）。

coach-title = 教练
coach-lead = 当前方案下一步怎么改：成本降得最多的一处调整，或让方案变有效的修复。
coach-start = 教练：找下一步最优调整
coach-start-repair = 修复这个方案
coach-unreadable = 无法读取教练的结果：{ $error }
coach-map-label = 方案地图，标出建议调整的门店 { $stores }
coach-map-caption = 这步调整：虚线是去掉的连线，粗线是新增的连线，圆圈是移动的门店。
coach-move-relocate = 把门店 { $stores } 从路线 { $route } 第 { $stop } 站移到路线 { $route2 } 第 { $stop2 } 站
coach-move-swap = 交换门店 { $stores }（路线 { $route } 第 { $stop } 站 ↔ 路线 { $route2 } 第 { $stop2 } 站）
coach-move-reverse = 把路线 { $route } 从第 { $stop } 站（{ $stores }）到第 { $stop2 } 站倒过来
coach-move-other = 调整
coach-place = 路线 { $route } 第 { $stop } 站
coach-repair-fix-code = 改正编码
coach-repair-drop-unknown = 删去未知编码
coach-repair-drop-duplicate = 删去重复访问
coach-repair-insert-missing = 插入漏掉的门店
coach-repair-split-route = 拆分路线
coach-repair-add-route = 加一条空路线
coach-repair-remove-empty-route = 删去空路线
coach-repair-merge-routes = 合并两条路线
coach-repair-move-for-capacity = 从超载车辆移出
coach-why-fix-code = 这个编码最可能指的是这家门店
coach-why-drop-unknown = 案例里没有这个编码的门店
coach-why-drop-duplicate = 这家门店被访问了不止一次
coach-why-insert-missing = 没有路线访问这家门店；放在这里增加的时间最少
coach-why-too-few-routes = 案例要求更多路线
coach-why-too-many-routes = 案例要求更少路线
coach-why-move-for-capacity = 这条路线超出容量；这家门店放到别处增加的时间最少
coach-run-running = 教练模式：{ $moves } 步，成本 { $cost }，得分 { $score }
coach-run-ended = 教练模式结束：{ $moves } 步，成本 { $cost }，得分 { $score }
coach-run-converged = （已无可改进的调整）
coach-run-stopped = （已停止）
coach-stop = 停止
coach-looking = 教练正在计算…
coach-apply-one = 应用
coach-apply-with = 应用（连同前 { $count } 项）
coach-repairs-head = 这个方案无效。{ $count } 项修复可使其有效：
coach-repairs-head-partial = 这个方案无效。{ $count } 项修复可使其在案例允许的范围内尽量有效（容量不够）：
coach-repair-all = 应用全部修复
coach-nothing = 没有哪一步调整能降低这个方案的成本：教练没有更多建议。
coach-next = 下一步最优调整：
coach-gain-cost = 成本减少 { $saved }（{ $before } → { $after }），得分 { $score }
coach-gain-seconds = 行驶时间减少 { $seconds } 秒
coach-gain-spatial = 消除 { $intrusions } 个越界门店和 { $crossings } 处路线交叉
coach-found-in = 在评分器的后台线程中用时 { $ms } 毫秒找到，用的是评分器自己的引擎：节省的数值就是调整后重新评分的结果。
coach-apply = 应用这步调整
coach-run = 教练模式：一直调整到无法改进
coach-undo = 撤销
coach-download = 下载这个方案（路线 JSON）

## “最大失分”（site/src/components/coach_kinds.rs）。

kinds-title = 最大失分
kinds-lead = 这个文件在哪里丢分，改好能得多少：下面每个得分都是评分器在本页对改动后的文件重新算出的（{ $ms } 毫秒）。
kinds-unreadable = 无法读取案例数据，因此无从分析。
kinds-data-too-large = 你的案例数据太大，无法在本页分析：请在命令行运行 `fde-grade coach`。
kinds-file-too-large = { $file } 太大（超过 1 MB），无法在本页分析：请在命令行运行 `fde-grade coach`。
kinds-not-valid = 这个文件在这里评分无效，没有得分，也就无从分析。
kinds-no-explain = 这个案例的引擎还不能逐行解释，教练无法给行排序。
kinds-other-case = 这个文件是按另一个案例评分的，这里无从分析。
kinds-defaulted = 违约
kinds-repaid = 正常还款
kinds-sc-head = 得分 { $score }，来自 AUC { $auc } 和 KS { $ks }。
kinds-sc-bands = 限制 KS 的同分段
kinds-sc-no-bands = 没有同时包含违约客户和正常还款客户的同分段：并列分数不扣分。
kinds-sc-bands-note = 得分相同的客户构成一个同分段；KS 只在段的边界读取，AUC 把并列算作对一半。拆开一个段，就是给其中的违约客户一个略高的分数（到下一个更高分数的一半），让他们排在正常还款客户之前。
kinds-sc-rows = 对 AUC 伤害最大的行
kinds-sc-no-rows = 没有排错的行：每个违约客户的分数都高于每个正常还款客户。
kinds-sc-rows-note = 每有一个正常还款客户排在违约客户之上，违约客户就丢一份 AUC；每有一个违约客户排在正常还款客户之下，正常还款客户也丢一份（并列算一半）；丢失的 AUC 就是这些对占全部对的比例。
kinds-col-score = 分数
kinds-col-rows = 行数
kinds-col-ks-if-broken = 拆开后的 KS
kinds-col-auc-if-broken = 拆开后的 AUC
kinds-col-score-if-broken = 拆开后的得分
kinds-col-gain = 提升
kinds-col-customer = 客户
kinds-col-line = 行号
kinds-col-outcome = 结果
kinds-col-auc-lost = 丢失的 AUC
kinds-col-by = 分组依据
kinds-col-group = 组
kinds-col-costs = 损失
kinds-col-score-if-exact = 完全准确时的得分
kinds-col-pred-vs-truth = 预测值与真实值
kinds-col-share-of = 占{ $loss }的比例
kinds-col-type = 类型
kinds-col-to = 对象
kinds-col-cost = 成本
kinds-col-share-cost = 占沟通成本的比例
kinds-pred-without = 去掉最差的 1 % 行（{ $scored } 行中的 { $rows } 行）后，得分将是 { $score }（{ $gain }）。
kinds-pred-share-of = 占{ $loss }的 { $share }
kinds-pred-vs = { $name }{ $pred } 对 { $truth }
kinds-pred-head = 得分 { $score }（{ $metric }），共 { $rows } 行计分。
kinds-pred-groups = 损失最大的组
kinds-pred-no-groups = 没有键列能把行分成几组来比较。
kinds-pred-groups-note = 按目标列或某个键列的值分组：每组占误差的多少，以及这一组完全预测准确（其余不变）时的得分。
kinds-pred-rows = 损失最大的行
kinds-pred-no-rows = 没有计分行有损失：每个预测都准确。
kinds-up-without = 去掉这 { $lines } 行后，沟通成本将是 { $cost }，净得分 { $net }（{ $gain }）：{ $verdict }，{ $points }。
kinds-up-ledger-unchecked = 对这份日志不核对账本（没问过这些问题的运行会签出它自己的账本）。
kinds-up-head = 增益 { $uplift } 减去沟通成本 { $cost }：净得分 { $net }。
kinds-up-lines = 成本最高的询问日志行
kinds-up-no-lines = 没有询问日志行增加沟通成本。
kinds-event-ask = 提问
kinds-event-reply = 自动回复
kinds-event-inbox = 收件箱
kinds-event-wait = 等待
kinds-event-pilot = 试运行日
kinds-event-other = 其他

## 报告的其余部分（report.rs）、问题（diagnostics.rs）、自有数据、分享。

panels-ms = 毫秒
report-if-repaired-note = 净得分 { $net } 时为{ $verdict }：修好出错的行后这次运行的得分
report-repriced-note = { $label }：沟通成本 { $cost }，净得分 { $net }（{ $verdict }），{ $count } 行计价不同
report-repriced-label = 服务器本应收取的费用
report-ledger = 账本
report-ledger-verified = 已与账本核对
report-ledger-altered = 已被改动
report-ledger-none = 未核对：没有账本记录，无法发现被修改、添加或删除的询问日志行
report-ledger-not-checked = 未核对：{ $why }
diag-none = 文件没有问题：所有检查都通过了。
diag-found = 发现 { $count } 个问题
diag-show-fewer = 收起
diag-show-all = 显示全部 { $count } 个
diag-hint = 提示：
diag-cat-fatal = 致命
diag-cat-schema = 格式
diag-cat-value = 数值
diag-cat-warning = 警告
own-could-not-read = 无法读取 { $file }：{ $error }
own-no-such-file = 本案例不读取名为 { $unknown } 的文件，它读取的是 { $names }。
share-the-file = 链接中的文件
share-attempt-too-big = 这次提交的文件太大，没有保存
share-data-unreadable = 无法读取案例数据
share-an-attempt = 一次提交记录

## 格式说明（formats.rs）。

formats-routes-json-lists-title = 路线 JSON，每条路线是一个列表
formats-routes-json-lists-text = 一个对象，含 `routes` 列表，每辆车一项，空路线也要写（项数等于车辆数）。每条路线按访问顺序列出门店编码，写法与案例数据的 `网点编码` 列一致；数字按文本读取（`46` 和 `"46"` 是同一个编码，但丢掉的前导零不算）。不要写配送中心：每条路线都从那里出发并回到那里。保存为不带 BOM 的 UTF-8。
formats-routes-json-objects-title = 路线 JSON，每条路线是一个对象
formats-routes-json-objects-text = 同上，但每条路线是一个对象，其 `customers` 列表按访问顺序放编码（其他键忽略；没有 `customers` 的对象是空路线）。
formats-routes-csv-stops-title = 路线 CSV，每个站点一行
formats-routes-csv-stops-text = 一行表头，每个站点一行，逗号分隔（也识别分号或制表符）：一个路线列（`route`、`route_id`、`vehicle`、`vehicle_id`、`truck`、`车辆`、`路线`…）、一个门店编码列（`store_code`、`store`、`store_id`、`code`、`customer_id`、`网点编码`…），以及可选的访问顺序列（`visit_order`、`order`、`seq`、`position`、`顺序`…）。路线按首次出现的顺序排列；站点按访问顺序（没有该列时按文件顺序）。门店编码为空的行声明一条空路线。
formats-routes-csv-vehicles-title = 路线 CSV，每辆车一行
formats-routes-csv-vehicles-text = 一行表头，每辆车一行：一个路线列（同上）和一个站点列（`stops`、`codes`、`customers`、`stores`、`path`、`网点序列`…），在一个单元格里按访问顺序写该路线的编码，用 `;` 分隔（或 `|`、`->`、`→`、空格，带引号的单元格里也可用逗号）。
formats-scorecard-predictions-title = 预测 CSV
formats-scorecard-predictions-text = 表头含 `customer_id` 和 `prob_default` 两列，名称必须完全一致（大小写和空格都算，与 pandas 相同），测试集的每个客户一行，顺序不限。`prob_default` 是 [0, 1] 内的违约概率（300–850 分制的评分会被拒）。其他列忽略。
formats-uplift-result-title = 结果 JSON（案例评分器的输出）
formats-uplift-result-text = 一个 JSON 对象。`kpi`（交付系统的 KPI）、`kpi_baseline`（未改动系统的）和 `kpi_oracle`（参考方案的）是数字，三个都必须有；`task`（或 FDE-Gym 的 `engagement`）是运行的名称；`incidents` 是列表，只要有一项，增益就封顶为 0；`contact_cost` 只在文件没有附带询问日志时使用。完整的 harness 结果（含 `uplift`、`uplift_net`、`discovery`…）也能读取：以三个 KPI 字段为准，其余重新计算。
formats-uplift-ask-log-title = 询问日志（和结果一起拖入）
formats-uplift-ask-log-text = 每行一个 JSON 对象，与 FDE-Gym 服务器写的一样；命名为 `ask.jsonl`（任何 `.jsonl` 或 `….ask.json` 都可以）。每行需要 `to`（某人的 `id`，或 `inbox`、`wait`、`pilot`）和 `facts`（文本列表）；`cost` 是 harness 对这一行收取的费用（数字，没有时为 0），沟通成本是它们的和，保留 4 位小数。`t`（从开始起的小时数）、`question`、`topics`、`n_asked` 和等待的 `hours` 用于按案例人员重新计价。
formats-uplift-people-title = 人员 JSON（案例数据：`people.json`）
formats-uplift-people-text = 智能体可以询问的人（可在“使用你自己的案例数据”中载入自己的）。`npcs`（或 `people`）列出他们：`id`（即询问日志的 `to`）、`name`、`role`、一次提问的 `cost`；可选 `soft_limit`（按原价计的提问数，之后每次三倍）、`patience`（会回答的提问数）和 `off_limits`（true：始终原价）。可选 `clock.wait_cost_per_day`、`pilot.cost`（第 n 个试运行日的价格）和 `pilot.max_runs`。
formats-prediction-title = 预测 CSV
formats-the-test-set = 测试集
formats-prediction-about = 逗号分隔的文件，表头列出 { $columns } 这些列。键（{ $key }）标识一行：{ $test } 的每一行对应一行，顺序不限；其他列是你的预测值，写成普通数字。列名必须完全一致（大小写和空格都算）。下面是 `{ $source }` 的前几行，这是一个评分有效的提交文件。

## The prediction page (prediction.rs).

pred-peek-caption = 真实值的前几行

## 预测公式（prediction.rs，formula_steps）。

pred-f-and = {" "}和{" "}
pred-f-or = {" "}或{" "}
pred-f-in-truth = （在真实值中）
pred-f-both-sides = （两边都做）
pred-f-inf-too = ，±inf 也是
pred-f-to-numeric = { $cols } 按数字读取（文本变为空值{ $inf }）
pred-f-not-null = { $cols } 不能为空
pred-f-finite = { $cols } 是有限数
pred-f-in-set = { $col } 取值于 { $values }
pred-f-each = { $cols } 的值不能 { $ops }
pred-f-within = { $col } 在 [{ $lo }, { $hi }] 之内
pred-f-drop-null = { $cols } 为空的行被删去{ $frame }
pred-f-clip = { $col } 截断到 [{ $lo }, { $hi }]（不拒绝）
pred-f-cast-int = { $cols } 截断为整数{ $frame }（1.7 → 1）
pred-f-to-str = { $cols } 按文本比较{ $frame }
pred-f-parse-time = { $cols } 按日期读取{ $frame }
pred-f-unique = （{ $cols }）不能重复出现
pred-f-covers = 真实值的每个（{ $cols }）都有对应的行
pred-f-no-extra = 没有真实值中不存在的（{ $cols }）
pred-f-join-complete = 每个真实值行都能找到其预测
pred-f-the-reference = 参考值
pred-f-your-value = 你的值
pred-f-guard = （当{ $what }不大于 { $than } 时，得分为 { $other }）
pred-f-shortfall = 真实值大于 { $threshold } 时的平均不足量
pred-f-percentile = 绝对误差的第 { $q } 百分位数
pred-f-normaliser = {" "}÷ 参考方案的 `{ $name }`
pred-f-csv-rows = 每行都有键和一个有限数，按 Python 的 csv 模块和 `float()` 的方式读取
pred-f-csv-keys = 键不能重复，真实值的每个键都有一行，且没有其他键
pred-f-first = 首先 { $file } 必须通过所有检查：包含 { $columns } 列{ $checks }。否则得分为 0。
pred-f-order-yours = ，按你文件中的顺序
pred-f-order-key = ，按键排序
pred-f-order-truth = ，按真实值的顺序
pred-f-match = 每个真实值行与你文件中 { $keys } 相同的行配对{ $order }。
pred-f-mask-positive = （只算真实值大于 0 的行）
pred-f-mask-not-nan = （只算真实值不为空的行）
pred-f-log = （{ $names } 按 `log(1 + x)` 比较）
pred-f-nan = {" "}空值或无穷值按 0 计。
pred-f-group = 按 `{ $key }` 分组计算{ $metric }，再对各组取平均。{ $nan }
pred-f-combine-mean = 再对各目标列取平均
pred-f-combine-weighted = 再加权求和 { $terms }
pred-f-combine-first = 取第一个目标列的值
pred-f-per-target = 对每个目标列（{ $targets }）：{ $metric }{ $mask }{ $log }；{ $combine }。{ $nan }
pred-f-floor = ，至少取 { $min }
pred-f-terms = 对 { $targets }{ $mask }{ $log }：{ $terms }{ $floor }。{ $nan }
pred-f-metric = { $targets } 的{ $metric }{ $mask }{ $log }。{ $nan }
pred-f-objective = 误差再换成越大越好的值：1 ÷ (1 + 误差)。
pred-f-score-over = 得分 = 你的值 ÷ 参考值（{ $r }）
pred-f-score-under = 得分 = 参考值（{ $r }）÷ 你的值
pred-f-score-other = 得分：你的值与参考值（{ $r }）相比
pred-f-clamp = ，你的值至少取 { $min }
pred-f-rounded = ；保留 6 位小数，不设上限：超过参考值得分就大于 1。
pred-m-mae = 平均绝对误差（MAE）
pred-m-rmse = 均方根误差（RMSE）
pred-m-mape = 平均绝对百分比误差（MAPE，以 % 计）
pred-m-wape = 加权绝对百分比误差（WAPE：Σ|误差| ÷ Σ|真实值|）
pred-m-one-minus-wape = 1 − WAPE（1 − Σ|误差| ÷ Σ|真实值|）
pred-m-smape = 对称 MAPE
pred-m-r2 = R²（1 − 平方误差 ÷ 真实值的方差）
pred-m-mre = 平均相对误差
pred-m-weighted-rmse = 按真实值加权的 RMSE
pred-m-skill = 相对于预测零的技能分（1 − MAE ÷ 平均 |真实值|）
pred-m-composite = 多个指标的加权和

## 图的工具（embed.rs，EmbedTools）。

embed-tools-embed = 嵌入
embed-tools-export = 导出 SVG
embed-tools-alone = 单独打开此图 ↗
embed-tools-saved = 已保存 SVG。
embed-tools-nothing = 这张图还没有可导出的内容。
embed-tools-copied = 已复制嵌入代码。
embed-tools-select = 请选中代码并复制。
embed-tools-colours = 配色
embed-tools-light = 浅色（用于浅色页面）
embed-tools-dark = 深色（用于深色页面）
embed-tools-auto = 自动（跟随读者的系统设置）
embed-tools-paste = 把这段代码粘贴到你的页面：图会按容器大小显示，随页面宽度变化。
embed-tools-copy = 复制
embed-tools-dropped = 你拖入的文件只留在本页，链接无法携带它：嵌入显示的是案例的示例。
