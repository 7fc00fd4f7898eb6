## 유조차 유형의 `fde-grade --format table` 한 줄.
cli-table-tank = 거리 { $distance } m / 기준 { $reference } m  위반 { $violations }
