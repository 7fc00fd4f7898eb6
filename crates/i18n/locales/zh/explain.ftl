## `fde-grade explain CODE`：每个诊断代码的摘要、含义、原因和示例。
## 英文原文见 en/explain.ftl（即 crates/grader/src/diagnostic/codes.rs 的原文）。

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

explain-routing-missing-file = 无法读取路线文件。
    .what = 提交文件不存在或无法打开。
    .why = 文件缺失是服务器的第一项致命检查（评分规则 §1，验证第 1 阶段）。
    .example = `fde-grade routing --case cases-public/routing-city route.json`，文件名写错了。

explain-routing-empty-file = 路线文件为空。
    .what = 提交文件没有任何字节（或只有空白）。
    .why = 对空文件执行 `json.load` 会抛出 `JSONDecodeError`，在服务器上属于异常（评分规则 §1）；空的 CSV 方案则是致命错误（我们的格式）。
    .example = 空的 `routes.json`。

explain-routing-not-json = 路线文件不是有效的 JSON。
    .what = 文件无法按 CPython 3.12 的 `json` 解析（末尾多余的逗号、单引号、嵌套超过约 1,500 层、超过 4,300 位的整数）。
    .why = `json.load` 出错，因此服务器报告异常并给 0 分（评分规则 §1、§5）。
    .example = `{"{"}"routes": [["A"],{"}"}`。

explain-routing-no-routes-list = 路线 JSON 中没有 `routes` 列表。
    .what = 顶层不是带有 `routes` 键且其值为列表的对象。
    .why = 缺少 `routes` 列表在服务器上是致命错误（评分规则 §1，验证第 1 阶段）；如果服务器的 `submission["routes"]` 直接出错（顶层是数字、字符串或列表），则是异常。
    .example = `[["S1", "S2"]]`（列表没有用 `{"{"}"routes": ...{"}"}` 包起来）。

explain-routing-bad-route-item = 某条路线既不是编码列表，也不是带 `customers` 的对象。
    .what = `routes` 中某项是数字、字符串或其他错误类型。
    .why = 类型错误的项是致命错误（评分规则 §1“提交”）；如果服务器遍历它时出错（`"customers": null`），则是异常。
    .example = `{"{"}"routes": ["S1", "S2"]{"}"}`（编码没有放进路线列表）。

explain-routing-csv-no-rows = CSV 方案只有表头，没有数据行。
    .what = CSV 方案只有表头这一行。
    .why = CSV 方案是我们额外接受的格式（评分规则 §1“提交”）；没有数据行就没有可评分的方案。
    .example = 只有 `vehicle,store,order`，别无其他。

explain-routing-csv-columns = CSV 方案缺少路线列或门店列。
    .what = 表头中没有门店编码（或站点）列，或没有路线/车辆列。
    .why = CSV 方案按列名读取（评分规则 §1“提交”）；没有这些列就无法构建方案。
    .example = 表头是 `a,b,c`。

explain-routing-csv-route-id = CSV 方案的某行没有路线编号。
    .what = 某个站点行的路线（车辆）单元格为空。
    .why = 没有它，就无法把站点放到路线上，方案也就无法转换（评分规则 §1“提交”）。
    .example = `,ST001,1`。

explain-routing-csv-visit-order = CSV 方案中的访问顺序不是数字，或被重复使用。
    .what = 某个访问顺序单元格不是数字，或同一路线的两个站点顺序相同。
    .why = 转换后的方案必须是确定的（评分规则 §1“提交”）；无法读取或重复的顺序会让站点顺序不明确。
    .example = `V1,ST001,first`，或 `V1,ST001,2` 和 `V1,ST002,2`。

explain-routing-depot-in-route = 路线中列出了配送中心。
    .what = 某条路线包含配送中心的编码（通常是 `0`）。
    .why = 服务器把配送中心编码当作未知编码，因此在路线两端写上它属于结构错误（评分规则 §1，验证第 2 阶段）。
    .example = `{"{"}"routes": [["0", "ST001", "0"], ...]{"}"}`。

