## `fde-grade explain CODE` for the uplift kind's codes: each code's summary, what it
## means, why, and an example (the English is the registry's, word for word).

## `fde-grade explain CODE`: 진단 코드마다 요약, 의미, 이유, 예시.
## 영어 원문은 en/explain.ftl(crates/grader/src/diagnostic/codes.rs의 원문)에 있습니다.

explain-uplift-not-json = result.json이 JSON 객체가 아닙니다.
    .what = 실행 결과 파일을 JSON으로 해석할 수 없거나 객체가 아닙니다.
    .why = 하네스와 사이트는 `json.load`로 result.json을 읽습니다. 이 파일 없이는 점수를 낼 수 없습니다(채점 규칙 §3).
    .example = 중간에 끊긴 result.json: `{"{"}"kpi": 0.8,`.

explain-uplift-harness-fails = FDE-Gym 하네스가 이 실행에서 오류를 내고 결과를 쓰지 않습니다.
    .what = 하네스의 Python이 오류를 내게 만드는 필드나 질의 로그 줄: 숫자가 아닌 KPI, JSON 객체가 아닌 질의 로그 줄, 숫자가 아닌 `cost`, 쓸 수 없는 단독 서로게이트 문자.
    .why = 하네스는 일반 Python으로 업리프트를 계산합니다(채점 규칙 §3). 오류가 나면 그 실행은 점수가 없고 사이트에는 `error`가 표시됩니다.
    .example = `"kpi": "0.8"`(문자열), 또는 질의 로그 줄 `{"{"}"t": `.

explain-uplift-not-finite = 하네스가 NaN이나 Infinity를 쓰게 됩니다.
    .what = KPI, 기준점 또는 비용이 NaN이거나 무한대여서 업리프트나 그 순값도 그렇게 됩니다.
    .why = Python은 result.json에 `NaN`/`Infinity`를 쓰는데 사이트의 JSON 읽기 도구는 이를 거부합니다. 유한하지 않은 점수는 "—"로 표시됩니다(채점 규칙 §3).
    .example = `"kpi": NaN`.

explain-uplift-zero-span = kpi_oracle이 kpi_baseline과 같아 업리프트가 0입니다.
    .what = 구간 `kpi_oracle - kpi_baseline`이 0입니다.
    .why = 구간이 0이면 하네스는 업리프트를 0으로 둡니다(채점 규칙 §3).
    .example = `"kpi_baseline": 10, "kpi_oracle": 10`.

explain-uplift-incidents-not-a-list = `incidents`가 목록이 아닙니다.
    .what = `incidents`가 목록이 아니라 문자열, 숫자 또는 객체입니다.
    .why = 하네스는 `if incidents:`로 검사하므로(채점 규칙 §3) 참으로 평가되는 값이면 업리프트 상한이 0이 됩니다.
    .example = `"incidents": "refund sent twice"`.

explain-uplift-ledger-integrity = 실행의 원장이 무결성 규칙을 어깁니다.
    .what = 실행과 함께 준 원장에 문제가 있습니다(두 번 환불, 맞지 않는 합계 등).
    .why = 하네스는 원장 문제를 `incidents`에 더하고, 이 때문에 업리프트 상한이 0이 됩니다(채점 규칙 §3).
    .example = 한 주문을 두 번 환불한 원장.

explain-uplift-recomputed-differs = result.json의 점수가 KPI로 다시 계산한 점수와 다릅니다.
    .what = result.json의 `uplift`, `uplift_bounded` 또는 `uplift_net`이 하네스 공식으로 `kpi`, 기준점, 소통 비용에서 구한 값과 다릅니다.
    .why = 하네스는 이 값들을 KPI로 계산합니다(채점 규칙 §3). 다시 계산한 값이 하네스의 값입니다.
    .example = `"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "uplift": 0.9`.

explain-uplift-variants-not-given = variants.json 없이 변형 실행을 채점해 기본 기준점을 씁니다.
    .what = 실행이 `base`가 아닌 변형을 지정했지만 변형 파일을 주지 않았습니다.
    .why = 하네스는 변형의 기준선과 최적값이 있으면 그것을 씁니다(채점 규칙 §3). 파일이 없으면 기준점이 다를 수 있습니다.
    .example = 변형 `hard`의 실행에 `--variants` 없이 `fde-grade uplift result.json`을 실행한 경우.

explain-uplift-ask-log-ignored = 소통 비용을 주었으므로 질의 로그로 계산하지 않습니다.
    .what = 소통 비용과 질의 로그를 모두 주었습니다.
    .why = 준 소통 비용이 우선합니다. 그렇지 않으면 질의 로그를 합산합니다(채점 규칙 §3).
    .example = `--contact-cost 0.1 --ask-log ask.jsonl`.

explain-uplift-costs-unused = 질의 로그 없이 인물 파일을 주었습니다.
    .what = 인물(비용) 파일은 질의 로그 줄의 가격을 매기는 데만 쓰는데, 로그 줄이 없습니다.
    .why = 소통 비용은 질의 로그에서 나옵니다(채점 규칙 §3).
    .example = `--ask-log` 없이 `--people npcs.json`.

