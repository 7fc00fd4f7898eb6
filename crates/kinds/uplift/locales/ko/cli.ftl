## `fde-grade coach uplift`: 도움말의 한 줄과 `--format table`(값은 열 너비에 맞춰 채운 그대로).
cli-coach-uplift-about = 업리프트 실행: 소통 비용이 가장 큰 질의 로그 줄과, 그 줄을 제외한 순점수
cli-coach-uplift-head = { $file }: 업리프트 { $uplift }  소통 비용 { $cost }  순점수 { $net }  { $verdict }
cli-coach-no-line = 소통 비용을 늘리는 질의 로그 줄이 없습니다
cli-coach-uplift-line = { $line }번째 줄  { $type } { $to } 비용 { $cost }  (소통 비용의 { $share }%)
cli-coach-uplift-without = 이 { $lines }줄 제외 시: 소통 비용 { $cost }  순점수 { $net } ({ $gain })  { $verdict }
cli-coach-verdict-incident = 사고
cli-coach-verdict-accepted = 통과
cli-coach-verdict-rejected = 불통과
cli-coach-verdict-error = 오류
