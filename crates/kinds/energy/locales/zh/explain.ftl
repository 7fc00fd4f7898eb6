## energy 类代码的 `fde-grade explain CODE`：每个代码的概要、含义、原因和示例。

explain-energy-file-not-found = 缺方案文件。
    .what = 没有可读的 `solution.json`。
    .why = 评估器什么都不读就返回 `hard_violations`（"缺 solution.json"）：得分 0。
    .example = 没有 `solution.json` 的提交文件夹。

explain-energy-not-json = 方案不是 Python 能读的 JSON。
    .what = 文件不是 UTF-8、以字节序标记开头，或不是合法 JSON。
    .why = `json.load` 在评估器的 try 内抛出，于是它返回 `hard_violations`（"solution.json 解析失败: …" 加 Python 的消息）：得分 0。
    .example = 带 BOM 保存的文件，或 `{"{"}"caes_seq": [0, 0`。

explain-energy-not-an-object = 方案不是 JSON 对象。
    .what = 文件内容是列表、字符串、数字或 null。
    .why = 评估器在任何 try 之外调用 `plan.get("caes_seq")`：`AttributeError` 使它停止，根本不输出报告（fde-grade：`error_info.exception`，得分 0）。
    .example = `[[0, 0, 0]]`。

explain-energy-short-sequence = 某条序列缺失、不是列表或少于 8,760 项。
    .what = `caes_seq` 或 `battery_seq` 缺失、为 null 或不是列表，或少于 8,760 个值；或给出的 `tp_seq` 如此（不交则全年 0.33）。
    .why = 评估器把每条这样的序列列入 `hard_violations`（"… 缺失或不足 8760 项(实际 N)"）：得分 0。更长的列表截到 8,760。
    .example = `{"{"}"caes_seq": [0], "battery_seq": [0]{"}"}`，或 `"tp_seq": null`。

explain-energy-not-a-number = 某个控制量不是 float() 能读的数。
    .what = 某条序列前 8,760 个值中有 null、列表、对象，或 `float()` 拒绝的文本。
    .why = 评估器返回 `hard_violations`（"序列含非数值: …" 加 Python 的消息）：得分 0。"0.5"、" 1 "、"1_0" 之类的文本按 Python 的 float() 读取；true 为 1。
    .example = `null`、`"half"`、`[0.5]`。

explain-energy-too-large = 某个控制量是超出浮点数范围的整数。
    .what = 超过约 1.8 × 10³⁰⁸ 的整数字面量。
    .why = 对它 `float()` 抛出 `OverflowError`，评估器不捕获：它不出报告就停止（fde-grade：`error_info.exception`，得分 0）。
    .example = 1 后面跟 400 个 0。

explain-energy-caes-range = 压缩空气储能的值落在禁区。
    .what = `caes_seq` 的值不是 0、不在 [-1, -0.33]、也不在 [0.86, 1]：在 -0.33 与 0.86 之间（0 除外）、超出 ±1，或 NaN。
    .why = 评估器返回 `hard_violations`（"caes_seq 存在取值区间外的值…"），先于电池和火电检查：得分 0。
    .example = `0.5`、`-0.2`、`NaN`。

explain-energy-battery-range = 电池的值超出 [-1, 1]。
    .what = `battery_seq` 的值小于 -1 或大于 1（含无穷；NaN 按 Python 的比较可通过）。
    .why = 评估器返回 `hard_violations`（"battery_seq 存在越界值…"）：得分 0。
    .example = `1.0000000000000002`。

explain-energy-thermal-range = 火电的值超出 [0.33, 1]。
    .what = `tp_seq` 的值小于 0.33 或大于 1（NaN 可通过）。
    .why = 评估器返回 `hard_violations`（"tp_seq 存在越界值…"）：得分 0。机组不停机，所以 0 越界。
    .example = `0`、`0.32999999999999996`。

explain-energy-battery-charge = 电池荷电越出 [0.1, 0.9]。
    .what = 某小时之后，从 0.5 起算全年滚动的电池荷电（放电扣送出电量的 1/0.85，充电存入 0.85）高于 0.9 或低于 0.1。
    .why = 评估器返回 `hard_violations`（"储能 SOC 越限"），`details` 中为最后一个越限小时：得分 0。
    .example = 从开始满功率放电 90 小时。

explain-energy-air-store = 压缩空气储能某个罐越出其区间。
    .what = 某小时之后，气罐（从 0.8 起）越出 [0.6, 1.0]，或热罐、冷罐（从 0.5 起）越出 [0.05, 0.95]：发电使气罐、冷罐下降而热罐上升，变化量为电量除以 2.16e12，压缩则反向、按 75%。
    .why = 评估器返回 `hard_violations`（"储能 SOC 越限"），`details` 中为各罐最后一次越限：得分 0。
    .example = 从开始满功率发电 3 小时。

explain-energy-simulation = 模拟越过了某条序列的末尾。
    .what = 区间内的方案逐小时模拟，第 t 小时读风、光、负荷（有日照时还有环境）序列的第 t + 1 行；少于 8,761 行的序列在一年结束前就用完了。
    .why = 读取在任何 try 之外抛出 `IndexError`：评估器不出报告就停止（fde-grade：`error_info.exception`，得分 0）。
    .example = 8,760 行的光伏序列（缺了多出的第一行）。

explain-energy-data = 某个案例文件无法按评估器的方式读取。
    .what = 七个 timeseries_*_8760.csv 之一不是 UTF-8、为空或 CSV 损坏，或火电那个只有一列。
    .why = 评估器只在方案通过区间检查后才读数据，且不在任何 try 之内：这样的方案使它不出报告就停止（fde-grade：`error_info.exception`，得分 0）。
    .example = 只有数值一列的 timeseries_thermal_8760.csv。

explain-energy-text-cell = 案例序列含文本。
    .what = 案例序列最后一列有被 pandas 保留为文本的值。
    .why = Python 只在模拟读到它时才抛出，消息 fde-grade 不复现：案例被拒绝。
    .example = 负荷序列中的 `low`（pandas 把 `NA`、`null` 和空单元格读作 NaN）。

explain-energy-not-finite = 全年现金流为 NaN。
    .what = `battery_seq` 或 `tp_seq` 的某个值是 NaN（或案例序列在起作用处有 NaN）：与 NaN 的比较都为假，所以所有检查都通过，但现金流是 NaN。
    .why = 评估器判它合格：validity 1，质量分和总分为 NaN。
    .example = 某个电池值写 `NaN`。
