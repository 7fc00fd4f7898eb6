## 안벽 크레인 유형의 진단: 코드마다 메시지 하나(`quay/...`는 `quay-...`), 힌트는 `<key>-hint`.

quay-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
quay-file-not-found-hint = solution.json을 제출하세요: `cranes`에 각 크레인과 그 이벤트 타임라인을 나열한 객체.
quay-bad-data = 사례의 { $data } 때문에 평가기가 제출물을 읽기 전에 "{ $error }" 예외를 냅니다
quay-bad-data-hint = 사례의 데이터 파일(tact_times.csv, vessel_workload.csv)을 확인하세요: 평가기가 읽는 모든 열, 20피트와 40피트의 L과 U 작업 시간, YYYY-MM-DD HH:MM:SS 형식의 시각.
quay-not-json = { $file }을(를) JSON으로 읽을 수 없습니다: { $error }
quay-not-json-hint = json.dump로 파일을 쓰세요(UTF-8, 바이트 순서 표시 없이).
quay-no-cranes = { $file }에 비어 있지 않은 목록 `cranes`가 없습니다({ $kind })
quay-no-cranes-hint = 크레인을 키 `cranes` 아래에 두세요: `crane_id`와 `events`가 있는 객체의 목록.
quay-raises = `{ $field }` 때문에 서버가 "{ $error }" 예외를 냅니다
quay-raises-hint = 모든 이벤트에 `type`, `start_time`, `end_time`, 그리고 정수인 `berth`(work, wait) 또는 `from_berth`와 `to_berth`(move)를 주세요; 모든 크레인에 같은 타입의 `crane_id`를 주세요.
quay-bad-time = `{ $field }`는 { $value }이며, 서버가 시각으로 읽지 못해 "{ $error }" 예외를 냅니다
quay-bad-time-hint = 시각은 텍스트 YYYY-MM-DD HH:MM:SS로 쓰세요(T, 소수, 시간대 없이), 0001-01-02 이후로.
quay-not-after-start = 크레인 { $crane }의 이벤트가 { $end }에 끝나 시작 { $start }보다 늦지 않습니다
quay-not-after-start-hint = 모든 이벤트는 시작한 뒤에 끝나야 합니다.
quay-overlap = 크레인 { $crane }의 { $start }에 시작하는 이벤트가 앞 이벤트가 끝나기 { $seconds }초 전에 시작합니다
quay-overlap-hint = 크레인은 한 번에 한 가지만 합니다: 각 이벤트를 앞 이벤트가 끝날 때 시작하세요(빈 시간은 저절로 대기가 됩니다).
quay-move-berths = 크레인 { $crane }의 이동에 from_berth 또는 to_berth가 없습니다
quay-move-berths-hint = 이동에는 떠나는 선석(`from_berth`)과 도착하는 선석(`to_berth`)을 적습니다.
quay-move-time = 크레인 { $crane }의 선석 { $from }에서 { $to }로의 이동이 { $actual }초 걸리지만 { $expected }초여야 합니다(선석당 880초)
quay-move-time-hint = 이동은 from_berth와 to_berth 사이 선석마다 880초가 걸립니다(1초 이내).
quay-no-vessel = 크레인 { $crane }의 작업에 선박이 없습니다
quay-no-vessel-hint = 각 작업 이벤트는 `vessel_id`에 작업하는 선박을 적습니다.
quay-unknown-vessel = 크레인 { $crane }의 작업 대상 선박 { $vessel }은(는) 사례에 없습니다
quay-unknown-vessel-hint = vessel_workload.csv의 선박 번호를 텍스트로 쓰세요.
quay-wrong-berth = 크레인 { $crane }이(가) 선박 { $vessel }을(를) 선석 { $berth }에서 작업하지만, 선박은 선석 { $vessel_berth }에 있습니다
quay-wrong-berth-hint = 선박은 자기 선석(vessel_workload.csv의 berth_no)에서 작업하세요: 먼저 크레인을 그리로 옮기세요.
quay-late = 크레인 { $crane }이(가) 선박 { $vessel }을(를) { $end }까지 작업해, 시간창이 닫히는 { $limit }보다 늦습니다
quay-late-hint = 선박은 시간창(vessel_workload.csv의 start_time부터 end_time까지) 안에서만 작업하세요.
quay-early = 크레인 { $crane }이(가) 선박 { $vessel }을(를) { $start }부터 작업해, 시간창이 열리는 { $limit }보다 이릅니다
quay-early-hint = 선박은 시간창(vessel_workload.csv의 start_time부터 end_time까지) 안에서만 작업하세요.
quay-short = 선박 { $vessel }은(는) 시간창 안에서 작업 { $allocated }초를 받지만 { $required }초가 필요합니다({ $shortfall }초 부족)
quay-short-hint = 시간창 안에서 이 선박에 크레인 시간을 더 주세요: 옆에 크레인을 하나 더 두거나 작업을 늘리세요.
quay-crossing = { $time }에 크레인 { $left }이(가) 선석 { $left_berth }에 있어, 크레인 { $right }({ $right_berth })의 오른쪽에 있습니다
quay-crossing-hint = 크레인은 한 레일을 함께 씁니다: crane_id가 작은 크레인은 항상 다음 크레인의 왼쪽이나 같은 곳(더 작은 선석)에 있습니다.

## 문제 위치: 크레인(crane_id), 이벤트(크레인의 events 안에서의 순서, 1부터), 선박, 시각.
loc-crane = 크레인 { $crane }
loc-event = 이벤트 { $event }
loc-vessel = 선박 { $vessel }
loc-time = 시각 { $time }
