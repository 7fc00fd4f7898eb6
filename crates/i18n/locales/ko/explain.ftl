## `fde-grade explain CODE`: 진단 코드마다 요약, 의미, 이유, 예시.
## 영어 원문은 en/explain.ftl(crates/grader/src/diagnostic/codes.rs의 원문)에 있습니다.

explain-file-empty = 파일에 내용이 없습니다.
    .what = 파일 크기가 0바이트이거나 빈 줄만 있습니다.
    .why = 케이스 데이터(customers.csv, 정답 파일)가 비어 있으면 서버의 `pd.read_csv`가 모든 제출에 대해 `EmptyDataError`를 일으키므로 케이스를 거부합니다. 내용이 없는 CSV 계획은 계획이 없는 것과 같습니다(fatal). 빈 예측 파일은 `scorecard/missing-file`입니다.
    .example = 실수로 빈 `customers.csv`를 저장한 경우.

explain-file-not-utf8 = 파일이 UTF-8 텍스트가 아닙니다.
    .what = 파일의 어떤 바이트가 올바른 UTF-8이 아닙니다. 위치는 처음 잘못된 바이트입니다. 메시지는 8비트 인코딩(GBK, Latin-1 등)을 추정합니다.
    .why = 서버는 모든 파일을 UTF-8로 엽니다. Python이 `UnicodeDecodeError` 예외를 일으키므로 제출은 0점입니다(채점 규칙 §1, §2, §5).
    .example = Excel에서 GBK로 저장한 `customers.csv`: 중국어 열 이름이 UTF-8이 아닙니다.

explain-file-utf16 = 파일이 UTF-16으로 인코딩되어 있습니다.
    .what = 파일이 UTF-16 바이트 순서 표시로 시작하거나, UTF-16 텍스트처럼 바이트 사이에 NUL이 번갈아 나옵니다.
    .why = 서버는 파일을 UTF-8로 읽습니다. UTF-16 파일은 오류가 나거나 쓸 수 있는 열이 없는 깨진 글자로 읽히므로 0점입니다(채점 규칙 §5).
    .example = Excel에서 "유니코드 텍스트"로 내보낸 CSV.

explain-file-spreadsheet = 파일이 텍스트가 아니라 스프레드시트 통합 문서입니다.
    .what = 텍스트 파일 이름을 가졌지만 내용은 Excel 통합 문서(xlsx, 즉 ZIP, 또는 이전 형식인 xls)입니다.
    .why = 서버는 파일을 UTF-8 텍스트로 읽으므로 통합 문서를 해석하지 못해 0점입니다.
    .example = `predictions.xlsx`의 이름을 `predictions.csv`로 바꾼 경우.

explain-file-unclosed-quote = 따옴표로 시작한 CSV 값이 닫히지 않았습니다.
    .what = 큰따옴표로 값이 시작되었는데 닫는 따옴표가 나오기 전에 파일이 끝납니다.
    .why = pandas는 이런 CSV에서 "EOF inside string" 오류를 내므로 서버는 제출을 0점 처리합니다(채점 규칙 §2).
    .example = `customer_id,prob_default` 다음에 `"C001,0.2` 행이 있는 경우.

explain-case-bad-manifest = case.json을 읽을 수 없거나 필수 필드가 없습니다.
    .what = 케이스 매니페스트가 JSON이 아니거나 객체가 아니거나, 어떤 필드의 형식이 틀리거나 빠져 있습니다.
    .why = 매니페스트가 없으면 케이스를 전혀 채점할 수 없습니다. CLI는 코드 2로 종료합니다.
    .example = `{"{"}"id": "routing-city", "kind": "routing"`(닫는 중괄호 없음).

explain-case-bad-parameters = case.json의 `parameters`를 쓸 수 없습니다.
    .what = `parameters`가 객체가 아니거나, 어떤 매개변수(속도, 용량, 차량 수, 가중치, 참조 비용, 서버)의 형식이 틀렸거나 불가능한 값입니다.
    .why = 우리 케이스에서는 서버의 상수가 데이터입니다(채점 규칙 §1 "케이스 매개변수"). 잘못된 값 하나가 모든 점수를 바꿉니다.
    .example = `"parameters": {"{"}"vehicles": "twelve"{"}"}`.

explain-case-missing-file = 케이스에 필요한 파일이 지정되지 않았거나 읽을 수 없습니다.
    .what = case.json에 케이스 종류에 맞는 데이터 파일(customers.csv, 정답 파일)이 지정되지 않았거나 지정된 파일이 없습니다.
    .why = 서버 채점기는 제출을 읽기 전에 케이스 데이터를 먼저 읽습니다. 데이터가 없으면 어떤 제출도 채점할 수 없습니다.
    .example = `files`에 `customers` 항목이 없는 경로 케이스의 case.json.

