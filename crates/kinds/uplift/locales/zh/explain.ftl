## `fde-grade explain CODE` for the uplift kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`：每个诊断代码的摘要、含义、原因和示例。
## 英文原文见 en/explain.ftl（即 crates/grader/src/diagnostic/codes.rs 的原文）。

explain-uplift-not-json = result.json 不是 JSON 对象。
    .what = 运行的结果文件无法解析为 JSON，或不是对象。
    .why = harness 和网站用 `json.load` 读取 result.json；没有它就无法评分（评分规则 §3）。
    .example = 被截断的 result.json：`{"{"}"kpi": 0.8,`。

explain-uplift-harness-fails = FDE-Gym 的 harness 在这次运行上出错，不写结果。
    .what = 某个字段或询问日志行让 harness 的 Python 出错：KPI 不是数字、询问日志行不是 JSON 对象、`cost` 不是数字、无法写出的单独代理项字符。
    .why = harness 用普通 Python 计算增益（评分规则 §3）；出错时这次运行没有得分，网站显示 `error`。
    .example = `"kpi": "0.8"`（字符串），或询问日志行 `{"{"}"t": `。

explain-uplift-not-finite = harness 会写出 NaN 或 Infinity。
    .what = KPI、锚点或成本为 NaN 或无穷大，因此增益或其净值也是如此。
    .why = Python 会把 `NaN`/`Infinity` 写进 result.json，而网站的 JSON 读取器会拒绝它；非有限的得分显示为“—”（评分规则 §3）。
    .example = `"kpi": NaN`。

explain-uplift-zero-span = kpi_oracle 等于 kpi_baseline：增益为 0。
    .what = 区间 `kpi_oracle - kpi_baseline` 为 0。
    .why = 区间为 0 时，harness 把增益设为 0（评分规则 §3）。
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`。

explain-uplift-incidents-not-a-list = `incidents` 不是列表。
    .what = `incidents` 是字符串、数字或对象，而不是列表。
    .why = harness 判断 `if incidents:`（评分规则 §3），所以任何真值都会把增益上限压到 0。
    .example = `"incidents": "refund sent twice"`。

explain-uplift-ledger-integrity = 运行的账本违反了完整性规则。
    .what = 随运行提供的账本有问题（重复退款、金额对不上等）。
    .why = harness 把账本问题加入 `incidents`，使增益上限为 0（评分规则 §3）。
    .example = 账本中同一订单退款两次。

explain-uplift-recomputed-differs = result.json 中的得分与按其 KPI 重新计算的不同。
    .what = result.json 中的 `uplift`、`uplift_bounded` 或 `uplift_net` 与 harness 公式根据 `kpi`、锚点和沟通成本算出的值不同。
    .why = harness 根据 KPI 计算这些值（评分规则 §3）；重新计算的值就是 harness 的值。
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`。

explain-uplift-variants-not-given = 变体运行没有提供 variants.json：使用基础锚点。
    .what = 运行指定了 `base` 以外的变体，但没有提供变体文件。
    .why = 如果有变体的基线和最优值，harness 会使用它们（评分规则 §3）；没有这个文件，锚点可能不同。
    .example = 对变体 `hard` 的运行执行 `fde-grade uplift result.json`，却没有 `--variants`。

explain-uplift-ask-log-ignored = 已给出沟通成本，因此不再用询问日志计算它。
    .what = 同时给出了沟通成本和询问日志。
    .why = 以给出的沟通成本为准；否则会累加询问日志（评分规则 §3）。
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`。

explain-uplift-costs-unused = 给出了人员文件，但没有询问日志。
    .what = 人员（成本）文件只用于给询问日志行定价；而现在没有任何日志行。
    .why = 沟通成本来自询问日志（评分规则 §3）。
    .example = 有 `--people npcs.json`，但没有 `--ask-log`。

explain-uplift-contact-cost-differs = result.json 中的沟通成本与询问日志的总和不同。
    .what = result.json 中记录的 `contact_cost` 不等于询问日志各项成本之和的四舍五入值。
    .why = harness 的沟通成本是询问日志的总和，保留 4 位小数（评分规则 §3）。
    .example = `"contact_cost": 0.1`，而询问日志的成本合计为 0.12。

explain-uplift-ask-log-bad-line = 询问日志某行不是 JSON 对象，或类型未知。
    .what = 询问日志中被修复视图略去的行（不是 JSON、不是对象），或 `type` 未知的行。
    .why = harness 逐行用 `json.loads` 读取日志（评分规则 §3）；修复视图显示去掉这一行后日志的得分。
    .example = 被截断的一行 `{"{"}"t": `。

explain-uplift-not-a-number = 询问日志中应为数字的字段不是数字。
    .what = 询问日志行的数值字段（`cost`、`t`、`hours`、`extra_cost`）是文本或其他类型。
    .why = 只有数字才能定价（评分规则 §3）；该字段被忽略。
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`。

explain-uplift-unknown-person = 询问日志某行询问的人不在人员文件中。
    .what = 被询问的人没有列在人员（成本）文件中，因此这一行无法重新定价。
    .why = 询问一个人的花费是此人的 `cost`（评分规则 §3）；找不到此人时，沿用日志中记录的成本。
    .example = `{"{"}"type": "ask", "to": "ceo"{"}"}`，而 npcs.json 中没有 `ceo`。

explain-uplift-pilot-past-max-runs = 日志中有超出 `max_runs` 的试运行天。
    .what = 日志中的试点（试运行）天数比 `max_runs` 允许的多。
    .why = 超出 `max_runs` 的天数，服务器既不计费也不记录（评分规则 §3）。
    .example = `max_runs` 为 3 时的第四行 `pilot`。

explain-uplift-cannot-price = 询问日志某行无法重新定价。
    .what = 没有小时数的等待行，或人员文件中没有试点成本时的试点行。
    .why = 等待的成本是 `wait_cost_per_day × hours/24`，试运行一天的成本是其试点成本（评分规则 §3）；缺少这些值时，沿用日志中记录的成本。
    .example = 没有 `hours` 的 `{"{"}"type": "wait"{"}"}`。

explain-uplift-cost-mismatch = 日志中记录的成本与人员文件中的价格不同。
    .what = 询问日志行上的成本，与案例人员文件给出的价格不同。
    .why = harness 累加日志中记录的成本（评分规则 §3）；服务器视图按人员文件重新定价。
    .example = 超过软上限后，对 `ops_lead` 的询问记为 0.02，而价格是 0.06。

explain-uplift-costs-not-json = 人员（成本）文件不是 JSON 对象。
    .what = 人员文件无法解析为 JSON，或不是对象。
    .why = 它只用于给询问日志重新定价（评分规则 §3），所以在报告中是警告，评分继续进行。
    .example = `npcs.json` 的内容是 `[{"{"}"id": "ops_lead"{"}"}]`。

explain-uplift-missing-field = 人员文件缺少 `people` 列表或某人的 `id`。
    .what = 没有 `people`（或 `npcs`）列表，或某人没有 `id`。
    .why = 询问一个人的花费是此人的 `cost`（评分规则 §3）；没有列表就无法定价。在报告中是警告：评分继续进行。
    .example = 只有 `{"{"}"wait_cost_per_day": 0.01{"}"}`。

explain-uplift-costs-bad-value = 人员文件中某个值类型错误，或同一人被列出两次。
    .what = 成本、上限或系数不是正确类型的数字，或两个人使用同一个 id。
    .why = 价格来自这些值（评分规则 §3）。在报告中是警告：评分继续进行。
    .example = `"cost": "cheap"`。
