## 수력(hydro) 종류의 진단: 코드마다 메시지 하나(`hydro/...`는 `hydro-...`), 힌트는 `<key>-hint`.

hydro-missing-file = { $file }을(를) 읽을 수 없습니다: { $reason }
hydro-missing-file-hint = solution.json을 제출하세요: `Q_out`에 발전소마다 일별 방류량(m³/s) 목록 하나를 담은 객체입니다.
hydro-not-json = { $file }을(를) JSON으로 읽을 수 없습니다: { $error }
hydro-not-json-hint = json.dump로 파일을 쓰세요(UTF-8, 바이트 순서 표시 없이).
hydro-not-an-object = { $file }에는 JSON 객체가 아니라 { $kind }이(가) 있습니다: 서버의 `sol.get("Q_out")`이 "{ $error }"를 냅니다
hydro-not-an-object-hint = 파일은 `Q_out` 키가 있는 JSON 객체 하나여야 합니다.
hydro-no-q-out = { $file }에 목록 `Q_out`이 없습니다({ $kind }입니다)
hydro-no-q-out-hint = 방류량을 `Q_out` 키 아래에 넣으세요: 발전소마다 목록 하나.
hydro-wrong-shape = `Q_out`은 { $rows }행인데 발전소 { $stations }곳이 필요합니다
hydro-wrong-shape-hint = 발전소마다 한 행(A부터 E까지, 상류부터), 날마다 방류량 하나.
hydro-wrong-shape-row = `Q_out`의 { $row }행({ $station })에 값이 { $len }개인데 { $days }일이 필요합니다
hydro-row-not-a-list = `Q_out`의 { $row }행은 길이가 없는 { $kind }입니다: 서버가 "{ $error }"를 냅니다
hydro-row-not-a-list-hint = 각 발전소의 행은 일별 방류량 목록입니다.
hydro-not-a-number = `Q_out[{ $row }][{ $day }]`은(는) float()가 읽지 못하는 { $value }입니다
hydro-not-a-number-hint = 모든 방류량을 평범한 숫자(m³/s)로 쓰세요.
hydro-too-large = `Q_out[{ $row }][{ $day }]`은(는) 부동소수점으로 바꿀 수 없을 만큼 큰 정수입니다: 서버가 "int too large to convert to float"를 냅니다
hydro-too-large-hint = 방류량은 m³/s 단위로 수백에서 수천입니다.
hydro-water-balance = { $station }이(가) { $day }일에 { $q_out } m³/s를 방류하지만 들어오는 물은 { $expected }입니다(1 m³/s보다 많이 차이)
hydro-water-balance-hint = 유입식 발전소는 들어온 만큼 흘려보냅니다: 위 발전소의 방류량과 자체 지류 유입량.
hydro-level-low = { $station }의 { $day }일 수위가 { $level } m로, 사수위 { $limit } m보다 낮습니다
hydro-level-low-hint = 빈 저수지 위쪽의 방류를 줄이거나 그 저수지로 더 많이 보내세요.
hydro-level-high = { $station }의 { $day }일 수위가 { $level } m로, 상한 { $limit } m보다 높습니다
hydro-level-high-hint = 가득 찬 저수지에서 더 많이 방류하세요(수차가 남는 물을 전력으로 바꿉니다).
hydro-eco-flow = { $station }이(가) { $day }일에 { $q_out } m³/s를 방류해 생태 유량 { $minimum }보다 적습니다
hydro-eco-flow-hint = 모든 발전소는 날마다 최소한 생태 유량을 방류해야 합니다.
hydro-ramp = { $station }의 출력이 { $from }일에서 { $day }일로 { $change } MW 바뀌어 { $limit } MW를 넘습니다
hydro-ramp-hint = 발전소 출력은 하루에서 다음 날로 설비 용량의 5분의 1까지만 바꾸세요.
hydro-not-finite = 총 발전량이 유한한 수가 아닙니다(방류량이 NaN이거나 무한대): 서버는 "total_energy is NaN/Inf"를 보고합니다
hydro-not-finite-hint = 유한한 방류량을 쓰세요: NaN은 모든 검사를 통과하지만 점수를 매길 발전량이 남지 않습니다.

## 문제 위치: 발전소(상류부터 1로 셈)와 날.
loc-station = 발전소 { $station }
loc-day = { $day }일
