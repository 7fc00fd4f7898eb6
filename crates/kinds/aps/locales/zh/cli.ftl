## 多表排程类在 `fde-grade --format table` 中的一行。
cli-table-aps = 逾期 { $delay } 天  利用率 { $utilization }  违规 { $violations }
