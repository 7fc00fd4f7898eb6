## 评分器的问题说明：每个代码一条（`routing/unknown-store` 写作 `routing-unknown-store`），提示为 `<key>-hint`。
## Here the core's codes' (file/, case/, scorecard/too-many-fields: the CSV reader's) and
## the words every kind's diagnostics share; a kind's codes' are in its crate (issue 43).

diagnostic-more = ……另有 { $more } 条同类问题未列出（共 { $all } 条）

## file
file-empty = { $file } 是空文件
file-empty-hint = 文件需要一行表头和至少一行数据。
file-not-utf8 = { $file } 不是 UTF-8 编码：第 { $line } 行第 { $column } 列的字节 0x{ $byte } 不是有效的 UTF-8；文件看起来是 { $encoding } 编码
file-not-utf8-hint = 请将文件另存为 UTF-8（Excel：另存为“CSV UTF-8（逗号分隔）”）。
file-utf16 = { $file } 是 UTF-16 编码（{ $which }）；请另存为 UTF-8
file-utf16-hint = Excel：另存为“CSV UTF-8（逗号分隔）”；编辑器：以 UTF-8 编码保存。
file-spreadsheet = { $file } 是{ $what }，不是文本文件
file-spreadsheet-hint = 用 Excel 打开并另存为“CSV UTF-8（逗号分隔）”（或在代码中导出 JSON）。
file-unclosed-quote = { $file }：第 { $line } 行开始的带引号的值没有闭合
file-unclosed-quote-hint = 补上引号，或删除多余的 `"`。
## case
case-bad-manifest = { $file }：{ $problem }
case-bad-manifest-hint = case.json 的格式见 cases-public/README.md。
case-bad-parameters = case.json 的 `parameters`：{ $problem }
case-missing-file = 无法读取 { $file }
case-kind-not-built = 案例 { $id }：此版本的评分器不支持 { $kind } 类案例
case-missing-column = { $file } 没有 `{ $column }` 列；服务器对每个提交文件都会抛出 KeyError('{ $column }')
case-missing-column-hint = customers.csv 需要 网点编码、总重量、门店经度、门店纬度 这几列。
case-not-a-number = 第 { $line } 行的 `{ $column }` 是 `{ $value }`，不是数字；服务器计算距离时会出错
case-not-a-number-hint = 每个门店的重量请写成普通数字（千克）。
case-too-many-fields = 第 { $line } 行有 { $saw } 个字段，但应为 { $expected }，pandas 无法读取 { $file }："{ $pandas_error }"
case-too-many-fields-hint = 保存 customers.csv 时，字段之间用逗号，小数用小数点。
case-no-rows = { $file } 只有表头没有数据行：没有配送中心，也没有门店
case-no-rows-hint = 在表头下加入配送中心（重量为空的一行）和每个门店各一行。
case-no-depot = { $file } 没有配送中心行（总重量为空的行）：服务器对每个提交文件都会抛出 "single positional indexer is out-of-bounds"
case-no-depot-hint = 配送中心是第一个重量为空的行。
case-no-weight = 第 { $line } 行：{ $code } 的 `总重量` 是 `{ $value }`，属于缺失值，因此它既不是配送中心（第 { $depot_line } 行），也不是门店；该行被忽略
case-no-weight-hint = 只有第一个重量为空的行是配送中心；请为每个门店填写重量。
case-infinite-weight = 第 { $line } 行：门店 { $code } 的重量是 `{ $value }` 千克；服务器保留该值，因此服务它的路线会超出容量
case-negative-weight = 第 { $line } 行：门店 { $code } 的重量是 `{ $value }` 千克，小于零；服务器照原样计入其路线的载重
case-coordinates-out-of-range = 第 { $line } 行：门店 { $code } 的 `{ $column }` 是 { $value }，不在 -{ $limit } 到 { $limit } 之间；距离按原值计算
case-coordinates-out-of-range-hint = 检查是否漏了小数点，或经纬度写反了。
case-duplicate-code = 门店编码 { $code } 出现在第 { $first_line } 行和第 { $line } 行；以后一行为准
case-store-is-depot-code = 第 { $line } 行：门店 { $code } 与配送中心（第 { $depot_line } 行）编码相同；服务器按编码查找位置，因此它被当作位于配送中心
case-store-is-depot-code-hint = 给配送中心一个门店都没有用过的编码。
case-unsupported = case.json 的 `parameters.{ $path }`：此评分器尚不支持{ $feature }
case-unsupported-hint = 在评分器支持之前，请用 Python 对照程序（peers/prediction_peer.py）评分此案例。
case-bad-truth = { $file }：{ $problem }
case-bad-truth-hint = 请提供该案例自己的真实值文件（--truth），格式为 UTF-8 CSV。
## scorecard
scorecard-too-many-fields = 第 { $line } 行有 { $saw } 个字段，但应为 { $expected }，pandas 无法读取 { $file }："{ $pandas_error }"
scorecard-too-many-fields-hint = 含逗号的值必须加双引号（"1,5"）；小数用小数点（0.27，而不是 0,27），并删除行尾多余的逗号。
## 部分代码的其他说法（codes.rs，VARIANTS）。
file-unclosed-quote-pandas = { $file }：第 { $line } 行开始的带引号的值没有闭合，pandas 无法读取："{ $pandas_error }"
case-too-many-fields-semicolons = 第 { $line } 行有 { $saw } 个字段，但应为 { $expected }，pandas 无法读取 { $file }："{ $pandas_error }"（文件用分号 `;` 分隔，而不是逗号）
case-not-a-number-float = 第 { $line } 行的 `{ $column }` 是 `{ $value }`，不是数字：服务器的 float() 在读取任何提交文件之前就抛出 "{ $error }"，因此每个提交文件都得 0 分（异常）
case-not-a-number-infinite = 第 { $line } 行的 `{ $column }` 是 `{ $value }`，不是有限数；服务器计算距离时会出错
case-not-a-number-missing = 第 { $line } 行的 `{ $column }` 是 `{ $value }`，属于缺失值；服务器计算距离时会出错
case-no-weight-empty = 第 { $line } 行：{ $code } 的 `{ $column }` 为空，因此它既不是配送中心（第 { $depot_line } 行），也不是门店；该行被忽略
case-no-weight-hint-missing = 只有第一个重量缺失的行是配送中心；请为每个门店填写重量。
case-no-depot-empty = { $file } 没有配送中心行（{ $column } 为空的行）
file-empty-hint-truth = 答案文件需要一行表头，以及测试集中每个客户各一行。
## Where a problem is (grader::Location::describe_in; English: describe).

loc-sep = ，
loc-line = 第 { $line } 行
loc-line-column = 第 { $line } 行第 { $column } 列
loc-field = 字段 `{ $field }`

## A JSON value's kind in a message ({ $kind }): null, true/false, a number, text, a list, an object.
json-kind-null = 空值
json-kind-bool = 布尔值
json-kind-number = 数字
json-kind-text = 文本
json-kind-list = 列表
json-kind-object = 对象

# A place named by SKU (the pack and stack kinds).
loc-sku = SKU { $sku }
