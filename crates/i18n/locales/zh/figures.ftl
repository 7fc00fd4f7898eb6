## 网站的图：标题、坐标轴、图例、提示、说明、控件（issue 17）。
## 键名：fig-<图>-...（fig-canvas-... 为路线地图共用部分）。
## Here the figures of every kind's page; a kind's own figures' words are in its crate
## (crates/kinds/<kind>/locales/, issue 43).

## 图表登记：标题与提示信息。
fig-rule-ladder-title = 规则阶梯：每个示例违反了什么
fig-missing = 找不到图：没有名为 `{ $id }` 的图。
fig-no-case = 图 `{ $id }`：缺少案例。请在网址中加上 case=…。
fig-wrong-kind = 图 `{ $id }` 用于 { $kind } 类案例，本案例不是。

## 案例页的各部分。
fig-charts-heading = 每个得分从何而来
## 各图共用的控件。
fig-submission = 提交文件
fig-your-file = 你的文件：{ $file }
fig-score = 得分

## roc：ROC 曲线与 KS 差距（评分卡）。
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
fig-rule-ladder-fails = 未通过：{ $check }
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
fig-rule-ladder-caption = 案例的每个示例都由评分核心评分，从高到低排列：未通过的检查（代码及次数）和扣分的罚项。参考答案高亮显示，当前显示的提交文件带有边框。你自己的文件评分后会以琥珀色画在其中。
fig-rule-ladder-mine-between = 你的文件得分 { $score }：位于第 { $a } 级（{ $a_title }，{ $a_score }）与第 { $b } 级（{ $b_title }，{ $b_score }）之间。第 { $a } 级违反了什么、没有违反什么，见下表。
fig-rule-ladder-mine-top = 你的文件得分 { $score }：高于所有示例（最好的 { $b_title } 得分 { $b_score }）。
fig-rule-ladder-mine-bottom = 你的文件得分 { $score }：低于所有示例（最低的 { $a_title } 得分 { $a_score }）。下表列出每个示例违反的规则。
fig-verdict = 结论

## map（以及案例的小地图）：当前提交文件的路线。
fig-listed-first = 只列出并画出前 { $n } 个越界和前 { $n } 处交叉；计数和得分包含全部

## rule ladder: the examples' steps (`expect.step`) in words.
fig-rule-ladder-step-rejected = 拒绝
fig-rule-ladder-step-reference = 参考答案
fig-rule-ladder-step-the-reference = 参考答案
fig-rule-ladder-step-valid-poor = 有效，但较差
fig-rule-ladder-step-valid-not-optimised = 有效，未优化
fig-rule-ladder-step-missed-the-rules = 漏了规则

## A live figure's tools (site/src/figures/live.rs), every plan kind's.
fig-live-undo = 撤销
fig-live-reset = 回到示例
fig-live-download = 下载 { $file }
