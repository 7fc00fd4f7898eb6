## The scorecard kind's diagnostics: one message per code (`scorecard/...` is `scorecard-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## scorecard
scorecard-missing-file = { $file } 파일을 읽을 수 없습니다: { $reason }
scorecard-missing-file-hint = 머리글이 `customer_id,prob_default`이고 테스트 세트 고객마다 한 행인 { $file }을 업로드하세요.
scorecard-implicit-index = 첫 데이터 행({ $line }번째 줄)의 필드는 { $n }개인데 머리글은 { $m }개입니다. pandas는 각 행의 처음 { $k }개를 행 인덱스로 읽고 열을 왼쪽으로 밉니다({ $shifted })
scorecard-implicit-index-hint = 모든 행의 필드 수가 머리글과 같아야 합니다. 행 끝의 쉼표를 지우고, 쉼표가 들어간 값은 따옴표로 감싸고, 소수는 점으로 쓰세요(0,27이 아니라 0.27).
scorecard-missing-column = { $file }에 `{ $column }` 열이 없습니다(있는 열: { $found })
scorecard-missing-column-hint = 머리글에 `{ $column }`과 `{ $other }`가 철자 그대로 있어야 합니다.
scorecard-not-a-number = { $line }번째 줄의 `prob_default` 값 `{ $value }`은 숫자가 아닙니다
scorecard-not-a-number-hint = 모든 행에 0과 1 사이의 부도 확률이 있어야 합니다.
scorecard-not-finite = { $line }번째 줄의 `prob_default` 값 `{ $value }`은 유한한 숫자가 아닙니다
scorecard-not-finite-hint = 확률은 0과 1 사이입니다. 무한대는 보통 exp() 오버플로나 0으로 나누기에서 생깁니다.
scorecard-out-of-range = { $line }번째 줄의 `prob_default` 값 { $value }이 [0, 1] 범위를 벗어납니다
scorecard-out-of-range-hint = 부도 확률은 0 이상 1 이하여야 합니다.
scorecard-looks-like-points = `prob_default` 값이 { $low }와 { $high } 사이입니다. 확률이 아니라 스코어카드 점수로 보입니다
scorecard-looks-like-points-hint = [0,1] 범위의 부도 확률을 제출하세요. 점수가 높을수록 위험이 낮으므로 순서도 반대가 됩니다.
scorecard-looks-like-logit = `prob_default` 값이 { $low }와 { $high } 사이입니다. 확률이 아니라 로그 오즈(로짓)로 보입니다
scorecard-looks-like-logit-hint = 로지스틱 함수 p = 1 / (1 + exp(-x))를 적용하세요. 예: decision_function 대신 predict_proba.
scorecard-looks-like-percent = `prob_default` 값이 { $low }와 { $high } 사이입니다. 백분율로 보입니다
scorecard-looks-like-percent-hint = 100으로 나누세요. 위험 12%는 0.12입니다.
scorecard-duplicate-id = 고객 { $id }가 { $line }번째 줄에 다시 나옵니다(처음은 { $first_line }번째 줄)
scorecard-duplicate-id-hint = 고객마다 한 행만 남기세요. 예: df.drop_duplicates("customer_id").
scorecard-missing-id = 테스트 세트의 고객 { $id }에 해당하는 행이 { $file }에 없습니다{ $why }
scorecard-missing-id-hint = 테스트 세트의 모든 고객을 예측하세요({ $total }명 중 { $missing }명 누락).
scorecard-extra-rows = 테스트 세트에 없는 customer_id를 가진 { $n }개 행은 무시됩니다(예: { $examples })
scorecard-extra-rows-hint = 남는 행은 점수에 영향을 주지 않습니다. 다르게 쓰인 테스트 세트 고객(ID 앞뒤 공백, 다른 케이스, 테스트 세트는 숫자인데 텍스트로 쓴 경우)이 아닌지 확인하세요.
scorecard-empty-id = { $line }번째 줄의 `customer_id`가 비어 있습니다
scorecard-empty-id-hint = 고객 ID가 없는 행은 어느 고객과도 연결할 수 없습니다.
scorecard-id-read-as-decimal = pandas는 { $why } 때문에 { $file }의 `customer_id` 열을 소수로 읽습니다. 서버는 ID를 텍스트로 비교하므로(`astype(str)`){ $shown } 어떤 테스트 세트 ID(예: { $example })와도 같지 않습니다
scorecard-id-read-as-decimal-hint = 모든 행의 customer_id를 정수로 쓰세요(빈 값, NA, 소수 없이).
scorecard-one-class = 테스트 세트에 { $missing }, 규칙에 따라 AUC와 KS는 0입니다
scorecard-one-class-hint = 제출 파일이 아니라 케이스 데이터의 문제입니다.
scorecard-all-tied = 테스트 세트의 모든 고객의 prob_default가 같아 AUC는 0.5, KS는 0입니다
scorecard-all-tied-hint = 상수 예측으로는 아무도 순위를 매길 수 없습니다. 모델의 확률을 제출하세요.
scorecard-inverted = AUC가 { $auc }(0.5 미만)입니다. 상환 고객의 prob_default가 부도 고객보다 높습니다
scorecard-inverted-hint = prob_default는 부도 확률(높을수록 위험)이어야 합니다. 상환 확률을 제출했다면 1 - p를 제출하세요. KS는 그대로지만 AUC는 달라집니다.
scorecard-truth-length = 고객 ID는 { $ids }개인데 레이블은 { $labels }개입니다
scorecard-truth-length-hint = 고객 ID마다 레이블을 하나씩 주세요.
scorecard-truth-missing-column = { $file }에 `{ $column }` 열이 없습니다
scorecard-truth-missing-column-hint = 정답 파일에는 `customer_id`와 `default`(0 또는 1) 열이 필요합니다.
scorecard-truth-implicit-index = { $file }: 첫 데이터 행({ $line }번째 줄)의 필드는 { $n }개인데 머리글은 { $m }개라서 pandas가 열을 밀려 읽습니다
scorecard-truth-implicit-index-hint = 정답 파일의 모든 행의 필드 수를 머리글과 같게 하세요.
scorecard-truth-bad-label = { $line }번째 줄의 `default` 값 `{ $value }`은 0이나 1이 아닙니다
scorecard-truth-bad-label-hint = 부도 고객은 1, 상환 고객은 0으로 쓰세요.
scorecard-truth-odd-label = { $line }번째 줄의 `default` 값 `{ $value }`은 서버의 `astype(int)`에서 { $what }이(가) 됩니다
scorecard-truth-odd-label-hint = 부도 고객은 1, 상환 고객은 0으로 쓰세요(케이스 데이터의 문제입니다).
scorecard-truth-empty = { $file }에 고객이 없습니다
scorecard-truth-empty-hint = 정답 파일에는 테스트 세트 고객마다 한 행이 필요합니다.
scorecard-truth-empty-id = { $file }: { $line }번째 줄의 `customer_id`가 비어 있습니다
scorecard-truth-empty-id-hint = 정답 파일의 모든 행에 고객 ID가 있어야 합니다.
scorecard-truth-duplicate-id = { $file }: 고객 { $id }가 { $line }번째 줄에 다시 나옵니다(처음은 { $first_line }번째 줄)
scorecard-truth-duplicate-id-hint = 테스트 세트의 각 고객은 정답 파일에 한 번만 나와야 합니다.
## 일부 코드의 다른 문장(codes.rs, VARIANTS).
scorecard-duplicate-id-missing = { $line }번째 줄의 `customer_id`도 비어 있습니다(처음은 { $first_line }번째 줄). pandas의 duplicated()는 첫 번째 이후의 빈 ID를 모두 중복으로 셉니다
scorecard-duplicate-id-number = { $line }번째 줄의 고객 { $id }는 { $first_line }번째 줄의 { $other }와 같은 ID입니다. pandas는 둘 다 숫자 { $number }로 읽습니다
scorecard-empty-id-na = { $line }번째 줄의 `customer_id` 값 `{ $value }`을 pandas는 결측값으로 읽습니다
scorecard-empty-id-short-row = { $line }번째 줄에 `customer_id`가 없습니다. 이 행의 필드는 { $n }개뿐이라 pandas가 나머지를 NaN으로 채웁니다
scorecard-missing-column-hint-semicolons = 파일이 세미콜론(`;`)으로 구분되어 있습니다. 소수점으로 쉼표를 쓰는 지역의 스프레드시트가 이렇게 저장합니다. 쉼표와 소수점으로 저장하세요(Excel: "CSV UTF-8(쉼표로 분리)").
scorecard-missing-column-hint-both = 머리글에 `customer_id`와 `prob_default`가 철자 그대로 있어야 합니다.
scorecard-missing-column-hint-rename = `{ $written }` 열의 이름을 정확히 `{ $column }`(소문자, 공백 없음)로 바꾸세요.
scorecard-missing-file-empty = { $file } 파일이 비어 있습니다. pandas가 EmptyDataError(No columns to parse from file)를 발생시킵니다
scorecard-not-a-number-nan = { $line }번째 줄(고객 { $id })의 `prob_default` 값 `{ $value }`은 결측값이며 숫자가 아닙니다
scorecard-not-a-number-empty = { $line }번째 줄(고객 { $id })의 `prob_default`가 비어 있습니다
scorecard-not-a-number-short-row = { $line }번째 줄(고객 { $id })에 `prob_default`가 없습니다. 이 행의 필드는 { $n }개뿐이라 pandas가 나머지를 NaN으로 채웁니다
scorecard-not-a-number-space = { $line }번째 줄(고객 { $id })의 `prob_default` 값은 "{ $value }"입니다. pandas는 숫자 앞뒤의 일반 공백과 탭만 건너뛰고 다른 공백(줄 바꿈 없는 공백 등)은 건너뛰지 않으므로 텍스트입니다
scorecard-not-a-number-customer = { $line }번째 줄(고객 { $id })의 `prob_default` 값 `{ $value }`은 숫자가 아닙니다
scorecard-not-a-number-hint-point = 소수 구분 기호로 점을 쓰세요: 0,27이 아니라 0.27.
scorecard-not-a-number-hint-fill = 저장하기 전에 빠진 예측을 채우세요(예: 전체 부도율).
scorecard-not-a-number-hint-plain = 확률을 0.27 같은 일반 소수로 쓰세요.
scorecard-not-a-number-hint-percent = 백분율은 소수로 쓰세요: 12%는 0.12입니다.
scorecard-not-a-number-hint-row = 모든 행에 customer_id와 0과 1 사이의 부도 확률이 있어야 합니다.
scorecard-not-a-number-hint-around = 확률을 0.27 같은 일반 소수로, 앞뒤에 아무것도 없이 쓰세요.
scorecard-truth-duplicate-id-same = { $file }: { $line }번째 줄의 고객 { $id }는 pandas에서 { $first_line }번째 줄의 { $other }와 같은 ID입니다. 서버는 두 행 모두 그 고객의 예측으로 채점합니다
scorecard-truth-duplicate-id-again = { $file }: 고객 { $id }가 { $line }번째 줄에 다시 나옵니다(처음은 { $first_line }번째 줄). 서버는 두 행 모두 그 고객의 예측으로 채점합니다
scorecard-truth-duplicate-id-hint-case = 테스트 세트의 각 고객은 정답 파일에 한 번만 나와야 합니다(케이스 데이터의 문제입니다).
scorecard-truth-empty-id-na = { $file }: { $line }번째 줄의 `customer_id` 값 `{ $value }`을 pandas는 결측값으로 읽습니다. 서버는 이 행을 고객 `nan`으로 남기며, 제출 파일의 빈 customer_id만 이와 맞습니다
scorecard-truth-empty-id-hint-case = 정답 파일의 모든 행에 고객 ID가 있어야 합니다(케이스 데이터의 문제입니다).
scorecard-truth-bad-label-raises = { $line }번째 줄의 `default` 값은 `{ $value }`입니다. 검사를 통과한 모든 제출 파일에서 서버의 `astype(int)`가 "{ $error }"를 발생시킵니다(예외, 0점)

## Where a problem is: a customer's id.
loc-id = ID { $id }
