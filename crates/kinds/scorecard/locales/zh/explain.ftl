## `fde-grade explain CODE` for the scorecard kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`：每个诊断代码的摘要、含义、原因和示例。
## 英文原文见 en/explain.ftl（即 crates/grader/src/diagnostic/codes.rs 的原文）。

explain-scorecard-missing-file = 预测文件缺失或为空。
    .what = 预测文件不存在，或为空。
    .why = 文件缺失是服务器的第一项致命检查（评分规则 §2）；空文件会让 `pd.read_csv` 抛出 `EmptyDataError`，属于异常。
    .example = 空的 `predictions.csv`。

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
