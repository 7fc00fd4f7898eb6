## 유조차 유형 코드의 `fde-grade explain CODE`: 코드마다 요약, 의미, 이유, 예.

explain-tank-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 `hard_violations`("缺 solution.json")를 돌려줍니다: 점수 0.
    .example = `solution.json`이 없는 제출 폴더.

explain-tank-bad-data = 사례 입력으로 채점할 수 없습니다.
    .what = `input_data.json`이 JSON이 아니거나, 평가기가 `x["key"]`로 읽는 키가 없거나, 숫자 자리에 텍스트가 있습니다.
    .why = 평가기는 모든 제출에서 예외를 냅니다. fde-grade는 채점 전에 멈춥니다(종료 코드 2).
    .example = `vehcileType`이 없는 차종.

explain-tank-not-json = 계획이 파이썬이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 올바른 JSON이 아니거나, 바이트 순서 표시로 시작합니다(평가기는 일반 utf-8로 엽니다).
    .why = `json.load`가 예외를 냅니다: `hard_violations`("solution.json 解析失败: …"), 점수 0.
    .example = 중간에 잘린 파일.

explain-tank-no-trips = 비어 있지 않은 운행 목록이 없습니다.
    .what = 파일이 비어 있지 않은 목록도, `trips`가 그런 목록인 객체도 아닙니다.
    .why = 평가기는 `hard_violations`("solution 里没有 trips / 为空")를 돌려줍니다: 점수 0.
    .example = `{"{"}"trips": []{"}"}`.

explain-tank-raises = 어떤 값 때문에 검사가 예외를 냅니다.
    .what = 운행, 정차, 주문이 객체가 아니거나, 목록 자리에 목록이 아니거나, 식별자가 목록이거나, 연료 검사가 출력할 `tripId`가 없거나, 숫자가 무한대이거나 배정밀도를 넘습니다.
    .why = 평가기의 예외 처리가 이를 `hard_violations` 한 문장("方案结构不合法,校验中断: …")으로 바꿉니다: 점수 0.
    .example = `"customers": 5`.

explain-tank-score-raises = 점수 계산이 예외를 냅니다.
    .what = 유효한 계획이 스스로 적은 `distance`나 `duration`이 숫자가 아니거나, 거리 합이 약 -9e8 m보다 작아 `math.exp`가 넘칩니다.
    .why = 평가기는 `hard_violations`("计分中断: …")를 돌려줍니다: 점수 0.
    .example = `"distance": "5"`.

explain-tank-crash = 평가기 자체가 멈춥니다.
    .what = 운행의 `departPoint`, `depot` 또는 정차의 식별자가 목록이나 객체이고, 평가기는 예외 처리 밖에서 그것을 집합에서 찾습니다.
    .why = 평가기는 TypeError를 내고 결과를 출력하지 않습니다. fde-grade는 `crash`와 `exception`을 보여 줍니다.
    .example = `"depot": {"{"}"locationId": ["D1"]{"}"}`.

explain-tank-missing-field = 평가기에 필요한 키가 없습니다.
    .what = 칸 적재 행에 `wareId`, `oilType`, `volume`이, 정차에 `locationId`, `arriveTime`, `departTime`이, 주문에 `order_id`, `wareId`가 없습니다(null도 없는 것으로 봅니다).
    .why = 각각이 위반입니다: 계획은 무효, 점수 0.
    .example = `{"{"}"wareId": 1, "volume": 3000{"}"}`.

explain-tank-not-number = 칸 번호나 부피가 숫자가 아닙니다.
    .what = `wareId`의 `int()`나 `volume`의 `float()`가 TypeError 또는 ValueError를 냅니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `"wareId": "one"`.

explain-tank-load-negative = 칸에 음수나 무한대 부피를 실었습니다.
    .what = `loadInfo` 행의 부피가 0보다 작거나, 무한대이거나, NaN입니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `"volume": -5`.

explain-tank-fuel-type = 칸 적재 행의 연료 유형이 그 칸의 것이 아닙니다.
    .what = 행의 `oilType`이 그 `wareId`를 가진 첫 칸의 `loadType`과 다릅니다. 평가기는 맞는 차종이 나올 때까지 차종을 차례로 봅니다.
    .why = 나중 차종이 맞더라도 다를 때마다 위반입니다: 계획은 무효, 점수 0.
    .example = 첫 차종의 3번 칸이 경유일 때 `{"{"}"wareId": 3, "oilType": 1{"}"}`.