explain-case-kind-not-built = 이 채점기 빌드에는 케이스 종류의 코드가 없습니다.
    .what = 이 종류의 기능 없이 채점기를 컴파일했습니다(예: 경로만 채점하는 사이트 빌드).
    .why = 서버가 아니라 우리 빌드의 선택입니다. 채점하려면 해당 종류의 코드가 필요합니다.
    .example = `--no-default-features --features routing`으로 빌드한 채점기에 스코어카드 케이스를 준 경우.

explain-case-missing-column = customers.csv에 서버가 읽는 열이 없습니다.
    .what = 헤더에 매장 코드, 무게, 경도, 위도 열 중 하나가 없습니다(이름은 정확히 비교합니다).
    .why = 서버는 이름으로 열을 찾다가 `KeyError`를 일으키므로 모든 제출이 0점입니다(채점 규칙 §1 "케이스 데이터").
    .example = 영어로 쓴 헤더 `code,weight,lon,lat`.

explain-case-not-a-number = customers.csv의 무게나 좌표가 숫자가 아닙니다.
    .what = 무게, 경도 또는 위도 칸을 유한한 숫자로 읽을 수 없습니다.
    .why = 서버의 `float()`나 거리 계산이 제출을 읽기도 전에 오류를 내므로 모든 제출이 0점입니다(채점 규칙 §1, §5).
    .example = `ST001,12kg,116.4,39.9`.

explain-case-too-many-fields = customers.csv의 한 행에 pandas가 허용하는 것보다 많은 필드가 있습니다.
    .what = customers.csv의 한 행에 헤더가 허용하는 것보다 쉼표로 구분된 필드가 많습니다(세미콜론과 소수점 쉼표로 쓴 파일에서 흔합니다).
    .why = 서버의 `pd.read_csv`가 모든 제출에 대해 "Error tokenizing data"를 일으키므로(채점 규칙 §1, §5) 케이스를 거부합니다.
    .example = 쉼표로 구분된 헤더 아래의 `ST001;12,5;116,4;39,9`.

explain-case-no-rows = customers.csv에 헤더만 있고 행이 없습니다.
    .what = 파일에 헤더 줄만 있습니다.
    .why = 물류센터가 없으면 서버의 `iloc[0]`이 모든 제출에서 오류를 냅니다(채점 규칙 §1).
    .example = `网点编码,总重量,门店经度,门店纬度`만 있는 파일.

explain-case-no-depot = customers.csv에 물류센터 행이 없습니다.
    .what = 모든 행에 무게가 있어서 물류센터인 행이 없습니다.
    .why = 물류센터는 무게가 비어 있는 첫 행입니다(채점 규칙 §1). 물류센터가 없으면 서버는 모든 제출에서 오류를 냅니다.
    .example = 물류센터 행에 무게 0을 넣은 customers.csv.

explain-case-no-weight = 물류센터 뒤의 행에 무게가 없어 제외됩니다.
    .what = 무게가 비어 있는 첫 행만 물류센터입니다. 그 뒤에 무게가 비어 있는(또는 NA인) 행은 물류센터도 매장도 아닙니다.
    .why = 서버는 물류센터를 정한 뒤 무게가 없는 행을 버리므로(채점 규칙 §1) 그 코드를 방문하면 알 수 없는 매장이 됩니다.
    .example = `总重量`이 빈 행이 둘이면 두 번째 행이 제외됩니다.

explain-case-infinite-weight = 매장의 무게가 무한대입니다.
    .what = 무게가 무한대로 읽힙니다(`inf`, `1e999`).
    .why = 서버의 `float()`는 이 값을 받아들입니다. 이 매장을 맡은 경로는 항상 용량을 넘습니다(채점 규칙 §1, 검증 3단계).
    .example = `ST001,inf,116.4,39.9`.

explain-case-negative-weight = 매장의 무게가 0보다 작습니다.
    .what = 무게가 음수입니다.
    .why = 서버는 무게를 적힌 그대로 더하므로(채점 규칙 §1) 음수 무게는 경로의 적재량을 줄입니다. 서버와 같은 방식으로 채점합니다.
    .example = `ST001,-12.5,116.4,39.9`.

explain-case-coordinates-out-of-range = 경도나 위도가 범위를 벗어났습니다.
    .what = 경도가 [-180, 180] 밖이거나 위도가 [-90, 90] 밖입니다.
    .why = 서버는 적힌 숫자 그대로 거리를 계산하므로 케이스는 그대로 채점됩니다. 값은 오타일 가능성이 큽니다.
    .example = `ST001,12.5,1164.0,39.9`(소수점이 빠짐).

