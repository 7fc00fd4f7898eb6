## The prediction kind's diagnostics: one message per code (`prediction/...` is `prediction-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## prediction
prediction-missing-file = { $file } 파일이 없습니다
prediction-missing-file-hint = 케이스가 요구하는 이름으로 예측을 저장하세요.
prediction-unreadable = { $file }: { $problem }
prediction-unreadable-hint = 파일을 머리글 행이 있는 UTF-8 CSV 텍스트로 저장하세요.
prediction-missing-column = { $file }에 `{ $column }` 열이 없습니다(있는 열: { $found })
prediction-missing-column-hint = 머리글에 다음 열이 필요합니다: { $columns }.
prediction-missing-value = { $row }번째 데이터 행의 `{ $column }`가 비어 있거나 NaN입니다
prediction-not-finite = { $row }번째 데이터 행의 `{ $column }` 값이 { $value }입니다
prediction-out-of-range = { $row }번째 데이터 행의 `{ $column }` 값이 { $value }입니다: { $rule }
prediction-not-allowed = { $row }번째 데이터 행의 `{ $column }`가 { $values } 중 하나가 아닙니다
prediction-duplicate-key = { $row }번째 데이터 행의 키({ $columns })가 중복됩니다
prediction-missing-key = 정답 { $row }번째 행의 키({ $columns })에 대한 예측이 없습니다
prediction-extra-key = { $row }번째 데이터 행의 키({ $columns })가 정답에 없습니다
prediction-exception = {"{"}Python 스택이 발생시킨 예외{"}"}
## 일부 코드의 다른 문장(codes.rs, VARIANTS).
prediction-exception-no-column = { $file }에 `{ $column }` 열이 없습니다: pandas가 KeyError를 발생시킵니다
prediction-exception-truth-no-column = 정답에 `{ $column }` 열이 없습니다: pandas가 KeyError를 발생시킵니다
prediction-extra-key-accepted = 허용된 { $row }번째 행의 키가 정답에 없습니다
prediction-missing-column-short = { $file }에 `{ $column }` 열이 없습니다
prediction-missing-column-many = { $file }에 다음 열이 없습니다: { $missing }(있는 열: { $found })
prediction-missing-column-hint-semicolons = 파일이 세미콜론(`;`)으로 구분되어 있습니다. 소수점으로 쉼표를 쓰는 지역의 스프레드시트가 이렇게 저장합니다. 쉼표와 소수점으로 저장하세요(Excel: "CSV UTF-8(쉼표로 분리)").
prediction-missing-column-hint-tabs = 파일이 탭으로 구분되어 있습니다. 쉼표로 구분해 저장하세요.
prediction-missing-key-single = 정답 키 { $key }에 대한 예측이 없습니다
prediction-missing-key-row = 정답 { $row }번째 행({ $columns })에 대한 예측이 없습니다
prediction-missing-value-row = { $row }번째 데이터 행: `{ $column }`가 비어 있거나 숫자가 아닙니다
prediction-missing-value-key = { $row }번째 데이터 행: 키({ $columns })가 비어 있거나 숫자가 아닙니다
prediction-missing-value-no-rows = { $file }에 데이터 행이 없습니다
prediction-not-finite-row = { $row }번째 데이터 행: `{ $column }`가 유한한 숫자가 아닙니다
prediction-out-of-range-bounds = { $row }번째 데이터 행의 `{ $column }` 값 { $value }이 [{ $low }, { $high }] 범위를 벗어납니다
prediction-unreadable-quote = { $file }: { $line }번째 줄에서 시작한 따옴표 값이 닫히지 않아 pandas가 읽을 수 없습니다: "{ $pandas_error }"
prediction-unreadable-fields = { $line }번째 줄의 필드는 { $saw }개인데 머리글은 { $expected }개라서 pandas가 { $file }을 읽을 수 없습니다: "{ $pandas_error }"
prediction-unreadable-index = { $line }번째 줄의 필드는 { $saw }개인데 { $expected }개여야 합니다(첫 데이터 행이 { $first }개이므로 머리글 { $header }개에 인덱스 { $index }개를 더함). 그래서 pandas가 { $file }을 읽을 수 없습니다: "{ $pandas_error }"
prediction-unreadable-hint-quote = 따옴표를 닫거나 불필요한 `"`를 지우세요.
prediction-unreadable-hint-comma = 쉼표가 들어간 값은 큰따옴표로 감싸고("1,5"), 소수는 점으로 쓰고(0,27이 아니라 0.27), 행 끝의 쉼표를 지우세요.
prediction-missing-key-grid = 시간 { $time }: 값이 없는 노드가 { $count }개입니다
prediction-out-of-range-grid = 시간 { $time }: 격자 밖의 행이 { $count }개입니다
prediction-duplicate-key-grid = 시간 { $time }: 중복된 노드가 { $count }개입니다
prediction-out-of-range-grid-values = 시간 { $time }: 값이 { $min }부터 { $max }까지로 범위 [{ $low }, { $high }]를 벗어납니다
prediction-not-allowed-cools = 시간 { $time }: 재료 { $material }의 온도가 초기 온도보다 { $tol } 넘게 낮아집니다
prediction-not-allowed-warms = 시간 { $time }: 재료 { $material }의 온도가 초기 온도보다 { $tol } 넘게 높아집니다
prediction-missing-value-dropped = 빈 값이나 숫자가 아닌 필드가 있는 행 { $count }개(제외됨)
prediction-missing-key-curve = 항목 `{ $item }`에 곡선이 없습니다(다른 항목도 그럴 수 있습니다)