explain-tank-ware-nowhere = 칸 적재 행이 어느 차종과도 맞지 않습니다.
    .what = 행의 `wareId`와 `oilType`을 가진 칸이 어느 차종에도 없습니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `"wareId": 9`.

explain-tank-ware-not-on-vehicle = 운행 차종에 그 칸이 없습니다.
    .what = `loadInfo` 행이나 주문이 운행 차종에 없는 `wareId`를 적었습니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = 칸이 셋인 유조차의 `"wareId": 5`.

explain-tank-vehicle-type = 운행 차종을 알 수 없습니다.
    .what = `vehicleType`(텍스트로 바꿔 앞뒤 공백을 뺀 것)이 어느 차종의 `name`도 아닙니다.
    .why = 위반이며 그 운행의 칸은 검사되지 않습니다: 계획은 무효, 점수 0.
    .example = `"vehicleType": "9m"`.

explain-tank-order-missing = 배송되지 않은 주문이 있습니다.
    .what = 주문의 주유소에 들른 어느 정차에도 그 `order_id`가 없습니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = 어느 운행에도 들어가지 않은 주유소.

explain-tank-order-volume = 주문 부피가 주문한 양과 정확히 같지 않습니다.
    .what = 배송한 `volume`이 주문의 것과 같지 않습니다(`!=`): 어떤 차이든, 텍스트든, null이든.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `2500` 주문에 `"volume": 2500.01`.

explain-tank-order-fuel = 주문이 연료가 다른 칸에 있습니다.
    .what = 칸의 `loadType`이 주문의 `oilType`이 아닙니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = 1번 칸에 든 경유 주문.

explain-tank-mixed-grade = 한 칸에 등급이 섞였습니다.
    .what = 한 운행에서 한 칸의 주문들이 둘 이상의 `fuelCategory`를 가집니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `92#`과 `95#` 주문이 모두 1번 칸에.

explain-tank-load-delivered = 칸의 적재량이 배송량과 다릅니다.
    .what = 칸의 `loadInfo` 부피가 그 주문들의 합과 0.01 L 넘게 다릅니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = 주문 합 `2500`에 적재 `3000`.

explain-tank-capacity = 칸이 용량을 넘었습니다.
    .what = 칸의 적재량이 차종의 `volume`에 0.01 L를 더한 것보다 많습니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = 3,000 L 칸에 `"volume": 3500`.

explain-tank-total-volume = 적재량의 합이 주문과 맞지 않습니다.
    .what = 모든 `loadInfo` 부피의 합이 모든 주문 부피의 합과 0.01 L 넘게 다릅니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = 적재에서 빠진 주문 하나.

explain-tank-stops = 한 운행이 너무 많은 주유소에 들릅니다.
    .what = 운행의 `customers` 항목이 사례의 `connectSize`보다 많습니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `connectSize`가 5인데 정차 6곳.

explain-tank-start-point = 운행이 다른 곳에서 출발하거나 적재합니다.
    .what = 운행의 `departPoint`나 `depot`이 사례 출발지나 유류 기지의 `locationId`도 `id`도 아닙니다.
    .why = 위반입니다: 계획은 무효, 점수 0.
    .example = `"depot": "X"`.

explain-tank-time-window = 주유소에 시간대 밖에 도착합니다.
    .what = 도착 시각에 주유소의 `serviceDuration`을 더한 것이 `workTime`의 어느 시간대에도 들지 않습니다.
    .why = 경고일 뿐: 평가기가 적어 두지만 점수는 그대로입니다.
    .example = `"arriveTime": "202603052330"`.

explain-tank-vehicle-access = 주유소가 허용하지 않는 차종이 배송합니다.
    .what = 한 운행에서 그 주유소의 첫 정차가 `availableVehicles` 밖의 `vehicleType`입니다.
    .why = 경고일 뿐: 평가기가 적어 두지만 점수는 그대로입니다.
    .example = `4.2m`만 허용하는 주유소에 온 `7.6m` 유조차.
