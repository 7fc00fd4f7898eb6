## `fde-grade --format table`에서 코일 유형의 한 줄.
cli-table-coil = 벌점 { $penalty } / 기준값 { $reference }  코일 { $coils }

## `fde-grade coach coil`: 도움말의 한 줄과 `--format table`(값은 열 너비에 맞춰 채운 그대로).
cli-coach-coil-about = 코일 순서: 벌점의 구성(규칙 위반, 폭 증가, 강종 그룹), 각 부분을 뺀 점수, 그리고 비용이 가장 큰 단계
cli-coach-coil-head = { $file }: 점수 { $score }  벌점 { $penalty } = 10000 × 규칙 위반 { $breaks }회 + 100 × 폭 증가 { $rises }회 + 강종 그룹 { $groups }개
cli-coach-coil-without = 규칙 위반을 빼면: 점수 { $breaks }  폭 증가를 빼면: 점수 { $rises }
cli-coach-coil-no-step = 규칙을 어기거나 폭이 늘어나는 단계가 없습니다
cli-coach-coil-step = sequence[{ $position }](으)로 가는 단계 { $from } -> { $to } 비용 { $cost }  { $what }
cli-coach-coil-linkage = 연결 규칙 위반
cli-coach-coil-thickness = 두께 규칙 위반
cli-coach-coil-width = 폭 규칙 위반
cli-coach-coil-rise = 폭 증가
cli-coach-coil-new-group = 새 강종 그룹
