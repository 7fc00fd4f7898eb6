## 机柜上架类型在 `fde-grade --format table` 中的一行。
cli-table-racks = 成本 { $cost } / 参考值 { $reference }  服务器 { $servers }
