## The prediction kind's diagnostics: one message per code (`prediction/...` is `prediction-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## prediction
prediction-missing-file = 没有 { $file }
prediction-missing-file-hint = 请用案例要求的文件名保存预测。
prediction-unreadable = { $file }：{ $problem }
prediction-unreadable-hint = 请将文件保存为带表头的 UTF-8 CSV 文本。
prediction-missing-column = { $file } 没有 `{ $column }` 列（现有列：{ $found }）
prediction-missing-column-hint = 表头需要这些列：{ $columns }。
prediction-missing-value = 第 { $row } 行数据的 `{ $column }` 为空或为 NaN
prediction-not-finite = 第 { $row } 行数据的 `{ $column }` 是 { $value }
prediction-out-of-range = 第 { $row } 行数据的 `{ $column }` 是 { $value }：{ $rule }
prediction-not-allowed = 第 { $row } 行数据的 `{ $column }` 不在 { $values } 之中
prediction-duplicate-key = 第 { $row } 行数据的键（{ $columns }）重复
prediction-missing-key = 真实值第 { $row } 行的键（{ $columns }）没有对应的预测
prediction-extra-key = 第 { $row } 行数据的键（{ $columns }）不在真实值中
prediction-exception = {"{"}Python 运行时抛出的异常{"}"}
## 部分代码的其他说法（codes.rs，VARIANTS）。
prediction-exception-no-column = { $file } 没有 `{ $column }` 列：pandas 抛出 KeyError
prediction-exception-truth-no-column = 真实值没有 `{ $column }` 列：pandas 抛出 KeyError
prediction-extra-key-accepted = 第 { $row } 个被接受的行的键不在真实值中
prediction-missing-column-short = { $file } 没有 `{ $column }` 列
prediction-missing-column-many = { $file } 没有这些列：{ $missing }（现有列：{ $found }）
prediction-missing-column-hint-semicolons = 文件用分号（`;`）分隔，这是小数用逗号的地区的表格软件的保存方式；请改用逗号分隔、小数点表示小数（Excel：“CSV UTF-8（逗号分隔）”）。
prediction-missing-column-hint-tabs = 文件用制表符分隔；请改用逗号分隔。
prediction-missing-key-single = 真实值的键 { $key } 没有对应的预测
prediction-missing-key-row = 真实值第 { $row } 行（{ $columns }）没有对应的预测
prediction-missing-value-row = 第 { $row } 行数据：`{ $column }` 为空或不是数字
prediction-missing-value-key = 第 { $row } 行数据：键（{ $columns }）为空或不是数字
prediction-missing-value-no-rows = { $file } 没有数据行
prediction-not-finite-row = 第 { $row } 行数据：`{ $column }` 不是有限数
prediction-out-of-range-bounds = 第 { $row } 行数据的 `{ $column }` 是 { $value }，超出 [{ $low }, { $high }]
prediction-unreadable-quote = { $file }：第 { $line } 行开始的带引号的值没有闭合，pandas 无法读取："{ $pandas_error }"
prediction-unreadable-fields = 第 { $line } 行有 { $saw } 个字段，而表头有 { $expected } 个，pandas 无法读取 { $file }："{ $pandas_error }"
prediction-unreadable-index = 第 { $line } 行有 { $saw } 个字段，但应为 { $expected } 个（表头 { $header } 个，加上索引 { $index } 个，因为第一行数据有 { $first } 个），pandas 无法读取 { $file }："{ $pandas_error }"
prediction-unreadable-hint-quote = 补上引号，或删除多余的 `"`。
prediction-unreadable-hint-comma = 含逗号的值必须加双引号（"1,5"）；小数用小数点（0.27，而不是 0,27），并删除行尾多余的逗号。
prediction-missing-key-grid = 时间 { $time }：{ $count } 个节点没有值
prediction-out-of-range-grid = 时间 { $time }：{ $count } 行落在网格之外
prediction-duplicate-key-grid = 时间 { $time }：{ $count } 个节点重复出现
prediction-out-of-range-grid-values = 时间 { $time }：数值从 { $min } 到 { $max }，超出范围 [{ $low }, { $high }]
prediction-not-allowed-cools = 时间 { $time }：材料 { $material } 比初始温度低了超过 { $tol }
prediction-not-allowed-warms = 时间 { $time }：材料 { $material } 比初始温度高了超过 { $tol }
prediction-missing-value-dropped = { $count } 行有空值或非数字字段（已丢弃）
prediction-missing-key-curve = 条目 `{ $item }` 没有曲线（可能还有其他条目）
