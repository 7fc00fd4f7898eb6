## pack 종류의 진단: 코드마다 메시지 하나(`pack/...`는 `pack-...`), 힌트는 `<key>-hint`.

pack-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
pack-file-not-found-hint = solution.json을 제출하세요: `placements`에 적재한 모든 상자의 sku_id, x, y, z, l, w, h를 나열한 객체입니다.
pack-bad-data = 이 케이스의 { $data } 때문에 평가기가 제출물을 읽기 전에 "{ $error }"을(를) 발생시킵니다
pack-bad-data-hint = 케이스의 load_data.xlsx를 확인하세요: 시트 多货推荐1 위쪽에 SKU 표(SKUID, 数量, 长度, 宽度, 高度, 重量), 그 아래에 集装箱信息 행, 컨테이너 머리글(长, 宽, 高, 最大载重)과 값이 있어야 합니다.
pack-not-json = { $file }을(를) JSON으로 읽을 수 없습니다: { $error }
pack-not-json-hint = json.dump로 파일을 쓰세요(UTF-8, 바이트 순서 표시 없음).
pack-not-an-object = { $file }은(는) JSON 객체가 아니라 { $kind }입니다: 서버가 "{ $error }"을(를) 발생시킵니다
pack-not-an-object-hint = 파일은 `placements` 키를 가진 JSON 객체 하나여야 합니다.
pack-no-placements = { $file }에 비어 있지 않은 목록 `placements`가 없습니다({ $kind })
pack-no-placements-hint = 상자를 `placements` 키 아래에 두세요: 적재한 상자마다 객체 하나인 목록입니다.
pack-raises = { $what } 때문에 서버가 "{ $error }"을(를) 발생시킵니다
pack-raises-hint = 모든 배치에 텍스트 `sku_id`와 숫자 x, y, z, l, w, h를 주세요. 케이스의 모든 SKU에는 크기와 무게, 컨테이너에는 크기와 최대 적재량이 필요합니다.
pack-unknown-sku = 배치 { $index }의 `sku_id`는 { $sku }(으)로, 이 케이스의 SKU가 아닙니다
pack-unknown-sku-hint = load_data.xlsx의 SKUID를 쓰인 그대로 사용하세요(ITEM_A, ITEM_B, ITEM_C).
pack-count = { $sku }이(가) { $count }번 배치되었지만 케이스는 정확히 { $required }개를 요구합니다
pack-count-hint = 필수 SKU는 수량(数量)과 정확히 같은 수만큼 배치하세요. 수량이 없는 SKU(ITEM_C)만 달라질 수 있습니다.
pack-overweight = 적재 무게 { $weight } kg이(가) 컨테이너 한도 { $limit } kg을(를) 넘습니다
pack-overweight-hint = 선택 상자를 줄이세요: 배치한 모든 상자 무게의 합은 컨테이너의 最大载重을 넘을 수 없습니다.
pack-geometry = 배치 { $index }({ $sku })의 `{ $field }`에 float()가 읽는 숫자가 없습니다: { $why }
pack-geometry-hint = 모든 배치에 숫자 여섯 개를 주세요: x, y, z(왼쪽-앞-아래 모서리)와 l, w, h(배치한 크기), 단위 미터.
pack-negative = 배치 { $index }({ $sku })의 모서리가 ({ $x }, { $y }, { $z })로 0보다 작습니다
pack-negative-hint = 모서리는 0에서 시작합니다: x, y, z는 음수가 될 수 없습니다.
pack-out-of-bounds = 배치 { $index }({ $sku })이(가) { $axis } = { $end } m에 이르러 컨테이너의 { $limit } m을(를) 넘습니다
pack-out-of-bounds-hint = 모든 상자는 컨테이너 안에서 끝나야 합니다: x + l, y + w, z + h는 길이, 너비, 높이 이하.
pack-not-upright = 배치 { $index }({ $sku })의 높이가 { $h } m이지만 SKU는 { $height } m로 섭니다
pack-not-upright-hint = 상자는 세워 둡니다: h는 항상 SKU 자체의 높이입니다(길이와 너비만 바꿀 수 있음).
pack-not-a-rotation = 배치 { $index }({ $sku })이(가) { $l } × { $w } m을(를) 차지하며, { $length } × { $width }도 그 90도 회전도 아닙니다
pack-not-a-rotation-hint = l과 w는 load_data.xlsx에 쓰인 SKU의 길이와 너비, 또는 둘을 바꾼 값입니다: 반올림 금지.
pack-overlap = 배치 { $index }({ $sku })이(가) 배치 { $other }({ $other_sku })와(과) { $dx } × { $dy } × { $dz } m 겹칩니다
pack-overlap-hint = 상자는 닿을 수는 있지만 공간을 공유할 수 없습니다: 둘 중 하나를 옮겨 어느 축으로든 떨어지게 하세요.

## 문제의 위치: 배치(서버의 item[i]처럼 0부터), 겹치는 상자, SKU; 통합 문서의 시트, 읽은 행, 셀.
loc-placement = 배치 { $index }
loc-other = 배치 { $index }와(과)
loc-sheet = 시트 { $sheet }
loc-frame = 읽은 { $index }행
loc-cell = 셀 { $cell }
