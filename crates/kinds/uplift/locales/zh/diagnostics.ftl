## The uplift kind's diagnostics: one message per code (`uplift/...` is `uplift-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## uplift
uplift-not-json = { $file } 不是有效的 JSON：{ $problem }
uplift-not-json-hint = 请检查该行；文件必须是一个 JSON 对象，与 harness 写出的格式一致。
uplift-harness-fails = { $problem }
uplift-harness-fails-hint = FDE-Gym 的 harness 在这里抛出异常，不会写出 result.json，因此网站显示 `error`。
uplift-not-finite = harness 写出的 result.json 会含有 NaN 或 Infinity（位于 { $paths }），网站无法读取，只会显示 `error`
uplift-not-finite-hint = 非有限的 KPI 或成本无法评分；请修正案例的评分程序或其输入后重新评分。
uplift-zero-span = kpi_oracle 等于 kpi_baseline（{ $value }），因此无论 kpi 多少，harness 都把增益 (uplift) 设为 0
uplift-zero-span-hint = 案例的基准点没有留下提升空间；请检查 kpi_baseline 和 kpi_oracle。
uplift-incidents-not-a-list = `incidents` 不是列表：只要它不为空或 false，harness 仍会把增益 (uplift) 上限设为 0，但网站不会显示任何事故
uplift-incidents-not-a-list-hint = 把 incidents 写成列表，例如 ["refund sent twice"]，没有则写 []。
uplift-ledger-integrity = 账本：{ $problem }；harness 会把它加入 `incidents`
uplift-recomputed-differs = { $file } 中 { $field } = { $theirs }，但按 kpi 字段重新计算得 { $ours }；报告采用重新计算的值
uplift-variants-not-given = 本次运行是变体 "{ $variant }"，但未提供 variants.json：采用评分程序的 kpi_baseline/kpi_oracle，而 harness 在有变体数据时会换成变体的值
uplift-ask-log-ignored = 已给出联系成本，因此不用 { $file } 计算它
uplift-costs-unused = 给出了 { $file } 但没有询问日志，没有可计价的内容
uplift-contact-cost-differs = { $file } 记录的联系成本是 { $recorded }，但 { $log } 合计为 { $ours }；采用询问日志的数字
uplift-ask-log-bad-line = { $file } 第 { $line } 行不是 JSON：{ $problem }
uplift-ask-log-bad-line-hint = 每一行必须是一个 JSON 对象，与 harness 记录的一致。harness 会在这里停止；这一行被略过。
uplift-not-a-number = { $file } 第 { $line } 行的 `{ $field }` 是 { $value }，不是数字；已忽略
uplift-unknown-person = 第 { $line } 行询问了 `{ $person }`，此人不在案例的人员名单中；采用日志中记录的成本
uplift-unknown-person-hint = 请对照案例的人员名单检查此人的 id。
uplift-pilot-past-max-runs = 第 { $line } 行是超过 max_runs 的试运行日：服务器既不收费也不记录，因此这一行不是服务器写的
uplift-cannot-price = 第 { $line } 行无法计价（{ $why }）；采用日志中记录的成本
uplift-cost-mismatch = 第 { $line } 行（{ $kind } { $person }）记录的成本为 { $logged }，但人员文件计价为 { $priced }（{ $why }）；harness 合计的是记录的成本（服务器视图显示另一个）
uplift-cost-mismatch-hint = 日志与案例的人员/时钟/试运行成本不一致；请确认哪一个是最新的。
uplift-costs-not-json = { $file } 不是有效的 JSON：{ $problem }
uplift-costs-not-json-hint = 请检查该行；文件必须是一个 JSON 对象，与 harness 写出的格式一致。
uplift-missing-field = { $file } 没有 `people` 列表
uplift-missing-field-hint = 列出人员："people": [{"{"}"id": "ops_lead", "cost": 0.02, ...{"}"}]。
uplift-costs-bad-value = { $file } 中的 `{ $field }` 是 { $value }，不是{ $expected }
uplift-costs-bad-value-hint = 请修正案例的成本文件；格式见 uplift 模块文档。

