## 수력 종류의 `fde-grade --format table` 한 줄.
cli-table-hydro = 발전량 { $energy } / 기준 { $reference }  어긴 규칙 { $violations }
