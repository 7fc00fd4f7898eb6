## 多表排程类诊断：每个代码一条消息（`aps/...` 写作 `aps-...`），提示为 `<key>-hint`。

aps-file-not-found = 无法读取 { $file }：{ $reason }
aps-file-not-found-hint = 提交 solution.json：一个对象，其 `scheduled_ops` 列出每道可排工序的 wop_oid、resource、start_dt 和 end_dt。
aps-bad-data = 本案例的 { $data } 使评估器在读取提交之前抛出 "{ $error }"
aps-bad-data-hint = 检查本案例的 aps_data.xlsx：工作表 `ORD`、`TON`、`TUS`、`RES` 和 `WOP`，以及评估器读取的列（`OID`、`STA`、OLE；`TON`、`RES`、`ENA`、`MAK`；`CODE`、`GRP`；`ORD`、`QTY`）。
aps-not-json = { $file } 无法按 JSON 读取：{ $error }
aps-not-json-hint = 用 json.dump 写文件（UTF-8，不带字节顺序标记）。
aps-not-an-object = { $file } 是 { $kind }，不是 JSON 对象：服务器抛出 "{ $error }"
aps-not-an-object-hint = 文件必须是一个含 `scheduled_ops` 键的 JSON 对象。
aps-no-ops = { $file } 没有非空列表 `scheduled_ops`（实际为 { $kind }）
aps-no-ops-hint = 把工序放在 `scheduled_ops` 键下：每道已排工序一个对象的列表。
aps-raises = { $what } 使服务器抛出 "{ $error }"
aps-raises-hint = 每道工序都写成对象，每个时间都不带 UTC 偏移（末尾的 Z 可以），且早于 9999-12-31。
aps-uncovered = 可排工序 { $wop } 不在方案中
aps-uncovered-hint = 按 `WOP.OID` 排入案例中每道可排工序（`STA` 为 1 的订单中 `WOP.STA` 为 0、且其工艺节点有启用设备的工序）。
aps-bad-time = 工序 { $wop } 的 `{ $field }` 既不是 ISO 时间，也不是 pandas 能读的时间
aps-bad-time-hint = 时间写成 `ISO 8601` 格式，如 2026-05-27T08:00:00。
aps-device = 工序 { $wop } 排在 { $resource } 上，不是它可用的设备（{ $allowed }）
aps-device-hint = 使用其工艺节点允许的资源组中的具体设备（`ENA` 为 1 的 `RES.CODE`），不要用资源组本身的代码。
aps-window = 工序 { $wop } 在 { $time } 开工，不在周一至周六 08:00–18:00 之内
aps-window-hint = 每道工序都在工作日（周一至周六）08:00 至 18:00 之前开工。
aps-overlap = 工序 { $wop } 在 { $device } 上于 { $start } 开工，早于工序 { $other } 在 { $end } 完工
aps-overlap-hint = 一台设备同一时间只做一道工序：下一道在上一道完工时或之后开工。
aps-duration = 工序 { $wop } 用了 { $actual } 个工作分钟，而 `MAK × QTY` 为 { $expected }（±1 %）
aps-duration-hint = 设定完工时间，使开工到完工之间的工作分钟（周一至周六 08:00–18:00）等于 `MAK × QTY`：工序在夜间和周日暂停。
aps-order = 订单 { $order } 的工序 { $wop } 在 { $start } 开工，早于其前道工序 { $other } 在 { $end } 完工
aps-order-hint = 同一订单内，每道工序在前一道（按 `TON.OID` 末尾序号）完工时或之后开工。

## 问题所在：工序（从 0 计）、工序号、设备、订单、与之冲突的工序；工作簿中的工作表和数据行。
loc-scheduled = scheduled_ops[{ $index }]
loc-wop = 工序 { $wop }
loc-device = 设备 { $device }
loc-order = 订单 { $order }
loc-next = 对照 scheduled_ops[{ $index }]
loc-table = 工作表 { $table }
loc-tablerow = 第 { $index } 数据行
