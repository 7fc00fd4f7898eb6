## stack 유형의 그림(site/src/kinds/stack/)과 페이지.

what-stack-data = 창고 스냅숏
what-stack-submission = 하루 작업 계획
format-stack-submission = 솔루션 JSON (operations: 각 행의 operation_id, type, sku, batch, source, target, region, tons, start_minute, end_minute, forklift, task_id, trip_id)
glance-stack-bays = 적재 위치
glance-stack-mixed = 시작 시 혼적 위치
glance-stack-forklifts = 지게차
glance-stack-stock = 시작 재고(톤)
glance-stack-inbound = 입고 작업 · 톤
glance-stack-outbound = 출고 작업 · 톤
formula-stack-read = `operations`는 하루의 모든 행을 나열합니다: 유형(`inbound`, `outbound`, `passive_move`, `active_move`), 로트, 적재 위치, 톤, 분, 지게차, 작업, 운행; 분은 정수로 반올림하고 톤은 마이크로톤으로 비교합니다.
formula-stack-rules = 모든 규칙을 지켜야 합니다: 각 행은 유형의 시간만큼, 하루와 지게차 근무 안에서, 구역과 권한에 맞게; 각 운행은 한도 이하, 한 시간 구간; 지게차의 운행은 겹치지 않고 하루 상한 이하; 모든 작업의 톤은 정확히; 재고는 진행 중 부족하지 않고, 위치는 상한을 넘지 않습니다.
formula-stack-objective = 목표값 = 끝의 혼적 위치 수 + (a + b / 10,000) / 10,000, a는 정격 용량을 넘어 남은 톤, b는 옮긴 톤, 둘 다 0.1톤 단위(최대 9,999): 혼적 위치가 적은 쪽이 항상 이깁니다.
formula-stack-score = 점수 = { $reference } / 목표값, 소수 10자리 반올림(목표값이 0이면 1,000,000).
report-stack-rejected = 불합격: 문제 { $count }개
report-stack-objective = 목표값
report-stack-objective-note = 혼적 위치 + (a + b/10⁴)/10⁴
report-stack-mixed = 혼적 위치
report-stack-mixed-note = 둘 이상의 SKU나 배치로 끝나는 위치
report-stack-overweight = 용량 초과 톤
report-stack-overweight-note = 하루가 끝날 때 남은 초과분(a, 0.1톤 단위)
report-stack-moved = 옮긴 톤
report-stack-moved-note = 위치 사이의 이동(b, 0.1톤 단위)
report-stack-rows = 행
report-stack-rows-note = 평가기가 읽을 수 있는 행
report-stack-violations = 위반
report-stack-violations-note = 평가기처럼 문장마다 한 번
fig-stack-rung-broken = { $count } × `{ $code }` 위반
fig-stack-rung-objective = 목표값 { $objective }
formats-stack-solution-title = 하루 작업(JSON)
formats-stack-solution-text = `operations`를 가진 객체 하나: 각 행의 `operation_id`, `type`, `sku`, `batch`, `source`, `target`, `region`, `tons`, `start_minute`, `end_minute`, `forklift`, `task_id`, `trip_id`.
fig-stack-timeline-title = 하루의 타임라인
fig-stack-timeline-aria = 하루의 분 위에 놓인 지게차마다의 운행, 지게차마다 한 줄, 근무 밖 시간은 음영
fig-stack-pick = 하루를 보려면 계획을 고르세요.
fig-stack-legend = 파랑: 입고; 주황: 출고; 보라: 수동 이동; 청록: 능동 이동(한 운행의 행은 줄 안에 쌓이고, 들어가면 SKU 표시). 회색: 근무 밖의 지게차. 빨강: 규칙을 어긴 행, 겹침(뒤 운행이 시작하는 분), 하루 상한을 넘거나 명단에 없는 지게차; 빨간 점선: 정확히 처리되지 않은 작업의 행.
fig-stack-terms = 목표값 = 혼적 위치 { $mixed } + ({ $a } + { $b } / 10,000) / 10,000 = { $objective } · 점수 { $score }
fig-stack-rejected = 불합격: 위반 { $count }개, 첫째 `{ $code }` · 점수 0

## What costs most (site/src/kinds/stack/coach.rs).
kinds-stack-lead = 계획 목표의 세 항목. 각 항목은 앞 항목의 만분의 일 값입니다. 먼저 혼재 베이: SKU나 배치 두 개가 섞인 베이 하나가 어떤 톤수보다 비쌉니다. 다음은 지게차별 운반 톤수와 일일 한도, 가장 찬 것부터(여유가 없는 지게차가 덜어 줄 대상입니다).
kinds-stack-terms = 혼재 베이 { $mixed }; 초과 중량 { $overweight } × 0.1톤; 이동 { $moved } × 0.1톤
kinds-stack-forklift = 지게차
kinds-stack-used = 운반 톤수
kinds-stack-cap = 일일 한도
kinds-stack-full = 한도 대비
