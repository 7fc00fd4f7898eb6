## stack 유형 코드의 `fde-grade explain CODE`: 코드마다 요약, 의미, 이유, 예.

explain-stack-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 `fatal`("缺 solution.json")을 돌려줍니다: 점수 0.
    .example = `solution.json`이 없는 제출 폴더.

explain-stack-bad-data = 사례 스냅숏으로 채점할 수 없습니다.
    .what = `warehouse_snapshot.json`이 JSON이 아니거나, 평가기가 `x["key"]`로 읽는 키가 없거나, 숫자 자리에 텍스트·목록·객체가 있습니다.
    .why = 평가기는 모든 제출에서 예외를 냅니다; fde-grade는 채점 전에 멈춥니다(종료 코드 2).
    .example = `location`이 없는 inventory 행.

explain-stack-not-json = 계획이 Python이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나 올바른 JSON이 아닙니다(바이트 순서 표시는 읽어 없앱니다: 평가기는 utf-8-sig로 엽니다).
    .why = `json.load`가 평가기의 try 안에서 예외를 냅니다: Python 메시지와 함께 `exception`, 점수 0.
    .example = 중간에 잘린 파일.

explain-stack-not-object = 계획이 JSON 객체가 아닙니다.
    .what = 파일의 최상위 값이 목록, 숫자, 텍스트 또는 null입니다.
    .why = 평가기는 `fatal`("solution.json 顶层不是对象")을 돌려줍니다: 점수 0.
    .example = `[{"{"}"type": "inbound"{"}"}]`.

explain-stack-no-operations = 비어 있지 않은 목록 `operations`가 없습니다.
    .what = 객체의 `operations`가 없거나 목록이 아니거나 비어 있습니다.
    .why = 평가기는 `fatal`("solution.json 缺 operations 或为空")을 돌려줍니다: 점수 0.
    .example = `{"{"}"operations": []{"}"}`.

explain-stack-raises = 한 행 때문에 평가기가 예외를 냅니다.
    .what = 행이 객체가 아니거나(`.get`이 AttributeError), 분이나 톤이 무한대 또는 double을 넘는 정수입니다(`int(round(...))`가 OverflowError를 내고 행의 `except`는 잡지 않습니다).
    .why = Python이 평가기의 try 안에서 예외를 냅니다: `exception`, 점수 0, 다른 문제와 상관없이.
    .example = `"start_minute": 1e999`.

explain-stack-no-rows = 읽을 수 있는 행이 없습니다.
    .what = 모든 행의 유형이 알 수 없거나 분·톤이 없거나 숫자가 아닙니다.
    .why = 평가기는 `fatal`("operations 中没有一条可解析的作业行")을 돌려줍니다: 점수 0.
    .example = `"type": "入库"`인 행들.

explain-stack-bad-type = 행의 유형이 네 가지 중 하나가 아닙니다.
    .what = `type`이 정확히 inbound, outbound, passive_move, active_move 중 하나가 아닙니다.
    .why = 하드 위반: 행은 버려지고 계획 점수는 0.
    .example = `"type": "IN"`.

explain-stack-bad-number = 행의 분이나 톤이 없거나 숫자가 아닙니다.
    .what = `start_minute`, `end_minute`, `tons`가 없거나 null, 목록, 또는 `float()`가 읽지 못하는 텍스트입니다(NaN 포함).
    .why = 하드 위반: 행은 버려지고 계획 점수는 0.
    .example = `"tons": "two"`.

explain-stack-duration = 행의 시간이 그 유형의 분과 다릅니다.
    .what = `end_minute - start_minute`(각각 정수 분으로 반올림)가 유형의 시간과 다릅니다: 사례에서 입고 3, 출고 10, 이동 10.
    .why = 하드 위반: 점수 0. 여유 시간은 허용되지 않습니다.
    .example = 100분에서 105분까지의 출고 행.

