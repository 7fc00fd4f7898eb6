## 다중 테이블 생산 일정 종류 코드의 `fde-grade explain CODE`: 요약, 의미, 이유, 예.

explain-aps-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 케이스의 통합 문서를 읽은 뒤 `fatal`("File not found: PATH")을 반환합니다: 0점.
    .example = `solution.json`이 없는 제출 폴더.

explain-aps-bad-data = 케이스의 통합 문서를 쓸 수 없습니다.
    .what = aps_data.xlsx에 시트(ORD, TON, TUS, RES, WOP)나 평가기가 읽는 열이 없거나, float()가 거부하는 MAK 값이 있거나, 통합 문서가 아닙니다.
    .why = 평가기는 제출보다 먼저 통합 문서를 읽습니다. 그때 발생한 오류가 모든 파일의 `exception`입니다: 0점.
    .example = `STA` 열이 없는 WOP 시트.

explain-aps-not-json = 계획이 Python이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 바이트 순서 표시로 시작하거나, 올바른 JSON이 아닙니다.
    .why = `json.load`가 평가기의 try 안에서 오류를 내므로 Python 메시지와 함께 `exception`을 보고합니다: 0점.
    .example = BOM과 함께 저장된 파일.

explain-aps-not-an-object = 계획이 JSON 객체가 아닙니다.
    .what = 파일이 목록, 문자열, 숫자 또는 null입니다.
    .why = 평가기가 `.get("scheduled_ops")`를 호출하여 `AttributeError`가 발생합니다: `exception`, 0점.
    .example = 바깥 객체 없는 `[{"{"}"wop_oid": "WOP_0008"{"}"}]`.

explain-aps-no-ops = 계획에 비어 있지 않은 목록 `scheduled_ops`가 없습니다.
    .what = 키가 없거나, 목록이 비었거나, 값이 목록이 아닙니다.
    .why = 평가기가 `fatal`("Missing or empty 'scheduled_ops'")을 반환합니다: 0점.
    .example = `{"{"}"scheduled_ops": []{"}"}`.

explain-aps-raises = 채점 중 Python이 오류를 냅니다.
    .what = 공정이 객체가 아니거나, 달력의 시각에는 없는 UTC 오프셋이 시각에 있거나, 시각이 9999-12-31 08:00 이후이거나, 납기에 오프셋이 있습니다.
    .why = 평가기는 이 오류를 발생 지점에서 잡지 않습니다: Python 메시지와 함께 `exception`을 보고하며 0점입니다.
    .example = `"start_dt": "2026-05-27T08:00:00+08:00"`.

explain-aps-uncovered = 일정에 넣을 수 있는 공정이 빠졌습니다.
    .what = 케이스가 일정에 넣을 수 있게 한 공정이 계획의 어떤 `wop_oid`에도 없습니다.
    .why = 평가기는 포함된 수와 함께 "C4_coverage"를 위반으로 적습니다: 0점.
    .example = 일정에 넣을 수 있는 공정 23개 중 22개만 넣음.

explain-aps-bad-time = 시각을 읽을 수 없습니다.
    .what = `start_dt` 또는 `end_dt`가 없거나, null이거나, `datetime.fromisoformat`도 `pd.to_datetime`도 읽지 못하는 텍스트입니다.
    .why = 평가기는 "bad datetime for …"(첫 번째 그런 공정)를 위반으로 적습니다: 0점.
    .example = `"start_dt": "27/13/2026"`.

explain-aps-device = 공정이 쓸 수 없는 설비에서 실행됩니다.
    .what = `resource`가 라우팅 노드가 허용하는 자원 그룹의 사용 가능한 설비가 아닙니다.
    .why = 평가기는 개수와 함께 "C2_resource"를 위반으로 적습니다: 0점.
    .example = 그룹의 설비 대신 자원 그룹 자체의 코드.

explain-aps-window = 공정이 근무 시간 밖에서 시작합니다.
    .what = 시작이 일요일이거나, 08:00 전이거나, 18:00 이후입니다.
    .why = 평가기는 개수와 함께 "C3_work_window"를 위반으로 적습니다: 0점.
    .example = `"start_dt": "2026-05-31T09:00:00"`(일요일).

explain-aps-overlap = 두 공정이 같은 설비를 동시에 씁니다.
    .what = 한 설비에서 시작 순으로 정렬했을 때 어떤 공정이 앞 공정이 끝나기 전에 시작합니다. 맞닿는 것은 괜찮습니다.
    .why = 평가기는 쌍의 수와 함께 "C1_overlap"을 위반으로 적습니다: 0점.
    .example = 같은 설비의 08:00–09:00과 08:30–09:30.

explain-aps-duration = 공정 길이가 근무 시간과 다릅니다.
    .what = 시작과 끝 사이의 근무 분(월요일~토요일 08:00–18:00)이 MAK × QTY와 1 % 넘게 다릅니다.
    .why = 평가기는 개수와 함께 "C5_duration"을 위반으로 적습니다: 0점.
    .example = 17:00에 시작한 120분짜리 공정을 다음 근무일 09:00이 아니라 19:00에 끝냄.

explain-aps-order = 주문의 공정 순서가 어긋났습니다.
    .what = 한 주문 안에서 어떤 공정이 앞 공정(TON.OID 끝 번호 순)이 끝나기 전에 시작합니다.
    .why = 평가기는 쌍의 수와 함께 "C6_precedence"를 위반으로 적습니다: 0점.
    .example = 첫 공정이 10:00까지인데 둘째 공정이 08:00에 시작.
