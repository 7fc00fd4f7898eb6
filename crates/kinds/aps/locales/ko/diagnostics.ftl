## 다중 테이블 생산 일정 종류의 진단: 코드마다 메시지 하나(`aps/...`는 `aps-...`), 힌트는 `<key>-hint`.

aps-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
aps-file-not-found-hint = solution.json을 제출하세요: `scheduled_ops`에 일정에 넣을 수 있는 모든 공정의 wop_oid, resource, start_dt, end_dt를 나열한 객체입니다.
aps-bad-data = 이 케이스의 { $data } 때문에 평가기가 제출을 읽기 전에 "{ $error }"을(를) 발생시킵니다
aps-bad-data-hint = 케이스의 aps_data.xlsx를 확인하세요: 시트 `ORD`, `TON`, `TUS`, `RES`, `WOP`와 평가기가 읽는 열(`OID`, `STA`, OLE; `TON`, `RES`, `ENA`, `MAK`; `CODE`, `GRP`; `ORD`, `QTY`).
aps-not-json = { $file }을(를) JSON으로 읽을 수 없습니다: { $error }
aps-not-json-hint = json.dump로 파일을 쓰세요(UTF-8, 바이트 순서 표시 없음).
aps-not-an-object = { $file }은(는) { $kind }이며 JSON 객체가 아닙니다: 서버가 "{ $error }"을(를) 발생시킵니다
aps-not-an-object-hint = 파일은 `scheduled_ops` 키가 있는 JSON 객체 하나여야 합니다.
aps-no-ops = { $file }에 비어 있지 않은 목록 `scheduled_ops`가 없습니다({ $kind })
aps-no-ops-hint = 공정을 `scheduled_ops` 키 아래에 두세요: 일정에 넣은 공정마다 객체 하나인 목록입니다.
aps-raises = { $what } 때문에 서버가 "{ $error }"을(를) 발생시킵니다
aps-raises-hint = 모든 공정을 객체로, 모든 시각을 UTC 오프셋 없이(끝의 Z는 괜찮음) 9999-12-31 이전으로 쓰세요.
aps-uncovered = 일정에 넣을 수 있는 공정 { $wop }이(가) 계획에 없습니다
aps-uncovered-hint = 케이스가 일정에 넣을 수 있게 하는 모든 공정(`STA`가 1인 주문의 `WOP.STA` 0 공정 중 라우팅 노드에 사용 가능한 설비가 있는 것)을 `WOP.OID`로 넣으세요.
aps-bad-time = 공정 { $wop }의 `{ $field }`은(는) ISO 시각도 pandas가 읽는 시각도 아닙니다
aps-bad-time-hint = 시각은 `ISO 8601`로 쓰세요: 2026-05-27T08:00:00.
aps-device = 공정 { $wop }이(가) { $resource }에서 실행되며, 허용 설비({ $allowed })가 아닙니다
aps-device-hint = 라우팅 노드가 허용하는 자원 그룹의 구체적 설비(`ENA`가 1인 `RES.CODE`)를 쓰고, 그룹 자체의 코드는 쓰지 마세요.
aps-window = 공정 { $wop }이(가) { $time }에 시작하며, 월요일~토요일 08:00–18:00 밖입니다
aps-window-hint = 모든 공정을 근무일(월요일~토요일) 08:00부터 18:00 전 사이에 시작하세요.
aps-overlap = 공정 { $wop }이(가) { $device }에서 { $start }에 시작하여, 공정 { $other }이(가) { $end }에 끝나기 전입니다
aps-overlap-hint = 설비 한 대에는 한 번에 공정 하나: 다음 공정은 앞 공정이 끝난 시각이나 그 뒤에 시작하세요.
aps-duration = 공정 { $wop }이(가) 근무 { $actual }분이 걸리지만 `MAK × QTY`는 { $expected }입니다(±1 %)
aps-duration-hint = 시작과 끝 사이의 근무 분(월요일~토요일 08:00–18:00)이 `MAK × QTY`가 되도록 끝 시각을 정하세요: 공정은 밤과 일요일에 멈춥니다.
aps-order = 주문 { $order }의 공정 { $wop }이(가) { $start }에 시작하여, 앞 공정 { $other }이(가) { $end }에 끝나기 전입니다
aps-order-hint = 한 주문 안에서 각 공정은 앞 공정(`TON.OID` 끝 번호 순)이 끝난 시각이나 그 뒤에 시작하세요.

## 문제 위치: 공정(0부터), 공정 번호, 설비, 주문, 충돌하는 공정; 통합 문서의 시트와 데이터 행.
loc-scheduled = scheduled_ops[{ $index }]
loc-wop = 공정 { $wop }
loc-device = 설비 { $device }
loc-order = 주문 { $order }
loc-next = scheduled_ops[{ $index }]와 비교
loc-table = 시트 { $table }
loc-tablerow = 데이터 행 { $index }
