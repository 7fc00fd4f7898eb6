## 钢卷类型在 `fde-grade --format table` 中的一行。
cli-table-coil = 惩罚值 { $penalty } / 参考值 { $reference }  钢卷 { $coils }

## `fde-grade coach coil`：帮助中的一行，以及 `--format table`（值已按列宽补齐，保持原样）。
cli-coach-coil-about = 钢卷排序：惩罚值的构成（违规、宽度回升、钢种分组），去掉每一部分后的得分，以及代价最大的步骤
cli-coach-coil-head = { $file }：得分 { $score }  惩罚值 { $penalty } = 10000 × { $breaks } 次违规 + 100 × { $rises } 次宽度回升 + { $groups } 个钢种分组
cli-coach-coil-without = 去掉违规：得分 { $breaks }  去掉宽度回升：得分 { $rises }
cli-coach-coil-no-step = 没有违反规则或宽度回升的步骤
cli-coach-coil-step = 到 sequence[{ $position }] 的一步 { $from } -> { $to } 代价 { $cost }  { $what }
cli-coach-coil-linkage = 违反衔接规则
cli-coach-coil-thickness = 违反厚度规则
cli-coach-coil-width = 违反宽度规则
cli-coach-coil-rise = 宽度回升
cli-coach-coil-new-group = 新的钢种分组
