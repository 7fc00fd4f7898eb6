## 垛位类型代码的 `fde-grade explain CODE`：每个代码的摘要、含义、原因和示例。

explain-stack-file-not-found = 缺少方案文件。
    .what = 没有可读的 `solution.json`。
    .why = 评估器返回 `fatal`（"缺 solution.json"）：得分 0。
    .example = 提交目录中没有 `solution.json`。

explain-stack-bad-data = 无法依据案例快照评分。
    .what = `warehouse_snapshot.json` 不是 JSON、缺少评估器用 `x["key"]` 读取的键，或在该是数字处放了文本、列表或对象。
    .why = 评估器对每个提交都会因它抛出异常；fde-grade 在评分前停止（退出码 2）。
    .example = 缺少 `location` 的 inventory 行。

explain-stack-not-json = 方案不是 Python 能读的 JSON。
    .what = 文件不是 UTF-8 或不是有效 JSON（字节顺序标记会被读掉：评估器以 utf-8-sig 打开）。
    .why = `json.load` 在评估器的 try 中抛出异常：`exception` 带 Python 的消息，得分 0。
    .example = 中途截断的文件。

explain-stack-not-object = 方案不是 JSON 对象。
    .what = 文件顶层是列表、数字、文本或 null。
    .why = 评估器返回 `fatal`（"solution.json 顶层不是对象"）：得分 0。
    .example = `[{"{"}"type": "inbound"{"}"}]`。

explain-stack-no-operations = 没有非空列表 `operations`。
    .what = 对象的 `operations` 缺失、不是列表或为空。
    .why = 评估器返回 `fatal`（"solution.json 缺 operations 或为空"）：得分 0。
    .example = `{"{"}"operations": []{"}"}`。

explain-stack-raises = 某一行使评估器抛出异常。
    .what = 某行不是对象（其 `.get` 抛出 AttributeError），或分钟、吨数为无穷大或超出双精度的整数（`int(round(...))` 抛出 OverflowError，该行的 `except` 不捕获它）。
    .why = Python 在评估器的 try 中抛出异常：`exception`，得分 0，不论其他问题。
    .example = `"start_minute": 1e999`。

explain-stack-no-rows = 没有一行能被读取。
    .what = 每一行的类型未知，或分钟、吨数缺失或不是数字。
    .why = 评估器返回 `fatal`（"operations 中没有一条可解析的作业行"）：得分 0。
    .example = 各行写成 `"type": "入库"`。

explain-stack-bad-type = 某行的类型不是四种之一。
    .what = `type` 不恰好是 inbound、outbound、passive_move 或 active_move。
    .why = 硬违规：该行被丢弃，方案得 0 分。
    .example = `"type": "IN"`。

explain-stack-bad-number = 某行的分钟或吨数缺失或不是数字。
    .what = `start_minute`、`end_minute` 或 `tons` 缺失、为 null、列表，或是 `float()` 读不了的文本（NaN 也算）。
    .why = 硬违规：该行被丢弃，方案得 0 分。
    .example = `"tons": "two"`。

explain-stack-duration = 某行的时长不是其类型规定的分钟数。
    .what = `end_minute - start_minute`（各自取整到整分钟）不等于该类型时长：本案例入库 3、出库 10、倒垛 10。
    .why = 硬违规：得分 0。不允许加缓冲。
    .example = 从第 100 分钟到第 105 分钟的出库行。

explain-stack-outside-day = 某行超出计划日。
    .what = 它在 0 之前开始，或在 resources.day_minutes（本案例 1800）之后结束。
    .why = 硬违规：得分 0。
    .example = 从 1795 到 1805 的倒垛。

explain-stack-row-tons = 某行没有运货或超过一趟的限重。
    .what = 其吨数（微吨）不大于 0，或大于 resources.max_task_tons（2 吨）。
    .why = 硬违规：得分 0。
    .example = `"tons": 2.5`。

explain-stack-inbound-source = 入库行不是来自 PACKING。
    .what = 其 `source` 不恰好是 PACKING。
    .why = 硬违规：得分 0。
    .example = `"source": "packing"`。

explain-stack-outbound-target = 出库行不是发往 OUTBOUND。
    .what = 其 `target` 不恰好是 OUTBOUND。
    .why = 硬违规：得分 0。
    .example = `"target": "DOCK"`。

explain-stack-unknown-bay = 某行写了库内没有的垛位。
    .what = 入库行的目标、出库行的源，或倒垛的源或目标不是快照中的 `location`。
    .why = 硬违规：得分 0。
    .example = `"target": "ZONE_A_LOC_999"`。

explain-stack-region = 某行标注的库区不是其垛位的库区。
    .what = 行的 `region` 与其垛位所在库区（名称开头的 ZONE_A、ZONE_B 或 ZONE_C）不同：入库看目标，出库看源。
    .why = 硬违规：得分 0。
    .example = 入库到 ZONE_B_LOC_004 却写 `"region": "ZONE_A"`。