explain-uplift-contact-cost-differs = result.json의 소통 비용이 질의 로그의 합과 다릅니다.
    .what = result.json에 기록된 `contact_cost`가 질의 로그 비용 합을 반올림한 값과 다릅니다.
    .why = 하네스의 소통 비용은 질의 로그의 합을 소수 넷째 자리에서 반올림한 값입니다(채점 규칙 §3).
    .example = 비용 합이 0.12인 질의 로그에 `"contact_cost": 0.1`.

explain-uplift-ask-log-bad-line = 질의 로그 줄이 JSON 객체가 아니거나 유형을 알 수 없습니다.
    .what = 복구된 보기에서 빠지는 질의 로그 줄(JSON이 아니거나 객체가 아님), 또는 `type`을 알 수 없는 줄입니다.
    .why = 하네스는 로그를 한 줄에 `json.loads` 한 번씩 읽습니다(채점 규칙 §3). 복구된 보기는 그 줄이 없을 때 로그의 점수를 보여 줍니다.
    .example = 중간에 끊긴 줄 `{"{"}"t": `.

explain-uplift-not-a-number = 숫자여야 하는 질의 로그 필드가 숫자가 아닙니다.
    .what = 질의 로그 줄의 숫자 필드(`cost`, `t`, `hours`, `extra_cost`)에 텍스트나 다른 형식이 들어 있습니다.
    .why = 숫자만 가격을 매길 수 있습니다(채점 규칙 §3). 이 필드는 무시합니다.
    .example = `{"{"}"type": "wait", "hours": "two"{"}"}`.

explain-uplift-unknown-person = 질의 로그 줄이 인물 파일에 없는 사람에게 질의합니다.
    .what = 질의한 사람이 인물(비용) 파일에 없어 그 줄의 가격을 다시 매길 수 없습니다.
    .why = 사람에게 질의하면 그 사람의 `cost`가 듭니다(채점 규칙 §3). 사람이 없으면 기록된 비용을 그대로 씁니다.
    .example = npcs.json에 `ceo`가 없는데 `{"{"}"type": "ask", "to": "ceo"{"}"}`.

explain-uplift-pilot-past-max-runs = `max_runs`를 넘은 시범 운영일이 기록되어 있습니다.
    .what = 로그의 파일럿(시범 운영) 일수가 `max_runs`가 허용하는 것보다 많습니다.
    .why = `max_runs`를 넘은 날은 서버가 청구하지도 기록하지도 않습니다(채점 규칙 §3).
    .example = `max_runs`가 3인데 네 번째 `pilot` 줄.

explain-uplift-cannot-price = 질의 로그 줄의 가격을 다시 매길 수 없습니다.
    .what = 시간이 없는 대기 줄, 또는 인물 파일에 파일럿 비용이 없을 때의 파일럿 줄입니다.
    .why = 대기 비용은 `wait_cost_per_day × hours/24`이고 시범 운영일은 파일럿 비용입니다(채점 규칙 §3). 이 값이 없으면 기록된 비용을 그대로 씁니다.
    .example = `hours`가 없는 `{"{"}"type": "wait"{"}"}`.

explain-uplift-cost-mismatch = 기록된 비용이 인물 파일의 가격과 다릅니다.
    .what = 질의 로그 줄의 비용이 케이스 인물 파일이 정한 가격과 다릅니다.
    .why = 하네스는 기록된 비용을 합산합니다(채점 규칙 §3). 서버 보기는 인물 파일로 가격을 다시 매깁니다.
    .example = 소프트 한도를 넘은 뒤 `ops_lead`에 대한 질의가 0.02로 기록되었지만 가격은 0.06인 경우.

explain-uplift-costs-not-json = 인물(비용) 파일이 JSON 객체가 아닙니다.
    .what = 인물 파일을 JSON으로 해석할 수 없거나 객체가 아닙니다.
    .why = 이 파일은 질의 로그의 가격을 다시 매기는 데만 쓰므로(채점 규칙 §3) 보고서에서는 경고이고 채점은 계속됩니다.
    .example = `[{"{"}"id": "ops_lead"{"}"}]`가 들어 있는 `npcs.json`.

explain-uplift-missing-field = 인물 파일에 `people` 목록이나 사람의 `id`가 없습니다.
    .what = `people`(또는 `npcs`) 목록이 없거나, `id`가 없는 사람이 있습니다.
    .why = 사람에게 질의하면 그 사람의 `cost`가 듭니다(채점 규칙 §3). 목록이 없으면 가격을 매길 수 없습니다. 보고서에서는 경고이고 채점은 계속됩니다.
    .example = `{"{"}"wait_cost_per_day": 0.01{"}"}`만 있는 경우.

explain-uplift-costs-bad-value = 인물 파일의 값 형식이 틀렸거나 같은 사람이 두 번 나옵니다.
    .what = 올바른 종류의 숫자가 아닌 비용, 한도 또는 계수, 또는 ID가 같은 두 사람입니다.
    .why = 가격은 이 값들에서 나옵니다(채점 규칙 §3). 보고서에서는 경고이고 채점은 계속됩니다.
    .example = `"cost": "cheap"`.
