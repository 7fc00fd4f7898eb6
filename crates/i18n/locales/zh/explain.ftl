## `fde-grade explain CODE`：每个诊断代码的摘要、含义、原因和示例。
## 英文原文见 en/explain.ftl（即 crates/grader/src/diagnostic/codes.rs 的原文）。
## Here the core's codes'; a kind's codes' are in its crate (crates/kinds/<kind>/locales/,
## issue 43).

explain-file-empty = 文件没有内容。
    .what = 文件长度为 0 字节，或只有空行。
    .why = 案例数据（customers.csv、答案文件）为空时，服务器的 `pd.read_csv` 对每个提交都会抛出 `EmptyDataError`，因此拒绝该案例；空的 CSV 方案得不到任何方案（fatal）。空的预测文件属于 `scorecard/missing-file`。
    .example = 误存了一个空的 `customers.csv`。

explain-file-not-utf8 = 文件不是 UTF-8 文本。
    .what = 文件中有字节不是有效的 UTF-8；位置指向第一个出错的字节。信息中会推测它的 8 位编码（GBK、Latin-1 等）。
    .why = 服务器按 UTF-8 打开所有文件；Python 抛出 `UnicodeDecodeError`，属于异常，提交得 0 分（评分规则 §1、§2、§5）。
    .example = 用 Excel 另存为 GBK 的 `customers.csv`：其中文列名不是 UTF-8。

explain-file-utf16 = 文件是 UTF-16 编码。
    .what = 文件以 UTF-16 字节顺序标记开头，或其字节像 UTF-16 文本那样与 NUL 交替出现。
    .why = 服务器按 UTF-8 读取文件：UTF-16 文件会报错，或被读成没有可用列的乱码，因此得 0 分（评分规则 §5）。
    .example = 用 Excel 导出为“Unicode 文本”的 CSV。

explain-file-spreadsheet = 文件是电子表格工作簿，不是文本。
    .what = 文件内容是 Excel 工作簿（xlsx，即 ZIP；或较旧的 xls），却用了文本文件的名字。
    .why = 服务器把文件当作 UTF-8 文本读取，无法解析工作簿，因此得 0 分。
    .example = 把 `predictions.xlsx` 改名为 `predictions.csv`。

explain-file-unclosed-quote = CSV 中带引号的值没有闭合。
    .what = 双引号开始了一个值，但直到文件结束都没有对应的闭合引号。
    .why = pandas 读取这样的 CSV 会报 "EOF inside string"，因此服务器给该提交 0 分（评分规则 §2）。
    .example = 先是 `customer_id,prob_default`，然后一行 `"C001,0.2`。

explain-case-bad-manifest = case.json 无法读取，或缺少必需字段。
    .what = 案例清单不是 JSON、不是对象，或某个字段类型错误或缺失。
    .why = 没有清单，案例完全无法评分；命令行以代码 2 退出。
    .example = `{"{"}"id": "routing-city", "kind": "routing"`（缺少右花括号）。

explain-case-bad-parameters = case.json 的 `parameters` 无法使用。
    .what = `parameters` 不是对象，或某个参数（速度、容量、车辆数、权重、参考成本、服务器）类型错误或取值不可能。
    .why = 在我们的案例中，服务器的常量是数据（评分规则 §1“案例参数”）；一个错误的参数会改变所有得分。
    .example = `"parameters": {"{"}"vehicles": "twelve"{"}"}`。

explain-case-missing-file = 案例需要的文件没有指定或无法读取。
    .what = case.json 没有为该案例类型指定数据文件（customers.csv、答案文件），或指定的文件不存在。
    .why = 服务器的评分器在读取任何提交之前先读取案例数据；没有数据就无法给任何提交评分。
    .example = 一个路线案例的 case.json，其 `files` 中没有 `customers` 项。

explain-case-kind-not-built = 此版本的评分器没有该案例类型的代码。
    .what = 评分器编译时未启用该类型的功能（例如只评路线的网站版本）。
    .why = 这是我们的构建选择，与服务器无关：评分需要该类型的代码。
    .example = 把评分卡案例交给用 `--no-default-features --features routing` 构建的评分器。

explain-case-missing-column = customers.csv 缺少服务器要读取的列。
    .what = 表头中缺少门店编码、重量、经度或纬度中的某一列（列名必须完全一致）。
    .why = 服务器按列名查找列并抛出 `KeyError`，因此每个提交都得 0 分（评分规则 §1“案例数据”）。
    .example = 表头写成英文的 `code,weight,lon,lat`。

