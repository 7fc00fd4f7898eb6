## `fde-grade --format table`의 랙 배치 유형 한 줄.
cli-table-racks = 비용 { $cost } / 기준값 { $reference }  서버 { $servers }
