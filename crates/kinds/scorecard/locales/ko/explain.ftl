## `fde-grade explain CODE` for the scorecard kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: 진단 코드마다 요약, 의미, 이유, 예시.
## 영어 원문은 en/explain.ftl(crates/grader/src/diagnostic/codes.rs의 원문)에 있습니다.

explain-scorecard-missing-file = 예측 파일이 없거나 비어 있습니다.
    .what = 예측 파일이 없거나 비어 있습니다.
    .why = 파일이 없는지는 서버의 첫 번째 치명적 검사입니다(채점 규칙 §2). 빈 파일은 `pd.read_csv`가 `EmptyDataError` 예외를 일으킵니다.
    .example = 빈 `predictions.csv`.

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