explain-stack-outside-day = 행이 계획일 밖에서 진행됩니다.
    .what = 0보다 먼저 시작하거나 resources.day_minutes(사례에서 1,800) 뒤에 끝납니다.
    .why = 하드 위반: 점수 0.
    .example = 1,795에서 1,805까지의 이동.

explain-stack-row-tons = 행이 아무것도 나르지 않거나 한 운행 한도를 넘습니다.
    .what = 톤(마이크로톤)이 0 이하이거나 resources.max_task_tons(2톤)를 넘습니다.
    .why = 하드 위반: 점수 0.
    .example = `"tons": 2.5`.

explain-stack-inbound-source = 입고 행이 PACKING에서 오지 않습니다.
    .what = `source`가 정확히 PACKING이 아닙니다.
    .why = 하드 위반: 점수 0.
    .example = `"source": "packing"`.

explain-stack-outbound-target = 출고 행이 OUTBOUND로 가지 않습니다.
    .what = `target`이 정확히 OUTBOUND가 아닙니다.
    .why = 하드 위반: 점수 0.
    .example = `"target": "DOCK"`.

explain-stack-unknown-bay = 행이 창고에 없는 적재 위치를 적었습니다.
    .what = 입고 행의 target, 출고 행의 source, 이동의 source나 target이 스냅숏의 `location`이 아닙니다.
    .why = 하드 위반: 점수 0.
    .example = `"target": "ZONE_A_LOC_999"`.

explain-stack-region = 행의 구역이 적재 위치의 구역이 아닙니다.
    .what = 행의 `region`이 적재 위치의 구역(이름이 시작하는 ZONE_A, ZONE_B, ZONE_C)과 다릅니다: 입고는 target, 출고는 source의 구역.
    .why = 하드 위반: 점수 0.
    .example = ZONE_B_LOC_004로 입고하며 `"region": "ZONE_A"`.

explain-stack-cross-region = 이동이 구역을 넘습니다.
    .what = 이동의 source, target, region이 모두 같은 구역이 아닙니다.
    .why = 구역은 서로 다른 건물입니다: 하드 위반, 점수 0.
    .example = ZONE_A_LOC_001에서 ZONE_B_LOC_001로의 이동.

explain-stack-same-bay = 이동이 제자리입니다.
    .what = 이동의 source와 target이 같은 적재 위치입니다.
    .why = 하드 위반: 점수 0.
    .example = ZONE_A_LOC_001에서 ZONE_A_LOC_001로의 이동.

explain-stack-unknown-forklift = 행이 명단에 없는 지게차를 적었습니다.
    .what = `forklift`가 resources.forklifts의 forklift_id가 아닙니다.
    .why = 하드 위반: 점수 0; 그 톤은 어떤 상한에도 들어가지 않습니다.
    .example = `"forklift": "FLT_099"`.

explain-stack-forklift-region = 지게차가 자기 구역 밖에서 일합니다.
    .what = 행의 구역이 지게차의 region_scope에 없습니다.
    .why = 하드 위반: 점수 0.
    .example = ZONE_A만 가능한 지게차의 ZONE_C 행.

explain-stack-forklift-type = 지게차가 허용되지 않은 유형을 합니다.
    .what = 행의 유형이 지게차의 allowed_types에 없습니다(목록이 없으면 네 가지 모두).
    .why = 하드 위반: 점수 0.
    .example = 입고와 출고만 허용된 지게차의 active_move.

explain-stack-outside-shift = 행이 지게차의 근무 시간을 벗어납니다.
    .what = 지게차의 shift_start 전에 시작하거나 shift_end 뒤에 끝납니다.
    .why = 하드 위반: 점수 0.
    .example = 1교대 지게차(0~780)가 775부터 785까지 작업.

explain-stack-unknown-task = 입고나 출고 행이 알려진 작업을 적지 않았습니다.
    .what = `task_id`가 inbound_tasks(입고)나 outbound_tasks(출고)의 task_id가 아닙니다.
    .why = 하드 위반: 점수 0; 그 톤은 어떤 작업에도 들어가지 않습니다.
    .example = 출고 행의 `"task_id": ""`.

