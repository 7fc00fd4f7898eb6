## 纵剪类型代码的 `fde-grade explain CODE`：摘要、含义、原因和示例。

explain-slitting-file-not-found = 方案文件缺失。
    .what = 没有可读取的 `solution.csv`。
    .why = 评估器返回 "solution.csv not found under DIR"：得分 0。
    .example = 提交目录里没有 `solution.csv`。

explain-slitting-bad-data = 案例数据文件使评估器抛出异常。
    .what = `mother_coil.csv` 或 `requirements.csv` 缺少评估器读取的列（宽度、重量）、该列重复，或无法作为 CSV 读取。
    .why = 评估器在读取方案前读取数据且没有兜底捕获：进程终止，不输出任何内容，每个方案得分 0。
    .example = 宽度列名为 `width` 的 `requirements.csv`。

explain-slitting-unreadable = pandas 无法读取方案。
    .what = 文件不是 UTF-8、为空，或某行字段比表头多。
    .why = `pd.read_csv` 在评估器的 try 中抛出异常："Failed to read solution.csv: …"，得分 0。
    .example = 第一行数据之后某行多了一个逗号。

explain-slitting-no-rows = 没有可评分的行。
    .what = 每行都是空行，或 `mother_cut_weight` 为空、非数字、零或负数。
    .why = 评估器返回 "solution.csv 无有效数据行"：得分 0。
    .example = 只有表头。

explain-slitting-dropped-row = 某行在评分前被剔除。
    .what = 它的 `mother_cut_weight` 为空、不是 pandas 能读的数字、为零或负数。
    .why = 服务器静默剔除它：不算一刀，它的子板也不计产出，通常导致某个宽度欠产。
    .example = `mother_cut_weight` 写成 `abc`。

explain-slitting-crash = 评估器在方案上崩溃。
    .what = 两列去掉空格后同名（`mother_id` 与 ` mother_id`），或切了数据中没有宽度的母卷且本行也没填宽度。
    .why = 评估器在 try 之外抛出异常：不输出任何内容，本次没有得分。
    .example = 同时有 `mother_cut_weight` 和 `mother_cut_weight ` 两列。

explain-slitting-missing-coil-id = 某刀没有指定母卷。
    .what = `mother_id` 为空、缺失或没有这一列。
    .why = 该行违规：得分 0。
    .example = 第一个字段为空的行。

explain-slitting-unknown-coil = 某刀引用的母卷不在库存中。
    .what = 经 `str(id).strip()` 后不是库存中的编号（按行序为 M_0、M_1……；重量为 0 的母卷不在库存中）。
    .why = 该行违规：得分 0。
    .example = 12 卷库存中写了 `coil1` 或 `M_12`。

explain-slitting-width-mismatch = 某刀填的母卷宽度与实际不符。
    .what = `mother_width` 与库存宽度相差超过 10 mm。
    .why = 违规：得分 0（其余计算一律用库存宽度）。
    .example = 1070 mm 的母卷填了 `mother_width` 1000。

explain-slitting-no-cut-weight = 某刀没有重量。
    .what = 方案没有 `mother_cut_weight` 列（此时保留每一行且每行都违规），或 float() 读出的重量不大于 0。
    .why = 违规：得分 0。
    .example = 列名写成 `cut_weight`。

explain-slitting-light-cut = 某刀轻于 100 kg。
    .what = `mother_cut_weight` 加 10 kg 容差仍低于 100 kg。
    .why = 违规：得分 0。
    .example = 一刀 80 kg。

explain-slitting-no-strips = 某刀没有子板。
    .what = 没有哪个刀位的 `subN_width` 和 `subN_long` 都是大于 0 的数（只有宽度没有长度不算）。
    .why = 违规：得分 0。
    .example = 填了宽度、长度留空。

explain-slitting-unknown-width = 某子板宽度不在订单中。
    .what = 有效刀位的宽度不是 `requirements.csv` 中的某个宽度（精确相等）。
    .why = 违规：得分 0。
    .example = 订单是 555 mm 却切了 554 mm。

explain-slitting-too-wide = 某刀子板宽度之和超过母卷宽度。
    .what = 子板宽度之和大于库存中该母卷的宽度。
    .why = 违规：得分 0。
    .example = 1150 mm 母卷上切 600 和 555 mm。

explain-slitting-overdraw = 某母卷被切超出其重量。
    .what = 同一母卷各刀按方案顺序累计超过库存重量加 10 kg。
    .why = 从第一次超出的那刀起（及之后每刀）违规：得分 0。
    .example = 5000 kg 的母卷切两刀各 3000 kg。

explain-slitting-short = 某订单宽度欠产。
    .what = 该宽度子板重量比订单少 10 kg 以上（每条子板：断刀重量 × 宽度 / 母卷宽度）。
    .why = 违规：得分 0。
    .example = 订单 2000 kg 只产出 1980 kg。

explain-slitting-over = 某订单宽度超产。
    .what = 该宽度子板重量比订单多 10 kg 以上。
    .why = 违规：得分 0（超产与欠产一样不合格）。
    .example = 订单 2000 kg 产出 2020 kg。

explain-slitting-length-mismatch = 子板长度与本刀长度不符。
    .what = `subN_long` 与 重量 / (母卷宽度 × 7.65) × 10000 相差超过 10 mm。
    .why = 仅提示：服务器列出它，长度不计分。
    .example = 用 7.85 的密度算长度。
