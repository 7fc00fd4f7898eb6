## 유조차 유형의 그림(site/src/kinds/tank/)과 페이지.

what-tank-data = 주유소와 유조차
what-tank-submission = 유조차의 운행
format-tank-submission = 계획 JSON(trips: 운행마다 vehicleType, depot, departPoint, orders가 있는 customers, loadInfo)
glance-tank-stations = 주유소
glance-tank-orders = 주문
glance-tank-litres = 주문 리터
glance-tank-vehicles = 차종 · 칸
glance-tank-connect = 운행당 최대 주유소
formula-tank-read = 계획은 운행 목록입니다(그대로 또는 `trips` 아래): 운행마다 `vehicleType`, `departPoint`, `depot`, 방문 순서대로의 `customers`와 그 `orders`, 칸들의 `loadInfo`.
formula-tank-rules = 모든 규칙이 지켜져야 합니다: 칸 적재 행의 연료는 그 번호를 가진 첫 차종의 것, 모든 주문은 자기 번호로 정확히 그 부피만큼 배송, 주문은 연료가 맞고 운행 차종에 있는 칸에, 한 칸에 한 등급, 칸의 적재량은 그 주문들의 합(0.01 L 이내)이고 용량 이내, 전체 적재량은 전체 주문(0.01 L 이내), 운행당 `connectSize`곳 이하, 사례의 출발지와 유류 기지. 시간대와 차종 허용은 경고일 뿐입니다.
formula-tank-objective = 거리 = 모든 운행 경로의 미터: 출발지 → 유류 기지 → 순서대로의 주유소 → 유류 기지, 점 좌표 사이의 대원 거리(하버사인, 지구 반지름 6,371 km).
formula-tank-score = 점수 = { $reference } / 거리, 소수 6자리 반올림.
report-tank-rejected = 불합격: 문제 { $count }개
report-tank-distance = 거리(km)
report-tank-distance-note = 좌표로 잰 모든 운행 경로: 점수에 쓰임
report-tank-reference-note = 기준 계획의 거리(km)
report-tank-own = 운행이 적은 거리(km)
report-tank-own-note = 운행마다 적은 거리의 합: 점수에 안 쓰임
report-tank-trips = 운행
report-tank-trips-note = 계획의 항목
report-tank-violations = 위반
report-tank-violations-note = 문장마다 한 번, 평가기가 세는 대로
report-tank-warnings = 경고
report-tank-warnings-note = 시간대와 차종 허용: 점수는 그대로
fig-tank-rung-distance = 거리 { $km } km
fig-tank-rung-broken = { $count } × `{ $code }` 위반
formats-tank-solution-title = 유조차의 운행(JSON)
formats-tank-solution-text = 운행 목록(또는 `trips`가 있는 객체): 운행마다 `tripId`, `vehicleType`, `depot`, `departPoint`, `customers`(각각 `locationId`, `arriveTime`, `departTime`, 그리고 `order_id`, `wareId`, `volume`이 있는 `orders`)와 `loadInfo`(칸마다 `wareId`, `oilType`, `volume`).
fig-tank-map-title = 지도 위의 운행
fig-tank-map-aria = 운행마다 출발지에서 유류 기지, 주유소들을 거쳐 유류 기지로 돌아오는 색 선; 규칙이 지목한 주유소는 빨간색
fig-tank-pick = 계획을 골라 운행을 보세요.
fig-tank-hover = 정차에 포인터를 올리거나 초점을 두면 주문과 유조차의 칸이 보입니다.
fig-tank-legend = 사각형: 출발지와 유류 기지, 원: 주유소. 운행마다 한 색이고 정차는 그 색 테두리. 빨간색: 위반이 지목한 정차, 주유소, 칸(점선: 운행 전체에 대한 규칙), 호박색: 주유소 시간대 밖의 정차. 지도 아래에는 운행마다 칸의 연료와 적재량/용량.
fig-tank-terms = 거리 = 운행 { $trips }개의 경로 = { $km } km · 점수 { $score }
fig-tank-rejected = 불합격: 규칙 위반 { $count }건, 첫째 `{ $code }` · 점수 0
fig-tank-trip = 운행 { $trip } · { $vehicle } · { $km } km
fig-tank-stop = 운행 { $trip }, 정차 { $stop }: 주유소 { $station }({ $vehicle }). 주문: { $orders }. 칸: { $compartments }.
fig-tank-order = { $order }, { $ware }번 칸, { $volume } L
fig-tank-compartment = { $ware }번 칸 { $fuel } { $volume } / { $capacity } L
fig-tank-fuel-petrol = 휘발유
fig-tank-fuel-diesel = 경유
fig-tank-fuel-gas = 가스
fig-tank-depart = 출발지 { $id }
fig-tank-depot = 유류 기지 { $id }
fig-tank-station = 주유소 { $id }
