## `fde-grade explain CODE` for the routing kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`：每个诊断代码的摘要、含义、原因和示例。
## 英文原文见 en/explain.ftl（即 crates/grader/src/diagnostic/codes.rs 的原文）。

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
