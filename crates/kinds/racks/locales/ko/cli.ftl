## `fde-grade --format table`의 랙 배치 유형 한 줄.
cli-table-racks = 비용 { $cost } / 기준값 { $reference }  서버 { $servers }

## `fde-grade coach racks`: 도움말 한 줄과 `--format table` (값은 데이터로 폭이 맞춰져 옵니다).
cli-coach-racks-about = 랙 계획: 비용을 다섯 항으로 나누어 각 항의 비중과 그 항이 없을 때의 점수, 그다음 비용이 가장 큰 배치된 서버
cli-coach-racks-head = { $file }: 점수 { $score }  비용 { $cost }  기준 { $reference }  미배치 { $unassigned }
cli-coach-racks-term = { $term } { $cost } (비용의 { $share }%)  이 항이 없을 때 점수 { $without }
cli-coach-racks-term-power = 남은 전력
cli-coach-racks-term-slot = 슬롯 높이
cli-coach-racks-term-lit = 새로 켠 랙
cli-coach-racks-term-nic = NIC 가중치
cli-coach-racks-term-unassigned = 미배치
cli-coach-racks-server = 서버 { $server } 랙 { $rack } 슬롯 { $pos } 배치 묶음 { $batch }  비용 { $cost }
