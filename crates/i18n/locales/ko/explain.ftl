## `fde-grade explain CODE`: 진단 코드마다 요약, 의미, 이유, 예시.
## 영어 원문은 en/explain.ftl(crates/grader/src/diagnostic/codes.rs의 원문)에 있습니다.
## Here the core's codes'; a kind's codes' are in its crate (crates/kinds/<kind>/locales/,
## issue 43).

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

explain-scorecard-too-many-fields = CSV 행에 pandas가 허용하는 것보다 많은 필드가 있습니다.
    .what = 데이터 행에 헤더(와 첫 행)가 허용하는 것보다 쉼표로 구분된 필드가 많습니다.
    .why = pandas가 "Error tokenizing data"를 일으키므로 서버는 예외를 보고하고 0점을 줍니다(채점 규칙 §2, §5).
    .example = `C001,0,27`(소수점 쉼표).
