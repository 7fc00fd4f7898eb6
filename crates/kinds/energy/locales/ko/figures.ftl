## energy 종류의 그림(site/src/kinds/energy/)과 페이지: 제목, 레이블, 한눈에 보기, 공식, 보고서와 형식.

fig-energy-year-title = 1년을 하루씩: 저장과 운전
fig-energy-pick = 읽을 수 있는 계획을 골라 그 1년을 보세요.
fig-energy-battery = 배터리 충전량, 매일 최저부터 최고까지, [0.1, 0.9]와 비교
fig-energy-gas = 가스 탱크, 매일 최저부터 최고까지, [0.6, 1.0]와 비교
fig-energy-controls = 매일의 평균 제어값: 압축 공기, 배터리, 화력
fig-energy-income = 매일의 현금 흐름(위안)
fig-energy-day = { $day }일
fig-energy-rung-broken = `{ $code }` { $count }건 위반
fig-energy-rung-income = 현금 흐름 { $income } 위안
glance-energy-hours = 수열당 행 수
glance-energy-load = 최대 부하(MW)
glance-energy-wind = 평균 풍속(m/s)
glance-energy-sun = 햇빛이 있는 시간
glance-energy-plant = 발전소
glance-energy-unit = 설비
glance-energy-power = 정격 출력(MW)
glance-energy-range = 범위
formula-energy-read = `solution.json`에는 `caes_seq`와 `battery_seq`(선택적으로 `tp_seq`, 없으면 1년 내내 0.33)가 있습니다: 각각 float()가 읽는 수 8,760개.
formula-energy-ranges = 압축 공기는 0, [-1, -0.33] 또는 [0.86, 1]; 배터리는 [-1, 1]; 화력은 [0.33, 1](뒤의 둘은 NaN이 통과).
formula-energy-stores = 시간마다 0.5(배터리)와 0.8, 0.5, 0.5(가스, 열, 냉 탱크)에서 시작: 배터리는 [0.1, 0.9], 가스 탱크는 [0.6, 1.0], 열과 냉은 [0.05, 0.95] 안.
formula-energy-score = 현금 흐름 = 8,760시간 동안 모선 항목의 합(부하 0.5, 전력망 판매 0.1 / 구매 0.6, 화력 −0.4, 풍력 −0.35, 태양광 −0.25, 저장 충전 +0.2 / 방전 −0.4, kWh당) 빼기 모선 벌점; 점수 = max(현금 흐름 / { $reference }, 0), 소수 6자리 반올림.
report-energy-rejected = 불합격: 문제 { $count }개
report-energy-crash = 평가기가 멈춤(보고서 없음)
report-energy-income = 현금 흐름(위안)
report-energy-income-note = 1년 8,760시간, 벌점 포함
report-energy-penalty = 모선 벌점
report-energy-penalty-note = 전력망, 출력 제한, 부하 차단으로도 맞추지 못한 양의 제곱
report-energy-out-of-range = 범위 밖의 값
report-energy-out-of-range-note = 압축 공기, 배터리, 화력
report-energy-breaches = 저장 장치가 범위 밖이었던 시간
formats-energy-solution-title = 운전 계획(JSON)
formats-energy-solution-text = `caes_seq`, `battery_seq`, 선택적으로 `tp_seq`를 가진 객체 하나: 각각 정격 출력 비율의 시간별 제어값 8,760개(양수는 발전 또는 방전, 음수는 충전).
what-energy-data = 부하 수열
what-energy-submission = 운전 계획
kinds-energy-lead = 1년 현금 흐름의 항목별 내역, 큰 비용부터: 계획이 무엇에 돈을 쓰는지.
kinds-energy-term = 항목
kinds-energy-amount = 위안
kinds-energy-share = 비용 비중
kinds-energy-term-pv = 태양광
kinds-energy-term-wind = 풍력
kinds-energy-term-thermal = 화력 연료
kinds-energy-term-load = 공급한 부하
kinds-energy-term-battery = 배터리
kinds-energy-term-caes = 압축 공기
kinds-energy-term-grid = 전력망
kinds-energy-term-penalty = 모선 벌점

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-valid-stores-idle = 유효, 저장 설비 유휴
fig-rule-ladder-step-valid-power-bought = 유효, 전력 구매
fig-rule-ladder-step-a-forbidden-value = 허용되지 않는 값
fig-rule-ladder-step-state-of-charge = 충전 상태
fig-rule-ladder-step-sequence-length = 시퀀스 길이
