## 슬리팅 유형의 페이지: 파일 이름.

fig-slitting-patterns-title = 계획의 절단 패턴: 절단마다 스트립과 스크랩
fig-slitting-patterns-aria = 절단마다 모코일 폭의 막대 하나: 스트립을 나란히, 남은 가장자리는 스크랩
fig-slitting-pick = 절단을 검사한 계획을 골라 패턴을 보세요.
fig-slitting-width = 막대마다: 코일 폭(mm)을 가로지르는 절단 하나, 같은 코일의 절단은 함께
fig-slitting-legend = 파랑: 주문 폭; 빨강: 주문에 없는 폭; 빗금: 스크랩
fig-slitting-note = 점수는 절단 횟수(95 %)를 세고 스크랩은 조금(5 %)만 봅니다. 스크랩 비율:
fig-slitting-slot = 슬롯
fig-slitting-rung-broken = { $count } × `{ $code }` 위반
fig-slitting-rung-cuts = 절단 { $cuts }회
glance-slitting-coils = 모코일
glance-slitting-stock = 재고(kg)
glance-slitting-widths = 주문 폭
glance-slitting-ordered = 주문량(kg)
glance-slitting-bad-data = 평가기가 이 사례의 데이터에서 예외를 냅니다:
formula-slitting-rows = 절단마다 한 행: 재고의 코일(폭 ±10 mm), 최소 100 kg(10 제외), 코일 폭 안에 드는 주문 폭 스트립 1~5개. 무게가 0보다 크지 않은 행은 버려집니다.
formula-slitting-rules = 한 코일의 절단은 그 무게(+10 kg) 이내; 주문된 모든 폭을 ±10 kg 이내로(스트립 무게 = 절단 무게 × 스트립 폭 / 코일 폭).
formula-slitting-cuts = 절단 점수 = 1 + 0.05 × (46 − 절단 수), 46회 초과면 1 − 0.2 × (절단 수 − 46); 종합 = 0.05 × (1 − 스크랩) + 0.95 × 절단 점수.
formula-slitting-score = 점수 = 종합 / { $reference }, 소수 6자리 반올림.
report-slitting-rejected = 불합격: 문제 { $count }개
report-slitting-cuts = 절단 횟수
report-slitting-cuts-note = 버려진 행을 뺀 나머지 행(목표 46)
report-slitting-scrap = 스크랩
report-slitting-scrap-note = 잘랐지만 스트립이 되지 않은 무게 비율
report-slitting-cut-score = 절단 점수
report-slitting-cut-score-note = 46보다 적은 절단 하나마다 0.05
report-slitting-combined = 종합
report-slitting-combined-note = 0.05 × (1 − 스크랩) + 0.95 × 절단 점수
report-slitting-met = 충족 폭
report-slitting-met-note = 주문량의 ±10 kg 이내
formats-slitting-solution-title = 슬리팅 계획(CSV)
formats-slitting-solution-text = 절단마다 한 행: mother_id, mother_width, mother_cut_weight, 그리고 스트립 최대 5개, 각각 폭(sub1_width…)과 길이(sub1_long…).
what-slitting-data = 모코일 재고
what-slitting-submission = 슬리팅 계획

## "무엇이 가장 비싼가" (site/src/kinds/slitting/coach.rs).
kinds-slitting-lead = 점수는 절단 횟수와 스크랩 두 부분으로 이루어집니다. 각 행은 그 부분만 바꾸고 나머지는 그대로 둘 때의 점수이고, 이어서 스크랩을 가장 많이 남기는 절단입니다.
kinds-slitting-part = 변경
kinds-slitting-score-if = 점수
kinds-slitting-gain = 증가
kinds-slitting-fewer = 절단 한 번 적게
kinds-slitting-clean = 스크랩 없음
kinds-slitting-cut = 절단
kinds-slitting-coil = 모코일
kinds-slitting-used = 스트립 폭 / 코일 폭 (mm)
kinds-slitting-scrap = 스크랩 (kg)
kinds-slitting-share = 스크랩 중 비중
fig-slitting-live-aria = 절단: 스트립을 다른 절단으로 끌거나, 화살표 키로 고른 뒤 스페이스로 집으세요
fig-slitting-live-score = 절단 { $cuts }회 · 스크랩 { $scrap } · 점수 { $score }
fig-slitting-live-rejected = 불합격: { $count } × `{ $code }` · 점수 0
fig-slitting-help = 스트립을 다른 절단으로 끌어(마우스나 손가락) 그 절단의 끝에서 자르게 하세요. 또는 그림에 포커스를 두고 ← →로 스트립을, ↑ ↓로 절단을 고르고, 스페이스로 집어 ↑ ↓로 옮긴 뒤 스페이스로 내려놓으세요(Esc는 제자리로). 한 절단에는 스트립이 최대 다섯 개입니다. 옮길 때마다 이 사례의 채점기가 다시 채점하며, 내려받은 파일을 `fde-grade slitting`이 채점한 결과와 같습니다.
fig-slitting-moved = { $row }번째 절단({ $mother })의 스트립은 이제 { $n }개: { $result }
fig-slitting-full = { $row }번째 절단({ $mother })에는 이미 스트립이 다섯 개입니다: 옮기지 않았습니다
fig-slitting-picked = { $row }번째 절단({ $mother })의 스트립을 집었습니다: ↑ ↓로 옮기고, 스페이스로 내려놓고, Esc로 제자리에
fig-slitting-selected = { $row }번째 절단({ $mother }), 스트립 { $n }개: ← →로 고르고 스페이스로 집기
fig-slitting-undone = 마지막 이동을 되돌렸습니다
fig-slitting-back = 예시의 계획으로 돌아왔습니다

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-more-cuts = 유효, 절단이 더 많음
fig-rule-ladder-step-strips = 스트립
fig-rule-ladder-step-widths = 폭
fig-rule-ladder-step-a-row-dropped = 행 하나 누락
