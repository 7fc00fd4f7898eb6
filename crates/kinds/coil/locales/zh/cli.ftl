## 钢卷类型在 `fde-grade --format table` 中的一行。
cli-table-coil = 惩罚值 { $penalty } / 参考值 { $reference }  钢卷 { $coils }
