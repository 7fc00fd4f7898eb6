## `fde-grade explain CODE` for the prediction kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`：每个诊断代码的摘要、含义、原因和示例。
## 英文原文见 en/explain.ftl（即 crates/grader/src/diagnostic/codes.rs 的原文）。

explain-prediction-missing-file = 没有预测文件。
    .what = 评估器查找预测文件，但没有找到。
    .why = 每个预测评估器都先检查文件，找不到就拒绝（`fatal`）。
    .example = 提交文件夹中没有 `predictions.csv`。

explain-prediction-unreadable = pandas 无法读取预测文件。
    .what = 文件为空（没有列）、不是 UTF-8，或 CSV 格式损坏（引号未闭合、某行字段比表头和第一行数据都多）。
    .why = `pd.read_csv` 出错；清单写明 `read_error: fatal` 的案例会拒绝该文件（`fatal`），其他案例则报告异常（`error_info.exception`）。
    .example = 0 字节的 `predictions.csv`。

explain-prediction-missing-column = 缺少必需的列。
    .what = 案例要求的某一列不在数据表的列中，列名必须完全一致（同名的第二列在 pandas 中是 `name.1`）。
    .why = 评估器先检查必需的列，缺少时按案例规定的类别拒绝该文件。
    .example = 案例要求 `batch_id,成品小肽`，文件却是 `id,pred`。

explain-prediction-missing-value = 某个值为空或不是数字。
    .what = 被检查的列中有单元格缺失，或是被 `pd.to_numeric(errors="coerce")` 转成 NaN 的文本。
    .why = 评估器拒绝其检查列中的 NaN（`isnull().any()`）。
    .example = `B7,`（没有预测值）或 `B7,abc`。

explain-prediction-not-finite = 某个值为无穷大。
    .what = 被检查的值是 inf 或 -inf（或检查计入的 NaN）。
    .why = 评估器要求其值满足 `np.isfinite`。
    .example = `B7,inf`。

explain-prediction-out-of-range = 某个值超出案例的界限。
    .what = 某个值满足该步骤的某条 `reject_if` 规则（例如小于 0），或不在 `[lo - tol, hi + tol]` 之内。
    .why = 评估器以 float64 检查这些界限，并拒绝该文件。
    .example = 剂量为负数，或分数范围是 [0, 100] 时给了 100.5。

explain-prediction-not-allowed = 某个值不在允许的取值中。
    .what = 取值固定的列中，有单元格是别的值。
    .why = 评估器把取值集合与允许的集合进行比较。
    .example = 方向应为 `上行`、`下行`，却写了 `up`。

explain-prediction-duplicate-key = 某个键出现了两次。
    .what = 两行的键相同（按 pandas 的 `duplicated` 比较值：`1` 等于 `1.0`，NaN 等于 NaN）。
    .why = 评估器拒绝重复的键。
    .example = 窗口 3、步 7 有两行。

explain-prediction-missing-key = 某个真实值的键没有预测值。
    .what = 真实值中的某个键不在预测中（按值的集合比较，或通过连接查找）。
    .why = 评估器要求每个真实值行都有预测。
    .example = 文件少了一行。

explain-prediction-extra-key = 预测的键不在真实值中。
    .what = 某行预测的键在真实值中不存在。
    .why = 要求键与真实值完全一致的案例会拒绝多余的键。
    .example = 测试集只有 12 个窗口，却有一行是窗口 99。

explain-prediction-exception = 评估器的运行环境在此文件上抛出异常。
    .what = 评分时 pandas、numpy 或 Python 出错：检查后仍缺少列（KeyError）、把 NaN 或 inf 转为整数、数字键与文本键合并、除以零。
    .why = 评估器捕获它并报告 `error_info.exception`；除非案例的 `on_exception.reset_validity` 为 false，否则有效性重置为 0。
    .example = 在把键转为整数的案例中，键列写成了 `1.5e400`。