explain-case-duplicate-code = customers.csv의 두 행에 같은 매장 코드가 있습니다.
    .what = 두 매장 행의 코드가 같습니다.
    .why = 서버는 코드에서 위치로 가는 dict를 만들므로 뒤의 행이 이깁니다(채점 규칙 §1).
    .example = 3번째 줄과 9번째 줄의 `ST001`.

explain-case-store-is-depot-code = 매장의 코드가 물류센터 코드와 같습니다.
    .what = 어떤 매장 행의 코드가 물류센터 행의 코드와 같습니다.
    .why = 서버는 코드로 위치를 찾으므로 그 매장은 물류센터 위치에 놓입니다(채점 규칙 §1).
    .example = 물류센터 `0`과 코드가 역시 `0`인 매장.

explain-case-unsupported = 케이스가 이 채점기에 아직 없는 기능을 요구합니다.
    .what = 예측 케이스의 매니페스트가 Rust 채점기에 코드가 없는 엔진, 검사 단계, 지표, 매핑, 보고서 원천(또는 서버)을 지정했습니다. 위치는 매니페스트 안에서 그 항목의 경로입니다.
    .why = 서버가 아니라 우리 빌드의 문제입니다. 그래도 채점하면 벤치마크 평가기와 다른 점수가 나오므로 케이스를 거부합니다.
    .example = 그리드 엔진을 만들기 전의 `"submission": {"{"}"engine": "grid"{"}"}`(FDE-Bench 041의 엔진).

explain-case-bad-truth = 케이스가 말한 대로 정답 파일을 읽을 수 없습니다.
    .what = 예측 케이스의 정답 CSV가 비어 있거나, UTF-8이 아니거나, CSV가 깨져 있습니다(닫히지 않은 따옴표, 필드가 너무 많은 행).
    .why = 평가기는 제출마다 정답을 읽는데 이런 파일에서는 오류가 나므로 어떤 제출도 채점할 수 없습니다.
    .example = 빈 `test_truth.csv`.

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

explain-scorecard-missing-file = 예측 파일이 없거나 비어 있습니다.
    .what = 예측 파일이 없거나 비어 있습니다.
    .why = 파일이 없는지는 서버의 첫 번째 치명적 검사입니다(채점 규칙 §2). 빈 파일은 `pd.read_csv`가 `EmptyDataError` 예외를 일으킵니다.
    .example = 빈 `predictions.csv`.

explain-scorecard-too-many-fields = CSV 행에 pandas가 허용하는 것보다 많은 필드가 있습니다.
    .what = 데이터 행에 헤더(와 첫 행)가 허용하는 것보다 쉼표로 구분된 필드가 많습니다.
    .why = pandas가 "Error tokenizing data"를 일으키므로 서버는 예외를 보고하고 0점을 줍니다(채점 규칙 §2, §5).
    .example = `C001,0,27`(소수점 쉼표).

explain-scorecard-implicit-index = 행의 필드가 헤더보다 많아 pandas가 열을 밀어서 읽습니다.
    .what = 첫 데이터 행의 필드가 헤더보다 많으면 pandas는 앞쪽의 남는 필드를 행 인덱스로 삼고 열을 밀어서 읽습니다.
    .why = 서버는 `pd.read_csv`로 파일을 그대로 읽으므로(채점 규칙 §5) 밀린 열로 채점합니다.
    .example = 헤더 `customer_id,prob_default` 아래에 `0,C001,0.2` 같은 행(`to_csv`가 쓴 인덱스).

explain-scorecard-missing-column = 예측 파일에 `customer_id`나 `prob_default`가 없습니다.
    .what = 헤더에 필수 열이 없습니다(이름은 정확히 비교합니다).
    .why = 열이 없으면 서버에서 치명적 오류입니다(채점 규칙 §2).
    .example = 헤더가 `id,probability`인 경우.

explain-scorecard-not-a-number = `prob_default` 값이 숫자가 아닙니다.
    .what = pandas 2.3.2가 읽었을 때 값이 비어 있거나, 결측값(`NA`, `null` 등)이거나, 텍스트입니다.
    .why = 숫자가 아닌 값은 서버에서 치명적 오류입니다(채점 규칙 §2).
    .example = `C001,n/a?` 또는 `C001,`.

explain-scorecard-not-finite = `prob_default` 값이 무한대입니다.
    .what = 값이 무한대로 읽힙니다(`inf`, `-inf`, `1e999`).
    .why = 유한하지 않은 값은 서버에서 치명적 오류입니다(채점 규칙 §2).
    .example = `C001,inf`.

