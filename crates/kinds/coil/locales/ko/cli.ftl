## `fde-grade --format table`에서 코일 유형의 한 줄.
cli-table-coil = 벌점 { $penalty } / 기준값 { $reference }  코일 { $coils }
