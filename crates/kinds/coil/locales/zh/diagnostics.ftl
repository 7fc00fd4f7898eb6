## 钢卷类型的诊断：每个代码一条消息，提示为 `<key>-hint`。

coil-file-not-found = 无法读取 { $file }：{ $reason }
coil-file-not-found-hint = 提交 solution.json：一个对象，其 `sequence` 按轧制顺序把每个钢卷的编号各列一次。
coil-bad-data = 案例的 { $data } 使评估器在读取提交之前抛出 "{ $error }"
coil-bad-data-hint = 检查案例的数据文件（work_plan.csv、grade_catalog.csv）：评估器读取的每一列、目录中的每个钢种、每个尺寸都是数字。
coil-not-json = { $file } 无法作为 JSON 读取：{ $error }
coil-not-json-hint = 用 json.dump 写文件（UTF-8，不带字节顺序标记）。
coil-not-an-object = { $file } 是 { $kind }，不是 JSON 对象：服务器的 `sub.get("sequence")` 抛出 "{ $error }"
coil-not-an-object-hint = 文件必须是一个带键 `sequence` 的 JSON 对象。
coil-no-sequence = { $file } 没有非空列表 `sequence`（它是 { $kind }）
coil-no-sequence-hint = 把钢卷编号按轧制顺序放进键 `sequence` 下的列表。
coil-unknown-coil = `sequence[{ $position }]` 是 { $id }，不是作业计划中的钢卷
coil-unknown-coil-hint = 按原样使用作业计划的出口材料号（服务器比较 str(id).strip()）。
coil-wrong-count = 序列列出 { $count } 卷，而作业计划有 { $coils } 卷
coil-wrong-count-hint = 作业计划的每个钢卷恰好列一次。
coil-missing-coil = 钢卷 { $id } 不在序列中
coil-missing-coil-hint = 作业计划的每个钢卷恰好列一次。
coil-duplicate = 钢卷 { $id } 在位置 { $position } 再次出现（首次在 { $first }）
coil-duplicate-hint = 作业计划的每个钢卷恰好列一次。
coil-roll-switch = 辊径在位置 { $position } 从 { $from } 换成 { $to }：共 { $switches } 次切换，最多允许 1 次
coil-roll-switch-hint = 小辊钢种连排，大辊钢种连排：最多换一次辊。
coil-front-width = 钢卷 { $id } 是前置宽度卷，位于位置 { $position }，不在前 { $count } 个位置内
coil-front-width-hint = 把目录定义的前置宽度卷（宽度等于其钢种的前置宽度）排在最前面，先于其他任何钢卷。

## 问题所在：序列中的位置（从 0 起）、钢卷、数据行。
loc-position = 位置 { $index }
loc-coil = 钢卷 { $coil }
loc-row = 第 { $row } 行
