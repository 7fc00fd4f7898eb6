## pack 종류 코드의 `fde-grade explain CODE`: 요약, 의미, 이유, 예시.

explain-pack-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.json`이 없습니다.
    .why = 평가기는 케이스의 통합 문서를 읽은 뒤 `fatal`("File not found: PATH")을 반환합니다: 0점.
    .example = `solution.json`이 없는 제출 폴더.

explain-pack-bad-data = 케이스의 통합 문서를 쓸 수 없습니다.
    .what = load_data.xlsx에 시트 多货推荐1, 평가기가 찾는 열, 集装箱信息 블록이 없거나 통합 문서가 아닙니다.
    .why = 평가기는 제출물보다 먼저 통합 문서를 읽습니다. 그때 발생한 오류가 모든 파일의 `exception`입니다: 0점.
    .example = Sheet1로 이름이 바뀐 시트, 또는 重量 열이 없는 SKU 표.

explain-pack-not-json = 계획이 Python이 읽는 JSON이 아닙니다.
    .what = 파일이 UTF-8이 아니거나, 바이트 순서 표시로 시작하거나, 올바른 JSON이 아닙니다.
    .why = `json.load`가 평가기의 try 안에서 오류를 내므로 Python 메시지와 함께 `exception`을 보고합니다: 0점.
    .example = BOM과 함께 저장한 파일, 또는 `{"{"}"placements": [`.

explain-pack-not-an-object = 계획이 JSON 객체가 아닙니다.
    .what = 파일이 목록, 문자열, 숫자 또는 null입니다.
    .why = 평가기가 `.get("placements")`를 호출해 `AttributeError`가 발생합니다: `exception`, 0점.
    .example = 바깥 객체 없이 `[{"{"}"sku_id": "ITEM_A", ...{"}"}]`.

explain-pack-no-placements = 계획에 비어 있지 않은 목록 `placements`가 없습니다.
    .what = 키가 없거나, 목록이 비었거나, 값이 목록이 아닙니다.
    .why = 평가기는 `fatal`("Missing or empty 'placements'")을 반환합니다: 0점.
    .example = `{"{"}"boxes": [...]{"}"}` 또는 `{"{"}"placements": []{"}"}`.

explain-pack-raises = 채점 중 Python이 오류를 냅니다.
    .what = 배치가 객체가 아니거나, `sku_id`가 목록이나 객체이거나, 좌표가 부동소수점으로 바꿀 수 없을 만큼 큰 정수이거나, 검사에 필요한 크기, 무게, 한도가 케이스에서 비어 있습니다.
    .why = 평가기는 이 오류를 발생 지점에서 잡지 않습니다: Python 메시지와 함께 `exception`, 0점.
    .example = `"x": 1e999`는 무한대로 읽히지만, `"x": 1` 뒤에 0이 400개 이어지면 오류를 냅니다.

explain-pack-unknown-sku = 배치가 케이스에 없는 SKU를 가리킵니다.
    .what = `sku_id`가 없거나 통합 문서에 쓰인 그대로의 SKUID가 아닙니다.
    .why = 평가기는 "unknown sku_id=…"를 위반으로 기록합니다: 0점.
    .example = `"sku_id": "item_a"` 또는 `"SKU": "ITEM_A"`(키는 `sku_id`여야 함).

explain-pack-count = 필수 SKU가 너무 적거나 많이 배치되었습니다.
    .what = 수량(数量)이 주어진 SKU의 배치 수가 그 수와 다릅니다.
    .why = 평가기는 "required count: …"를 위반으로 기록합니다: 0점.
    .example = ITEM_A 66개가 필요한데 65개.

explain-pack-overweight = 적재물이 너무 무겁습니다.
    .what = 배치한 모든 상자 무게(통합 문서의 SKU별 무게)의 합이 컨테이너의 最大载重을 1e-6 kg 넘게 초과합니다.
    .why = 평가기는 "C3: total_weight=…"를 위반으로 기록합니다: 0점.
    .example = 23,000 kg 컨테이너에 23,000.5 kg.

explain-pack-geometry = 배치의 필드가 숫자가 아닙니다.
    .what = x, y, z, l, w, h 중 하나가 없거나, null, 목록, 또는 float()가 거부하는 텍스트입니다.
    .why = 평가기는 "missing/invalid geometry fields"를 위반으로 기록하고 그 상자를 겹침 검사에서 뺍니다: 0점.
    .example = `"x": null` 또는 `"l": "1,09"`.

explain-pack-negative = 상자가 0보다 아래에서 시작합니다.
    .what = x, y, z 중 하나가 −1e-6보다 작습니다.
    .why = 평가기는 "C4: … negative coord"를 위반으로 기록합니다: 0점.
    .example = `"z": -0.01`.

explain-pack-out-of-bounds = 상자가 컨테이너 밖에서 끝납니다.
    .what = x + l, y + w, z + h 중 하나가 컨테이너의 길이, 너비, 높이를 1e-6 넘게 초과합니다.
    .why = 평가기는 축마다 "C4: …"를 위반으로 기록합니다: 0점.
    .example = 12 m 컨테이너에서 x = 11에 놓인 1.09 m 상자.

explain-pack-not-upright = 상자가 세워져 있지 않습니다.
    .what = h가 SKU 높이와 1e-6 넘게 다릅니다.
    .why = 평가기는 "C6: … (upright)"를 위반으로 기록합니다: 0점.
    .example = h = 0.5로 눕힌 ITEM_A.

explain-pack-not-a-rotation = 상자의 바닥 크기가 SKU의 것이 아닙니다.
    .what = (l, w)가 1e-6 안에서 SKU의 (길이, 너비)도 (너비, 길이)도 아닙니다.
    .why = 평가기는 "C7: … not a rotation"을 위반으로 기록합니다: 0점.
    .example = 길이가 1.09인 ITEM_A를 1.1 × 0.5로 적음.

explain-pack-overlap = 두 상자가 공간을 공유합니다.
    .what = 두 상자가 세 축 모두에서 1e-6 m 넘게 겹칩니다. 면, 모서리, 꼭짓점이 닿는 것은 괜찮습니다.
    .why = 평가기는 처음 세 겹침과 나머지 개수를 위반으로 기록합니다: 0점.
    .example = 같은 모서리에 놓인 두 상자.
