## `fde-grade explain CODE` for the routing kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: 진단 코드마다 요약, 의미, 이유, 예시.
## 영어 원문은 en/explain.ftl(crates/grader/src/diagnostic/codes.rs의 원문)에 있습니다.

explain-routing-missing-file = 경로 파일을 읽을 수 없습니다.
    .what = 제출 파일이 없거나 열 수 없습니다.
    .why = 파일이 없는지는 서버의 첫 번째 치명적 검사입니다(채점 규칙 §1, 검증 1단계).
    .example = 이름에 오타가 있는 `fde-grade routing --case cases-public/routing-city route.json`.

explain-routing-empty-file = 경로 파일이 비어 있습니다.
    .what = 제출 파일에 바이트가 없습니다(또는 공백만 있습니다).
    .why = 빈 파일에 `json.load`를 하면 `JSONDecodeError`가 나며 서버에서는 예외입니다(채점 규칙 §1). 빈 CSV 계획은 치명적 오류입니다(우리 형식).
    .example = 빈 `routes.json`.

explain-routing-not-json = 경로 파일이 올바른 JSON이 아닙니다.
    .what = CPython 3.12의 `json`으로 파일을 해석할 수 없습니다(끝에 남은 쉼표, 작은따옴표, 약 1,500단계보다 깊은 중첩, 4,300자리가 넘는 정수).
    .why = `json.load`가 오류를 내므로 서버는 예외를 보고하고 0점을 줍니다(채점 규칙 §1, §5).
    .example = `{"{"}"routes": [["A"],{"}"}`.

explain-routing-no-routes-list = 경로 JSON에 `routes` 목록이 없습니다.
    .what = 최상위가 값이 목록인 `routes` 키를 가진 객체가 아닙니다.
    .why = `routes` 목록이 없으면 서버에서 치명적 오류입니다(채점 규칙 §1, 검증 1단계). 대신 `submission["routes"]`가 오류를 내는 경우(최상위가 숫자, 문자열, 목록)는 예외입니다.
    .example = `[["S1", "S2"]]`(목록을 `{"{"}"routes": ...{"}"}`로 감싸지 않음).

explain-routing-bad-route-item = 경로가 코드 목록도 아니고 `customers`가 있는 객체도 아닙니다.
    .what = `routes`의 항목이 숫자, 문자열 또는 다른 잘못된 형식입니다.
    .why = 형식이 틀린 항목은 치명적 오류입니다(채점 규칙 §1 "제출"). 서버가 항목을 순회하다 오류를 내는 경우(`"customers": null`)는 예외입니다.
    .example = `{"{"}"routes": ["S1", "S2"]{"}"}`(코드가 경로 목록 안에 없음).

explain-routing-csv-no-rows = CSV 계획에 헤더만 있고 행이 없습니다.
    .what = CSV 계획에 헤더 줄만 있습니다.
    .why = CSV 계획은 우리가 추가로 받는 형식입니다(채점 규칙 §1 "제출"). 행이 없으면 채점할 계획이 없습니다.
    .example = `vehicle,store,order`만 있는 파일.

explain-routing-csv-columns = CSV 계획에 경로 열이나 매장 열이 없습니다.
    .what = 헤더에 매장 코드(또는 경유지) 열이 없거나, 경로/차량 열이 없습니다.
    .why = CSV 계획은 열 이름으로 읽습니다(채점 규칙 §1 "제출"). 이 열이 없으면 계획을 만들 수 없습니다.
    .example = 헤더가 `a,b,c`인 경우.

explain-routing-csv-route-id = CSV 계획의 한 행에 경로 번호가 없습니다.
    .what = 경유지 행의 경로(차량) 칸이 비어 있습니다.
    .why = 경로 번호가 없으면 경유지를 경로에 넣을 수 없어 계획을 변환할 수 없습니다(채점 규칙 §1 "제출").
    .example = `,ST001,1`.

explain-routing-csv-visit-order = CSV 계획의 방문 순서가 숫자가 아니거나 두 번 쓰였습니다.
    .what = 방문 순서 칸이 숫자가 아니거나, 한 경로의 두 경유지 순서가 같습니다.
    .why = 변환된 계획은 하나로 정해져야 합니다(채점 규칙 §1 "제출"). 읽을 수 없거나 겹치는 순서는 경유지 순서를 모호하게 만듭니다.
    .example = `V1,ST001,first`, 또는 `V1,ST001,2`와 `V1,ST002,2`.

