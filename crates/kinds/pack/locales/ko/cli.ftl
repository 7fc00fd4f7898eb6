## pack 종류의 `fde-grade --format table` 한 줄.
cli-table-pack = ITEM_C { $item_c } / 기준 { $reference }  위반 규칙 { $violations }

## `fde-grade coach pack`.
cli-coach-pack-about = 컨테이너 적재: 점수의 두 수(ITEM_C 상자 수, 기준값)와 무게·부피로 본 ITEM_C 추가 여유, 그리고 화물 뒤의 빈 길이
cli-coach-pack-head = { $file }: 점수 { $score } = ITEM_C { $item_c }개 / { $reference }
cli-coach-pack-weight = 무게 { $weight } / { $max } kg: ITEM_C를 최대 { $more }개 더
cli-coach-pack-volume = 부피 { $volume } / { $inner } m³: ITEM_C를 최대 { $more }개 더
cli-coach-pack-limit-weight = 먼저 걸리는 것은 무게 한도입니다: 더 무거운 SKU 조합은 도움이 안 되고 ITEM_C 상자만 늘릴 수 있습니다
cli-coach-pack-limit-volume = 먼저 걸리는 것은 부피입니다: 다른 것보다 먼저 더 빽빽하게(빈틈 없이) 쌓으세요
cli-coach-pack-free = 화물 바깥의 여유: 길이 { $length } m, 폭 { $width } m, 높이 { $height } m(상자가 겹치지 않고 들어가야 합니다)
