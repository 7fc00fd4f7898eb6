## 다중 테이블 생산 일정 종류의 `fde-grade --format table` 한 줄.
cli-table-aps = 지연 { $delay }일  가동률 { $utilization }  위반 { $violations }
