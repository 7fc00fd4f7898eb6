## 多表排程类代码的 `fde-grade explain CODE`：摘要、含义、原因和示例。

explain-aps-file-not-found = 缺少方案文件。
    .what = 没有可读取的 `solution.json`。
    .why = 评估器读完案例工作簿后返回 `fatal`（"File not found: PATH"）：0 分。
    .example = 提交目录中没有 `solution.json`。

explain-aps-bad-data = 案例工作簿无法使用。
    .what = aps_data.xlsx 缺少工作表（ORD、TON、TUS、RES、WOP）或评估器读取的列，含有 float() 无法读取的 MAK 节拍，或不是工作簿。
    .why = 评估器在读取任何提交之前先读工作簿；它抛出的错误就是每个文件的 `exception`：0 分。
    .example = WOP 工作表没有 `STA` 列。

explain-aps-not-json = 方案不是 Python 能读的 JSON。
    .what = 文件不是 UTF-8、以字节顺序标记开头，或不是有效的 JSON。
    .why = `json.load` 在评估器的 try 中抛出，因此报告带 Python 消息的 `exception`：0 分。
    .example = 带 BOM 保存的文件。

explain-aps-not-an-object = 方案不是 JSON 对象。
    .what = 文件是列表、字符串、数字或 null。
    .why = 评估器对它调用 `.get("scheduled_ops")`，抛出 `AttributeError`：`exception`，0 分。
    .example = 没有外层对象的 `[{"{"}"wop_oid": "WOP_0008"{"}"}]`。

explain-aps-no-ops = 方案没有非空列表 `scheduled_ops`。
    .what = 缺少该键、其列表为空，或其值不是列表。
    .why = 评估器返回 `fatal`（"Missing or empty 'scheduled_ops'"）：0 分。
    .example = `{"{"}"scheduled_ops": []{"}"}`。

explain-aps-raises = 评分使 Python 抛出异常。
    .what = 某道工序不是对象、某个时间带 UTC 偏移而日历时间不带、某个时间晚于 9999-12-31 08:00，或某个交期带偏移。
    .why = 评估器没有在出错处捕获这些错误：报告带 Python 消息的 `exception`，0 分。
    .example = `"start_dt": "2026-05-27T08:00:00+08:00"`。

explain-aps-uncovered = 缺少可排工序。
    .what = 案例中某道可排工序没有被方案的任何 `wop_oid` 提到。
    .why = 评估器把带已覆盖数量的 "C4_coverage" 列为违规：0 分。
    .example = 23 道可排工序只排了 22 道。

explain-aps-bad-time = 时间无法读取。
    .what = `start_dt` 或 `end_dt` 缺失、为 null，或是 `datetime.fromisoformat` 和 `pd.to_datetime` 都读不了的文本。
    .why = 评估器把 "bad datetime for …"（第一道这样的工序）列为违规：0 分。
    .example = `"start_dt": "27/13/2026"`。

explain-aps-device = 工序排在不可用的设备上。
    .what = `resource` 不是其工艺节点允许的资源组中的启用设备。
    .why = 评估器把带数量的 "C2_resource" 列为违规：0 分。
    .example = 用资源组本身的代码代替其中的设备。

explain-aps-window = 工序在工作时间外开工。
    .what = 开工时间在周日、08:00 之前或 18:00 及以后。
    .why = 评估器把带数量的 "C3_work_window" 列为违规：0 分。
    .example = `"start_dt": "2026-05-31T09:00:00"`（周日）。

explain-aps-overlap = 两道工序同时占用一台设备。
    .what = 同一设备上按开工排序后，某道工序在上一道完工前开工；首尾相接可以。
    .why = 评估器把带冲突对数的 "C1_overlap" 列为违规：0 分。
    .example = 同一设备上的 08:00–09:00 和 08:30–09:30。

explain-aps-duration = 工序时长不等于其工作时间。
    .what = 开工到完工之间的工作分钟（周一至周六 08:00–18:00）与 MAK × QTY 相差超过 1 %。
    .why = 评估器把带数量的 "C5_duration" 列为违规：0 分。
    .example = 17:00 开工、需 120 工作分钟的工序在 19:00 完工，而应在下一个工作日 09:00。

explain-aps-order = 订单的工序顺序颠倒。
    .what = 同一订单内，某道工序在其前道工序（按 TON.OID 末尾序号）完工前开工。
    .why = 评估器把带对数的 "C6_precedence" 列为违规：0 分。
    .example = 订单的第二道工序在 08:00 开工，而第一道要到 10:00 才完工。
