## 水电类型在 `fde-grade --format table` 中的一行。
cli-table-hydro = 发电量 { $energy } / 参考值 { $reference }  违反规则 { $violations }
