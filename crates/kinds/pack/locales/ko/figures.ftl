## pack 종류의 그림(site/src/kinds/pack/)과 페이지.

what-pack-data = 적재 통합 문서
what-pack-submission = 적재 계획
format-pack-submission = 계획 JSON(placements: 상자마다 sku_id, 모서리 x, y, z와 크기 l, w, h, 단위 미터)
fig-pack-view-title = 위, 옆, 문 쪽에서 본 적재
fig-pack-view-aria = 컨테이너의 세 가지 보기: 위에서(가로 길이, 아래로 너비), 옆에서(가로 길이, 위로 높이), 문 쪽에서(가로 너비, 위로 높이); 상자마다 SKU 색, 규칙을 어긴 상자는 빨간 윤곽
fig-pack-pick = 적재를 보려면 읽을 수 있는 계획을 고르세요.
fig-pack-top = 위에서: 길이 × 너비
fig-pack-side = 옆에서: 길이 × 높이
fig-pack-door = 문 쪽에서
fig-pack-legend = 상자마다 SKU 색(회색: 케이스에 없는 id), 가까운 상자가 먼 상자 위에 그려집니다. 검은 윤곽은 컨테이너입니다. 빨강: 규칙을 어긴 상자(범위 밖, 0 아래, 눕힘, 크기 다름, 겹침)로, 가려지지 않게 맨 위에 그리며, 위에서 본 보기에는 두 상자가 함께 차지하는 바닥도 표시합니다.
fig-pack-sku-count = { $sku }: { $placed }개 배치, { $required }개 필요
fig-pack-sku-any = { $sku }: { $placed }개 배치(개수 자유; 점수는 ITEM_C를 셈)
fig-pack-weight = 무게 { $weight } kg / 한도 { $limit } kg
fig-pack-hidden = 유한한 숫자 여섯 개가 없는 배치 { $count }개는 그리지 않았습니다
fig-pack-rung-broken = { $count } × `{ $code }` 위반
fig-pack-rung-count = { $count } × ITEM_C
glance-pack-skus = SKU
glance-pack-container = 컨테이너 안쪽(m)
glance-pack-limit = 최대 적재량(kg)
glance-pack-table = load_data.xlsx의 SKU
glance-pack-sku = SKU
glance-pack-size = 길이 × 너비 × 높이(m)
glance-pack-weight = 무게(kg)
glance-pack-required = 필요 수량
glance-pack-any = 자유
glance-pack-bad-data = 평가기가 이 케이스의 통합 문서에서 오류를 냅니다:
formula-pack-read = `placements`는 배치한 모든 상자를 나열합니다: `sku_id`, 왼쪽-앞-아래 모서리 `x`, `y`, `z`, 배치한 크기 `l`, `w`, `h`(미터), 모두 float()가 읽는 숫자.
formula-pack-rules = 모든 규칙이 성립해야 합니다(1e-6 이내): 알려진 SKU만, 필수 SKU는 정확히 그 수량, 무게는 최대 적재량 이하, 모든 상자는 컨테이너 안, 세워서(h는 자체 높이), 바닥은 길이 × 너비 또는 90도 회전, 두 상자가 공간을 공유하지 않음(닿는 것은 허용).
formula-pack-count = 적재의 품질은 수량이 없는 SKU인 ITEM_C의 개수입니다: 들어가는 만큼.
formula-pack-score = 점수 = ITEM_C 상자 수 / { $reference }, 소수 넷째 자리로 반올림.
report-pack-rejected = 불합격: 문제 { $count }개
report-pack-item-c = ITEM_C 상자
report-pack-item-c-note = 점수가 세는 것
report-pack-required = ITEM_A · ITEM_B
report-pack-required-note = 필요한 수와 정확히 같게 배치
report-pack-weight = 무게(kg)
report-pack-weight-of = { $weight } / { $limit }
report-pack-weight-note = 상자마다 SKU 무게를 합산
report-pack-space = 공간 사용률
report-pack-space-note = 상자 부피 / 컨테이너 부피
report-pack-violations = 위반 규칙
report-pack-violations-note = 겹치는 쌍마다 하나씩(서버는 처음 여덟 개를 나열)
formats-pack-solution-title = 적재 계획(JSON)
formats-pack-solution-text = `placements`를 가진 객체 하나: 배치한 상자마다 객체 하나인 목록으로, 각각 `sku_id`(통합 문서의 SKU 번호), `x`, `y`, `z`(왼쪽-앞-아래 모서리), `l`, `w`, `h`(배치한 크기, h는 자체 높이), 단위 미터.

## 유효한 적재의 "가장 비싼 것"(코치).
kinds-pack-lead = 점수는 ITEM_C 상자 수를 기준값과 비교합니다. 더 실을 여유: 무게(적재 한도에서 화물 무게를 뺀 값)와 부피(내부 부피에서 상자 부피를 뺀 값), 각각 ITEM_C 상자 수로 환산하며 더 작은 쪽이 한계입니다. 상한일 뿐이며, 상자는 다른 상자와 겹치지 않고 들어가야 합니다.
kinds-pack-terms = ITEM_C { $item_c }개, 기준값 { $reference }; 화물 바깥의 여유: 길이 { $length } m, 폭 { $width } m, 높이 { $height } m
kinds-pack-room = 여유
kinds-pack-used = 사용
kinds-pack-max = 컨테이너
kinds-pack-more = 최대 추가 ITEM_C
kinds-pack-weight = 무게(kg)
kinds-pack-volume = 부피(m³)
kinds-pack-limit = 한계
