## energy 종류의 진단: 코드마다 메시지 하나(`energy/...`는 `energy-...`), 힌트는 `<key>-hint`,
## 코드의 다른 문장들(codes.rs).

energy-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
energy-file-not-found-hint = solution.json을 제출하세요: `caes_seq`와 `battery_seq`(선택적으로 `tp_seq`)를 가진 객체로, 각각 시간별 제어값 8,760개.
energy-not-json = { $file }을(를) JSON으로 읽을 수 없습니다: { $error }
energy-not-json-hint = json.dump로 파일을 쓰세요(UTF-8, 바이트 순서 표시 없이).
energy-not-an-object = { $file }에는 JSON 객체가 아니라 { $kind }이(가) 있습니다: 평가기의 `plan.get("caes_seq")`가 try 밖에서 "{ $error }"를 내므로 보고서 없이 멈춥니다
energy-not-an-object-hint = 파일은 `caes_seq`, `battery_seq`, 선택적으로 `tp_seq` 키를 가진 JSON 객체 하나여야 합니다.
energy-short-sequence = `{ $sequence }`에 값이 { $len }개 있는데 8760개가 필요합니다
energy-short-sequence-hint = 각 수열에 한 해의 시간마다 값 하나: 8,760개(8,760번째 이후 값은 무시됩니다).
energy-short-sequence-missing = `{ $sequence }`은(는) 8760개 값의 리스트가 아니라 { $kind }입니다
energy-not-a-number = `{ $sequence }[{ $hour }]`은(는) { $value }(으)로, float()가 읽지 못합니다
energy-not-a-number-hint = 모든 제어값을 평범한 숫자로 쓰세요.
energy-too-large = `{ $sequence }[{ $hour }]`은(는) float로 너무 큰 정수입니다: float()가 OverflowError를 내고 평가기가 잡지 않으므로 보고서 없이 멈춥니다
energy-too-large-hint = 제어값은 정격 출력의 비율로 -1과 1 사이입니다.
energy-caes-range = `caes_seq[{ $hour }]`은(는) { $value }입니다: 압축 공기는 0, [-1, -0.33](압축) 또는 [0.86, 1](발전)만 됩니다
energy-caes-range-hint = 압축 공기에는 약한 설정이 없습니다: 정지(0), 출력의 3분의 1 이상으로 압축, 또는 86% 이상으로 발전. NaN은 모든 범위 밖입니다.
energy-battery-range = `battery_seq[{ $hour }]`은(는) { $value }로 [-1, 1] 밖입니다
energy-battery-range-hint = 1은 최대 출력으로 방전, -1은 최대 출력으로 충전입니다.
energy-thermal-range = `tp_seq[{ $hour }]`은(는) { $value }로 [0.33, 1] 밖입니다
energy-thermal-range-hint = 화력 발전기는 멈추지 않습니다: 출력의 3분의 1 이상, 전부 이하(`tp_seq`를 빼면 1년 내내 0.33).
energy-battery-charge = { $hour }시 이후 배터리 충전량이 용량의 { $soc }로 [0.1, 0.9] 밖입니다
energy-battery-charge-hint = 1만큼 방전하면 배터리에서 1/0.85가 빠지고 1만큼 충전하면 0.85가 저장됩니다: 1년의 충전량이 10%와 90% 사이에 머물도록 계획하세요.
energy-air-store = { $hour }시 이후 압축 공기 { $store } 탱크가 { $level }로 [{ $low }, { $high }] 밖입니다
energy-air-store-hint = 발전은 가스 탱크와 냉 탱크를 비우고 열 탱크를 같은 양만큼 채웁니다; 압축은 75%로 반대입니다. 세 탱크 모두 범위 안에 두세요.
energy-simulation = 평가기가 { $hour }시를 모의하다 { $error }를 try 밖에서 내므로 보고서 없이 멈춥니다
energy-simulation-hint = 사례의 시간별 수열은 8,761행입니다: t시는 t + 1행을 읽습니다.
energy-data = 평가기가 사례의 { $data }을(를) 읽다 { $error }를 try 밖에서 내므로 보고서 없이 멈춥니다
energy-data-hint = 사례의 timeseries_*_8760.csv 일곱 파일을 확인하세요: 모두 pandas가 읽을 수 있어야 하고, 화력 파일은 열이 두 개 이상이어야 합니다.
energy-text-cell = 사례의 { $data } 마지막 열에 텍스트가 있습니다({ $row }행: { $value }): 평가기가 여기서 무엇을 내는지 fde-grade는 말하지 않습니다
energy-text-cell-hint = 각 시간별 수열의 마지막 열은 숫자여야 합니다(빈 칸은 NaN).
energy-not-finite = 1년 현금 흐름이 { $income }입니다: `battery_seq`나 `tp_seq`(또는 사례 수열)의 NaN이 모든 검사를 통과하고 평가기는 { $income }점을 줍니다
energy-not-finite-hint = 유한한 제어값을 쓰세요: 파이썬의 비교로 NaN은 [-1, 1] 밖이 아니지만 점수를 매길 현금 흐름을 남기지 않습니다.

## 문제의 위치: 시간(수열과 평가기처럼 0부터)과 사례 파일의 데이터 행(헤더 다음부터 1부터).
loc-hour = { $index }시
loc-record = 데이터 { $record }행
