## 안벽 크레인 유형의 `fde-grade --format table` 한 줄.
cli-table-quay = 비용 { $cost } / 기준값 { $reference }  크레인 { $cranes }
