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