explain-scorecard-out-of-range = `prob_default` 값이 [0, 1] 밖에 있습니다.
    .what = 값이 0보다 작거나 1보다 큽니다.
    .why = `< 0`이거나 `> 1`인 값은 서버에서 치명적 오류이므로(채점 규칙 §2) 스코어카드 점수나 원시 로짓은 통과하지 못합니다.
    .example = `C001,1.2`.

explain-scorecard-looks-like-points = 값이 스코어카드 점수처럼 보입니다.
    .what = 모든 값이 스코어카드 점수의 흔한 범위인 300과 850 사이에 있습니다.
    .why = 범위를 벗어나 통과하지 못합니다(채점 규칙 §2). 경고는 무엇을 제출했을 가능성이 큰지 알려 줍니다.
    .example = `C001,612`.

explain-scorecard-looks-like-logit = 값이 로그 오즈처럼 보입니다.
    .what = 일부 값이 음수이고, 원시 로짓처럼 모두 -30과 30 사이에 있습니다.
    .why = 범위를 벗어나 통과하지 못합니다(채점 규칙 §2). 경고는 무엇을 제출했을 가능성이 큰지 알려 줍니다.
    .example = `C001,-2.3`.

explain-scorecard-looks-like-percent = 값이 백분율처럼 보입니다.
    .what = 값이 1을 넘지만 [0, 100] 안에 있습니다.
    .why = 범위를 벗어나 통과하지 못합니다(채점 규칙 §2). 경고는 무엇을 제출했을 가능성이 큰지 알려 줍니다.
    .example = `C001,12`.

explain-scorecard-duplicate-id = `customer_id`가 두 번 나옵니다.
    .what = pandas의 비교 방식으로 두 행의 ID가 같습니다(`101`과 `101.0`이 같을 수 있고, 첫 번째 이후의 결측 ID는 모두 중복으로 셉니다).
    .why = 중복된 `customer_id`는 서버에서 치명적 오류입니다(채점 규칙 §2).
    .example = `C001,0.2`와 `C001,0.3`.

explain-scorecard-missing-id = 테스트 세트의 고객 중 예측이 없는 고객이 있습니다.
    .what = 정답 파일의 고객 ID가 제출의 ID 중에 없습니다(서버와 같은 방식으로 비교).
    .why = 정답의 ID가 제출에 없으면 서버에서 치명적 오류입니다(채점 규칙 §2).
    .example = 테스트 세트 고객 120명 중 119명만 예측한 경우.

explain-scorecard-extra-rows = 테스트 세트에 없는 고객의 행이 있습니다.
    .what = ID가 테스트 세트의 어느 고객과도 맞지 않는 행입니다.
    .why = 서버는 남는 행을 무시합니다(채점 규칙 §2). 다르게 쓴 테스트 세트 고객일 수도 있습니다.
    .example = 테스트 세트뿐 아니라 학습 세트의 예측까지 넣은 경우.

explain-scorecard-empty-id = 고객 ID가 없는 행이 있습니다.
    .what = 행의 ID 칸이 비어 있거나 결측값입니다.
    .why = 서버는 그 행을 유지하지만(pandas는 ID를 결측으로 읽음), 정답 파일에도 결측 ID가 있지 않으면 어떤 테스트 세트 고객과도 맞지 않습니다(채점 규칙 §2, §5).
    .example = `,0.2`.

explain-scorecard-id-read-as-decimal = pandas가 ID를 소수로 읽어 어떤 테스트 세트 ID와도 같지 않습니다.
    .what = 결측 ID나 소수 ID가 있으면 pandas가 ID 열을 float64로 읽어 `101`이 `101.0`이 됩니다.
    .why = 서버는 `astype(str)` 뒤에 ID를 텍스트로 비교합니다. `101.0`은 `101`이 아닙니다(채점 규칙 §5).
    .example = ID `101`, `102`와 빈 ID 하나.

explain-scorecard-one-class = 테스트 세트에 연체 고객만 있거나 정상 상환 고객만 있습니다.
    .what = 정답 파일의 레이블이 모두 같습니다.
    .why = P나 N이 0이면 AUC와 KS는 0입니다(채점 규칙 §2).
    .example = `default` 열이 모두 0인 정답 파일.

explain-scorecard-all-tied = 테스트 세트의 모든 고객이 같은 예측값을 받았습니다.
    .what = 테스트 세트 고객의 예측값이 모두 같습니다.
    .why = 동점 구간 하나는 절단점 하나입니다. 평균 순위로 구한 AUC는 0.5, KS는 0입니다(채점 규칙 §2).
    .example = 모든 행이 `...,0.5`.

