## 수력 종류 진단 코드의 `fde-grade explain CODE`.

explain-hydro-missing-file = 계획 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 아무것도 읽기 전에 `fatal`("缺 solution.json in DIR")을 반환합니다: 점수 0.
    .example = `solution.json`이 없는 제출 폴더.

explain-hydro-not-json = 계획이 Python이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 바이트 순서 표시로 시작하거나, 올바른 JSON이 아닙니다.
    .why = `json.load`가 평가기의 try 안에서 예외를 내므로 Python의 메시지와 함께 `exception`을 보고합니다: 점수 0.
    .example = BOM과 함께 저장한 파일, 또는 `{"{"}"Q_out": [[1, 2]`.

explain-hydro-not-an-object = 계획이 JSON 객체가 아닙니다.
    .what = 파일에 목록, 문자열, 숫자 또는 null이 있습니다.
    .why = 평가기가 여기에 `.get("Q_out")`을 호출해 `AttributeError`가 납니다: `exception`, 점수 0.
    .example = `[[1, 2, 3]]`.

explain-hydro-no-q-out = 계획에 목록 `Q_out`이 없습니다.
    .what = `Q_out` 키가 없거나 그 값이 목록이 아닙니다.
    .why = 평가기는 `fatal`("solution.json 缺 Q_out 字段")을 반환합니다: 점수 0.
    .example = `{"{"}"q_out": [...]{"}"}`(키는 대소문자를 구분합니다).

explain-hydro-wrong-shape = `Q_out`이 다섯 행, 하루에 값 하나가 아닙니다.
    .what = `Q_out`의 행 수가 다섯이 아니거나, 어떤 행의 값 개수가 일수와 다릅니다.
    .why = 평가기는 `fatal`("Q_out 维度不是 5x7")을 반환합니다: 점수 0. 문자열 행은 글자 수, 객체 행은 키 수로 셉니다.
    .example = 네 행, 또는 값이 여섯 개인 행.

explain-hydro-row-not-a-list = `Q_out`의 어떤 행에 길이가 없습니다.
    .what = 행이 숫자, true/false 또는 null입니다.
    .why = 그 `len()`이 평가기의 숫자 검사 밖에서 `TypeError`를 냅니다: `exception`, 점수 0.
    .example = `{"{"}"Q_out": [[...], 5, [...], [...], [...]]{"}"}`.

explain-hydro-not-a-number = 어떤 방류량이 float()가 읽는 숫자가 아닙니다.
    .what = 값이 null, 목록, 객체이거나 `float()`가 거부하는 텍스트입니다.
    .why = 평가기는 `fatal`("Q_out 含非数值")을 반환합니다: 점수 0. "1_000"이나 아라비아-인도 숫자 같은 텍스트는 Python의 float()처럼 읽힙니다.
    .example = `null`, `"1,5"`, `""`.

explain-hydro-too-large = 어떤 방류량이 부동소수점으로 바꿀 수 없을 만큼 큰 정수입니다.
    .what = 약 1.8 × 10³⁰⁸을 넘는 정수 리터럴.
    .why = 그 `float()`가 `OverflowError`를 내는데 평가기의 숫자 검사는 이를 잡지 않습니다: `exception`, 점수 0.
    .example = 1 뒤에 0이 400개.

explain-hydro-water-balance = 유입식 발전소가 들어온 물을 흘려보내지 않습니다.
    .what = 어떤 날 D의 방류량이 C의 방류량과 지류 유입량의 합(E는 D와 그 지류의 합)과 1 m³/s보다 많이 다릅니다.
    .why = 물수지는 평가기의 `constraint`입니다: 하나라도 어기면 점수 0.
    .example = C가 4,425 m³/s를 방류하는데 D가 500 m³/s를 방류.

explain-hydro-level-low = 저수지가 사수위 아래로 내려갑니다.
    .what = 저수량에서 날마다 계산한 저수지 수위가 허용 오차보다 더 사수위 아래에 있습니다.
    .why = 수위는 평가기의 `constraint`입니다: 하나라도 어기면 점수 0.
    .example = 처음 며칠에 맨 위 저수지의 수문을 여는 것.

explain-hydro-level-high = 저수지가 상한을 넘습니다.
    .what = 저수지 수위가 허용 오차보다 더 상한 위에 있습니다(C는 상한이 정상 수위보다 낮습니다).
    .why = 수위는 평가기의 `constraint`입니다: 하나라도 어기면 점수 0.
    .example = 비 많은 주의 유입량을 작은 저수지에 모두 담는 것.

explain-hydro-eco-flow = 발전소가 생태 유량보다 적게 방류합니다.
    .what = 방류량이 생태 유량(허용 오차를 뺀 값)보다 적습니다.
    .why = 생태 유량은 평가기의 `constraint`입니다: 하나라도 어기면 점수 0.
    .example = 최소가 50인데 49.94를 방류.

explain-hydro-ramp = 발전소 출력이 너무 빨리 바뀝니다.
    .what = 발전소 출력(설비 용량에서 잘림)이 하루에서 다음 날로 설비 용량의 5분의 1에 허용 오차를 더한 것보다 많이 바뀝니다.
    .why = 출력 변화 한도는 평가기의 `constraint`입니다: 하나라도 어기면 점수 0.
    .example = 하루 만에 20 MW에서 170 MW로.

explain-hydro-not-finite = 그 주의 발전량이 유한한 수가 아닙니다.
    .what = 어떤 방류량이 NaN(또는 무한대)입니다: NaN과의 비교는 거짓이라 모든 검사를 통과하지만 발전량은 NaN입니다.
    .why = 평가기는 `exception`("total_energy is NaN/Inf")과 유효성 0을 보고합니다.
    .example = 방류량 하나를 `NaN`으로 쓴 경우.
