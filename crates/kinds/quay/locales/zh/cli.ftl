## 岸桥类型在 `fde-grade --format table` 中的一行。
cli-table-quay = 成本 { $cost } / 参考值 { $reference }  岸桥 { $cranes }