explain-scorecard-inverted = AUC가 0.5보다 낮습니다. 모델이 반대로 순위를 매깁니다.
    .what = 전체적으로 연체 고객이 정상 상환 고객보다 낮은 확률을 받습니다.
    .why = KS는 절댓값이라 값이 그대로지만 AUC는 0.5 아래로 떨어집니다(채점 규칙 §2).
    .example = `predict_proba(X)[:, 0]`(상환 확률)을 제출한 경우.

explain-scorecard-truth-length = 정답 파일의 ID 수와 레이블 수가 다릅니다.
    .what = 두 목록으로 준 정답 파일의 목록 길이가 다릅니다.
    .why = 테스트 세트 고객마다 레이블이 하나 필요하므로 이 정답 파일은 쓸 수 없습니다.
    .example = ID 120개와 레이블 119개.

explain-scorecard-truth-missing-column = 정답 파일에 `customer_id`나 `default`가 없습니다.
    .what = 정답 파일의 헤더에 필수 열이 없습니다.
    .why = 서버는 두 열을 이름으로 읽으므로 열이 없으면 모든 제출에서 오류를 냅니다(채점 규칙 §2).
    .example = 열이 `id,label`인 정답 파일.

explain-scorecard-truth-implicit-index = 정답 파일의 행에 헤더보다 많은 필드가 있습니다.
    .what = pandas가 앞쪽의 남는 필드를 행 인덱스로 삼아 정답 파일의 열을 밀어서 읽습니다.
    .why = 서버는 밀린 열로 채점하게 됩니다. 추측하지 않고 케이스를 거부합니다.
    .example = 헤더 `customer_id,default` 아래에 `0,C001,1` 같은 행.

explain-scorecard-truth-bad-label = 정답 파일의 레이블이 0이나 1이 아니어서 서버가 읽을 수 없습니다.
    .what = `astype(int)`가 오류를 내는 `default` 칸(텍스트, 결측값)입니다.
    .why = 서버가 모든 제출에서 오류를 내므로(채점 규칙 §2, §5) 케이스를 거부합니다.
    .example = `C001,yes`.

explain-scorecard-truth-odd-label = 정답 파일의 레이블이 0과 1이 아닌 다른 숫자로 읽힙니다.
    .what = `astype(int)`가 받아들여 잘라 내는 `2`나 `0.7` 같은 레이블입니다.
    .why = 서버와 같은 방식으로 채점합니다(채점 규칙 §5). `0.7`은 0이 되고, `2`는 어느 클래스도 아닙니다.
    .example = `C001,0.7`.

explain-scorecard-truth-empty = 정답 파일에 고객이 없습니다.
    .what = 정답 파일에 헤더만 있고 행이 없습니다.
    .why = 채점할 대상이 없습니다. `py311` 서버에서는 케이스를 거부하고, pandas 2.3.2에서는 서버가 그래도 채점하므로(AUC와 KS 0) 경고입니다.
    .example = `customer_id,default`만 있는 파일.

explain-scorecard-truth-empty-id = 정답 파일의 한 행에 고객 ID가 없습니다.
    .what = 정답 파일 행의 ID 칸이 비어 있거나 결측값입니다.
    .why = pandas 2.3.2에서는(채점 규칙 §5) 서버가 그 행을 제출의 결측 ID만 맞출 수 있는 고객으로 유지합니다. 그렇게 채점하고 경고를 냅니다. `py311` 서버(pandas 3)에서는 케이스 오류입니다.
    .example = 정답 파일의 `,1`.

explain-scorecard-truth-duplicate-id = 정답 파일에 같은 고객이 두 번 나옵니다.
    .what = 정답 파일의 두 행의 ID가 같습니다.
    .why = pandas 2.3.2에서 서버는 두 행 모두 그 고객의 예측으로 채점합니다(채점 규칙 §2, §5). 그렇게 채점하고 경고를 냅니다. `py311` 서버(pandas 3)에서는 케이스 오류입니다.
    .example = `C001,1`과 `C001,0`.

explain-prediction-missing-file = 예측 파일이 없습니다.
    .what = 평가기가 예측 파일을 찾지만 없습니다.
    .why = 모든 예측 평가기는 파일부터 확인하고 없으면 거부합니다(`fatal`).
    .example = `predictions.csv`가 없는 제출 폴더.

