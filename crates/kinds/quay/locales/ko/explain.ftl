## 안벽 크레인 유형 코드의 `fde-grade explain CODE`: 각 코드의 요약, 의미, 이유, 예.

explain-quay-file-not-found = 일정 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 `fatal`("File not found: PATH")을 돌려줍니다: 점수 0.
    .example = `solution.json`이 없는 제출 폴더.

explain-quay-bad-data = 사례의 데이터 파일 때문에 평가기가 예외를 냅니다.
    .what = `tact_times.csv` 또는 `vessel_workload.csv`에 열이 없거나, 20 또는 40피트 L 또는 U의 작업 시간이 없거나, Python이 읽지 못하는 숫자나 시각이 있습니다.
    .why = 평가기는 어떤 제출물보다 먼저 데이터를 읽습니다: 모든 제출물이 `exception`, 점수 0.
    .example = 40피트 양하 행이 없는 tact_times.csv.

explain-quay-not-json = 일정이 Python이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 바이트 순서 표시로 시작하거나, 올바른 JSON이 아닙니다.
    .why = `json.load`가 평가기의 try 안에서 예외를 냅니다: Python의 메시지와 함께 `exception`, 점수 0.
    .example = BOM과 함께 저장된 파일.

explain-quay-no-cranes = 비어 있지 않은 목록 `cranes`가 없습니다.
    .what = 파일이 객체가 아니거나, `cranes`가 없거나, 목록이 아니거나, 비어 있습니다.
    .why = 평가기는 `schema`("Missing or invalid 'cranes' array" 또는 "'cranes' is empty")를 돌려줍니다: 점수 0.
    .example = `{"{"}"cranes": []{"}"}`.

explain-quay-raises = 크레인이나 이벤트 때문에 평가기가 예외를 냅니다.
    .what = `x["key"]`로 읽는 키가 없거나(`events`, `type`, `end_time`, 작업의 `berth`, `crane_id`), `int()`나 `float()`가 읽지 못하는 선석, 목록인 선박 번호, 서로 비교되지 않는 타입의 crane_id.
    .why = Python이 평가기의 try 안에서 예외를 냅니다: 다른 문제가 무엇이든 Python의 메시지와 함께 `exception`, 점수 0.
    .example = `crane_id`가 없는 크레인: `c["crane_id"]`로 정렬할 때 `KeyError`가 납니다.

explain-quay-bad-time = 시각이 `YYYY-MM-DD HH:MM:SS`가 아닙니다.
    .what = `datetime.strptime(s, "%Y-%m-%d %H:%M:%S")`가 읽지 못합니다: `T`, 소수, 시간대, 그 달에 없는 날, 60초, 또는 텍스트가 아닌 값; 또는 naive `timestamp()`가 받지 못하는 0001-01-02 이전.
    .why = Python이 평가기의 try 안에서 예외를 냅니다: `exception`, 점수 0.
    .example = `"2024-05-01T08:00:00"`.

explain-quay-not-after-start = 이벤트가 시작 시각이나 그 전에 끝납니다.
    .what = 각 크레인의 이벤트를 시작 순으로 정렬(대기를 채운 뒤)했을 때, 어떤 이벤트의 끝이 시작보다 늦지 않습니다.
    .why = 규칙 C3/C7: `constraint` 위반, 점수 0.
    .example = 시작과 끝이 같은 이동.

explain-quay-overlap = 한 크레인의 두 이벤트가 겹칩니다.
    .what = 어떤 이벤트가 (시작 순으로) 앞 이벤트가 끝나기 1초보다 더 전에 시작합니다.
    .why = 규칙 C7: 크레인은 한 번에 한 가지만 합니다; `constraint` 위반, 점수 0. 빈 시간은 문제가 아닙니다: 평가기가 대기로 채웁니다.
    .example = 10:00:00까지 작업하고 09:59:00부터 이동.

