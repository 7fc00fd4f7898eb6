## 랙 배치 유형의 진단: 코드마다 메시지 하나(`racks/...`는 `racks-...`), 힌트는 `<key>-hint`.

racks-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
racks-file-not-found-hint = solution.csv를 제출하세요: server.csv의 서버마다 한 행, server_id, rack_id, pos, allocation_status, batch 포함.
racks-bad-data = 사례의 { $data } 때문에 평가기가 계획을 검사하기 전에 "{ $error }"을(를) 냅니다
racks-bad-data-hint = 사례의 데이터 파일(server.csv, rack_col.csv, rack.csv, nic_attr_mapping.csv)을 확인하세요: 평가기가 읽는 모든 열, float()가 읽는 모든 수, int()를 취하는 곳에 NaN이나 무한대가 없어야 합니다.
racks-unreadable = { $file }을(를) CSV로 읽을 수 없습니다: { $error }
racks-unreadable-hint = 파일을 UTF-8 CSV로 저장하세요(바이트 순서 표시는 괜찮음). 131,072자를 넘는 필드는 없어야 합니다.
racks-empty = { $file }에 데이터 행이 없습니다
racks-empty-hint = 머리글(server_id, rack_id, pos, allocation_status, batch)을 쓰고 서버마다 한 행을 쓰세요.
racks-unknown-server = { $row }행의 서버 { $id }은(는) server.csv에 없습니다
racks-unknown-server-hint = server.csv의 번호를 그대로 쓰세요(평가기는 공백을 없앤 텍스트를 비교합니다: 0 채우기, 지수 표기 금지).
racks-duplicate-server = 서버 { $id }의 두 번째 행이 있습니다({ $row }행)
racks-duplicate-server-hint = 서버마다 정확히 한 행을 쓰세요.
racks-missing-server = 서버 { $id }의 행이 계획에 없습니다
racks-missing-server-hint = server.csv의 모든 서버에 행을 주세요. 배치할 수 없는 서버는 allocation_status 0, rack_id와 pos는 비웁니다.
racks-bad-status = 서버 { $id }의 allocation_status { $status }은(는) int(float())가 읽는 수가 아닙니다
racks-bad-status-hint = allocation_status는 1(배치) 또는 0(미배치)로 쓰세요. 빈 칸은 1로 칩니다.
racks-raises = 서버 { $id }의 { $what } 때문에 평가기가 "{ $error }"을(를) 냅니다
racks-raises-hint = allocation_status는 0 또는 1, pos는 ASCII 숫자로 된 슬롯 번호로 쓰세요(12, A 면은 12A).
racks-unknown-rack = 서버 { $id }이(가) 랙 { $rack }에 배치되었지만 rack_col.csv에 그 랙이 없습니다
racks-unknown-rack-hint = 배치된 서버의 rack_id는 rack_col.csv의 번호를 그대로 씁니다.
racks-no-pos = 서버 { $id }이(가) 배치되었지만(allocation_status 1) pos가 비어 있습니다
racks-no-pos-hint = 배치된 서버에는 가장 낮은 U 슬롯을 주세요. 미배치 서버는 allocation_status 0을 명시해야 합니다(빈 상태는 1로 칩니다).
racks-bad-pos = 서버 { $id }의 pos { $pos }은(는) 슬롯 번호가 아닙니다(숫자, 또는 숫자 뒤에 A)
racks-bad-pos-hint = 시작 U 슬롯은 번호(12) 또는 A 면(12A)으로 쓰세요. B, C, D 면은 슬롯이 아닙니다.
racks-incompatible = 서버 { $id }의 NIC { $nic }은(는) 속성이 { $attr }인 랙 { $rack }에 들어갈 수 없습니다
racks-incompatible-hint = nic_attr_mapping.csv가 서버의 NIC와 정확히 짝지은 속성의 랙에만 배치하세요. 표에 없는 NIC는 어떤 랙에도 맞지 않습니다.
racks-over-power = 배치 { $batch }에서 서버 { $id } 때문에 랙 { $rack }의 전력이 { $power } W가 되어 정격 { $rated }을(를) 넘습니다
racks-over-power-hint = 랙마다 사용 전력과 그 배치의 서버 전력의 합이 정격 전력 이내여야 합니다(배치마다 도착 전 랙 상태에서 다시 시작합니다).
racks-no-slot = 서버 { $id }(높이 { $height }), U { $pos }부터: 랙 { $rack }에 U 슬롯 { $slot }이(가) 없습니다
racks-no-slot-hint = 높이 h인 서버는 pos, pos+1, …, pos+h-1 슬롯을 차지합니다: 모두 rack.csv에 있는 그 랙의 슬롯이어야 합니다(B, C, D 면은 아님).
racks-slot-taken = 서버 { $id }(높이 { $height }), U { $pos }부터: 랙 { $rack }의 U 슬롯 { $slot }은(는) 이미 사용 중입니다
racks-slot-taken-hint = 빈 슬롯(rack.csv의 state 0)만 쓰고, 같은 배치의 다른 서버가 차지한 슬롯은 피하세요.
racks-not-finite = 계획의 비용이 { $cost }로, 유한한 수가 아닙니다
racks-not-finite-hint = 사례 데이터에 NaN이나 무한대 항(가중치, 전력)이 있습니다. nic_attr_mapping.csv와 rack_col.csv를 확인하세요.

## 문제의 위치: 계획의 데이터 행(1부터), 서버, 랙, 배치, U 슬롯.
loc-entry = { $entry }행
loc-server = 서버 { $server }
loc-rack = 랙 { $rack }
loc-batch = 배치 { $batch }
loc-slot = U { $slot }