explain-prediction-unreadable = pandas가 예측 파일을 읽을 수 없습니다.
    .what = 파일이 비어 있거나(열 없음), UTF-8이 아니거나, CSV가 깨져 있습니다(닫히지 않은 따옴표, 헤더와 첫 데이터 행보다 필드가 많은 행).
    .why = `pd.read_csv`가 오류를 냅니다. 매니페스트에 `read_error: fatal`이 있는 케이스는 파일을 거부하고(`fatal`), 나머지는 예외를 보고합니다(`error_info.exception`).
    .example = 0바이트 `predictions.csv`.

explain-prediction-missing-column = 필수 열이 없습니다.
    .what = 케이스가 요구하는 열이 데이터프레임의 열 중에 없습니다. 이름은 정확히 비교합니다(같은 이름의 두 번째 열은 pandas에서 `name.1`입니다).
    .why = 평가기는 필수 열을 먼저 확인하고, 없으면 케이스가 정한 분류로 파일을 거부합니다.
    .example = 케이스는 `batch_id,成品小肽`를 요구하는데 `id,pred`인 경우.

explain-prediction-missing-value = 값이 비어 있거나 숫자가 아닙니다.
    .what = 검사하는 열의 칸이 비어 있거나, `pd.to_numeric(errors="coerce")`가 NaN으로 바꾼 텍스트입니다.
    .why = 평가기는 검사하는 열의 NaN을 거부합니다(`isnull().any()`).
    .example = `B7,`(예측 없음) 또는 `B7,abc`.

explain-prediction-not-finite = 값이 무한대입니다.
    .what = 검사하는 값이 inf나 -inf입니다(검사에서 세는 경우 NaN도).
    .why = 평가기는 값이 `np.isfinite`를 만족할 것을 요구합니다.
    .example = `B7,inf`.

explain-prediction-out-of-range = 값이 케이스의 범위를 벗어납니다.
    .what = 값이 단계의 `reject_if` 규칙 중 하나에 해당하거나(예: 0보다 작음), `[lo - tol, hi + tol]` 밖에 있습니다.
    .why = 평가기는 float64로 이 범위를 검사하고 파일을 거부합니다.
    .example = 음수 투여량, 또는 점수 범위가 [0, 100]인데 100.5인 점수.

explain-prediction-not-allowed = 값이 허용된 값이 아닙니다.
    .what = 값이 정해진 열의 칸에 다른 값이 들어 있습니다.
    .why = 평가기는 값의 집합을 허용된 집합과 비교합니다.
    .example = 방향이 `上行`, `下行`인데 `up`이라고 쓴 경우.

explain-prediction-duplicate-key = 키가 두 번 나옵니다.
    .what = 두 행의 키가 같습니다(pandas의 `duplicated`: 값으로 비교하며 `1`과 `1.0`이 같고 NaN끼리도 같음).
    .why = 평가기는 중복 키를 거부합니다.
    .example = 창 3, 단계 7에 대한 행이 두 개.

explain-prediction-missing-key = 정답의 키에 예측이 없습니다.
    .what = 정답의 키가 예측에 없습니다(값의 집합으로 비교하거나 조인으로 찾음).
    .why = 평가기는 정답의 모든 행에 예측이 있을 것을 요구합니다.
    .example = 한 행이 모자란 파일.

explain-prediction-extra-key = 예측의 키가 정답에 없습니다.
    .what = 정답에 없는 키를 예측한 행이 있습니다.
    .why = 정답의 키와 정확히 같아야 하는 케이스는 남는 키를 거부합니다.
    .example = 창이 12개인 테스트 세트에 창 99의 행.

explain-prediction-exception = 평가기 실행 환경이 이 파일에서 예외를 일으킵니다.
    .what = 채점 중에 pandas, numpy 또는 Python이 오류를 냅니다: 검사 뒤에도 열이 없음(KeyError), NaN이나 inf를 정수로 변환, 숫자 키와 텍스트 키의 병합, 0으로 나누기.
    .why = 평가기는 이를 잡아 `error_info.exception`으로 보고합니다. 케이스의 `on_exception.reset_validity`가 false가 아니면 유효성은 0으로 돌아갑니다.
    .example = 키를 정수로 변환하는 케이스에서 `1.5e400`으로 쓴 키 열.

explain-uplift-not-json = result.json이 JSON 객체가 아닙니다.
    .what = 실행 결과 파일을 JSON으로 해석할 수 없거나 객체가 아닙니다.
    .why = 하네스와 사이트는 `json.load`로 result.json을 읽습니다. 이 파일 없이는 점수를 낼 수 없습니다(채점 규칙 §3).
    .example = 중간에 끊긴 result.json: `{"{"}"kpi": 0.8,`.