explain-case-not-a-number = customers.csv 中的重量或坐标不是数字。
    .what = 某个重量、经度或纬度单元格无法读成有限数字。
    .why = 服务器的 `float()` 或距离计算在读取任何提交之前就会出错，因此每个提交都得 0 分（评分规则 §1、§5）。
    .example = `ST001,12kg,116.4,39.9`。

explain-case-too-many-fields = customers.csv 某行的字段数超出 pandas 能接受的数量。
    .what = customers.csv 某行用逗号分隔的字段比表头允许的多（常见于用分号和小数逗号写成的文件）。
    .why = 服务器的 `pd.read_csv` 对每个提交都会报 "Error tokenizing data"（评分规则 §1、§5），因此拒绝该案例。
    .example = 逗号分隔的表头下有一行 `ST001;12,5;116,4;39,9`。

explain-case-no-rows = customers.csv 只有表头，没有数据行。
    .what = 文件只有表头这一行。
    .why = 没有配送中心，服务器的 `iloc[0]` 对每个提交都会出错（评分规则 §1）。
    .example = 只有 `网点编码,总重量,门店经度,门店纬度`，别无其他。

explain-case-no-depot = customers.csv 没有配送中心行。
    .what = 每一行都有重量，所以没有哪一行是配送中心。
    .why = 配送中心是第一个重量为空的行（评分规则 §1）；没有它，服务器对每个提交都会出错。
    .example = 配送中心那一行被填了重量 0 的 customers.csv。

explain-case-no-weight = 配送中心之后有一行没有重量，该行被忽略。
    .what = 只有第一个重量为空的行是配送中心；之后重量为空（或 NA）的行既不是配送中心也不是门店。
    .why = 服务器确定配送中心之后，会丢弃缺少重量的行（评分规则 §1），因此访问该编码会被视为未知门店。
    .example = 两行的 `总重量` 为空：第二行被忽略。

explain-case-infinite-weight = 某门店的重量为无穷大。
    .what = 某个重量读出来是无穷大（`inf`、`1e999`）。
    .why = 服务器的 `float()` 接受这个值；服务该门店的路线总是超载（评分规则 §1，验证第 3 阶段）。
    .example = `ST001,inf,116.4,39.9`。

explain-case-negative-weight = 某门店的重量小于零。
    .what = 某个重量为负数。
    .why = 服务器按原值累加重量（评分规则 §1），所以负重量会减轻所在路线的载重；评分方式与服务器相同。
    .example = `ST001,-12.5,116.4,39.9`。

explain-case-coordinates-out-of-range = 经度或纬度超出范围。
    .what = 经度不在 [-180, 180] 内，或纬度不在 [-90, 90] 内。
    .why = 服务器直接用原值计算距离，所以案例照常评分；这个值很可能是笔误。
    .example = `ST001,12.5,1164.0,39.9`（丢了小数点）。

explain-case-duplicate-code = customers.csv 中有两行使用同一门店编码。
    .what = 两个门店行的编码相同。
    .why = 服务器建立从编码到位置的字典，因此后一行生效（评分规则 §1）。
    .example = 第 3 行和第 9 行都是 `ST001`。

explain-case-store-is-depot-code = 某门店的编码与配送中心相同。
    .what = 某门店行的编码与配送中心行相同。
    .why = 服务器按编码查找位置，因此该门店被放在配送中心的位置（评分规则 §1）。
    .example = 配送中心是 `0`，另有一个门店编码也是 `0`。

explain-case-unsupported = 案例要求的功能此评分器还没有实现。
    .what = 预测案例的清单指定了 Rust 评分器尚无代码的引擎、检查步骤、指标、映射或报告来源（或服务器）；位置是清单中指向它的路径。
    .why = 这是我们的构建，与服务器无关：硬要评分会得出基准评估器不会给出的分数，因此拒绝该案例。
    .example = 在网格引擎实现之前的 `"submission": {"{"}"engine": "grid"{"}"}`（FDE-Bench 041 的引擎）。

explain-case-bad-truth = 无法按案例的说明读取真实值文件。
    .what = 预测案例的真实值 CSV 为空、不是 UTF-8，或 CSV 格式损坏（引号未闭合、某行字段过多）。
    .why = 评估器对每个提交都要读取真实值，遇到这样的文件会出错，因此无法给任何提交评分。
    .example = 空的 `test_truth.csv`。

explain-scorecard-too-many-fields = CSV 某行的字段数超出 pandas 能接受的数量。
    .what = 某数据行用逗号分隔的字段比表头（和第一行）允许的多。
    .why = pandas 报 "Error tokenizing data"，因此服务器报告异常并给 0 分（评分规则 §2、§5）。
    .example = `C001,0,27`（用了小数逗号）。
