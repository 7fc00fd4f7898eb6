## 채점기의 문제 설명: 코드마다 한 줄(`routing/unknown-store`는 `routing-unknown-store`), 도움말은 `<key>-hint`.
## Here the core's codes' (file/, case/, scorecard/too-many-fields: the CSV reader's) and
## the words every kind's diagnostics share; a kind's codes' are in its crate (issue 43).

diagnostic-more = ... 같은 문제 { $more }건은 표시하지 않음(전체 { $all }건)

## file
file-empty = { $file } 파일이 비어 있습니다
file-empty-hint = 파일에는 머리글 행과 데이터 행이 하나 이상 있어야 합니다.
file-not-utf8 = { $file } 파일이 UTF-8이 아닙니다: { $line }번째 줄 { $column }번째 열의 바이트 0x{ $byte }가 올바른 UTF-8이 아니며, 파일은 { $encoding } 인코딩으로 보입니다
file-not-utf8-hint = 파일을 UTF-8로 저장하세요(Excel: 다른 이름으로 저장, "CSV UTF-8(쉼표로 분리)").
file-utf16 = { $file } 파일은 UTF-16 인코딩입니다({ $which }). UTF-8로 저장하세요
file-utf16-hint = Excel: 다른 이름으로 저장, "CSV UTF-8(쉼표로 분리)"; 편집기: 인코딩을 UTF-8로 지정해 저장.
file-spreadsheet = { $file } 파일은 { $what }이며 텍스트 파일이 아닙니다
file-spreadsheet-hint = Excel에서 열어 "CSV UTF-8(쉼표로 분리)"로 다른 이름으로 저장하세요(또는 코드에서 JSON으로 내보내세요).
file-unclosed-quote = { $file }: { $line }번째 줄에서 시작한 따옴표 값이 닫히지 않았습니다
file-unclosed-quote-hint = 따옴표를 닫거나 불필요한 `"`를 지우세요.
## case
case-bad-manifest = { $file }: { $problem }
case-bad-manifest-hint = case.json 형식은 cases-public/README.md를 참고하세요.
case-bad-parameters = case.json `parameters`: { $problem }
case-missing-file = { $file } 파일을 읽을 수 없습니다
case-kind-not-built = 케이스 { $id }: 이 채점기 빌드에는 { $kind } 케이스가 없습니다
case-missing-column = { $file }에 `{ $column }` 열이 없습니다. 서버는 모든 제출 파일에서 KeyError('{ $column }')를 발생시킵니다
case-missing-column-hint = customers.csv에는 网点编码, 总重量, 门店经度, 门店纬度 열이 필요합니다.
case-not-a-number = { $line }번째 줄의 `{ $column }` 값 `{ $value }`은 숫자가 아니므로 서버의 거리 계산이 실패합니다
case-not-a-number-hint = 모든 매장의 무게를 일반 숫자(kg)로 쓰세요.
case-too-many-fields = { $line }번째 줄의 필드가 { $saw }개인데 { $expected }이므로 pandas가 { $file }을 읽을 수 없습니다: "{ $pandas_error }"
case-too-many-fields-hint = customers.csv를 필드는 쉼표로, 소수는 점으로 구분해 저장하세요.
case-no-rows = { $file }에 머리글만 있고 행이 없습니다: 물류센터도 매장도 없습니다
case-no-rows-hint = 머리글 아래에 물류센터(무게가 빈 행)와 매장마다 한 행을 추가하세요.
case-no-depot = { $file }에 물류센터 행(总重量이 빈 행)이 없습니다. 서버는 모든 제출 파일에서 "single positional indexer is out-of-bounds"를 발생시킵니다
case-no-depot-hint = 물류센터는 무게가 비어 있는 첫 번째 행입니다.
case-no-weight = { $line }번째 줄: { $code }의 `总重量`이 `{ $value }`(결측값)이므로 물류센터({ $depot_line }번째 줄)도 매장도 아니어서 이 행은 제외됩니다
case-no-weight-hint = 무게가 빈 첫 번째 행만 물류센터입니다. 모든 매장에 무게를 쓰세요.
case-infinite-weight = { $line }번째 줄: 매장 { $code }의 무게가 `{ $value }` kg입니다. 서버는 이 값을 그대로 두므로 이 매장을 도는 경로는 적재 용량을 넘습니다
case-negative-weight = { $line }번째 줄: 매장 { $code }의 무게가 `{ $value }` kg로 0보다 작습니다. 서버는 이 값을 그대로 경로 적재량에 더합니다
case-coordinates-out-of-range = { $line }번째 줄: 매장 { $code }의 `{ $column }` 값 { $value }이 -{ $limit }와 { $limit } 사이가 아닙니다. 거리는 적힌 값 그대로 계산됩니다
case-coordinates-out-of-range-hint = 소수점이 빠졌는지, 경도와 위도가 바뀌었는지 확인하세요.
case-duplicate-code = 매장 코드 { $code }가 { $first_line }번째 줄과 { $line }번째 줄에 있습니다. 뒤의 행을 사용합니다
case-store-is-depot-code = { $line }번째 줄: 매장 { $code }의 코드가 물류센터({ $depot_line }번째 줄)와 같습니다. 서버는 코드로 위치를 찾으므로 물류센터 위치에서 배송됩니다
case-store-is-depot-code-hint = 물류센터에 어떤 매장도 쓰지 않는 코드를 주세요.
case-unsupported = case.json `parameters.{ $path }`: { $feature }은(는) 아직 이 채점기에서 지원하지 않습니다
case-unsupported-hint = 채점기가 지원할 때까지 Python 대조 프로그램(peers/prediction_peer.py)으로 이 케이스를 채점하세요.
case-bad-truth = { $file }: { $problem }
case-bad-truth-hint = 케이스의 정답 파일(--truth)을 UTF-8 CSV로 주세요.
## scorecard
scorecard-too-many-fields = { $line }번째 줄의 필드가 { $saw }개인데 { $expected }이므로 pandas가 { $file }을 읽을 수 없습니다: "{ $pandas_error }"
scorecard-too-many-fields-hint = 쉼표가 들어간 값은 큰따옴표로 감싸고("1,5"), 소수는 점으로 쓰고(0,27이 아니라 0.27), 행 끝의 쉼표를 지우세요.
## 일부 코드의 다른 문장(codes.rs, VARIANTS).
file-unclosed-quote-pandas = { $file }: { $line }번째 줄에서 시작한 따옴표 값이 닫히지 않아 pandas가 읽을 수 없습니다: "{ $pandas_error }"
case-too-many-fields-semicolons = { $line }번째 줄의 필드가 { $saw }개인데 { $expected }이므로 pandas가 { $file }을 읽을 수 없습니다: "{ $pandas_error }"(파일이 쉼표가 아니라 세미콜론 `;`으로 구분되어 있습니다)
case-not-a-number-float = { $line }번째 줄의 `{ $column }` 값 `{ $value }`은 숫자가 아닙니다. 서버의 float()가 제출 파일을 읽기 전에 "{ $error }"를 발생시키므로 모든 제출 파일이 0점입니다(예외)
case-not-a-number-infinite = { $line }번째 줄의 `{ $column }` 값 `{ $value }`은 유한한 숫자가 아니므로 서버의 거리 계산이 실패합니다
case-not-a-number-missing = { $line }번째 줄의 `{ $column }` 값 `{ $value }`은 결측값이므로 서버의 거리 계산이 실패합니다
case-no-weight-empty = { $line }번째 줄: { $code }의 `{ $column }`이 비어 있어 물류센터({ $depot_line }번째 줄)도 매장도 아니므로 이 행은 제외됩니다
case-no-weight-hint-missing = 무게가 없는 첫 번째 행만 물류센터입니다. 모든 매장에 무게를 쓰세요.
case-no-depot-empty = { $file }에 물류센터 행({ $column }이 빈 행)이 없습니다
file-empty-hint-truth = 정답 파일에는 머리글 행과 테스트 세트 고객마다 한 행이 필요합니다.
## Where a problem is (grader::Location::describe_in; English: describe).

loc-sep = {", "}
loc-line = { $line }번째 줄
loc-line-column = { $line }번째 줄 { $column }번째 열
loc-field = 필드 `{ $field }`

## A JSON value's kind in a message ({ $kind }): null, true/false, a number, text, a list, an object.
json-kind-null = 빈 값
json-kind-bool = 참/거짓 값
json-kind-number = 숫자
json-kind-text = 텍스트
json-kind-list = 목록
json-kind-object = 객체

# A place named by SKU (the pack and stack kinds).
loc-sku = SKU { $sku }