explain-uplift-harness-fails = FDE-Gym 하네스가 이 실행에서 오류를 내고 결과를 쓰지 않습니다.
    .what = 하네스의 Python이 오류를 내게 만드는 필드나 질의 로그 줄: 숫자가 아닌 KPI, JSON 객체가 아닌 질의 로그 줄, 숫자가 아닌 `cost`, 쓸 수 없는 단독 서로게이트 문자.
    .why = 하네스는 일반 Python으로 업리프트를 계산합니다(채점 규칙 §3). 오류가 나면 그 실행은 점수가 없고 사이트에는 `error`가 표시됩니다.
    .example = `"kpi": "0.8"`(문자열), 또는 질의 로그 줄 `{"{"}"t": `.

explain-uplift-not-finite = 하네스가 NaN이나 Infinity를 쓰게 됩니다.
    .what = KPI, 기준점 또는 비용이 NaN이거나 무한대여서 업리프트나 그 순값도 그렇게 됩니다.
    .why = Python은 result.json에 `NaN`/`Infinity`를 쓰는데 사이트의 JSON 읽기 도구는 이를 거부합니다. 유한하지 않은 점수는 "—"로 표시됩니다(채점 규칙 §3).
    .example = `"kpi": NaN`.

explain-uplift-zero-span = kpi_oracle이 kpi_baseline과 같아 업리프트가 0입니다.
    .what = 구간 `kpi_oracle - kpi_baseline`이 0입니다.
    .why = 구간이 0이면 하네스는 업리프트를 0으로 둡니다(채점 규칙 §3).
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`.

explain-uplift-incidents-not-a-list = `incidents`가 목록이 아닙니다.
    .what = `incidents`가 목록이 아니라 문자열, 숫자 또는 객체입니다.
    .why = 하네스는 `if incidents:`로 검사하므로(채점 규칙 §3) 참으로 평가되는 값이면 업리프트 상한이 0이 됩니다.
    .example = `"incidents": "refund sent twice"`.

explain-uplift-ledger-integrity = 실행의 원장이 무결성 규칙을 어깁니다.
    .what = 실행과 함께 준 원장에 문제가 있습니다(두 번 환불, 맞지 않는 합계 등).
    .why = 하네스는 원장 문제를 `incidents`에 더하고, 이 때문에 업리프트 상한이 0이 됩니다(채점 규칙 §3).
    .example = 한 주문을 두 번 환불한 원장.

explain-uplift-recomputed-differs = result.json의 점수가 KPI로 다시 계산한 점수와 다릅니다.
    .what = result.json의 `uplift`, `uplift_bounded` 또는 `uplift_net`이 하네스 공식으로 `kpi`, 기준점, 소통 비용에서 구한 값과 다릅니다.
    .why = 하네스는 이 값들을 KPI로 계산합니다(채점 규칙 §3). 다시 계산한 값이 하네스의 값입니다.
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`.

explain-uplift-variants-not-given = variants.json 없이 변형 실행을 채점해 기본 기준점을 씁니다.
    .what = 실행이 `base`가 아닌 변형을 지정했지만 변형 파일을 주지 않았습니다.
    .why = 하네스는 변형의 기준선과 최적값이 있으면 그것을 씁니다(채점 규칙 §3). 파일이 없으면 기준점이 다를 수 있습니다.
    .example = 변형 `hard`의 실행에 `--variants` 없이 `fde-grade uplift result.json`을 실행한 경우.

explain-uplift-ask-log-ignored = 소통 비용을 주었으므로 질의 로그로 계산하지 않습니다.
    .what = 소통 비용과 질의 로그를 모두 주었습니다.
    .why = 준 소통 비용이 우선합니다. 그렇지 않으면 질의 로그를 합산합니다(채점 규칙 §3).
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`.

explain-uplift-costs-unused = 질의 로그 없이 인물 파일을 주었습니다.
    .what = 인물(비용) 파일은 질의 로그 줄의 가격을 매기는 데만 쓰는데, 로그 줄이 없습니다.
    .why = 소통 비용은 질의 로그에서 나옵니다(채점 규칙 §3).
    .example = `--ask-log` 없이 `--people npcs.json`.

explain-uplift-contact-cost-differs = result.json의 소통 비용이 질의 로그의 합과 다릅니다.
    .what = result.json에 기록된 `contact_cost`가 질의 로그 비용 합을 반올림한 값과 다릅니다.
    .why = 하네스의 소통 비용은 질의 로그의 합을 소수 넷째 자리에서 반올림한 값입니다(채점 규칙 §3).
    .example = 비용 합이 0.12인 질의 로그에 `"contact_cost": 0.1`.

explain-uplift-ask-log-bad-line = 질의 로그 줄이 JSON 객체가 아니거나 유형을 알 수 없습니다.
    .what = 복구된 보기에서 빠지는 질의 로그 줄(JSON이 아니거나 객체가 아님), 또는 `type`을 알 수 없는 줄입니다.
    .why = 하네스는 로그를 한 줄에 `json.loads` 한 번씩 읽습니다(채점 규칙 §3). 복구된 보기는 그 줄이 없을 때 로그의 점수를 보여 줍니다.
    .example = 중간에 끊긴 줄 `{"{"}"t": `.

explain-uplift-not-a-number = 숫자여야 하는 질의 로그 필드가 숫자가 아닙니다.
    .what = 질의 로그 줄의 숫자 필드(`cost`, `t`, `hours`, `extra_cost`)에 텍스트나 다른 형식이 들어 있습니다.
    .why = 숫자만 가격을 매길 수 있습니다(채점 규칙 §3). 이 필드는 무시합니다.
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`.