explain-routing-depot-in-route = 경로에 물류센터가 있습니다.
    .what = 경로에 물류센터 코드(보통 `0`)가 들어 있습니다.
    .why = 서버는 물류센터 코드를 알 수 없는 코드로 세므로, 경로 양 끝에 쓰면 스키마 오류입니다(채점 규칙 §1, 검증 2단계).
    .example = `{"{"}"routes": [["0", "ST001", "0"], ...]{"}"}`.

explain-routing-unknown-store = 경로가 customers.csv에 없는 코드를 방문합니다.
    .what = 계획의 매장 코드가 케이스의 어떤 매장과도 맞지 않습니다(앞뒤 공백을 뺀 문자열로 비교). 앞의 0이 빠졌거나 대소문자가 다르면 메시지가 알려 줍니다.
    .why = 알 수 없는 코드는 서버에서 스키마 오류입니다(채점 규칙 §1, 검증 2단계).
    .example = `ST171311` 대신 `ST1713111`, 또는 `0046` 대신 `46`.

explain-routing-missing-store = 어떤 경로도 방문하지 않는 매장이 있습니다.
    .what = customers.csv의 매장이 어느 경로에도 없습니다.
    .why = 방문하지 않은 매장은 서버에서 스키마 오류입니다(채점 규칙 §1, 검증 2단계).
    .example = 케이스의 매장 하나를 빠뜨린 계획.

explain-routing-duplicate-store = 매장이 두 번 이상 들어 있습니다.
    .what = 같은 코드가 한 경로 안이나 여러 경로에 걸쳐 두 번 이상 나옵니다.
    .why = 중복 코드는 서버에서 스키마 오류입니다(채점 규칙 §1, 검증 2단계).
    .example = 경로 0과 경로 3에 모두 있는 `ST001`.

explain-routing-over-capacity = 경로의 적재량이 차량 용량을 넘습니다.
    .what = 한 경로에 있는 매장들의 무게 합이 용량보다 큽니다.
    .why = 적재량 `> capacity`는 값 오류입니다(채점 규칙 §1, 검증 3단계). 적재량은 CPython 3.12의 `sum()`과 같은 방식으로 더하므로(§5) 용량과 정확히 같으면 통과합니다.
    .example = 용량이 7,125kg인데 매장 무게 합이 7,200kg인 경로.

explain-routing-route-count = 계획의 경로 수가 차량 수와 다릅니다.
    .what = 경로 수(빈 경로 포함)가 케이스의 차량 수와 다릅니다.
    .why = 서버는 경로가 정확히 `vehicles`개일 것을 요구합니다(채점 규칙 §1, 검증 4단계).
    .example = 차량이 12대인 케이스에 경로 11개.

explain-routing-not-measured = 케이스보다 훨씬 큰 무효 계획은 측정하지 않습니다.
    .what = 무효 계획도 몇 점이 나왔을지 보여 주려고 측정하지만, 그 케이스의 실제 계획보다 훨씬 크면 측정하지 않습니다.
    .why = 악의적인 입력에도 채점을 빠르게 유지하려는 우리 선택입니다. 판정(validity 0)은 서버와 같습니다.
    .example = 경로가 백만 개인 `{"{"}"routes": [[], [], ...]{"}"}`.

explain-routing-crossings-uncounted = 점수를 바꿀 수 없는 범위를 넘는 교차는 모두 세지 않습니다.
    .what = 교차 탐색은 찾은 결과를 제한된 공간(512 MB)에 보관합니다. 공간이 차고 이미 찾은 교차만으로 비용이 기준 비용의 20,000배를 넘으면 나머지와 상관없이 점수는 0으로 반올림되므로 탐색을 멈춥니다. 판정, 점수, 그 밖의 모든 수치는 정확하며, 교차 수, 공간 패널티, 비용만 빠집니다(null).
    .why = 메모리를 제한하기 위한 선택입니다. 매장 10만 개를 무작위 순서로 배치한 계획은 교차가 수천만 개입니다(탐색은 5,400만~6,600만 개에서 멈춥니다). 서버는 O(n²)로 모두 세고 같은 점수를 줍니다(채점 규칙 §1).
    .example = 매장 10만 개를 무작위 순서로 배치한 경로.