## 部分代码的其他说法（codes.rs，VARIANTS）。
uplift-harness-fails-hint-line = FDE-Gym 的 harness 会在这一行停止评分，因此网站显示 `error`。每一行必须是一个 JSON 对象，与干系人服务器写出的一致，包含 `to`、`facts`（文本列表）和数值 `cost`。
uplift-not-json-top = { $file } 是 { $type }，不是 JSON 对象
uplift-not-json-hint-object = 文件必须是一个 JSON 对象：{"{"} "kpi": ..., ... {"}"}。
uplift-ask-log-bad-line-unknown-type = { $file } 第 { $line } 行的类型 "{ $type }" 未知；其记录的成本按原样计入
uplift-ask-log-bad-line-hint-types = 已知类型：ask、reply、inbox、wait、pilot。
## uplift/harness-fails: each way FDE-Gym's harness fails (codes.rs, VARIANTS), and the
## kinds of JSON value its sentences name (`{ $kind }`: grader::Diagnostic::message_in).
uplift-harness-fails-line-bom = { $file } 第 { $line } 行无法读取：文件以 UTF-8 字节顺序标记（BOM）开头，Python 的 json.loads 不接受它
uplift-harness-fails-line-blank = { $file } 第 { $line } 行无法读取：这一行是空的
uplift-harness-fails-line-not-json = { $file } 第 { $line } 行无法读取：不是 JSON（{ $problem }）
uplift-harness-fails-line-not-object = { $file } 第 { $line } 行是{ $kind }，不是 JSON 对象
uplift-harness-fails-no-facts = { $file } 第 { $line } 行没有 `facts`
uplift-harness-fails-facts-unhashable = { $file } 第 { $line } 行的 `facts` 含有{ $kind }，Python 无法把它放进集合
uplift-harness-fails-facts-not-text = { $file } 第 { $line } 行的 `facts` 含有{ $kind }，不是文本（harness 把 facts 当作文本来排序和读取）
uplift-harness-fails-facts-not-list = { $file } 第 { $line } 行的 `facts` 是{ $kind }，不是列表
uplift-harness-fails-cost-too-large = { $file } 第 { $line } 行的 `cost` 是一个整数，大到无法转成浮点数
uplift-harness-fails-cost-not-number = { $file } 第 { $line } 行的 `cost` 是{ $kind }，不是数字
uplift-harness-fails-no-to = { $file } 第 { $line } 行没有 `to`
uplift-harness-fails-to-not-id = { $file } 第 { $line } 行的 `to` 是{ $kind }，不是人员编号
uplift-harness-fails-line-surrogate = { $file } 第 { $line } 行的 `facts` 或 `to` 含有孤立代理字符（\ud800-\udfff），harness 无法把它写入 result.json
uplift-harness-fails-gates = { $file } 中的 `gates` 是{ $kind }，不是对象：harness 要往里面写隔离说明，于是在此停止
uplift-harness-fails-incidents = { $file } 中的 `incidents` 是{ $kind }，Python 无法把它转成列表来加入账本发现的问题
uplift-harness-fails-variant-not-number = 变体（variants.json）的 `{ $field }` 是{ $kind }，不是数字（Python 的 TypeError）
uplift-harness-fails-variant-subtract = 变体（variants.json）的两个锚点无法相减：{ $error }（Python 的 OverflowError）
uplift-harness-fails-no-field = { $file } 没有 `{ $field }`（Python 的 KeyError）
uplift-harness-fails-not-number = { $file } 的 `{ $field }` 是{ $kind }，不是数字（Python 的 TypeError）
uplift-harness-fails-subtract = { $file } 的两个锚点无法相减：{ $error }（Python 的 OverflowError）
uplift-harness-fails-kpi-minus = { $file } 无法计算 kpi - kpi_baseline：{ $error }（Python 的 OverflowError）
uplift-harness-fails-divide = { $file } 无法除以两锚点之差：{ $error }（Python 的 OverflowError）
uplift-harness-fails-result-surrogate = { $file } 含有孤立代理字符（\ud800-\udfff），harness 无法把它写入 result.json
uplift-harness-fails-ledger-entry-not-json = 无法进行账本检查：账本条目不是 JSON（{ $problem }）
uplift-harness-fails-ledger-no-key = 无法进行账本检查：账本条目没有 `key`
uplift-harness-fails-ledger-key-not-hex = 无法进行账本检查：账本条目的 `key` 不是十六进制文本
uplift-harness-fails-ledger-meta-not-json = 无法进行账本检查：meta.json 不是 JSON（{ $problem }）
uplift-harness-fails-ledger-head-not-json = 无法进行账本检查：账本头不是 JSON（{ $problem }）
uplift-harness-fails-ledger-head-no-n = 无法进行账本检查：账本头没有 `n`
uplift-harness-fails-ledger-head-no-mac = 无法进行账本检查：账本头没有 `mac`
uplift-harness-fails-ledger-surrogate = 无法进行账本检查：询问日志第 { $line } 行含有孤立代理字符（\ud800-\udfff），Python 无法编码它来签名
uplift-harness-fails-ledger-array = 无法进行账本检查：询问日志第 { $line } 行是 JSON 数组
uplift-harness-fails-meta-not-json = { $file } 不是 JSON（{ $problem }），harness 无法读取这次运行
uplift-harness-fails-meta-not-object = { $file } 是{ $kind }，不是 JSON 对象，harness 无法读取这次运行
uplift-harness-fails-meta-no-field = { $file } 没有 `{ $field }`，而没有账本记录的运行由 harness 从中读取（Python 的 KeyError）
uplift-harness-fails-meta-not-name = { $file } 中的 `{ $field }` 是{ $kind }，不是名称
uplift-harness-fails-variants-not-json = { $file } 不是有效的 JSON：{ $problem }
uplift-harness-fails-no-variant = { $file } 没有变体 "{ $name }"，harness 因此退出（sys.exit）
uplift-harness-fails-variant-not-object = { $file } 中的变体 "{ $name }" 是{ $kind }，不是参数对象
uplift-harness-fails-hint-stops = FDE-Gym 的 harness 在这里停止，不会写出 result.json，因此网站显示 `error`。
