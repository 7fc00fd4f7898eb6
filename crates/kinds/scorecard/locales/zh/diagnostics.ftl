## The scorecard kind's diagnostics: one message per code (`scorecard/...` is `scorecard-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## scorecard
scorecard-missing-file = 无法读取 { $file }：{ $reason }
scorecard-missing-file-hint = 上传 { $file }，表头为 `customer_id,prob_default`，测试集中每个客户一行。
scorecard-implicit-index = 第一行数据（第 { $line } 行）有 { $n } 个字段，而表头只有 { $m } 个：pandas 把每行前 { $k } 个字段当作行索引，各列整体左移（{ $shifted }）
scorecard-implicit-index-hint = 每行字段数必须与表头相同：删除行尾多余的逗号，含逗号的值加引号，小数用小数点（0.27，而不是 0,27）。
scorecard-missing-column = { $file } 没有 `{ $column }` 列（现有列：{ $found }）
scorecard-missing-column-hint = 表头必须包含 `{ $column }` 和 `{ $other }`，拼写完全一致。
scorecard-not-a-number = 第 { $line } 行的 `prob_default` 是 `{ $value }`，不是数字
scorecard-not-a-number-hint = 每一行都需要一个 0 到 1 之间的违约概率。
scorecard-not-finite = 第 { $line } 行的 `prob_default` 是 `{ $value }`，不是有限数
scorecard-not-finite-hint = 概率在 0 到 1 之间；无穷大通常来自 exp() 溢出或除以零。
scorecard-out-of-range = 第 { $line } 行的 `prob_default` 是 { $value }，超出 [0, 1]
scorecard-out-of-range-hint = 违约概率必须在 0 到 1 之间（含端点）。
scorecard-looks-like-points = `prob_default` 的值在 { $low } 到 { $high } 之间：看起来是评分卡分数，而不是概率
scorecard-looks-like-points-hint = 请提交 [0,1] 内的违约概率；注意分数越高风险越低，排序也会反过来。
scorecard-looks-like-logit = `prob_default` 的值在 { $low } 到 { $high } 之间：看起来是对数几率（logit），而不是概率
scorecard-looks-like-logit-hint = 套用逻辑函数 p = 1 / (1 + exp(-x))，例如用 predict_proba 代替 decision_function。
scorecard-looks-like-percent = `prob_default` 的值在 { $low } 到 { $high } 之间：看起来是百分数
scorecard-looks-like-percent-hint = 除以 100：12% 的风险是 0.12。
scorecard-duplicate-id = 客户 { $id } 在第 { $line } 行再次出现（首次在第 { $first_line } 行）
scorecard-duplicate-id-hint = 每个客户只保留一行，例如 df.drop_duplicates("customer_id")。
scorecard-missing-id = 测试集中的客户 { $id } 在 { $file } 中没有对应行{ $why }
scorecard-missing-id-hint = 请为测试集中的每个客户给出预测（{ $total } 个中缺少 { $missing } 个）。
scorecard-extra-rows = { $n } 行的 customer_id 不在测试集中，已忽略（例如 { $examples }）
scorecard-extra-rows-hint = 多余的行不影响得分；请确认它们不是写法不同的测试集客户（编号前后有空格、来自其他案例，或测试集是数字而这里是文本）。
scorecard-empty-id = 第 { $line } 行的 `customer_id` 为空
scorecard-empty-id-hint = 没有客户编号的行无法与任何客户对应。
scorecard-id-read-as-decimal = pandas 将 { $file } 的 `customer_id` 列读作小数，因为{ $why }；服务器按文本比较编号（`astype(str)`）{ $shown }，测试集中没有编号（例如 { $example }）与之相等
scorecard-id-read-as-decimal-hint = 每一行的 customer_id 都用整数（不要空值、NA 或小数）。
scorecard-one-class = 测试集{ $missing }，因此按规则 AUC 和 KS 为 0
scorecard-one-class-hint = 这是案例数据的问题，不是提交文件的问题。
scorecard-all-tied = 测试集中所有客户的 prob_default 都相同，因此 AUC 为 0.5，KS 为 0
scorecard-all-tied-hint = 常数预测无法区分任何客户；请提交模型给出的概率。
scorecard-inverted = AUC 为 { $auc }（低于 0.5）：正常还款客户的 prob_default 反而高于违约客户
scorecard-inverted-hint = prob_default 必须是违约概率（越高越危险）；如果提交的是还款概率，请提交 1 - p。KS 不变，AUC 会变。
scorecard-truth-length = { $ids } 个客户编号，但有 { $labels } 个标签
scorecard-truth-length-hint = 每个客户编号对应一个标签。
scorecard-truth-missing-column = { $file } 没有 `{ $column }` 列
scorecard-truth-missing-column-hint = 答案文件需要 `customer_id` 和 `default`（0 或 1）两列。
scorecard-truth-implicit-index = { $file }：第一行数据（第 { $line } 行）有 { $n } 个字段，而表头只有 { $m } 个，因此 pandas 读出的列是错位的
scorecard-truth-implicit-index-hint = 答案文件每行的字段数都要与表头相同。
scorecard-truth-bad-label = 第 { $line } 行的 `default` 是 `{ $value }`，不是 0 或 1
scorecard-truth-bad-label-hint = 违约客户写 1，正常还款客户写 0。
scorecard-truth-odd-label = 第 { $line } 行的 `default` 是 `{ $value }`，服务器的 `astype(int)` 会把它变成 { $what }
scorecard-truth-odd-label-hint = 违约客户写 1，正常还款客户写 0（这是案例数据的问题）。
scorecard-truth-empty = { $file } 中没有客户
scorecard-truth-empty-hint = 答案文件需要测试集中每个客户各一行。
scorecard-truth-empty-id = { $file }：第 { $line } 行的 `customer_id` 为空
scorecard-truth-empty-id-hint = 答案文件的每一行都需要客户编号。
scorecard-truth-duplicate-id = { $file }：客户 { $id } 在第 { $line } 行再次出现（首次在第 { $first_line } 行）
scorecard-truth-duplicate-id-hint = 测试集中的每个客户在答案文件中只能出现一次。
## 部分代码的其他说法（codes.rs，VARIANTS）。
scorecard-duplicate-id-missing = 第 { $line } 行的 `customer_id` 再次缺失（首次在第 { $first_line } 行）；pandas 的 duplicated() 会把第一个之后的每个缺失编号都算作重复
scorecard-duplicate-id-number = 第 { $line } 行的客户 { $id } 与第 { $first_line } 行的 { $other } 是同一个编号：pandas 都读作数字 { $number }
scorecard-empty-id-na = 第 { $line } 行的 `customer_id` 是 `{ $value }`，pandas 将其读作缺失值
scorecard-empty-id-short-row = 第 { $line } 行没有 `customer_id`：该行只有 { $n } 个字段，pandas 用 NaN 补齐缺少的字段
scorecard-missing-column-hint-semicolons = 文件用分号（`;`）分隔，这是小数用逗号的地区的表格软件的保存方式；请改用逗号分隔、小数点表示小数（Excel：“CSV UTF-8（逗号分隔）”）。
scorecard-missing-column-hint-both = 表头必须包含 `customer_id` 和 `prob_default`，拼写完全一致。
scorecard-missing-column-hint-rename = 把列 `{ $written }` 改名为 `{ $column }`（小写，不含空格）。
scorecard-missing-file-empty = { $file } 是空文件：pandas 抛出 EmptyDataError（No columns to parse from file）
scorecard-not-a-number-nan = 第 { $line } 行（客户 { $id }）的 `prob_default` 是 `{ $value }`，是缺失值，不是数字
scorecard-not-a-number-empty = 第 { $line } 行（客户 { $id }）的 `prob_default` 为空
scorecard-not-a-number-short-row = 第 { $line } 行（客户 { $id }）缺少 `prob_default`：该行只有 { $n } 个字段，pandas 用 NaN 补齐缺少的字段
scorecard-not-a-number-space = 第 { $line } 行（客户 { $id }）的 `prob_default` 是 "{ $value }"：pandas 只跳过数字前后的普通空格和制表符，不跳过其他空白（如不换行空格），因此这是文本
scorecard-not-a-number-customer = 第 { $line } 行（客户 { $id }）的 `prob_default` 是 `{ $value }`，不是数字
scorecard-not-a-number-hint-point = 请用小数点作小数分隔符：0.27，而不是 0,27。
scorecard-not-a-number-hint-fill = 保存前先填补缺失的预测（例如用整体违约率）。
scorecard-not-a-number-hint-plain = 请把概率写成普通小数，例如 0.27。
scorecard-not-a-number-hint-percent = 百分数请写成小数：12% 写作 0.12。
scorecard-not-a-number-hint-row = 每一行都需要 customer_id 和一个 0 到 1 之间的违约概率。
scorecard-not-a-number-hint-around = 请把概率写成普通小数，例如 0.27，前后不要有其他字符。
scorecard-truth-duplicate-id-same = { $file }：第 { $line } 行的客户 { $id } 在 pandas 看来与第 { $first_line } 行的 { $other } 是同一个编号；服务器对这两行都使用该客户的预测评分
scorecard-truth-duplicate-id-again = { $file }：客户 { $id } 在第 { $line } 行再次出现（首次在第 { $first_line } 行）；服务器对这两行都使用该客户的预测评分
scorecard-truth-duplicate-id-hint-case = 测试集中的每个客户在答案文件中只能出现一次（这是案例数据的问题）。
scorecard-truth-empty-id-na = { $file }：第 { $line } 行的 `customer_id` 是 `{ $value }`，pandas 将其读作缺失值；服务器把该行当作客户 `nan`，只有提交文件中缺失的 customer_id 才能与之匹配
scorecard-truth-empty-id-hint-case = 答案文件的每一行都需要客户编号（这是案例数据的问题）。
scorecard-truth-bad-label-raises = 第 { $line } 行的 `default` 是 `{ $value }`：对每个通过检查的提交文件，服务器的 `astype(int)` 都会抛出 "{ $error }"（异常，得分 0）

## Where a problem is: a customer's id.
loc-id = ID { $id }
