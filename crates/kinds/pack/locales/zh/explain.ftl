## 装箱类代码的 `fde-grade explain CODE`：摘要、含义、原因和示例。

explain-pack-file-not-found = 缺少方案文件。
    .what = 没有可读取的 `solution.json`。
    .why = 评估器读完案例工作簿后返回 `fatal`（"File not found: PATH"）：0 分。
    .example = 提交目录中没有 `solution.json`。

explain-pack-bad-data = 案例工作簿无法使用。
    .what = load_data.xlsx 没有工作表 多货推荐1、缺少评估器查找的列、没有 集装箱信息 区块，或不是工作簿。
    .why = 评估器在读取任何提交之前先读工作簿；它抛出的错误就是每个文件的 `exception`：0 分。
    .example = 工作表改名为 Sheet1，或 SKU 表没有 重量 列。

explain-pack-not-json = 方案不是 Python 能读的 JSON。
    .what = 文件不是 UTF-8、以字节顺序标记开头，或不是合法 JSON。
    .why = `json.load` 在评估器的 try 内抛出，因此报告带 Python 消息的 `exception`：0 分。
    .example = 带 BOM 保存的文件，或 `{"{"}"placements": [`。

explain-pack-not-an-object = 方案不是 JSON 对象。
    .what = 文件是列表、字符串、数字或 null。
    .why = 评估器对其调用 `.get("placements")`，抛出 `AttributeError`：`exception`，0 分。
    .example = 没有外层对象的 `[{"{"}"sku_id": "ITEM_A", ...{"}"}]`。

explain-pack-no-placements = 方案没有非空列表 `placements`。
    .what = 缺少该键、列表为空，或其值不是列表。
    .why = 评估器返回 `fatal`（"Missing or empty 'placements'"）：0 分。
    .example = `{"{"}"boxes": [...]{"}"}` 或 `{"{"}"placements": []{"}"}`。

explain-pack-raises = 评分使 Python 抛出异常。
    .what = 某条记录不是对象、`sku_id` 是列表或对象、坐标是大到无法转为浮点数的整数，或案例中检查所需的尺寸、重量或限值为空。
    .why = 评估器没有在出错处捕获这些错误：报告带 Python 消息的 `exception`，0 分。
    .example = `"x": 1e999` 读作无穷大，而 `"x": 1` 后跟 400 个零会抛出异常。

explain-pack-unknown-sku = 记录中的 SKU 不在案例中。
    .what = `sku_id` 缺失，或不是工作簿中原样书写的 SKUID 之一。
    .why = 评估器把 "unknown sku_id=…" 记为违规：0 分。
    .example = `"sku_id": "item_a"` 或 `"SKU": "ITEM_A"`（键必须是 `sku_id`）。

explain-pack-count = 必装 SKU 件数过少或过多。
    .what = 有数量的 SKU 的记录条数与该数量不同。
    .why = 评估器把 "required count: …" 记为违规：0 分。
    .example = 要求 66 件 ITEM_A 却只装了 65 件。

explain-pack-overweight = 装载超重。
    .what = 所有已装货物的重量（按工作簿中各 SKU 单件重量）之和超过集装箱最大载重 1e-6 kg 以上。
    .why = 评估器把 "C3: total_weight=…" 记为违规：0 分。
    .example = 最大载重 23,000 kg 的集装箱装了 23,000.5 kg。

explain-pack-geometry = 记录的字段不是数字。
    .what = x、y、z、l、w 或 h 缺失、为 null、为列表，或是 float() 拒绝的文本。
    .why = 评估器把 "missing/invalid geometry fields" 记为违规，并在重叠检查中跳过该件：0 分。
    .example = `"x": null` 或 `"l": "1,09"`。

explain-pack-negative = 货物从零以下开始。
    .what = x、y 或 z 小于 −1e-6。
    .why = 评估器把 "C4: … negative coord" 记为违规：0 分。
    .example = `"z": -0.01`。

explain-pack-out-of-bounds = 货物超出集装箱。
    .what = x + l、y + w 或 z + h 超过集装箱的长、宽或高 1e-6 以上。
    .why = 评估器对每个方向把 "C4: …" 记为违规：0 分。
    .example = 12 m 的集装箱中，一件 1.09 m 长的货放在 x = 11。

explain-pack-not-upright = 货物没有立放。
    .what = h 与该 SKU 的高度相差超过 1e-6。
    .why = 评估器把 "C6: … (upright)" 记为违规：0 分。
    .example = ITEM_A 侧放，h = 0.5。

explain-pack-not-a-rotation = 货物的占地尺寸不是该 SKU 的。
    .what = (l, w) 在 1e-6 内既不是该 SKU 的 (长, 宽) 也不是 (宽, 长)。
    .why = 评估器把 "C7: … not a rotation" 记为违规：0 分。
    .example = ITEM_A 长 1.09，却写成 1.1 × 0.5。

explain-pack-overlap = 两件货物占用同一空间。
    .what = 两件货在三个方向上都重叠超过 1e-6 m；表面、棱或角接触是允许的。
    .why = 评估器列出前三处重叠及其余的数量作为违规：0 分。
    .example = 两件货放在同一个角点。
