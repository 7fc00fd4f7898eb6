## 油罐车类型在 `fde-grade --format table` 中的一行。
cli-table-tank = 里程 { $distance } 米 / 参考值 { $reference } 米  违规 { $violations }
