## 水电类型诊断代码的 `fde-grade explain CODE`。

explain-hydro-missing-file = 缺少方案文件。
    .what = 没有可读取的 `solution.json`。
    .why = 评估器在读取任何内容之前就返回 `fatal`（"缺 solution.json in DIR"）：得分 0。
    .example = 没有 `solution.json` 的提交文件夹。

explain-hydro-not-json = 方案不是 Python 能读取的 JSON。
    .what = 文件不是 UTF-8、以字节顺序标记开头，或不是合法 JSON。
    .why = `json.load` 在评估器的 try 中抛出异常，于是它带着 Python 的消息报告 `exception`：得分 0。
    .example = 带 BOM 保存的文件，或 `{"{"}"Q_out": [[1, 2]`。

explain-hydro-not-an-object = 方案不是 JSON 对象。
    .what = 文件是列表、字符串、数字或 null。
    .why = 评估器对它调用 `.get("Q_out")`，抛出 `AttributeError`：`exception`，得分 0。
    .example = `[[1, 2, 3]]`。

explain-hydro-no-q-out = 方案没有列表 `Q_out`。
    .what = 缺少键 `Q_out`，或它的值不是列表。
    .why = 评估器返回 `fatal`（"solution.json 缺 Q_out 字段"）：得分 0。
    .example = `{"{"}"q_out": [...]{"}"}`（键区分大小写）。

explain-hydro-wrong-shape = `Q_out` 不是五行、每天一个值。
    .what = `Q_out` 的行数不是五，或某行的值个数不等于天数。
    .why = 评估器返回 `fatal`（"Q_out 维度不是 5x7"）：得分 0。字符串行按字符计数，对象行按键计数。
    .example = 四行，或某行有六个值。

explain-hydro-row-not-a-list = `Q_out` 的某行没有长度。
    .what = 某行是数字、true/false 或 null。
    .why = 对它调用 `len()` 会在评估器的数字检查之外抛出 `TypeError`：`exception`，得分 0。
    .example = `{"{"}"Q_out": [[...], 5, [...], [...], [...]]{"}"}`。

explain-hydro-not-a-number = 某个出库流量不是 float() 能读的数字。
    .what = 某个值是 null、列表、对象，或 `float()` 拒绝的文本。
    .why = 评估器返回 `fatal`（"Q_out 含非数值"）：得分 0。"1_000" 或阿拉伯-印度数字之类的文本会按 Python 的 float() 读取。
    .example = `null`、`"1,5"`、`""`。

explain-hydro-too-large = 某个出库流量是大到无法转成浮点数的整数。
    .what = 超过约 1.8 × 10³⁰⁸ 的整数字面量。
    .why = 对它调用 `float()` 抛出 `OverflowError`，评估器的数字检查不捕获它：`exception`，得分 0。
    .example = 1 后面跟 400 个 0。

explain-hydro-water-balance = 径流式电站没有放走流到它的水。
    .what = 某天 D 站的出库与 C 站出库加支流来水（E 站与 D 站加其支流）相差超过 1 m³/s。
    .why = 水量平衡是评估器的 `constraint`：任何违反都得 0 分。
    .example = C 站放 4,425 m³/s 时 D 站只放 500 m³/s。

explain-hydro-level-low = 某水库低于死水位。
    .what = 由库容逐日推算的水库水位低于死水位超过容差。
    .why = 水位是评估器的 `constraint`：任何违反都得 0 分。
    .example = 头几天就打开最上游水库的闸门。

explain-hydro-level-high = 某水库高于上限。
    .what = 水库水位高于上限超过容差（C 站的上限低于其正常水位）。
    .why = 水位是评估器的 `constraint`：任何违反都得 0 分。
    .example = 把丰水周的全部来水都存进一座小水库。

explain-hydro-eco-flow = 某电站放水少于生态流量。
    .what = 出库流量低于生态流量（减去容差）。
    .why = 生态流量是评估器的 `constraint`：任何违反都得 0 分。
    .example = 最小值为 50 时出库 49.94。

explain-hydro-ramp = 某电站出力变化太快。
    .what = 电站出力（以装机容量封顶）从一天到下一天的变化超过其装机容量的五分之一加容差。
    .why = 出力变幅是评估器的 `constraint`：任何违反都得 0 分。
    .example = 一天之内从 20 MW 升到 170 MW。

explain-hydro-not-finite = 一周的发电量不是有限数。
    .what = 某个出库流量是 NaN（或无穷）：与 NaN 的比较都为假，所以所有检查都通过，但发电量是 NaN。
    .why = 评估器报告 `exception`（"total_energy is NaN/Inf"），有效性为 0。
    .example = 某个出库流量写成 `NaN`。
