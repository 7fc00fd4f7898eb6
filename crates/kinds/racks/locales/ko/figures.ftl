## 랙 배치 유형의 그림(site/src/kinds/racks/)과 페이지: 제목, 라벨, 개요, 공식, 보고서, 형식.

fig-racks-elevation-title = 계획이 쓰는 랙, 슬롯별로
fig-racks-elevation-aria = 한 배치의 랙마다 U 슬롯 열, 서버는 블록, 전력은 아래에
fig-racks-pick = 유효한 계획을 골라 그 랙을 보세요.
fig-racks-legend = 회색: 배치 전 사용 중; 초록: NIC 가중치 1인 서버; 호박색: 1 미만; ○: 꺼져 있던 랙; 막대: 이전 전력, 추가 전력, 정격 대비
fig-racks-batch = 배치
fig-racks-rung-broken = { $count } × `{ $code }` 위반
fig-racks-rung-cost = 비용 { $cost }
glance-racks-servers = 서버
glance-racks-batches = 배치
glance-racks-racks = 랙
glance-racks-free = 빈 U 슬롯
glance-racks-bad-data = 이 사례의 데이터에서 평가기가 예외를 냅니다:
formula-racks-read = `solution.csv`는 Python의 csv 모듈로 읽습니다: 서버마다 한 행, 각 칸의 공백 제거; 빈 상태는 1(배치)로 칩니다.
formula-racks-rules = 배치마다 도착 전 랙 상태에서: 알려진 랙, 슬롯 번호, 랙 속성과 짝지어진 NIC, 정격 이내 전력, 연속된 빈 슬롯; 모든 서버 한 번씩.
formula-racks-cost = 비용 = Σ 배치된 서버 (0.4 × 남은 전력 + 0.05 × 슬롯 / 슬롯 수 + 0.3 × 새로 켠 랙 + 0.25 × (1 − NIC 가중치)) + 미배치 서버마다 1.
formula-racks-score = 점수 = { $reference } / 비용, 소수 6자리로 반올림.
report-racks-rejected = 거부됨: 문제 { $count }개
report-racks-cost = 비용
report-racks-cost-note = 가중 항 + 미배치 서버마다 1
report-racks-allocated = 배치됨
report-racks-allocated-note = 랙에 들어간 서버
report-racks-unassigned = 미배치
report-racks-unassigned-note = 각각 1
report-racks-batches = 배치
report-racks-batches-note = 각각 도착 전 랙 상태에서
formats-racks-solution-title = 랙 배치 계획(CSV)
formats-racks-solution-text = 서버마다 한 행: server_id, rack_id, pos(가장 낮은 U 슬롯), allocation_status(1 또는 0), batch.
what-racks-data = 서버 목록
what-racks-submission = 랙 배치 계획

## "무엇이 가장 비싼가" (site/src/kinds/racks/coach.rs).
kinds-racks-lead = 계획의 비용을 다섯 항으로 나누어 가장 큰 항부터, 그 항이 없을 때의 점수와 함께 보여 줍니다. 이어서 비용이 가장 큰 배치된 서버입니다.
kinds-racks-term = 항
kinds-racks-cost = 비용
kinds-racks-share = 비용 중 비중
kinds-racks-without = 이 항이 없을 때 점수
kinds-racks-term-power = 0.4 × 남은 전력
kinds-racks-term-slot = 0.05 × 슬롯 높이
kinds-racks-term-lit = 0.3 × 새로 켠 랙
kinds-racks-term-nic = 0.25 × (1 − NIC 가중치)
kinds-racks-term-unassigned = 1 × 미배치 서버
kinds-racks-server = 서버
kinds-racks-place = 랙, 슬롯
kinds-racks-server-cost = 서버 비용
fig-racks-live-aria = 배치의 랙: 서버를 다른 랙이나 슬롯으로 끌거나, 화살표 키로 고른 뒤 스페이스로 집으세요
fig-racks-live-score = 비용 { $cost } · 배치 { $placed }대, 대기 { $waiting }대 · 점수 { $score }
fig-racks-live-rejected = 불합격: { $count } × `{ $code }` · 점수 0
fig-racks-help = 서버를 다른 랙이나 슬롯으로 끄세요(마우스나 손가락). 또는 그림에 포커스를 두고 ← →로 서버를 고르고, 스페이스로 집어 ← →(랙)와 ↑ ↓(슬롯)로 옮긴 뒤 스페이스로 내려놓으세요(Esc는 제자리로). 옮길 때마다 이 사례의 채점기가 다시 채점하며, 내려받은 파일을 `fde-grade racks`가 채점한 결과와 같습니다. 규칙을 어기는 이동은 바로 되돌립니다.
fig-racks-moved = { $server }: 이제 { $rack }의 U { $pos }: { $result }
fig-racks-tried = { $server }를 { $rack }의 U { $pos }로 옮기면 { $result }: 제자리로 돌아갔습니다
fig-racks-picked = { $rack } U { $pos }의 { $server }를 집었습니다: ← → 랙, ↑ ↓ 슬롯, 스페이스로 내려놓고, Esc로 제자리에
fig-racks-over = { $server }: { $rack } U { $pos } 위
fig-racks-selected = { $server }: { $rack }의 U { $pos }: 스페이스로 집기
fig-racks-undone = 마지막 이동을 되돌렸습니다
fig-racks-back = 예시의 계획으로 돌아왔습니다

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-servers-left-out = 유효, 일부 서버 누락
fig-rule-ladder-step-valid-nothing-placed = 유효, 배치 없음
fig-rule-ladder-step-unknown-rack = 알 수 없는 랙
fig-rule-ladder-step-slot-number = 슬롯 번호
fig-rule-ladder-step-slot-taken = 이미 찬 슬롯
fig-rule-ladder-step-nic-and-rack = NIC와 랙
