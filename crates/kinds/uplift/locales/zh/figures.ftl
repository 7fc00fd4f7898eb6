## The uplift kind's figures (site/src/kinds/uplift/): titles, axes, legends, tooltips,
## captions, controls.

## 图表登记：标题与提示信息。
fig-uplift-ladder-title = 从基线到最优：增益阶梯
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
fig-uplift-ladder-mine-line = 你的文件：净值 { $net }
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

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-accepted = 通过
fig-rule-ladder-step-below-baseline = 低于基线
fig-rule-ladder-step-incident = 事故
fig-rule-ladder-step-asked-too-much = 问得太多