explain-routing-unknown-store = 路线访问了 customers.csv 中没有的编码。
    .what = 方案中的门店编码与案例中任何门店都不匹配（去掉首尾空白后按字符串比较）。如果丢了前导零或大小写不同，信息中会说明。
    .why = 未知编码在服务器上是结构错误（评分规则 §1，验证第 2 阶段）。
    .example = 把 `ST171311` 写成 `ST1713111`，或把 `0046` 写成 `46`。

explain-routing-missing-store = 有门店没有被任何路线访问。
    .what = customers.csv 中的某个门店没有出现在任何路线中。
    .why = 未覆盖的门店在服务器上是结构错误（评分规则 §1，验证第 2 阶段）。
    .example = 方案漏掉了案例中的一个门店。

explain-routing-duplicate-store = 某门店被列出了不止一次。
    .what = 同一编码在一条路线内或多条路线间出现两次或更多。
    .why = 重复的编码在服务器上是结构错误（评分规则 §1，验证第 2 阶段）。
    .example = 路线 0 和路线 3 中都有 `ST001`。

explain-routing-over-capacity = 某条路线的载重超过车辆容量。
    .what = 一条路线上各门店重量之和大于容量。
    .why = 载重 `> capacity` 是取值错误（评分规则 §1，验证第 3 阶段）；载重按 CPython 3.12 的 `sum()` 方式累加（§5），因此载重恰好等于容量时可以通过。
    .example = 一条路线的门店共重 7,200 千克，而容量是 7,125 千克。

explain-routing-route-count = 方案的路线数与车辆数不同。
    .what = 路线数（包括空路线）与案例的车辆数不同。
    .why = 服务器要求路线数正好是 `vehicles`（评分规则 §1，验证第 4 阶段）。
    .example = 案例有 12 辆车，却给了 11 条路线。

explain-routing-not-measured = 远大于案例规模的无效方案不做测量。
    .what = 无效方案仍会被测量，以显示它本可得多少分；但如果它远大于该案例任何真实的方案，就不测量。
    .why = 这是我们的选择，为了在恶意输入下仍能快速评分；判定结果（validity 0）与服务器一致。
    .example = 有一百万条路线的 `{"{"}"routes": [[], [], ...]{"}"}`。

explain-routing-crossings-uncounted = 超出影响得分范围的交叉不再全部计数。
    .what = 交叉搜索把找到的结果放在有限的空间里（512 MB）。空间用满时，如果已找到的交叉已使成本超过参考成本的 20,000 倍，无论其余多少，得分都四舍五入为 0，搜索随即停止：判定、得分和其他各项数值都是精确的；只有交叉数、空间惩罚和成本不给出（null）。
    .why = 这是我们为限制内存所做的选择：10 万个门店随机排序的方案有数千万处交叉（搜索在 5400 万至 6600 万处时停止）。服务器会以 O(n²) 全部计数，给出同样的得分（评分规则 §1）。
    .example = 10 万个门店按随机顺序排成的路线。

explain-scorecard-missing-file = 预测文件缺失或为空。
    .what = 预测文件不存在，或为空。
    .why = 文件缺失是服务器的第一项致命检查（评分规则 §2）；空文件会让 `pd.read_csv` 抛出 `EmptyDataError`，属于异常。
    .example = 空的 `predictions.csv`。

explain-scorecard-too-many-fields = CSV 某行的字段数超出 pandas 能接受的数量。
    .what = 某数据行用逗号分隔的字段比表头（和第一行）允许的多。
    .why = pandas 报 "Error tokenizing data"，因此服务器报告异常并给 0 分（评分规则 §2、§5）。
    .example = `C001,0,27`（用了小数逗号）。

