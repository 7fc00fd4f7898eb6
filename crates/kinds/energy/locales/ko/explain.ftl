## energy 종류 코드의 `fde-grade explain CODE`: 코드마다 요약, 의미, 이유, 예.

explain-energy-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 아무것도 읽기 전에 `hard_violations`("缺 solution.json")를 돌려줍니다: 점수 0.
    .example = `solution.json`이 없는 제출 폴더.

explain-energy-not-json = 계획이 파이썬이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 바이트 순서 표시로 시작하거나, 올바른 JSON이 아닙니다.
    .why = `json.load`가 평가기의 try 안에서 예외를 내므로 `hard_violations`("solution.json 解析失败: …"와 파이썬의 메시지)를 돌려줍니다: 점수 0.
    .example = BOM과 함께 저장한 파일, 또는 `{"{"}"caes_seq": [0, 0`.

explain-energy-not-an-object = 계획이 JSON 객체가 아닙니다.
    .what = 파일에 리스트, 문자열, 숫자 또는 null이 있습니다.
    .why = 평가기가 try 밖에서 `plan.get("caes_seq")`를 부릅니다: `AttributeError`로 멈추고 보고서를 전혀 출력하지 않습니다(fde-grade: `error_info.exception`, 점수 0).
    .example = `[[0, 0, 0]]`.

explain-energy-short-sequence = 수열이 없거나, 리스트가 아니거나, 8,760개보다 짧습니다.
    .what = `caes_seq`나 `battery_seq`가 없거나, null이거나, 리스트가 아니거나, 값이 8,760개보다 적습니다; 또는 주어진 `tp_seq`가 그렇습니다(빼면 1년 내내 0.33).
    .why = 평가기는 그런 수열마다 `hard_violations`("… 缺失或不足 8760 项(实际 N)")에 적습니다: 점수 0. 더 긴 리스트는 8,760개로 잘립니다.
    .example = `{"{"}"caes_seq": [0], "battery_seq": [0]{"}"}`, 또는 `"tp_seq": null`.

explain-energy-not-a-number = 제어값이 float()가 읽는 수가 아닙니다.
    .what = 수열의 처음 8,760개 값 중에 null, 리스트, 객체, 또는 `float()`가 거부하는 텍스트가 있습니다.
    .why = 평가기는 `hard_violations`("序列含非数值: …"와 파이썬의 메시지)를 돌려줍니다: 점수 0. "0.5", " 1 ", "1_0" 같은 텍스트는 파이썬의 float()처럼 읽힙니다; true는 1입니다.
    .example = `null`, `"half"`, `[0.5]`.

explain-energy-too-large = 제어값이 float로 너무 큰 정수입니다.
    .what = 약 1.8 × 10³⁰⁸을 넘는 정수 리터럴.
    .why = 그것의 `float()`는 `OverflowError`를 내고 평가기는 잡지 않습니다: 보고서 없이 멈춥니다(fde-grade: `error_info.exception`, 점수 0).
    .example = 1 뒤에 0이 400개.

explain-energy-caes-range = 압축 공기 값이 금지 구간에 있습니다.
    .what = 0도 아니고 [-1, -0.33]에도 [0.86, 1]에도 없는 `caes_seq` 값: -0.33과 0.86 사이(0 제외), ±1 너머, 또는 NaN.
    .why = 평가기는 배터리와 화력보다 먼저 검사해 `hard_violations`("caes_seq 存在取值区间外的值…")를 돌려줍니다: 점수 0.
    .example = `0.5`, `-0.2`, `NaN`.

explain-energy-battery-range = 배터리 값이 [-1, 1] 밖입니다.
    .what = -1보다 작거나 1보다 큰 `battery_seq` 값(무한대 포함; NaN은 파이썬의 비교로 통과).
    .why = 평가기는 `hard_violations`("battery_seq 存在越界值…")를 돌려줍니다: 점수 0.
    .example = `1.0000000000000002`.

