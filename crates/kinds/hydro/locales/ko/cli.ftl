## 수력 종류의 `fde-grade --format table` 한 줄.
cli-table-hydro = 발전량 { $energy } / 기준 { $reference }  어긴 규칙 { $violations }

## `fde-grade coach hydro`: 도움말의 한 줄과 `--format table`(값은 열 너비에 맞춰 채운 그대로).
cli-coach-hydro-about = 수력 계획: 각 발전소의 발전량을 설비 용량으로 낼 수 있는 양과 비교해 가장 모자란 발전소부터, 그리고 각 규칙이 걸린 날 수
cli-coach-hydro-head = { $file }: 점수 { $score }  발전량 { $energy }  매일 최대 출력 시 { $most }  부족 { $lost }
cli-coach-hydro-station = 발전소 { $station } 발전량 { $energy } / { $most }  부족 { $lost } (전체 부족분의 { $share }%)  출력 상한 { $capped }일  수위 상한 { $top }일  사수위 { $dead }일  생태 유량 { $eco }일  램프 한도 { $ramp }회
cli-coach-hydro-river = 발전소 { $station } 발전량 { $energy } / { $most }  부족 { $lost } (전체 부족분의 { $share }%)  출력 상한 { $capped }일  생태 유량 { $eco }일  램프 한도 { $ramp }회