explain-scorecard-implicit-index = 数据行的字段比表头多：pandas 会错位读取各列。
    .what = 当第一行数据的字段比表头多时，pandas 把多出的前几个字段当作行索引，各列因此错位。
    .why = 服务器用 `pd.read_csv` 原样读取文件（评分规则 §5），所以它评的是错位后的列。
    .example = 表头 `customer_id,prob_default`，数据行却是 `0,C001,0.2`（`to_csv` 写入了索引）。

explain-scorecard-missing-column = 预测文件缺少 `customer_id` 或 `prob_default`。
    .what = 表头中缺少必需的列（列名必须完全一致）。
    .why = 缺少列在服务器上是致命错误（评分规则 §2）。
    .example = 表头是 `id,probability`。

explain-scorecard-not-a-number = 某个 `prob_default` 值不是数字。
    .what = 按 pandas 2.3.2 的读法，某个值为空、缺失（`NA`、`null` 等）或是文本。
    .why = 不是数字的值在服务器上是致命错误（评分规则 §2）。
    .example = `C001,n/a?` 或 `C001,`。

explain-scorecard-not-finite = 某个 `prob_default` 值为无穷大。
    .what = 某个值读出来是无穷大（`inf`、`-inf`、`1e999`）。
    .why = 非有限值在服务器上是致命错误（评分规则 §2）。
    .example = `C001,inf`。

explain-scorecard-out-of-range = 某个 `prob_default` 值不在 [0, 1] 内。
    .what = 某个值小于 0 或大于 1。
    .why = 值 `< 0` 或 `> 1` 在服务器上是致命错误（评分规则 §2），所以评分卡分数和原始 logit 都不能通过。
    .example = `C001,1.2`。

explain-scorecard-looks-like-points = 这些值看起来像评分卡分数。
    .what = 所有值都在 300 到 850 之间，这是评分卡分数的常见范围。
    .why = 这些值超出范围，无法通过（评分规则 §2）；警告说明提交的很可能是什么。
    .example = `C001,612`。

explain-scorecard-looks-like-logit = 这些值看起来像对数几率（logit）。
    .what = 有些值为负，且全部在 -30 到 30 之间，和原始 logit 一样。
    .why = 这些值超出范围，无法通过（评分规则 §2）；警告说明提交的很可能是什么。
    .example = `C001,-2.3`。

explain-scorecard-looks-like-percent = 这些值看起来像百分数。
    .what = 有值大于 1，但都在 [0, 100] 之内。
    .why = 这些值超出范围，无法通过（评分规则 §2）；警告说明提交的很可能是什么。
    .example = `C001,12`。

explain-scorecard-duplicate-id = 某个 `customer_id` 出现了两次。
    .what = 按 pandas 的比较方式，两行的编号相同（`101` 和 `101.0` 可能相等；第一个之后的每个缺失编号都算重复）。
    .why = 重复的 `customer_id` 在服务器上是致命错误（评分规则 §2）。
    .example = `C001,0.2` 和 `C001,0.3`。

explain-scorecard-missing-id = 测试集中有客户没有预测值。
    .what = 答案文件中的某个客户编号不在提交的编号中（按服务器的方式比较）。
    .why = 提交中缺少真实值里的编号在服务器上是致命错误（评分规则 §2）。
    .example = 测试集 120 个客户中只预测了 119 个。

explain-scorecard-extra-rows = 有些行的客户不在测试集中。
    .what = 这些行的编号与测试集中的任何客户都不匹配。
    .why = 服务器会忽略多余的行（评分规则 §2）；它们可能是写法不同的测试集客户。
    .example = 除测试集外，还提交了训练集的预测。

explain-scorecard-empty-id = 某行没有客户编号。
    .what = 某行的编号单元格为空或是缺失值。
    .why = 服务器保留该行（pandas 把编号读作缺失），但除非答案文件中也有缺失编号，否则它不匹配任何测试集客户（评分规则 §2、§5）。
    .example = `,0.2`。