explain-uplift-unknown-person = 질의 로그 줄이 인물 파일에 없는 사람에게 질의합니다.
    .what = 질의한 사람이 인물(비용) 파일에 없어 그 줄의 가격을 다시 매길 수 없습니다.
    .why = 사람에게 질의하면 그 사람의 `cost`가 듭니다(채점 규칙 §3). 사람이 없으면 기록된 비용을 그대로 씁니다.
    .example = npcs.json에 `ceo`가 없는데 `{"{"}"type": "ask", "to": "ceo"{"}"}`.

explain-uplift-pilot-past-max-runs = `max_runs`를 넘은 시범 운영일이 기록되어 있습니다.
    .what = 로그의 파일럿(시범 운영) 일수가 `max_runs`가 허용하는 것보다 많습니다.
    .why = `max_runs`를 넘은 날은 서버가 청구하지도 기록하지도 않습니다(채점 규칙 §3).
    .example = `max_runs`가 3인데 네 번째 `pilot` 줄.

explain-uplift-cannot-price = 질의 로그 줄의 가격을 다시 매길 수 없습니다.
    .what = 시간이 없는 대기 줄, 또는 인물 파일에 파일럿 비용이 없을 때의 파일럿 줄입니다.
    .why = 대기 비용은 `wait_cost_per_day × hours/24`이고 시범 운영일은 파일럿 비용입니다(채점 규칙 §3). 이 값이 없으면 기록된 비용을 그대로 씁니다.
    .example = `hours`가 없는 `{"{"}"type": "wait"{"}"}`.

explain-uplift-cost-mismatch = 기록된 비용이 인물 파일의 가격과 다릅니다.
    .what = 질의 로그 줄의 비용이 케이스 인물 파일이 정한 가격과 다릅니다.
    .why = 하네스는 기록된 비용을 합산합니다(채점 규칙 §3). 서버 보기는 인물 파일로 가격을 다시 매깁니다.
    .example = 소프트 한도를 넘은 뒤 `ops_lead`에 대한 질의가 0.02로 기록되었지만 가격은 0.06인 경우.

explain-uplift-costs-not-json = 인물(비용) 파일이 JSON 객체가 아닙니다.
    .what = 인물 파일을 JSON으로 해석할 수 없거나 객체가 아닙니다.
    .why = 이 파일은 질의 로그의 가격을 다시 매기는 데만 쓰므로(채점 규칙 §3) 보고서에서는 경고이고 채점은 계속됩니다.
    .example = `[{"{"}"id": "ops_lead"{"}"}]`가 들어 있는 `npcs.json`.

explain-uplift-missing-field = 인물 파일에 `people` 목록이나 사람의 `id`가 없습니다.
    .what = `people`(또는 `npcs`) 목록이 없거나, `id`가 없는 사람이 있습니다.
    .why = 사람에게 질의하면 그 사람의 `cost`가 듭니다(채점 규칙 §3). 목록이 없으면 가격을 매길 수 없습니다. 보고서에서는 경고이고 채점은 계속됩니다.
    .example = `{"{"}"wait_cost_per_day": 0.01{"}"}`만 있는 경우.

explain-uplift-costs-bad-value = 인물 파일의 값 형식이 틀렸거나 같은 사람이 두 번 나옵니다.
    .what = 올바른 종류의 숫자가 아닌 비용, 한도 또는 계수, 또는 ID가 같은 두 사람입니다.
    .why = 가격은 이 값들에서 나옵니다(채점 규칙 §3). 보고서에서는 경고이고 채점은 계속됩니다.
    .example = `"cost": "cheap"`.
