## 水电（hydro）类型的诊断：每个代码一条消息（`hydro/...` 写作 `hydro-...`），提示为 `<key>-hint`。

hydro-missing-file = 无法读取 { $file }：{ $reason }
hydro-missing-file-hint = 提交 solution.json：一个对象，其中 `Q_out` 为每座电站各一列逐日出库流量（m³/s）。
hydro-not-json = { $file } 无法按 JSON 读取：{ $error }
hydro-not-json-hint = 用 json.dump 写文件（UTF-8，不带字节顺序标记）。
hydro-not-an-object = { $file } 是 { $kind }，不是 JSON 对象：服务器的 `sol.get("Q_out")` 抛出 "{ $error }"
hydro-not-an-object-hint = 文件必须是一个带 `Q_out` 键的 JSON 对象。
hydro-no-q-out = { $file } 没有列表 `Q_out`（它是 { $kind }）
hydro-no-q-out-hint = 把出库流量放在 `Q_out` 键下：每座电站一个列表。
hydro-wrong-shape = `Q_out` 有 { $rows } 行，需要 { $stations } 座电站各一行
hydro-wrong-shape-hint = 每座电站一行（A 到 E，从上游开始），每行每天一个出库流量。
hydro-wrong-shape-row = `Q_out` 的第 { $row } 行（{ $station }）有 { $len } 个值，需要 { $days } 天各一个
hydro-row-not-a-list = `Q_out` 的第 { $row } 行是 { $kind }，没有长度：服务器抛出 "{ $error }"
hydro-row-not-a-list-hint = 每座电站的一行是逐日出库流量的列表。
hydro-not-a-number = `Q_out[{ $row }][{ $day }]` 是 { $value }，float() 读不了
hydro-not-a-number-hint = 每个出库流量都写成普通数字（m³/s）。
hydro-too-large = `Q_out[{ $row }][{ $day }]` 是大到无法转成浮点数的整数：服务器抛出 "int too large to convert to float"
hydro-too-large-hint = 出库流量以 m³/s 为单位：几百到几千。
hydro-water-balance = { $station } 第 { $day } 天放出 { $q_out } m³/s，而流到它的水是 { $expected }（相差超过 1 m³/s）
hydro-water-balance-hint = 径流式电站放走流到它的水：上游电站的出库加上自己的支流来水。
hydro-level-low = { $station } 第 { $day } 天水位 { $level } m，低于死水位 { $limit } m
hydro-level-low-hint = 少放一些空水库上游的水，或多往它里面放水。
hydro-level-high = { $station } 第 { $day } 天水位 { $level } m，高于上限 { $limit } m
hydro-level-high-hint = 满的水库多放水（它的水轮机把多出的水变成电量）。
hydro-eco-flow = { $station } 第 { $day } 天放出 { $q_out } m³/s，低于生态流量 { $minimum }
hydro-eco-flow-hint = 每座电站每天至少放出生态流量。
hydro-ramp = { $station } 的出力从第 { $from } 天到第 { $day } 天变化 { $change } MW，超过 { $limit } MW
hydro-ramp-hint = 电站出力从一天到下一天的变化最多为其装机容量的五分之一。
hydro-not-finite = 总发电量不是有限数（出库流量为 NaN 或无穷）：服务器报告 "total_energy is NaN/Inf"
hydro-not-finite-hint = 写有限的出库流量：NaN 能通过所有检查，却没有可计分的电量。

## 问题所在：电站（从上游数起，从 1 开始）和日期。
loc-station = 第 { $station } 座电站
loc-day = 第 { $day } 天