explain-energy-thermal-range = 화력 값이 [0.33, 1] 밖입니다.
    .what = 0.33보다 작거나 1보다 큰 `tp_seq` 값(NaN은 통과).
    .why = 평가기는 `hard_violations`("tp_seq 存在越界值…")를 돌려줍니다: 점수 0. 발전기는 멈추지 않으므로 0은 범위 밖입니다.
    .example = `0`, `0.32999999999999996`.

explain-energy-battery-charge = 배터리 충전량이 [0.1, 0.9]를 벗어납니다.
    .what = 어떤 시간 뒤, 0.5에서 시작해 1년 동안 이어지는 배터리 충전 상태(방전은 보낸 에너지의 1/0.85를 빼고, 충전은 0.85를 저장)가 0.9보다 높거나 0.1보다 낮습니다.
    .why = 평가기는 `hard_violations`("储能 SOC 越限")와 `details`에 마지막 그런 시간을 돌려줍니다: 점수 0.
    .example = 처음부터 최대 출력으로 90시간 방전.

explain-energy-air-store = 압축 공기 탱크가 범위를 벗어납니다.
    .what = 어떤 시간 뒤 가스 탱크(0.8에서 시작)가 [0.6, 1.0] 밖이거나, 열 또는 냉 탱크(0.5에서 시작)가 [0.05, 0.95] 밖입니다: 발전은 에너지를 2.16e12로 나눈 만큼 가스와 냉을 내리고 열을 올리며, 압축은 75%로 반대입니다.
    .why = 평가기는 `hard_violations`("储能 SOC 越限")와 `details`에 탱크마다 마지막 위반을 돌려줍니다: 점수 0.
    .example = 처음부터 최대 출력으로 3시간 발전.

explain-energy-simulation = 모의가 수열의 끝을 지나갑니다.
    .what = 범위 안의 계획은 시간마다 모의되며, t시는 풍력, 태양광, 부하(햇빛이 있을 때는 환경) 수열의 t + 1행을 읽습니다; 8,761행보다 짧은 수열은 1년이 끝나기 전에 끝납니다.
    .why = 그 읽기가 try 밖에서 `IndexError`를 냅니다: 평가기는 보고서 없이 멈춥니다(fde-grade: `error_info.exception`, 점수 0).
    .example = 8,760행의 태양광 수열(여분의 첫 행이 빠짐).

explain-energy-data = 사례 파일을 평가기처럼 읽을 수 없습니다.
    .what = 일곱 timeseries_*_8760.csv 중 하나가 UTF-8이 아니거나, 비어 있거나, CSV로 깨졌거나, 화력 파일의 열이 하나뿐입니다.
    .why = 평가기는 범위 안의 계획에 대해서만, try 밖에서 데이터를 읽습니다: 그런 계획은 보고서 없이 멈추게 합니다(fde-grade: `error_info.exception`, 점수 0).
    .example = 값 열만 있는 timeseries_thermal_8760.csv.

explain-energy-text-cell = 사례 수열에 텍스트가 있습니다.
    .what = 사례 수열의 마지막 열에 pandas가 텍스트로 두는 값이 있습니다.
    .why = 파이썬은 모의가 그 값에 닿을 때만, fde-grade가 재현하지 않는 메시지로 예외를 냅니다: 사례를 거부합니다.
    .example = 부하 수열의 `low`(pandas는 `NA`, `null`, 빈 칸을 NaN으로 읽습니다).

explain-energy-not-finite = 1년 현금 흐름이 NaN입니다.
    .what = `battery_seq`나 `tp_seq` 값이 NaN입니다(또는 사례 수열이 중요한 곳에 NaN을 가짐): NaN과의 비교는 모두 거짓이라 모든 검사를 통과하지만 현금 흐름은 NaN입니다.
    .why = 평가기는 유효하다고 채점합니다: validity 1, 품질 점수와 전체 점수는 NaN.
    .example = 배터리 값 하나에 `NaN`.