explain-scorecard-id-read-as-decimal = pandas 把编号读成小数，与任何测试集编号都不相等。
    .what = 有缺失或小数编号时，pandas 把编号列读成 float64，于是 `101` 变成 `101.0`。
    .why = 服务器在 `astype(str)` 之后按文本比较编号；`101.0` 不等于 `101`（评分规则 §5）。
    .example = 编号 `101`、`102`，外加一个空编号。

explain-scorecard-one-class = 测试集中只有违约客户，或只有正常还款客户。
    .what = 答案文件中的所有标签都相同。
    .why = 当 P 或 N 为 0 时，AUC 和 KS 都为 0（评分规则 §2）。
    .example = 答案文件的 `default` 列全是 0。

explain-scorecard-all-tied = 所有测试集客户的预测值都相同。
    .what = 测试集客户的预测值全部相等。
    .why = 一个同分段只有一个切分点：按平均秩计算的 AUC 为 0.5，KS 为 0（评分规则 §2）。
    .example = 每一行都是 `...,0.5`。

explain-scorecard-inverted = AUC 低于 0.5：模型排序方向反了。
    .what = 总体上，违约客户得到的概率比正常还款客户低。
    .why = KS 取绝对值，数值不变，而 AUC 会降到 0.5 以下（评分规则 §2）。
    .example = 提交了 `predict_proba(X)[:, 0]`（还款概率）。

explain-scorecard-truth-length = 答案文件中的编号数与标签数不同。
    .what = 以两个列表给出的答案文件，两个列表长度不同。
    .why = 每个测试集客户需要一个标签；这个答案文件无法使用。
    .example = 120 个编号，119 个标签。

explain-scorecard-truth-missing-column = 答案文件缺少 `customer_id` 或 `default`。
    .what = 答案文件的表头中缺少必需的列。
    .why = 服务器按列名读取这两列，缺少时对每个提交都会出错（评分规则 §2）。
    .example = 答案文件的列是 `id,label`。

explain-scorecard-truth-implicit-index = 答案文件数据行的字段比表头多。
    .what = pandas 把多出的前几个字段当作行索引，答案文件的各列因此错位。
    .why = 服务器会按错位的列评分；我们宁可拒绝该案例，也不去猜。
    .example = 表头 `customer_id,default`，数据行却是 `0,C001,1`。

explain-scorecard-truth-bad-label = 答案文件中有标签不是 0 或 1，服务器无法读取。
    .what = 某个 `default` 单元格会让 `astype(int)` 出错（文本、缺失值）。
    .why = 服务器对每个提交都会出错（评分规则 §2、§5），因此拒绝该案例。
    .example = `C001,yes`。

explain-scorecard-truth-odd-label = 答案文件中有标签被读成 0 和 1 以外的数字。
    .what = 像 `2` 或 `0.7` 这样的标签，`astype(int)` 会接受并截断。
    .why = 按服务器的方式评分（评分规则 §5）：`0.7` 变成 0，`2` 不属于任何一类。
    .example = `C001,0.7`。

explain-scorecard-truth-empty = 答案文件中没有客户。
    .what = 答案文件只有表头，没有数据行。
    .why = 没有可评分的对象：对 `py311` 服务器，拒绝该案例；在 pandas 2.3.2 下服务器仍会评分（AUC 和 KS 为 0），因此是警告。
    .example = 只有 `customer_id,default`，别无其他。

explain-scorecard-truth-empty-id = 答案文件某行没有客户编号。
    .what = 答案文件某行的编号单元格为空或是缺失值。
    .why = 在 pandas 2.3.2 下（评分规则 §5），服务器把该行保留为一个客户，只有提交中的缺失编号能与它匹配：照此评分，并给出警告。对 `py311` 服务器（pandas 3）则是案例错误。
    .example = 答案文件中的 `,1`。

