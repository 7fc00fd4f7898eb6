## 垛位类型在 `fde-grade --format table` 中的一行。
cli-table-stack = 目标值 { $objective } / 参考值 { $reference }  违规 { $violations }
