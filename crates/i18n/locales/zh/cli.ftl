## 命令行（`fde-grade --format table`、`fde-grade explain`）。

cli-valid = 有效
cli-rejected = 无效
cli-score = 得分
cli-hint = 提示：{ $hint }
cli-more = ……另有 { $n } 条
cli-explain-category = 类别
cli-explain-message = 信息
cli-explain-hint = 提示
cli-explain-what = 含义
cli-explain-why = 原因
cli-explain-example = 示例
cli-explain-also = { $category }（也可能是 { $also }）
cli-explain-unknown = 没有诊断代码 `{ $code }`；最接近的：{ $nearest }
cli-explain-all = `fde-grade explain --all` 会列出全部代码

## 诊断信息在表格 `[...]` 中指向的位置（值保持原样）。

## `fde-grade coach ... --format table`（值已按列宽补齐，保持原样）。
cli-coach-valid = 有效
cli-coach-not-valid = 无效
cli-coach-place = 路线 { $route } 第 { $stop } 位
cli-coach-repair = 修复 { $n }  { $kind } { $store } { $from } { $to } { $why }
cli-coach-repairs-not-enough = 这些修复仍得不到有效方案（案例的余量太小）
cli-coach-cost-score = 成本 { $cost }  得分 { $score }
cli-coach-no-move = 没有能降低成本的调整
cli-coach-suggestion = 建议 { $n }  { $kind } { $stores } 路线 { $from_route } 第 { $from_stop } 位 -> 路线 { $to_route } 第 { $to_stop } 位  节省 { $saved }（{ $seconds } 秒，减少越界门店 { $intrusions } 个，路线交叉 { $crossings } 处）
cli-coach-move = 调整 { $n }  { $kind } { $stores } 路线 { $from_route } 第 { $from_stop } 位 -> 路线 { $to_route } 第 { $to_stop } 位  节省 { $saved }（{ $seconds } 秒，减少越界门店 { $intrusions } 个，路线交叉 { $crossings } 处）
cli-coach-after = 调整 { $moves } 次后：成本 { $cost }  得分 { $score }（{ $done }）
cli-coach-converged = 已无可用调整
cli-coach-bound = 已达调整次数上限

## `fde-grade --format table` 中该类型的数值行（第一行之后）。
cli-table-routing = 路线 { $routes }  时间 { $time } 秒  均衡 { $balance }  越界门店 { $intrusions }  路线交叉 { $crossings }  空间惩罚 { $spatial }  成本 { $cost } / 参考值 { $reference }
cli-table-scorecard = AUC { $auc }  KS { $ks }  综合 { $combined }  参考值 { $reference }  { $rows } 行（真实值中违约 { $positive }，正常还款 { $negative }）  同分段 { $bands }
cli-table-prediction = 参考值 { $reference }  { $rows } 行  计分 { $scored }/{ $truth } 个真实值行
cli-table-target = { $target }：{ $value }（{ $rows } 行）
cli-table-uplift-head = { $file }  任务 { $task }  { $valid }  { $verdict }  积分 { $points }
cli-table-uplift = KPI { $kpi }（基线 { $baseline }，最优 { $oracle }）  增益 { $uplift }  截断后 { $bounded }  沟通成本 { $cost }  净得分 { $net }
cli-table-uplift-error = 错误：{ $why }
cli-table-uplift-repaired = 修复后：净得分 { $net }，{ $verdict }，积分 { $points }
cli-table-uplift-server = 服务器本应收取的费用
cli-table-uplift-view = { $label }：沟通成本 { $cost }，净得分 { $net }，{ $verdict }
cli-table-uplift-ledger = 账本：{ $status }

## 教练修复的原因。
cli-repair-depot = 这是配送中心的编码：路线默认从配送中心出发并回到配送中心，不用写出
cli-repair-no-match = 案例中没有与此编码相近的门店
cli-repair-visited = 门店 { $store } 被访问了 { $n } 次；去掉这一次访问代价最小
cli-repair-one-route = 方案至少需要一条路线来安排门店
cli-repair-not-visited = 门店 { $store } 没有被访问；放在这里增加的时间最少
cli-repair-empty-route = 有 { $routes } 条路线，要求 { $want } 条；这条是空路线
cli-repair-merge = 有 { $routes } 条路线，要求 { $want } 条：把路线 { $second } 的站点接在路线 { $first } 之后（这样合并增加的时间最少）
cli-repair-split = 有 { $routes } 条路线，要求 { $want } 条：把最长路线的后半段拆成一条新路线
cli-repair-add-route = 路线太少，且没有足够长的路线可拆：空路线也计入数量
cli-repair-over-capacity = 路线 { $route } 超载；把这个门店放进路线 { $target } 增加的时间最少
cli-repair-quotes = 编码两侧有引号或空格
cli-repair-decimal = 编码被写成了小数
cli-repair-decimal-zeros = 编码被写成了小数，并丢了前导零
cli-repair-zeros = 编码丢了前导零（电子表格把编码当作数字读取）
cli-repair-case = 编码只有大小写不同
cli-repair-slips = 编码与这个门店的编码相差 { $n } 处输入错误，与其他门店都不接近
cli-table-uplift-harness = harness 无法为这次运行评分：{ $message }
cli-table-ledger-none = 未核对：没有提供账本记录，因此无法发现被修改、添加或删除的询问日志行
cli-table-ledger-verified = 已与账本核对
cli-table-ledger-unverified = 未验证：这次运行创建于账本出现之前
cli-table-ledger-altered = 已被改动
cli-table-ledger-not-checked = 未核对：{ $why }

## Why a run stops (stderr, exit 2), and warnings; after `fde-grade: `. Paths, flags and codes as they are.
cli-warning = 警告：{ $warning }
cli-error-cannot-read = 无法读取 { $path }：{ $why }
cli-error-cannot-list = 无法列出 { $path } 中的文件：{ $why }
cli-error-cannot-write = 无法写入 { $path }：{ $why }
cli-error-io-not-found = 文件或目录不存在
cli-error-io-denied = 没有权限
cli-error-io-is-dir = 这是一个目录
cli-error-io-not-dir = 路径中有一部分不是目录
cli-error-wrong-kind = { $file } 是 { $kind } 类案例，不是 { $want } 类案例
cli-error-needs-data = { $kind } 需要 --{ $role } { $name }（或用 --case 指定含有它的案例）
cli-error-no-submission = 没有给出提交文件
cli-error-aggregate = --aggregate 只用于 uplift 结果
cli-error-aggregate-coach = --aggregate 用于评分，不用于教练
cli-error-server-coach = --format server 用于评分，不用于教练
cli-error-coach-routing = coach routing 需要一个 routing 案例
cli-error-not-a-plan = { $file } 无法读成路线方案，教练无从分析：
cli-error-not-scored = { $file } 评分结果无效（{ $verdict }），没有得分，教练无从分析；先评分看看原因
cli-error-no-explanation = { $file }：这个案例的评分引擎还不能逐行解释，教练无法给各行排序
cli-error-not-built = 这个版本没有 coach { $kind }
cli-error-refused = { $n } 个文件未评分：评分器无法复现服务器读取它们的方式（见报告中的 case/unsupported）
cli-error-located = { $location }：{ $what }
cli-error-with-hint = { $what }（{ $hint }）