explain-scorecard-truth-duplicate-id = 答案文件中某客户出现了两次。
    .what = 答案文件中两行的编号相同。
    .why = 在 pandas 2.3.2 下，服务器用该客户的预测值给这两行都评分（评分规则 §2、§5）：照此评分，并给出警告。对 `py311` 服务器（pandas 3）则是案例错误。
    .example = `C001,1` 和 `C001,0`。

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

explain-uplift-not-json = result.json 不是 JSON 对象。
    .what = 运行的结果文件无法解析为 JSON，或不是对象。
    .why = harness 和网站用 `json.load` 读取 result.json；没有它就无法评分（评分规则 §3）。
    .example = 被截断的 result.json：`{"{"}"kpi": 0.8,`。

explain-uplift-harness-fails = FDE-Gym 的 harness 在这次运行上出错，不写结果。
    .what = 某个字段或询问日志行让 harness 的 Python 出错：KPI 不是数字、询问日志行不是 JSON 对象、`cost` 不是数字、无法写出的单独代理项字符。
    .why = harness 用普通 Python 计算增益（评分规则 §3）；出错时这次运行没有得分，网站显示 `error`。
    .example = `"kpi": "0.8"`（字符串），或询问日志行 `{"{"}"t": `。

explain-uplift-not-finite = harness 会写出 NaN 或 Infinity。
    .what = KPI、锚点或成本为 NaN 或无穷大，因此增益或其净值也是如此。
    .why = Python 会把 `NaN`/`Infinity` 写进 result.json，而网站的 JSON 读取器会拒绝它；非有限的得分显示为“—”（评分规则 §3）。
    .example = `"kpi": NaN`。

explain-uplift-zero-span = kpi_oracle 等于 kpi_baseline：增益为 0。
    .what = 区间 `kpi_oracle - kpi_baseline` 为 0。
    .why = 区间为 0 时，harness 把增益设为 0（评分规则 §3）。
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`。

explain-uplift-incidents-not-a-list = `incidents` 不是列表。
    .what = `incidents` 是字符串、数字或对象，而不是列表。
    .why = harness 判断 `if incidents:`（评分规则 §3），所以任何真值都会把增益上限压到 0。
    .example = `"incidents": "refund sent twice"`。

explain-uplift-ledger-integrity = 运行的账本违反了完整性规则。
    .what = 随运行提供的账本有问题（重复退款、金额对不上等）。
    .why = harness 把账本问题加入 `incidents`，使增益上限为 0（评分规则 §3）。
    .example = 账本中同一订单退款两次。

explain-uplift-recomputed-differs = result.json 中的得分与按其 KPI 重新计算的不同。
    .what = result.json 中的 `uplift`、`uplift_bounded` 或 `uplift_net` 与 harness 公式根据 `kpi`、锚点和沟通成本算出的值不同。
    .why = harness 根据 KPI 计算这些值（评分规则 §3）；重新计算的值就是 harness 的值。
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`。

explain-uplift-variants-not-given = 变体运行没有提供 variants.json：使用基础锚点。
    .what = 运行指定了 `base` 以外的变体，但没有提供变体文件。
    .why = 如果有变体的基线和最优值，harness 会使用它们（评分规则 §3）；没有这个文件，锚点可能不同。
    .example = 对变体 `hard` 的运行执行 `fde-grade uplift result.json`，却没有 `--variants`。

