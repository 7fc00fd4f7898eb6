## `fde-grade --format table`의 stack 유형 줄.
cli-table-stack = 목표값 { $objective } / 기준값 { $reference }  위반 { $violations }
