## 안벽 크레인 유형의 그림(site/src/kinds/quay/)과 페이지.

what-quay-data = 선박 목록
what-quay-submission = 크레인 일정
fig-quay-gantt-title = 타임라인 위의 일정
fig-quay-gantt-aria = 크레인마다 한 줄로 시간에 따른 작업, 이동, 대기, 위에는 선석별 선박의 시간창
fig-quay-pick = 일정을 골라 타임라인을 보세요.
fig-quay-berth = 선석 { $berth }
fig-quay-lane = 크레인 { $crane }
fig-quay-legend = 파랑: 작업(선박 이름); 주황: 이동; 회색: 대기(서버가 1초 넘는 빈 시간을 대기로 채움); 위의 초록: 선석별 선박의 시간창. 빨강: 규칙을 어기는 이벤트, 엇갈림(너무 오른쪽에 있는 크레인의 줄), 작업이 부족한 선박.
fig-quay-terms = 비용 = 100,000,000 × 크레인 { $cranes }대 + 이동 { $moves }초 = { $cost } · 점수 { $score }
fig-quay-rejected = 불합격: { $count } × `{ $code }` · 점수 0
fig-quay-rung-broken = { $count } × `{ $code }` 위반
fig-quay-rung-cost = 비용 { $cost }
glance-quay-vessels = 선박
glance-quay-berths = 선석
glance-quay-work = 필요한 크레인 작업(시간)
glance-quay-span = 시간창
glance-quay-bad-data = 평가기가 이 사례의 데이터에서 예외를 냅니다:
formula-quay-read = `cranes`에 각 크레인의 이벤트(work, move, wait)를 `YYYY-MM-DD HH:MM:SS` 시각으로 나열합니다; 1초 넘는 빈 시간은 크레인이 서 있는 곳의 대기가 됩니다.
formula-quay-rules = 모든 규칙이 지켜져야 합니다: 한 번에 한 이벤트, 선석당 880초의 이동, 선박의 선석과 시간창 안의 작업, 모든 선박의 작업 완료, crane_id 순서로 크레인이 엇갈리지 않음.
formula-quay-cost = 비용 = 100,000,000 × 크레인 수 + 이동 초: 크레인 하나를 줄이는 것이 어떤 이동 절약보다 낫습니다.
formula-quay-score = 점수 = { $reference } / 비용, 소수 6자리로 반올림.
report-quay-rejected = 불합격: 문제 { $count }개
report-quay-cost = 비용
report-quay-cost-note = 100,000,000 × 크레인 수 + 이동 초
report-quay-cranes = 크레인
report-quay-cranes-note = `cranes`의 길이
report-quay-moves = 이동 초
report-quay-moves-note = 선석 하나 이동에 880초
report-quay-vessels = 처리된 선박
report-quay-vessels-note = 모든 작업이 시간창 안에
report-quay-crossings = 엇갈림
report-quay-crossings-note = 레일에서 crane_id 순서를 벗어난 크레인
formats-quay-solution-title = 크레인 일정(JSON)
formats-quay-solution-text = `cranes`가 있는 객체 하나: 각 크레인의 `crane_id`와 `events`, 각 이벤트에는 `type`(work, move, wait), `start_time`과 `end_time`(`YYYY-MM-DD HH:MM:SS`), `berth` 또는 `from_berth`와 `to_berth`, 작업이면 `vessel_id`.
format-quay-submission = 솔루션 JSON (cranes: 각 크레인의 crane_id와 events, 각 이벤트의 type, start_time, end_time, berth 또는 from_berth와 to_berth, vessel_id)
fig-quay-live-aria = 일정: 이벤트를 제 줄을 따라 또는 다른 크레인의 줄로 끌거나, 화살표 키로 고르고 Space로 집으세요
fig-quay-help = 이벤트를 (마우스나 손가락으로) 시간 축으로 또는 다른 크레인의 줄로 끄세요; 또는 그림에 포커스를 두고 Home과 ← →로 이벤트를 고르고(↑ ↓ 다른 크레인), Space로 집고, ← →로 5분씩 또는 ↑ ↓로 다른 크레인으로 옮긴 뒤 Space로 내려놓으세요(Esc는 되돌림). 옮길 때마다 이 사례의 채점기가 `fde-grade quay`가 내려받은 파일을 채점하듯 다시 채점합니다.
fig-quay-moved = { $event }: 이제 크레인 { $crane }: { $result }
fig-quay-picked = 크레인 { $crane }의 { $event }을(를) 집음: ← → 시간 이동, ↑ ↓ 다른 크레인, Space 내려놓기, Esc 되돌리기
fig-quay-selected = 크레인 { $crane }의 { $event }: Space로 집기
fig-quay-undone = 마지막 이동을 되돌렸습니다
fig-quay-back = 예시의 일정으로 돌아갔습니다

## "무엇이 가장 비싼가"(site/src/kinds/quay/coach.rs).
kinds-quay-lead = 일정 비용의 두 항, 그다음 크레인마다의 이동 초(전체 이동 중 비율), 작업, 유휴 시간, 가장 많이 이동하는 크레인 먼저: 이 크레인들로는 이동만 더 아낄 수 있고, 대부분 쉬는 크레인이 빼 볼 만한 크레인입니다.
kinds-quay-terms = 100,000,000 × 크레인 { $cranes }대 = { $crane_term }; 이동: { $moves }초
kinds-quay-crane = 크레인
kinds-quay-moves = 이동(초)
kinds-quay-share = 이동 비율
kinds-quay-work = 작업(초)
kinds-quay-wait = 유휴(초)
