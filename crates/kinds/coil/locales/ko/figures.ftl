## 코일 유형의 그림과 페이지 용어.

fig-coil-profile-title = 순서의 폭과 롤 크기 프로필
fig-coil-profile-aria = 압연 순서대로 각 코일의 폭, 아래 띠는 롤 크기
fig-coil-pick = 번호가 모두 알려진 순서를 골라 프로필을 보세요.
fig-coil-width = 폭(mm), 압연 순서대로
fig-coil-band = 초록 띠: 소형 롤; 보라: 대형 롤
fig-coil-rolls = 롤
fig-coil-legend = 빨강: 연결, 두께 또는 폭 규칙을 어기는 단계; 주황: 폭 증가; 원: 전치 폭 코일
fig-coil-switches = 번의 롤 크기 변경(최대 1번)
fig-coil-rung-broken = `{ $code }` 위반 { $count }회
fig-coil-rung-penalty = 벌점 { $penalty }
fig-coil-live-aria = 순서: 코일을 다른 자리로 끌거나, 화살표 키로 고른 뒤 스페이스로 집으세요
fig-coil-live-score = 벌점 { $penalty } = 10,000 × 규칙 위반 { $jumps }건 + 100 × 폭 증가 { $rises }번 + 강종 그룹 { $groups }개 · 점수 { $score }
fig-coil-live-rejected = 불합격: { $count } × `{ $code }` · 점수 0
fig-coil-help = 코일을 순서를 따라 끌어(마우스나 손가락) 다른 자리에서 압연하게 하세요. 또는 그림에 포커스를 두고 ← →로 코일을 고르고, 스페이스로 집어 ← →로 옮긴 뒤 스페이스로 내려놓으세요(Esc는 제자리로). 옮길 때마다 이 사례의 채점기가 다시 채점하며, 내려받은 파일을 `fde-grade coil`이 채점한 결과와 같습니다.
fig-coil-moved = { $id }: 이제 { $n }개 중 { $place }번째: { $result }
fig-coil-picked = { $place }번째의 { $id }를 집었습니다: ← →로 옮기고, 스페이스로 내려놓고, Esc로 제자리에
fig-coil-selected = { $id }, { $n }개 중 { $place }번째: 스페이스로 집기
fig-coil-undone = 마지막 이동을 되돌렸습니다
fig-coil-back = 예시의 순서로 돌아왔습니다
glance-coil-coils = 코일
glance-coil-grades = 강종
glance-coil-small = 소형 롤 코일
glance-coil-front = 전치 폭 코일
glance-coil-bad-data = 평가기가 이 사례의 데이터에서 예외를 냅니다:
formula-coil-read = `sequence`는 번호를 나열합니다. 각각 `str(id).strip()`으로 읽히며 작업 계획의 코일이어야 합니다.
formula-coil-rules = 모든 코일을 정확히 한 번, 롤 크기 변경은 최대 한 번, 전치 폭 코일이 맨 앞.
formula-coil-penalty = 벌점 = 10,000 × 연결, 두께 또는 폭 규칙을 어기는 단계 + 100 × 폭 증가 + 강종 그룹.
formula-coil-score = 점수 = { $reference } / 벌점, 소수 4자리로 반올림.
report-coil-rejected = 불합격: 문제 { $count }개
report-coil-penalty = 벌점
report-coil-penalty-note = 10,000 × 위반 + 100 × 증가 + 그룹
report-coil-jumps = 규칙 위반 단계
report-coil-jumps-note = 연결, 두께, 폭 단계
report-coil-rises = 폭 증가
report-coil-rises-note = 앞 코일보다 넓은 코일
report-coil-groups = 강종 그룹
report-coil-groups-note = 같은 강종의 연속 구간
report-coil-switches = 롤 크기 변경
report-coil-switches-note = 최대 1번 허용
formats-coil-solution-title = 코일 순서(JSON)
formats-coil-solution-text = `sequence`가 있는 객체 하나: 작업 계획의 모든 코일 번호를 압연 순서대로 한 번씩.
what-coil-data = 작업 계획
what-coil-submission = 코일 순서

## 비용이 가장 큰 것 (site/src/kinds/coil/coach.rs).
kinds-coil-lead = 순서의 벌점을 세 부분으로 나누고, 각 부분을 뺀 점수를 함께 보여 줍니다; 그다음 비용이 가장 큰 단계를 큰 것부터, 순서 안의 위치와 어느 코일에서 어느 코일로 가는지와 함께 보여 줍니다.
kinds-coil-part = 부분
kinds-coil-count = 횟수
kinds-coil-cost = 벌점
kinds-coil-without = 뺐을 때 점수
kinds-coil-part-breaks = 10,000 × 규칙 위반
kinds-coil-part-rises = 100 × 폭 증가
kinds-coil-part-groups = 1 × 강종 그룹
kinds-coil-position = 위치
kinds-coil-step = 에서 → 로
kinds-coil-what = 비용의 원인
kinds-coil-step-cost = 비용
kinds-coil-linkage = 연결 규칙 위반
kinds-coil-thickness = 두께 규칙 위반
kinds-coil-width = 폭 규칙 위반
kinds-coil-rise = 폭 증가
kinds-coil-new-group = 새 강종 그룹

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-width-rises = 유효, 폭 증가
fig-rule-ladder-step-valid-rule-jumps = 유효, 규칙을 어기는 단계
fig-rule-ladder-step-roll-changes = 롤 교체
fig-rule-ladder-step-front-width-coils = 전치 폭 코일
fig-rule-ladder-step-unknown-ids = 알 수 없는 ID
