## 岸桥类型代码的 `fde-grade explain CODE`：每个代码的摘要、含义、原因和示例。

explain-quay-file-not-found = 缺少调度文件。
    .what = 没有可读的 `solution.json`。
    .why = 评估器返回 `fatal`（"File not found: PATH"）：得分 0。
    .example = 提交目录中没有 `solution.json`。

explain-quay-bad-data = 案例的数据文件使评估器抛出异常。
    .what = `tact_times.csv` 或 `vessel_workload.csv` 缺少一列、缺少 20 或 40 英尺 L 或 U 的作业时间，或含有 Python 读不了的数字或时间。
    .why = 评估器在读取任何提交之前读取数据：每个提交都得到 `exception`，得分 0。
    .example = tact_times.csv 缺少卸 40 英尺箱的那一行。

explain-quay-not-json = 调度文件不是 Python 能读的 JSON。
    .what = 文件不是 UTF-8、以字节顺序标记开头，或不是有效的 JSON。
    .why = `json.load` 在评估器的 try 中抛出：`exception` 附 Python 的消息，得分 0。
    .example = 带 BOM 保存的文件。

explain-quay-no-cranes = 没有非空列表 `cranes`。
    .what = 文件不是对象，或其 `cranes` 缺失、不是列表或为空。
    .why = 评估器返回 `schema`（"Missing or invalid 'cranes' array" 或 "'cranes' is empty"）：得分 0。
    .example = `{"{"}"cranes": []{"}"}`。

explain-quay-raises = 某台岸桥或某个事件使评估器抛出异常。
    .what = 以 `x["key"]` 读取的键缺失（`events`、`type`、`end_time`、作业的 `berth`、`crane_id`），`int()` 或 `float()` 读不了的泊位，是列表的船舶编号，类型无法比较的 crane_id。
    .why = Python 在评估器的 try 中抛出：`exception` 附 Python 的消息，得分 0，不论还有什么问题。
    .example = 缺少 `crane_id` 的岸桥：按 `c["crane_id"]` 排序时抛出 `KeyError`。

explain-quay-bad-time = 时间不是 `YYYY-MM-DD HH:MM:SS`。
    .what = `datetime.strptime(s, "%Y-%m-%d %H:%M:%S")` 读不了它：带 `T`、小数、时区、该月没有的日期、第 60 秒，或根本不是文本；或早于 0001-01-02，朴素时间的 `timestamp()` 无法处理。
    .why = Python 在评估器的 try 中抛出：`exception`，得分 0。
    .example = `"2024-05-01T08:00:00"`。

explain-quay-not-after-start = 事件在开始时或之前结束。
    .what = 每台岸桥的事件按开始排序（补入等待）后，某事件的结束不晚于其开始。
    .why = 规则 C3/C7：`constraint` 违规，得分 0。
    .example = 开始和结束时间相同的移动。

explain-quay-overlap = 一台岸桥的两个事件重叠。
    .what = 某事件比（按开始排序的）前一事件结束早 1 秒以上开始。
    .why = 规则 C7：一台岸桥一次只做一件事；`constraint` 违规，得分 0。空档没有问题：评估器会补为等待。
    .example = 作业到 10:00:00，随后一次从 09:59:00 开始的移动。

explain-quay-move-berths = 移动缺少泊位。
    .what = `move` 事件的 `from_berth` 或 `to_berth` 缺失或为 null。
    .why = 规则 C4：`constraint` 违规，得分 0；若该移动决定了岸桥的位置（C6），评估器随后会抛出异常。
    .example = `{"{"}"type": "move", "from_berth": 2, "to_berth": null, …{"}"}`。

explain-quay-move-time = 移动用时不是每个泊位 880 秒。
    .what = 移动的时长与 880 秒乘以 `from_berth` 和 `to_berth` 之间的泊位数相差超过 1 秒。
    .why = 规则 C4：`constraint` 违规，得分 0。移动秒数是得分的第二项。
    .example = 从泊位 2 到 5 的移动用时 2,000 秒（应为 2,640 秒）。

explain-quay-no-vessel = 作业事件没有写船舶。
    .what = `work` 事件的 `vessel_id` 缺失、为 null 或为空。
    .why = 规则 C5：`constraint` 违规，得分 0。
    .example = `{"{"}"type": "work", "vessel_id": "", …{"}"}`。

explain-quay-unknown-vessel = 作业事件写了案例中没有的船舶。
    .what = `vessel_id` 不是 vessel_workload.csv 的编号之一（按文本比较：数字 7 不是 "7"）。
    .why = 规则 C5：`constraint` 违规，得分 0。
    .example = 60 艘船的案例中的 `"vessel_id": "V99"`。

explain-quay-wrong-berth = 岸桥在别的泊位作业船舶。
    .what = 作业事件的 `int(berth)` 不是该船的 `berth_no`。
    .why = 规则 C5：`constraint` 违规，得分 0。
    .example = 船停泊位 3，作业却写 `"berth": 4`。

explain-quay-late = 作业在船舶时间窗之后结束。
    .what = 作业事件在该船的 `end_time` 之后结束。
    .why = 规则 C2：`constraint` 违规，得分 0；时间窗之后的作业不计入 C1。
    .example = 船 17:00 离港，作业到 18:00。

explain-quay-early = 作业在船舶时间窗之前开始。
    .what = 作业事件在该船的 `start_time` 之前开始。
    .why = 规则 C2：`constraint` 违规，得分 0；时间窗之前的作业不计入 C1。
    .example = 船 06:00 到港，作业从 05:00 开始。

explain-quay-short = 船舶没有得到全部作业。
    .what = 所有岸桥在该船时间窗内的作业秒数之和，四舍五入到整秒，少于其需要：对装、卸 20 与 40 英尺箱求 Σ ceil(箱数 / 每吊箱数) × 每吊秒数。
    .why = 规则 C1：`constraint` 违规，得分 0。
    .example = 需要 7,200 秒的船只由一台岸桥作业 1 小时。

explain-quay-crossing = 两台岸桥在轨道上交叉。
    .what = 在某事件的开始或结束、或移动的中点，一台岸桥比按 crane_id 顺序的下一台岸桥靠右 0.01 个泊位以上（岸桥位置：按开始排序、第一个包含该时刻的事件；移动中的位置按插值）。
    .why = 规则 C6：`constraint` 违规，得分 0；评估器列出前 3 处并统计其余。
    .example = 岸桥 2 在泊位 3 作业时，岸桥 1 在泊位 5。
