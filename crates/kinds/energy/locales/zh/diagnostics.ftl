## energy 类诊断：每个代码一条消息（`energy/...` 写作 `energy-...`），提示为 `<key>-hint`，
## 以及代码的其他句子（codes.rs）。

energy-file-not-found = 无法读取 { $file }：{ $reason }
energy-file-not-found-hint = 提交 solution.json：一个含 `caes_seq` 和 `battery_seq`（可选 `tp_seq`）的对象，每条 8,760 个逐小时控制量。
energy-not-json = { $file } 无法按 JSON 读取：{ $error }
energy-not-json-hint = 用 json.dump 写文件（UTF-8，不带字节序标记）。
energy-not-an-object = { $file } 是 { $kind }，不是 JSON 对象：评估器的 `plan.get("caes_seq")` 在任何 try 之外抛出 "{ $error }"，于是不出报告就停止
energy-not-an-object-hint = 文件必须是一个 JSON 对象，键为 `caes_seq`、`battery_seq`，可选 `tp_seq`。
energy-short-sequence = `{ $sequence }` 有 { $len } 个值，需要 8760 个
energy-short-sequence-hint = 每条序列每小时一个值：全年 8,760 个（第 8,760 个之后的值被忽略）。
energy-short-sequence-missing = `{ $sequence }` 是 { $kind }，不是 8760 个值的列表
energy-not-a-number = `{ $sequence }[{ $hour }]` 是 { $value }，float() 读不了
energy-not-a-number-hint = 每个控制量都写成普通数字。
energy-too-large = `{ $sequence }[{ $hour }]` 是超出浮点数范围的整数：float() 抛出 OverflowError，评估器不捕获，于是不出报告就停止
energy-too-large-hint = 控制量是额定功率的比例，在 -1 与 1 之间。
energy-caes-range = `caes_seq[{ $hour }]` 是 { $value }：压缩空气储能只能取 0、[-1, -0.33]（压缩）或 [0.86, 1]（发电）
energy-caes-range-hint = 压缩空气储能没有小幅档：不动（0）、以三分之一以上功率压缩，或以 86% 以上功率发电。NaN 不在任何区间内。
energy-battery-range = `battery_seq[{ $hour }]` 是 { $value }，超出 [-1, 1]
energy-battery-range-hint = 1 是满功率放电，-1 是满功率充电。
energy-thermal-range = `tp_seq[{ $hour }]` 是 { $value }，超出 [0.33, 1]
energy-thermal-range-hint = 火电机组不停机：至少三分之一功率，至多满功率（不交 `tp_seq` 则全年 0.33）。
energy-battery-charge = 第 { $hour } 小时后电池荷电为容量的 { $soc }，超出 [0.1, 0.9]
energy-battery-charge-hint = 放电 1 份从电池扣 1/0.85，充电 1 份存入 0.85：全年统筹，使荷电保持在 10% 与 90% 之间。
energy-air-store = 第 { $hour } 小时后压缩空气储能的 { $store } 罐为 { $level }，超出 [{ $low }, { $high }]
energy-air-store-hint = 发电使气罐和冷罐下降、热罐上升同样的量；压缩则反向、按 75%。三个罐都要留在各自区间内。
energy-simulation = 评估器在模拟第 { $hour } 小时时抛出 { $error }，不在任何 try 之内，于是不出报告就停止
energy-simulation-hint = 案例的逐小时序列有 8,761 行：第 t 小时读第 t + 1 行。
energy-data = 评估器读取案例的 { $data } 时抛出 { $error }，不在任何 try 之内，于是不出报告就停止
energy-data-hint = 检查案例的七个 timeseries_*_8760.csv：每个都能被 pandas 读取，火电那个至少两列。
energy-text-cell = 案例的 { $data } 最后一列含文本（第 { $row } 行：{ $value }）：fde-grade 不确定评估器会因此抛出什么
energy-text-cell-hint = 每条逐小时序列的最后一列必须是数字（空单元格为 NaN）。
energy-not-finite = 全年现金流为 { $income }：`battery_seq` 或 `tp_seq`（或案例序列）中的 NaN 通过所有检查，评估器给出 { $income } 分
energy-not-finite-hint = 写有限的控制量：按 Python 的比较，NaN 不算超出 [-1, 1]，但它使现金流无法计分。

## 问题位置：小时（从 0 数，与序列和评估器一致）和案例文件的数据行（表头后从 1 数）。
loc-hour = 第 { $index } 小时
loc-record = 数据第 { $record } 行
