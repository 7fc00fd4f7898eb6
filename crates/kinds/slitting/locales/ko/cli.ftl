## `fde-grade --format table`에서 슬리팅 유형의 한 줄.
cli-table-slitting = 절단 { $cuts }  스크랩 { $scrap } / 기준값 { $reference }

## `fde-grade coach slitting`: 도움말 한 줄과 `--format table` (값은 데이터로 폭이 맞춰져 옵니다).
cli-coach-slitting-about = 슬리팅 계획: 절단 한 번 줄이기와 스크랩 없애기 중 무엇이 점수를 더 올리는지, 그다음 스크랩을 가장 많이 남기는 절단
cli-coach-slitting-head = { $file }: 점수 { $score }  절단 { $cuts }회 (목표 { $target })  스크랩 { $scrap } kg / 전체 { $weight } kg
cli-coach-slitting-fewer = 절단 한 번 적게: 점수 { $score } (+{ $gain })
cli-coach-slitting-clean = 스크랩 없음: 점수 { $score } (+{ $gain })
cli-coach-slitting-most-cuts = 절단 횟수가 가장 비쌉니다: 절단 한 번 줄이는 것이 스크랩을 모두 없애는 것보다 점수를 더 올립니다
cli-coach-slitting-most-scrap = 스크랩이 가장 비쌉니다: 스크랩을 없애는 것이 절단 한 번 줄이는 것보다 점수를 더 올립니다
cli-coach-slitting-cut = 절단 { $cut } 모코일 { $coil } 스트립 폭 { $used } / { $width } mm  스크랩 { $scrap } kg (스크랩의 { $share }%)
