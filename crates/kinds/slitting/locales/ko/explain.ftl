## 슬리팅 유형 코드의 `fde-grade explain CODE`: 요약, 의미, 이유, 예.

explain-slitting-file-not-found = 계획 파일이 없습니다.
    .what = 읽을 `solution.csv`가 없습니다.
    .why = 평가기는 "solution.csv not found under DIR"를 돌려줍니다: 점수 0.
    .example = `solution.csv`가 없는 제출 폴더.

explain-slitting-bad-data = 사례 데이터 파일 때문에 평가기가 예외를 냅니다.
    .what = `mother_coil.csv`나 `requirements.csv`에 평가기가 읽는 열(宽度, 重量)이 없거나 두 번 있거나 CSV로 읽을 수 없습니다.
    .why = 평가기는 계획보다 먼저 데이터를 읽고 예외를 잡지 않습니다: 종료되고 아무것도 출력하지 않으며 모든 계획이 0점입니다.
    .example = 폭 열 이름이 `width`인 `requirements.csv`.

explain-slitting-unreadable = pandas가 계획을 읽을 수 없습니다.
    .what = 파일이 UTF-8이 아니거나 비었거나, 어떤 행의 필드가 머리글보다 많습니다.
    .why = `pd.read_csv`가 평가기의 try 안에서 예외를 냅니다: "Failed to read solution.csv: …", 점수 0.
    .example = 첫 데이터 행 이후에 쉼표가 하나 더 있는 행.

explain-slitting-no-rows = 채점할 행이 없습니다.
    .what = 모든 행이 비었거나 `mother_cut_weight`가 비었거나 숫자가 아니거나 0 이하입니다.
    .why = 평가기는 "solution.csv 无有效数据行"를 돌려줍니다: 점수 0.
    .example = 머리글만 있는 파일.

explain-slitting-dropped-row = 채점 전에 행이 버려집니다.
    .what = `mother_cut_weight`가 비었거나 pandas가 읽는 숫자가 아니거나 0 이하입니다.
    .why = 서버는 이를 조용히 버립니다: 절단으로 세지 않고 스트립도 만들지 않아 대개 어떤 폭이 부족해집니다.
    .example = `mother_cut_weight`를 `abc`로 쓴 경우.

explain-slitting-crash = 평가기가 계획에서 멈춥니다.
    .what = 공백을 지우면 이름이 같은 열이 둘 있거나(`mother_id`와 ` mother_id`), 데이터에 폭이 없는 코일을 폭 없이 잘랐습니다.
    .why = 평가기가 try 밖에서 예외를 냅니다: 아무것도 출력하지 않고 점수가 없습니다.
    .example = `mother_cut_weight`와 `mother_cut_weight ` 열이 나란히 있는 경우.

explain-slitting-missing-coil-id = 절단에 모코일이 없습니다.
    .what = `mother_id`가 비었거나 없거나 열 자체가 없습니다.
    .why = 그 행은 위반입니다: 점수 0.
    .example = 첫 필드가 빈 행.

explain-slitting-unknown-coil = 절단이 재고에 없는 코일을 가리킵니다.
    .what = `str(id).strip()` 후 재고의 번호(행 순서대로 M_0, M_1, …; 무게 0인 코일은 재고 아님)가 아닙니다.
    .why = 그 행은 위반입니다: 점수 0.
    .example = 코일 12개 재고에서 `coil1`이나 `M_12`.

explain-slitting-width-mismatch = 절단의 코일 폭이 실제와 다릅니다.
    .what = `mother_width`가 재고 폭과 10 mm 넘게 다릅니다.
    .why = 위반입니다: 점수 0(다른 계산에는 재고 폭을 씀).
    .example = 1070 mm 코일에 `mother_width` 1000.

explain-slitting-no-cut-weight = 절단에 무게가 없습니다.
    .what = 계획에 `mother_cut_weight` 열이 없거나(그러면 모든 행이 남고 각각 위반), float()가 읽은 무게가 0보다 크지 않습니다.
    .why = 위반입니다: 점수 0.
    .example = `cut_weight`라는 열.

explain-slitting-light-cut = 절단이 100 kg보다 가볍습니다.
    .what = `mother_cut_weight`에 허용 오차 10 kg을 더해도 100 kg 미만입니다.
    .why = 위반입니다: 점수 0.
    .example = 80 kg 절단.

explain-slitting-no-strips = 절단이 스트립을 만들지 않습니다.
    .what = `subN_width`와 `subN_long`이 모두 0보다 큰 수인 슬롯이 없습니다(길이 없는 폭은 세지 않음).
    .why = 위반입니다: 점수 0.
    .example = 폭만 채우고 길이는 비운 경우.

explain-slitting-unknown-width = 스트립 폭이 주문에 없습니다.
    .what = 유효 슬롯의 폭이 `requirements.csv`의 폭과 정확히 같지 않습니다.
    .why = 위반입니다: 점수 0.
    .example = 555 mm 주문에 554 mm 스트립.

explain-slitting-too-wide = 절단의 스트립이 코일보다 넓습니다.
    .what = 스트립 폭 합이 재고의 코일 폭보다 큽니다.
    .why = 위반입니다: 점수 0.
    .example = 1150 mm 코일에 600, 555 mm 스트립.

explain-slitting-overdraw = 코일을 무게보다 많이 잘랐습니다.
    .what = 한 코일의 절단이 계획 순서대로 재고 무게 + 10 kg을 넘습니다.
    .why = 넘는 첫 절단부터(이후 모두) 위반입니다: 점수 0.
    .example = 5000 kg 코일에서 3000 kg씩 두 번.

explain-slitting-short = 주문 폭이 부족합니다.
    .what = 그 폭의 스트립 무게가 주문보다 10 kg 넘게 적습니다(스트립마다: 절단 무게 × 폭 / 코일 폭).
    .why = 위반입니다: 점수 0.
    .example = 2000 kg 주문에 1980 kg 생산.

explain-slitting-over = 주문 폭이 과잉 생산되었습니다.
    .what = 그 폭의 스트립 무게가 주문보다 10 kg 넘게 많습니다.
    .why = 위반입니다: 점수 0(과잉도 부족과 같이 불합격).
    .example = 2000 kg 주문에 2020 kg 생산.

explain-slitting-length-mismatch = 스트립 길이가 절단 길이와 다릅니다.
    .what = `subN_long`이 무게 / (코일 폭 × 7.65) × 10000에서 10 mm 넘게 벗어납니다.
    .why = 경고일 뿐입니다: 서버는 나열만 하고 길이로 점수를 매기지 않습니다.
    .example = 밀도 7.85로 계산한 길이.
