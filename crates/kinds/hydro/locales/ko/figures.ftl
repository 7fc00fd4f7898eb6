## 수력 종류의 그림(site/src/kinds/hydro/)과 페이지 문구.

fig-hydro-levels-title = 날마다의 저수지 수위
fig-hydro-power-title = 날마다의 발전소 출력
fig-hydro-pick = 날마다의 값을 보려면 읽을 수 있는 계획을 고르세요.
fig-hydro-level-of = { $station }: 사수위와 상한에 대한 수위(m)
fig-hydro-power-of = { $station }: 설비 용량 아래의 출력(MW)
fig-hydro-rung-broken = `{ $code }` 위반 { $count }회
fig-hydro-rung-energy = 발전량 { $energy }(10⁴ kWh)
glance-hydro-stations = 발전소
glance-hydro-days = 일수
glance-hydro-eco = 생태 유량(m³/s)
glance-hydro-cascade = 계단식 발전소, 상류부터
glance-hydro-station = 발전소
glance-hydro-p-max = 설비 용량(MW)
glance-hydro-z-dead = 사수위(m)
glance-hydro-z-init = 시작(m)
glance-hydro-z-max = 상한(m)
formula-hydro-read = `Q_out`은 다섯 행(상류부터 발전소마다 한 행)에 하루 방류량 하나씩이어야 하며, 각각 float()가 읽는 숫자여야 합니다.
formula-hydro-levels = 각 저수지의 저수량은 하루에 (유입량 − 방류량) × 86,400 s만큼 바뀌고, 수위는 사수위와 정상 수위 사이에서 선형으로 따라갑니다.
formula-hydro-checks = 모든 규칙을 지켜야 합니다: 유입식 발전소는 들어온 만큼 흘려보내고(±1 m³/s), 수위는 한도 안, 생태 유량, 출력 변화는 하루에 설비 용량의 5분의 1까지.
formula-hydro-score = 발전량 = 24 × Σ 출력(각각 설비 용량에서 잘림; 낙차는 그날 평균 수위로); 점수 = 발전량 / { $reference }, 소수 6자리로 반올림.
report-hydro-rejected = 거부됨: 규칙 { $count }개 위반
report-hydro-energy = 발전량(10⁴ kWh)
report-hydro-energy-note = 발전소별 일별 출력 합의 24배
report-hydro-violations = 어긴 규칙
report-hydro-violations-note = 서버는 처음 여덟 개를 나열합니다
formats-hydro-solution-title = 운영 계획(JSON)
formats-hydro-solution-text = `Q_out`이 있는 객체 하나: 목록 다섯 개(발전소, 상류부터), 각각 m³/s 단위로 하루에 방류량 하나.
what-hydro-data = 발전소 파일
what-hydro-submission = 운영 계획
kinds-hydro-lead = 각 발전소의 그 주 발전량을 설비 용량으로 줄곧 운전할 때의 발전량과 비교하고, 가장 모자란 발전소부터 보여 줍니다: 물을 더 보내거나 낙차를 높이면 가장 많이 얻는 곳입니다.
kinds-hydro-station = 발전소
kinds-hydro-energy = 발전량(10⁴ kWh)
kinds-hydro-most = 일주일 내내 최대 출력
kinds-hydro-share = 부족분 중 비율
fig-hydro-outflows-title = 날마다의 발전소별 방류량(편집 가능)
fig-hydro-outflow-of = { $station }: 생태 유량 위의 방류량(m³/s)
fig-hydro-live-aria = 방류량: 하루의 방류량을 위아래로 끌거나, ← →로 날을 고르고 ↑ ↓로 조정하세요
fig-hydro-live-score = 발전량 { $energy }(10⁴ kWh) · 점수 { $score }
fig-hydro-live-rejected = 불합격: { $count } × `{ $code }` · 점수 0
fig-hydro-help = 하루의 방류량을 위아래로 끄세요(마우스나 손가락). 또는 그림에 포커스를 두고 ← →로 발전소의 날을 고른 뒤 ↑ ↓로 방류량을 조정하세요(10 m³/s씩, Page Up과 Page Down은 100씩). 고칠 때마다 이 사례의 채점기가 다시 채점하며, 내려받은 파일을 `fde-grade hydro`가 채점한 결과와 같습니다. 빨간 날은 규칙을 어깁니다.
fig-hydro-set = { $station }, { $day }일째: { $value } m³/s: { $result }
fig-hydro-undone = 마지막 수정을 되돌렸습니다
fig-hydro-back = 예시의 계획으로 돌아왔습니다

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-levels-and-ramps = 수위와 증감 속도
fig-rule-ladder-step-water-balance = 물 수지
fig-rule-ladder-step-the-file-s-shape = 파일 형태
