## 코일 유형 진단 코드의 `fde-grade explain CODE`.

explain-coil-file-not-found = 순서 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 `fatal`("File not found: PATH")을 반환합니다: 점수 0.
    .example = `solution.json`이 없는 제출 폴더.

explain-coil-bad-data = 사례의 데이터 파일 때문에 평가기가 예외를 냅니다.
    .what = `work_plan.csv`나 `grade_catalog.csv`에 열이 없거나, 카탈로그에 없는 강종이 있거나, float()가 읽지 못하는 치수가 있습니다.
    .why = 평가기는 제출물보다 데이터를 먼저 읽습니다: 모든 제출물이 `exception`, 점수 0.
    .example = 강종이 카탈로그의 grade_id가 아닌 작업 계획 행.

explain-coil-not-json = 순서가 Python이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 바이트 순서 표시로 시작하거나, 올바른 JSON이 아닙니다.
    .why = `json.load`가 평가기의 try 안에서 예외를 냅니다: Python 메시지와 함께 `exception`, 점수 0.
    .example = BOM과 함께 저장된 파일.

explain-coil-not-an-object = 순서 파일이 JSON 객체가 아닙니다.
    .what = 파일이 목록, 문자열, 숫자 또는 null입니다.
    .why = 평가기가 `.get("sequence")`를 호출하면 `AttributeError`가 납니다: `exception`, 점수 0.
    .example = 객체로 감싸지 않은 `["COIL_001", "COIL_002"]`.

explain-coil-no-sequence = 비어 있지 않은 목록 `sequence`가 없습니다.
    .what = 키 `sequence`가 없거나, 값이 비어 있거나 목록이 아닙니다.
    .why = 평가기는 `fatal`("Missing or empty 'sequence'")을 반환합니다: 점수 0.
    .example = `{"{"}"sequence": []{"}"}`.

explain-coil-unknown-coil = 작업 계획의 코일이 아닌 번호가 있습니다.
    .what = `str(m).strip()` 후 어떤 항목이 작업 계획의 번호가 아닙니다(숫자 1은 "1", true는 "True").
    .why = 평가기는 알 수 없는 번호를 최대 다섯 개 나열하며 `schema`를 반환합니다: 점수 0.
    .example = 계획에는 `COIL_001`인데 `"COIL_1"`.

explain-coil-wrong-count = 순서의 코일 수가 계획과 다릅니다.
    .what = 목록이 작업 계획보다 길거나 짧습니다.
    .why = 완전성은 `constraint`입니다: 점수 0.
    .example = 코일 81개에 번호 80개.

explain-coil-missing-coil = 계획의 코일이 빠졌습니다.
    .what = 작업 계획의 번호가 순서에 나오지 않습니다.
    .why = 평가기는 빠진 번호를 최대 다섯 개 `constraint`로 나열합니다: 점수 0.
    .example = `COIL_081`을 뺀 모든 코일.

explain-coil-duplicate = 코일이 두 번 나옵니다.
    .what = 어떤 번호가 두 번 이상 나옵니다.
    .why = 평가기는 "存在重复材料号"를 `constraint`로 보고합니다: 점수 0.
    .example = 위치 0과 5의 `COIL_001`.

explain-coil-roll-switch = 롤을 두 번 이상 바꿉니다.
    .what = 소형 롤과 대형 롤 코일이 번갈아 나와 롤 크기가 두 곳 이상에서 바뀝니다.
    .why = 롤 크기 분리는 `constraint`입니다: 점수 0.
    .example = 소형, 대형, 소형.

explain-coil-front-width = 전치 폭 코일이 앞에 있지 않습니다.
    .what = 폭이 강종의 전치 폭과 같은 코일이 그렇지 않은 코일 뒤에 있습니다.
    .why = 전치 폭 코일의 앞자리는 `constraint`입니다: 점수 0.
    .example = 위치 0, 1, 7의 전치 폭 코일 세 개.
