## 유조차 유형의 진단: 코드마다 메시지 하나(`tank/...`는 `tank-...`), 힌트는 `<key>-hint`.

tank-file-not-found = { $file }을(를) 읽을 수 없음: { $reason }
tank-file-not-found-hint = solution.json을 제출하세요: 운행 목록 자체, 또는 `trips`가 그 목록인 객체.
tank-bad-data = { $file }: { $problem }
tank-bad-data-hint = 사례가 제공한 그대로의 input_data.json을 쓰세요: customers, vehicles, depots, departs, locations.
tank-not-json = { $file }을(를) JSON으로 읽을 수 없음: { $error }
tank-not-json-hint = json.dump로 바이트 순서 표시 없는 UTF-8 파일을 쓰세요.
tank-no-trips = { $file }에 비어 있지 않은 운행 목록이 없음({ $kind })
tank-no-trips-hint = 비어 있지 않은 운행 목록을 최상위에 두거나 키 `trips` 아래에 쓰세요.
tank-raises = 검사에서 { $error } 예외 발생
tank-raises-hint = 운행, 정차, 주문은 모두 객체이고, 숫자는 배정밀도로 표현되는 수여야 합니다.
tank-score-raises = 점수 계산에서 { $error } 예외 발생
tank-score-raises-hint = 각 운행의 `distance`와 `duration`은 숫자로 쓰세요(또는 생략).
tank-crash = 평가기가 처리되지 않은 { $error }(으)로 멈춤
tank-crash-hint = `departPoint`, `depot`, 각 정차의 식별자는 텍스트로 쓰세요: 목록이나 객체는 평가기를 멈춥니다.
tank-missing-field = `{ $field }` 없음
tank-missing-field-hint = 칸 적재 행마다 `wareId`, `oilType`, `volume`, 정차마다 `locationId`, `arriveTime`, `departTime`, 주문마다 `order_id`와 `wareId`가 필요합니다.
tank-not-number = `{ $field }`이(가) { $value }(으)로, 평가기가 읽는 수가 아님
tank-not-number-hint = 칸 번호는 정수로, 부피는 숫자로 쓰세요.
tank-load-negative = 칸 { $ware }에 { $volume } L 적재
tank-load-negative-hint = 칸의 적재량은 0 이상의 유한한 리터 수입니다.
tank-fuel-type = 칸 { $ware }의 연료 유형이 { $oil }인데 차종 { $vehicle }은(는) { $defined }(으)로 정의함
tank-fuel-type-hint = 각 칸에는 loadType이 말하는 연료를 실으세요. 평가기는 그 칸 번호를 가진 첫 차종과 비교합니다.
tank-ware-nowhere = 칸 { $ware }이(가) 어느 차종에도 없음(또는 연료 유형 { $oil }이(가) 어느 것과도 맞지 않음)
tank-ware-nowhere-hint = 차량 정의에 있는 칸의 wareId를 그 loadType과 함께 쓰세요.
tank-ware-not-on-vehicle = 차종 { $vehicle }에는 칸 { $ware }이(가) 없음
tank-ware-not-on-vehicle-hint = 운행 차종이 가진 칸만 쓰세요.
tank-vehicle-type = vehicleType { $vehicle }은(는) 사례의 차종이 아님
tank-vehicle-type-hint = 운행의 차종 이름을 vehicles의 `name`과 똑같이 쓰세요.
tank-order-missing = 주유소 { $customer }: 주문 { $order }이(가) 배송되지 않음
tank-order-missing-hint = 모든 주유소의 모든 주문을 각자의 order_id로 배송하세요.
tank-order-volume = 주유소 { $customer }: 주문 { $order }이(가) { $got }을(를) 배송, 요청은 { $want }
tank-order-volume-hint = 주문의 부피를 그대로 옮기세요: 평가기는 `!=`로 허용 오차 없이 비교합니다.
tank-order-fuel = 주문 { $order }이(가) 칸 { $ware }에 있는데 그 칸의 연료 유형이 주문과 다름
tank-order-fuel-hint = 휘발유 주문은 휘발유 칸에, 경유 주문은 경유 칸에(loadType = 주문의 oilType).
tank-mixed-grade = 칸 { $ware }에 등급 { $grades }이(가) 섞임
tank-mixed-grade-hint = 한 칸은 한 운행에 한 등급(fuelCategory)만: 92#과 95#은 다른 칸에 싣습니다.
tank-load-delivered = 칸 { $ware }이(가) { $loaded } L 적재했지만 { $delivered } L 배송
tank-load-delivered-hint = 칸의 loadInfo 부피는 그 칸이 배송하는 주문의 합입니다(0.01 L 이내).
tank-capacity = 칸 { $ware }이(가) { $loaded } L 적재, 용량 { $capacity } L 초과
tank-capacity-hint = 주문을 더 많은 칸이나 운행으로 나누세요: 칸은 차종이 정한 용량까지 담습니다.
tank-total-volume = 칸들이 { $delivered } L 적재, 주문은 { $required } L 필요
tank-total-volume-hint = 모든 운행의 적재량 합은 모든 주문의 부피 합과 같아야 합니다(0.01 L 이내).
tank-stops = 정차 { $stops }곳, connectSize { $limit } 초과
tank-stops-hint = 한 운행은 connectSize곳까지만 들릅니다: 운행을 나누세요.
tank-start-point = `{ $field }`이(가) { $id }(으)로, 사례가 정한 곳이 아님
tank-start-point-hint = 모든 운행은 사례의 출발지에서 출발하고 사례의 유류 기지에서 적재합니다(그 locationId).
tank-time-window = 도착 { $arrive }이(가) 주유소의 시간대 밖
tank-time-window-hint = 하역이 주유소 workTime의 한 시간대 안에서 끝나도록 도착하세요(경고만).
tank-vehicle-access = 주유소 { $customer }이(가) 허용 차종({ $allowed })으로 배송되지 않음
tank-vehicle-access-hint = 주유소의 availableVehicles에 있는 차종으로 배송하세요(경고만).

## 문제의 위치: 운행과 정차(파일 안의 위치), 칸 적재 행, 주문(정차 안의 위치), 주유소, 주문 번호, 칸 번호.
loc-tank_trip = 운행 { $tank_trip }
loc-tank_stop = 정차 { $tank_stop }
loc-compartment = `loadInfo` { $compartment }행
loc-tank_order = 주문 { $tank_order }
loc-tank_station = 주유소 { $tank_station }
loc-tank_order_id = 주문 번호 { $tank_order_id }
loc-tank_ware = 칸 { $tank_ware }
