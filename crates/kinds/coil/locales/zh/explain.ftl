## 钢卷类型诊断代码的 `fde-grade explain CODE`。

explain-coil-file-not-found = 缺少序列文件。
    .what = 没有可读取的 `solution.json`。
    .why = 评估器返回 `fatal`（"File not found: PATH"）：得分 0。
    .example = 没有 `solution.json` 的提交文件夹。

explain-coil-bad-data = 案例的数据文件使评估器抛出异常。
    .what = `work_plan.csv` 或 `grade_catalog.csv` 缺少列、用了目录中没有的钢种，或有 float() 读不了的尺寸。
    .why = 评估器在读取任何提交之前读取数据：每份提交都得到 `exception`，得分 0。
    .example = 作业计划中某行的钢种不是目录中的 grade_id。

explain-coil-not-json = 序列不是 Python 能读取的 JSON。
    .what = 文件不是 UTF-8、以字节顺序标记开头，或不是合法 JSON。
    .why = `json.load` 在评估器的 try 中抛出异常：带 Python 消息的 `exception`，得分 0。
    .example = 带 BOM 保存的文件。

explain-coil-not-an-object = 序列文件不是 JSON 对象。
    .what = 文件是列表、字符串、数字或 null。
    .why = 评估器对它调用 `.get("sequence")`，抛出 `AttributeError`：`exception`，得分 0。
    .example = 外面没有对象的 `["COIL_001", "COIL_002"]`。

explain-coil-no-sequence = 没有非空列表 `sequence`。
    .what = 缺少键 `sequence`，或它的值为空或不是列表。
    .why = 评估器返回 `fatal`（"Missing or empty 'sequence'"）：得分 0。
    .example = `{"{"}"sequence": []{"}"}`。

explain-coil-unknown-coil = 某个编号不是作业计划中的钢卷。
    .what = 经 `str(m).strip()` 后，某项不是作业计划的编号（数字 1 是 "1"，true 是 "True"）。
    .why = 评估器返回 `schema`，列出最多五个未知编号：得分 0。
    .example = 计划中是 `COIL_001`，却写了 `"COIL_1"`。

explain-coil-wrong-count = 序列的钢卷数与计划不同。
    .what = 列表比作业计划长或短。
    .why = 完整性是 `constraint`：得分 0。
    .example = 81 卷只给了 80 个编号。

explain-coil-missing-coil = 漏掉了计划中的钢卷。
    .what = 某个作业计划编号没有出现在序列中。
    .why = 评估器以 `constraint` 列出最多五个缺失编号：得分 0。
    .example = 除 `COIL_081` 外的所有钢卷。

explain-coil-duplicate = 某卷列了两次。
    .what = 某个编号出现不止一次。
    .why = 评估器以 `constraint` 报告 "存在重复材料号"：得分 0。
    .example = `COIL_001` 出现在位置 0 和 5。

explain-coil-roll-switch = 换辊超过一次。
    .what = 小辊和大辊钢卷交替：辊径在两处或更多处切换。
    .why = 大小辊分离是 `constraint`：得分 0。
    .example = 小、大、小。

explain-coil-front-width = 前置宽度卷不在最前面。
    .what = 宽度等于其钢种前置宽度的钢卷排在了非前置卷之后。
    .why = 前置宽度卷占据前缀是 `constraint`：得分 0。
    .example = 三个前置宽度卷在位置 0、1 和 7。
