## `fde-grade --format table`의 stack 유형 줄.
cli-table-stack = 목표값 { $objective } / 기준값 { $reference }  위반 { $violations }

## `fde-grade coach stack`.
cli-coach-stack-about = 창고 계획: 목표의 세 항목(혼재 베이, 그다음 정격 용량 초과 톤수와 이동 톤수, 0.1톤 단위)과 지게차별 운반 톤수 대 일일 한도, 가장 찬 것부터
cli-coach-stack-head = { $file }: 점수 { $score }  목표값 { $objective } = 혼재 베이 { $mixed } + ({ $overweight } + { $moved } / 10000) / 10000
cli-coach-stack-forklift = 지게차 { $forklift } 운반 { $used }톤, 일일 한도 { $cap }톤({ $share }%)