explain-uplift-ask-log-ignored = 已给出沟通成本，因此不再用询问日志计算它。
    .what = 同时给出了沟通成本和询问日志。
    .why = 以给出的沟通成本为准；否则会累加询问日志（评分规则 §3）。
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`。

explain-uplift-costs-unused = 给出了人员文件，但没有询问日志。
    .what = 人员（成本）文件只用于给询问日志行定价；而现在没有任何日志行。
    .why = 沟通成本来自询问日志（评分规则 §3）。
    .example = 有 `--people npcs.json`，但没有 `--ask-log`。

explain-uplift-contact-cost-differs = result.json 中的沟通成本与询问日志的总和不同。
    .what = result.json 中记录的 `contact_cost` 不等于询问日志各项成本之和的四舍五入值。
    .why = harness 的沟通成本是询问日志的总和，保留 4 位小数（评分规则 §3）。
    .example = `"contact_cost": 0.1`，而询问日志的成本合计为 0.12。

explain-uplift-ask-log-bad-line = 询问日志某行不是 JSON 对象，或类型未知。
    .what = 询问日志中被修复视图略去的行（不是 JSON、不是对象），或 `type` 未知的行。
    .why = harness 逐行用 `json.loads` 读取日志（评分规则 §3）；修复视图显示去掉这一行后日志的得分。
    .example = 被截断的一行 `{"{"}"t": `。

explain-uplift-not-a-number = 询问日志中应为数字的字段不是数字。
    .what = 询问日志行的数值字段（`cost`、`t`、`hours`、`extra_cost`）是文本或其他类型。
    .why = 只有数字才能定价（评分规则 §3）；该字段被忽略。
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`。

explain-uplift-unknown-person = 询问日志某行询问的人不在人员文件中。
    .what = 被询问的人没有列在人员（成本）文件中，因此这一行无法重新定价。
    .why = 询问一个人的花费是此人的 `cost`（评分规则 §3）；找不到此人时，沿用日志中记录的成本。
    .example = `{"{"}"type": "ask", "to": "ceo"{"}"}`，而 npcs.json 中没有 `ceo`。

explain-uplift-pilot-past-max-runs = 日志中有超出 `max_runs` 的试运行天。
    .what = 日志中的试点（试运行）天数比 `max_runs` 允许的多。
    .why = 超出 `max_runs` 的天数，服务器既不计费也不记录（评分规则 §3）。
    .example = `max_runs` 为 3 时的第四行 `pilot`。

explain-uplift-cannot-price = 询问日志某行无法重新定价。
    .what = 没有小时数的等待行，或人员文件中没有试点成本时的试点行。
    .why = 等待的成本是 `wait_cost_per_day × hours/24`，试运行一天的成本是其试点成本（评分规则 §3）；缺少这些值时，沿用日志中记录的成本。
    .example = 没有 `hours` 的 `{"{"}"type": "wait"{"}"}`。

explain-uplift-cost-mismatch = 日志中记录的成本与人员文件中的价格不同。
    .what = 询问日志行上的成本，与案例人员文件给出的价格不同。
    .why = harness 累加日志中记录的成本（评分规则 §3）；服务器视图按人员文件重新定价。
    .example = 超过软上限后，对 `ops_lead` 的询问记为 0.02，而价格是 0.06。

explain-uplift-costs-not-json = 人员（成本）文件不是 JSON 对象。
    .what = 人员文件无法解析为 JSON，或不是对象。
    .why = 它只用于给询问日志重新定价（评分规则 §3），所以在报告中是警告，评分继续进行。
    .example = `npcs.json` 的内容是 `[{"{"}"id": "ops_lead"{"}"}]`。

explain-uplift-missing-field = 人员文件缺少 `people` 列表或某人的 `id`。
    .what = 没有 `people`（或 `npcs`）列表，或某人没有 `id`。
    .why = 询问一个人的花费是此人的 `cost`（评分规则 §3）；没有列表就无法定价。在报告中是警告：评分继续进行。
    .example = 只有 `{"{"}"wait_cost_per_day": 0.01{"}"}`。

explain-uplift-costs-bad-value = 人员文件中某个值类型错误，或同一人被列出两次。
    .what = 成本、上限或系数不是正确类型的数字，或两个人使用同一个 id。
    .why = 价格来自这些值（评分规则 §3）。在报告中是警告：评分继续进行。
    .example = `"cost": "cheap"`。