explain-stack-cross-region = 倒垛跨越了库区。
    .what = 倒垛的源、目标和标注库区不全是同一个库区。
    .why = 各库区是独立库房：硬违规，得分 0。
    .example = 从 ZONE_A_LOC_001 倒到 ZONE_B_LOC_001。

explain-stack-same-bay = 倒垛原地不动。
    .what = 倒垛的源和目标是同一垛位。
    .why = 硬违规：得分 0。
    .example = 从 ZONE_A_LOC_001 倒到 ZONE_A_LOC_001。

explain-stack-unknown-forklift = 某行写了名单外的叉车。
    .what = 其 `forklift` 不是 resources.forklifts 中的 forklift_id。
    .why = 硬违规：得分 0；其吨数不计入任何上限。
    .example = `"forklift": "FLT_099"`。

explain-stack-forklift-region = 叉车在其库区之外作业。
    .what = 该行库区不在叉车的 region_scope 中。
    .why = 硬违规：得分 0。
    .example = 只有 ZONE_A 权限的叉车做 ZONE_C 的行。

explain-stack-forklift-type = 叉车做了不允许的类型。
    .what = 该行类型不在叉车的 allowed_types 中（未列出时四种都允许）。
    .why = 硬违规：得分 0。
    .example = 只允许入库和出库的叉车做 active_move。

explain-stack-outside-shift = 某行超出其叉车的班次。
    .what = 它在叉车 shift_start 之前开始，或在 shift_end 之后结束。
    .why = 硬违规：得分 0。
    .example = 第一班叉车（0 到 780）从 775 做到 785。

explain-stack-unknown-task = 入库或出库行挂的任务不存在。
    .what = 其 `task_id` 不是 inbound_tasks（入库）或 outbound_tasks（出库）中的 task_id。
    .why = 硬违规：得分 0；其吨数不计入任何任务。
    .example = 出库行上 `"task_id": ""`。

explain-stack-task-lot = 某行运的货与其任务不是同一批。
    .what = 其 sku 或 batch（按文本）与任务的不同。
    .why = 硬违规：得分 0。同一 SKU 的其他批次不能顶替。
    .example = 任务 (SKU_0001, 20250601) 用批次 20250602 出库。

explain-stack-before-task = 某行早于其任务开始。
    .what = 其开始分钟早于任务的 start_minute（任务的最早开工时刻）。
    .why = 硬违规：得分 0。
    .example = 第 120 分钟的任务从第 100 分钟开始做。

explain-stack-move-task = 倒垛挂了任务号。
    .what = passive_move 或 active_move 的 `task_id` 不为空。
    .why = 硬违规：得分 0。倒垛不属于任何任务。
    .example = 倒垛行上 `"task_id": "IN_TASK_0001"`。

explain-stack-short-stock = 某趟取走垛位上没有的货。
    .what = 按开始时刻（再按 operation_id）推演、同一时刻先扣后加时，源垛位上该行 (sku, batch) 的库存少于本行所取。
    .why = 硬违规：得分 0；库存照样扣减，可能以负数结束。
    .example = 第 10 分钟的出库行要取第 20 分钟才入库的货。

explain-stack-over-ceiling = 垛位被放到超过上限。
    .what = 某行放货后，垛位重量超过额定吨位与期初吨数中的较大者。
    .why = 硬违规：得分 0。期初已超重的垛位不得再加重。
    .example = 额定 30 吨、已有 29 吨的垛位再放 2 吨。

explain-stack-trip-window = 同一趟的各行时刻不一致。
    .what = 同一趟（同叉车、同 trip_id；没有 trip_id 的行自成一趟）的各行起止分钟不同。
    .why = 硬违规：得分 0。该句只写趟次号：两台叉车同一 trip_id 的趟次只计一次。
    .example = 趟次 T1 的两行分别在 0–10 和 10–20 分钟。

explain-stack-trip-tons = 一趟超过其限重。
    .what = 同一趟各行吨数合计超过 resources.max_task_tons。
    .why = 硬违规：得分 0。
    .example = 一趟两行各 1.5 吨。

explain-stack-overlap = 叉车的趟次时间重叠。
    .what = 其趟次按 (开始, 结束, trip_id) 排序后，某趟在前一趟结束前开始（首尾相接可以）。
    .why = 硬违规：得分 0。
    .example = 同一叉车在 0–10 和 5–15 分钟各有一趟。

explain-stack-daily-cap = 叉车经手吨数超过当日上限。
    .what = 它所有行（各类型）的吨数合计超过其 daily_ton_cap。
    .why = 硬违规：得分 0。
    .example = 上限 190 吨的叉车做了 96 趟 2 吨。

explain-stack-coverage = 任务的吨数没有恰好运完。
    .what = 其各行吨数合计与任务吨数相差超过 0.001 吨（多或少）。
    .why = 硬违规：得分 0。
    .example = 5 吨的任务只用两趟 2 吨完成。

explain-stack-negative-stock = 垛位以负库存结束。
    .what = 所有行之后，某垛位上某 (sku, batch) 的库存低于 −0.001 吨。
    .why = 硬违规：得分 0。
    .example = 从只放过一次货的垛位取了两次。
