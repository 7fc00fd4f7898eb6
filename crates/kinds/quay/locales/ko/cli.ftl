## 안벽 크레인 유형의 `fde-grade --format table` 한 줄.
cli-table-quay = 비용 { $cost } / 기준값 { $reference }  크레인 { $cranes }

## `fde-grade coach quay`: 도움말 한 줄과 `--format table`(값은 열 너비에 맞춰 채워짐, 그대로).
cli-coach-quay-about = 안벽 크레인 일정: 비용의 두 항(크레인 수, 이동 초)과 크레인마다의 이동, 작업, 유휴 시간, 가장 많이 이동하는 크레인 먼저
cli-coach-quay-head = { $file }: 점수 { $score }  비용 { $cost } = 100000000 × 크레인 { $cranes }대 + 이동 { $moves }초
cli-coach-quay-crane = 크레인 { $crane } 이동 { $moves }초(전체의 { $share }%)  작업 { $work }초  유휴 { $wait }초