explain-stack-task-lot = 행이 작업과 다른 로트를 나릅니다.
    .what = sku나 batch(텍스트로)가 작업의 것과 다릅니다.
    .why = 하드 위반: 점수 0. 같은 SKU의 다른 배치로 대신할 수 없습니다.
    .example = 작업 (SKU_0001, 20250601)을 배치 20250602로 처리.

explain-stack-before-task = 행이 작업보다 먼저 시작합니다.
    .what = 시작 분이 작업의 start_minute(가장 이른 시작)보다 이릅니다.
    .why = 하드 위반: 점수 0.
    .example = 120분 작업을 100분부터 처리.

explain-stack-move-task = 이동에 작업이 붙어 있습니다.
    .what = passive_move나 active_move의 `task_id`가 비어 있지 않습니다.
    .why = 하드 위반: 점수 0. 이동은 작업에 속하지 않습니다.
    .example = 이동 행의 `"task_id": "IN_TASK_0001"`.

explain-stack-short-stock = 운행이 적재 위치에 없는 화물을 가져갑니다.
    .what = 시작 시각(다음 operation_id) 순으로 진행하고 같은 시각엔 먼저 빼고 나중에 더할 때, source 위치의 (sku, batch) 재고가 행이 가져가는 양보다 적습니다.
    .why = 하드 위반: 점수 0; 재고는 그래도 줄어들어 0 아래로 끝날 수 있습니다.
    .example = 20분에 입고되는 화물을 10분에 출고하는 행.

explain-stack-over-ceiling = 적재 위치가 상한을 넘게 채워집니다.
    .what = 행이 화물을 둔 뒤, 위치의 무게가 정격 용량과 시작 시 적재량 중 큰 값보다 큽니다.
    .why = 하드 위반: 점수 0. 시작부터 초과인 위치는 더 무거워질 수 없습니다.
    .example = 정격 30톤에 29톤이 있는 위치에 2톤을 더함.

explain-stack-trip-window = 한 운행의 행들이 분을 공유하지 않습니다.
    .what = 한 운행(같은 지게차와 trip_id; trip_id가 없는 행은 혼자 한 운행)의 행들의 시작이나 끝 분이 다릅니다.
    .why = 하드 위반: 점수 0. 문장은 운행 번호만 적습니다: 두 지게차의 같은 trip_id 운행은 한 번만 셉니다.
    .example = 운행 T1의 두 행이 0–10분과 10–20분.

explain-stack-trip-tons = 한 운행이 한도보다 많이 나릅니다.
    .what = 한 운행의 행 톤수 합이 resources.max_task_tons를 넘습니다.
    .why = 하드 위반: 점수 0.
    .example = 한 운행에 1.5톤 행 두 개.

explain-stack-overlap = 지게차의 운행이 겹칩니다.
    .what = (시작, 끝, trip_id) 순으로 정렬한 운행 중 하나가 앞 운행이 끝나기 전에 시작합니다(맞닿는 것은 괜찮음).
    .why = 하드 위반: 점수 0.
    .example = 한 지게차의 0–10분과 5–15분 운행.

explain-stack-daily-cap = 지게차가 하루 상한보다 많이 다룹니다.
    .what = 모든 행(모든 유형)의 톤 합이 daily_ton_cap을 넘습니다.
    .why = 하드 위반: 점수 0.
    .example = 상한 190톤인 지게차가 2톤 운행을 96번.

explain-stack-coverage = 작업의 톤이 정확히 처리되지 않았습니다.
    .what = 행들의 톤 합이 작업 톤과 0.001톤보다 많이(많거나 적게) 다릅니다.
    .why = 하드 위반: 점수 0.
    .example = 5톤 작업을 2톤 운행 두 번으로 처리.

explain-stack-negative-stock = 적재 위치가 0 아래로 끝납니다.
    .what = 모든 행 뒤에 위치의 어떤 (sku, batch) 재고가 −0.001톤보다 작습니다.
    .why = 하드 위반: 점수 0.
    .example = 한 번 놓인 화물을 두 번 가져감.
