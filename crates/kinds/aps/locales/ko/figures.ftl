## 다중 테이블 생산 일정 종류의 그림(site/src/kinds/aps/)과 페이지.

what-aps-data = 계획 통합 문서
what-aps-submission = 일정
format-aps-submission = 해답 JSON(scheduled_ops: 공정마다 wop_oid, resource, start_dt, end_dt를 `ISO 8601` 시각으로)
fig-aps-gantt-title = 설비별 일정
fig-aps-gantt-aria = 간트 차트: 설비마다 한 줄, 가로는 시간; 공정마다 주문 색의 막대; 밤과 일요일은 음영; 규칙을 어긴 공정은 빨간 테두리, 겹침과 순서 위반은 빨간 선
fig-aps-pick = 읽을 수 있는 일정을 골라 설비별로 보세요.
fig-aps-legend = 설비마다 한 줄(케이스의 사용 가능한 설비, 그다음 계획에 나오는 다른 자원); 공정마다 주문 색의 막대(회색: 일정에 넣을 수 있는 공정이 아님); 음영: 08:00 전과 18:00 이후의 밤, 일요일. 빨간 테두리: 쓸 수 없는 설비, 근무 시간 밖 시작, 잘못된 길이; 빨간 선: 같은 설비나 같은 주문의 앞 공정이 끝나기 전에 시작.
fig-aps-terms = 지연 { $delay }일(상한 { $upper }) · 가동률 { $util } → 점수 { $score }
fig-aps-rejected = 불합격: { $count } × { $code } 외
fig-aps-hidden = 읽을 수 있는 시각 두 개가 없는 공정 { $count }개는 그리지 않았습니다.
fig-aps-rung-broken = { $count } × `{ $code }` 위반
fig-aps-rung-delay = 지연 { $delay }일
glance-aps-ops = 일정에 넣을 수 있는 공정
glance-aps-orders = 주문 · 납기 있음
glance-aps-devices = 사용 가능한 설비
glance-aps-minutes = 근무 분(Σ 단위 작업 시간 × 수량)
glance-aps-bad-data = 평가기가 이 케이스의 통합 문서에서 오류를 냅니다:
formula-aps-read = `scheduled_ops`에는 일정에 넣을 수 있는 모든 공정이 있습니다: `wop_oid`, 실행 설비(`resource`), `ISO 8601` 시각 `start_dt`와 `end_dt`.
formula-aps-rules = 모든 규칙을 지켜야 합니다: 일정에 넣을 수 있는 공정을 모두 넣고, 두 시각을 읽을 수 있고, 라우팅 노드가 허용하는 설비이며, 월요일~토요일 08:00–18:00에 시작하고, 한 설비에서 동시에 두 공정이 없고, 길이가 `MAK × QTY` 근무 분(±1 %)이며, 각 주문의 공정이 순서대로여야 합니다.
formula-aps-objective = 품질은 p0 = 1 − 총지연 / 그 상한(모든 공정을 설비 한 대에 이어 붙임)에, 1,000단계로 양자화한 가동률을 더한 것입니다. 한 단계는 근무 1분 지연의 0.49 / 1001: 지연이 적은 쪽이 항상 이깁니다.
formula-aps-score = 점수 = (p0 + 단계 × 단계값) / { $reference }, 소수 8자리 반올림.
report-aps-rejected = 불합격: 문제 { $count }개
report-aps-delay = 총지연(일)
report-aps-delay-note = 각 주문의 마지막 종료가 납기를 넘은 일수의 합
report-aps-upper = 지연 상한(일)
report-aps-upper-note = 2026-05-27 08:00부터 모든 공정을 설비 한 대에 이어 붙임
report-aps-util = 가동률
report-aps-util-note = 근무 분 / (사용 설비 수 × 일정의 근무 구간)
report-aps-absolute = 절대 점수
report-aps-absolute-note = p0 + 양자화한 가동률 × 단계값
report-aps-late = 지연된 주문
report-aps-late-note = 마지막 공정이 납기 뒤에 끝나는 주문
report-aps-violations = 위반 수
report-aps-violations-note = 공정과 쌍마다 셈(서버는 여섯 줄을 적음)
formats-aps-solution-title = 일정(JSON)
formats-aps-solution-text = `scheduled_ops`가 있는 객체 하나: 공정마다 객체 하나인 목록이며, 각각 `wop_oid`(케이스가 일정에 넣는 `WOP.OID`), `resource`(라우팅 노드가 허용하는 사용 가능한 설비), `start_dt`와 `end_dt`(`ISO 8601`, 그 사이의 근무 분이 `MAK × QTY`)를 가집니다.
