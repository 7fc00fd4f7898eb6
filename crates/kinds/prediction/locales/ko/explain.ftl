## `fde-grade explain CODE` for the prediction kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: 진단 코드마다 요약, 의미, 이유, 예시.
## 영어 원문은 en/explain.ftl(crates/grader/src/diagnostic/codes.rs의 원문)에 있습니다.

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