explain-quay-move-berths = 이동에 선석이 없습니다.
    .what = `move` 이벤트의 `from_berth`나 `to_berth`가 없거나 null입니다.
    .why = 규칙 C4: `constraint` 위반, 점수 0; 그 이동이 크레인의 위치를 정할 때(C6) 평가기는 예외를 냅니다.
    .example = `{"{"}"type": "move", "from_berth": 2, "to_berth": null, …{"}"}`.

explain-quay-move-time = 이동이 선석당 880초가 아닙니다.
    .what = 이동 시간이 880초 × `from_berth`와 `to_berth` 사이 선석 수와 1초보다 더 차이 납니다.
    .why = 규칙 C4: `constraint` 위반, 점수 0. 이동 초는 점수의 두 번째 항입니다.
    .example = 선석 2에서 5로의 이동이 2,000초(2,640초여야 함).

explain-quay-no-vessel = 작업 이벤트에 선박이 없습니다.
    .what = `work` 이벤트의 `vessel_id`가 없거나 null이거나 비어 있습니다.
    .why = 규칙 C5: `constraint` 위반, 점수 0.
    .example = `{"{"}"type": "work", "vessel_id": "", …{"}"}`.

explain-quay-unknown-vessel = 작업 이벤트가 사례에 없는 선박을 적습니다.
    .what = `vessel_id`가 vessel_workload.csv의 번호가 아닙니다(텍스트로 비교: 숫자 7은 "7"이 아님).
    .why = 규칙 C5: `constraint` 위반, 점수 0.
    .example = 선박 60척 사례의 `"vessel_id": "V99"`.

explain-quay-wrong-berth = 크레인이 다른 선석에서 선박을 작업합니다.
    .what = 작업 이벤트의 `int(berth)`가 선박의 `berth_no`가 아닙니다.
    .why = 규칙 C5: `constraint` 위반, 점수 0.
    .example = 선석 3의 선박에 `"berth": 4`로 작업.

explain-quay-late = 작업이 선박의 시간창 뒤에 끝납니다.
    .what = 작업 이벤트가 선박의 `end_time` 뒤에 끝납니다.
    .why = 규칙 C2: `constraint` 위반, 점수 0; 시간창 뒤의 작업은 C1에 들어가지 않습니다.
    .example = 17:00에 떠나는 선박을 18:00까지 작업.

explain-quay-early = 작업이 선박의 시간창 전에 시작합니다.
    .what = 작업 이벤트가 선박의 `start_time` 전에 시작합니다.
    .why = 규칙 C2: `constraint` 위반, 점수 0; 시간창 전의 작업은 C1에 들어가지 않습니다.
    .example = 06:00에 오는 선박을 05:00부터 작업.

explain-quay-short = 선박이 작업을 다 받지 못합니다.
    .what = 모든 크레인이 선박의 시간창 안에서 한 작업 초를 정수 초로 반올림한 값이 필요량보다 적습니다: 20·40피트 선적·양하에 대한 Σ ceil(박스 수 / 한 번에 드는 박스 수) × 한 번의 초.
    .why = 규칙 C1: `constraint` 위반, 점수 0.
    .example = 7,200초가 필요한 선박을 크레인 하나가 1시간 작업.

explain-quay-crossing = 두 크레인이 레일에서 엇갈립니다.
    .what = 어떤 이벤트의 시작이나 끝, 또는 이동의 중간 시각에, 한 크레인이 crane_id 순서로 다음 크레인보다 0.01선석 넘게 오른쪽에 있습니다(크레인의 위치: 시작 순으로 그 시각을 포함하는 첫 이벤트; 이동 중이면 보간).
    .why = 규칙 C6: `constraint` 위반, 점수 0; 평가기는 처음 3개를 나열하고 나머지는 셉니다.
    .example = 크레인 2가 선석 3에서 작업하는 동안 크레인 1이 선석 5에 있음.
