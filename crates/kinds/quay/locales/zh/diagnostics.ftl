## 岸桥类型的诊断：每个代码一条消息（`quay/...` 写作 `quay-...`），提示为 `<key>-hint`。

quay-file-not-found = 无法读取 { $file }：{ $reason }
quay-file-not-found-hint = 提交 solution.json：一个对象，其 `cranes` 列出每台岸桥及其事件时间线。
quay-bad-data = 案例的 { $data } 使评估器在读取提交之前抛出 "{ $error }"
quay-bad-data-hint = 检查案例的数据文件（tact_times.csv、vessel_workload.csv）：评估器读取的每一列、20 与 40 英尺的 L 和 U 作业时间、格式为 YYYY-MM-DD HH:MM:SS 的时间。
quay-not-json = { $file } 无法按 JSON 读取：{ $error }
quay-not-json-hint = 用 json.dump 写文件（UTF-8，不带字节顺序标记）。
quay-no-cranes = { $file } 没有非空列表 `cranes`（它是 { $kind }）
quay-no-cranes-hint = 把岸桥放在键 `cranes` 下：由带 `crane_id` 和 `events` 的对象组成的列表。
quay-raises = `{ $field }` 使服务器抛出 "{ $error }"
quay-raises-hint = 每个事件都要有 `type`、`start_time`、`end_time`，以及整数的 `berth`（work、wait）或 `from_berth` 与 `to_berth`（move）；每台岸桥都要有同一类型的 `crane_id`。
quay-bad-time = `{ $field }` 是 { $value }，服务器无法把它读作时间：抛出 "{ $error }"
quay-bad-time-hint = 时间写成文本 YYYY-MM-DD HH:MM:SS（不带 T、小数或时区），且不早于 0001-01-02。
quay-not-after-start = 岸桥 { $crane } 的事件结束于 { $end }，不晚于其开始 { $start }
quay-not-after-start-hint = 每个事件都必须在开始之后结束。
quay-overlap = 岸桥 { $crane } 开始于 { $start } 的事件比前一事件结束早 { $seconds } 秒开始
quay-overlap-hint = 一台岸桥一次只做一件事：每个事件在前一个结束时开始（空档会自动补为等待）。
quay-move-berths = 岸桥 { $crane } 的移动缺少 from_berth 或 to_berth
quay-move-berths-hint = 移动要写明出发泊位（`from_berth`）和到达泊位（`to_berth`）。
quay-move-time = 岸桥 { $crane } 从泊位 { $from } 到 { $to } 的移动用时 { $actual } 秒，应为 { $expected } 秒（每个泊位 880 秒）
quay-move-time-hint = 移动用时为 from_berth 与 to_berth 之间每个泊位 880 秒（误差 1 秒以内）。
quay-no-vessel = 岸桥 { $crane } 的作业没有写船舶
quay-no-vessel-hint = 每个作业事件在 `vessel_id` 中写明所服务的船舶。
quay-unknown-vessel = 岸桥 { $crane } 的作业对应船舶 { $vessel }，案例中没有这艘船
quay-unknown-vessel-hint = 使用 vessel_workload.csv 中的船舶编号，写成文本。
quay-wrong-berth = 岸桥 { $crane } 在泊位 { $berth } 作业船舶 { $vessel }，但该船停在泊位 { $vessel_berth }
quay-wrong-berth-hint = 在船舶自己的泊位（vessel_workload.csv 的 berth_no）作业：先把岸桥移过去。
quay-late = 岸桥 { $crane } 作业船舶 { $vessel } 到 { $end }，晚于其时间窗结束 { $limit }
quay-late-hint = 只在船舶的时间窗内（vessel_workload.csv 的 start_time 至 end_time）作业。
quay-early = 岸桥 { $crane } 从 { $start } 起作业船舶 { $vessel }，早于其时间窗开始 { $limit }
quay-early-hint = 只在船舶的时间窗内（vessel_workload.csv 的 start_time 至 end_time）作业。
quay-short = 船舶 { $vessel } 在时间窗内获得 { $allocated } 秒作业，需要 { $required } 秒（差 { $shortfall } 秒）
quay-short-hint = 在时间窗内给这艘船更多岸桥时间：旁边再加一台岸桥，或延长作业。
quay-crossing = 在 { $time }，岸桥 { $left } 位于泊位 { $left_berth }，在岸桥 { $right }（位于 { $right_berth }）的右侧
quay-crossing-hint = 岸桥共用一条轨道：crane_id 较小的岸桥始终位于下一台的左侧或同一位置（泊位号更小）。

## 问题所在：岸桥（crane_id）、事件（在该岸桥 events 中的位置，从 1 开始）、船舶、时间。
loc-crane = 岸桥 { $crane }
loc-event = 第 { $event } 个事件
loc-vessel = 船舶 { $vessel }
loc-time = 时间 { $time }
