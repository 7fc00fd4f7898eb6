## 슬리팅 유형의 진단: 코드마다 메시지 하나, 힌트는 `<key>-hint`.

slitting-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
slitting-file-not-found-hint = solution.csv를 제출하세요: 절단마다 한 행, mother_id, mother_width, mother_cut_weight와 sub1_width…sub5_width, 그에 맞는 sub1_long…sub5_long.
slitting-bad-data = 사례의 { $data } 때문에 평가기가 제출물을 읽기 전에 "{ $error }"를 냅니다
slitting-bad-data-hint = 사례의 데이터 파일(mother_coil.csv: 宽度, 重量; requirements.csv: 宽度, 重量)을 확인하세요: 평가기가 읽는 모든 열이 한 번씩 있어야 합니다.
slitting-unreadable = { $file }을(를) CSV로 읽을 수 없습니다: { $error }
slitting-unreadable-hint = 계획을 머리글 행이 있는 UTF-8 CSV 텍스트로 저장하고, 모든 행의 필드 수를 머리글과 같게 하세요.
slitting-no-rows = { $file }에 mother_cut_weight가 양수인 행이 없습니다
slitting-no-rows-hint = 절단마다 한 행을 쓰고 mother_cut_weight에 무게(kg)를 넣으세요: 무게가 비었거나 숫자가 아니거나 0 이하인 행은 버려집니다.
slitting-dropped-row = 이 행은 채점 전에 버려집니다: mother_cut_weight { $value }이(가) 0보다 큰 수가 아니어서 이 행의 스트립은 어디에도 계산되지 않습니다
slitting-dropped-row-hint = 모든 절단의 무게를 kg 단위 숫자로 쓰세요: 버려진 행의 스트립은 충족량에서 빠집니다.
slitting-crash = 평가기가 이 파일에서 { $error }를 내고({ $why }) 아무것도 출력하지 않습니다
slitting-crash-hint = 이름마다 열을 하나만 두고(서버는 열 이름의 공백을 지웁니다), 데이터의 모든 모코일에 폭을 주세요.
slitting-missing-coil-id = 절단 { $cut }에 모코일이 없습니다
slitting-missing-coil-id-hint = 모든 절단의 모코일을 mother_id에 쓰세요(mother_coil.csv에 번호 열이 없으면 행 순서대로 M_0, M_1, …).
slitting-unknown-coil = 절단 { $cut }의 모코일 { $mother }은(는) 재고에 없습니다
slitting-unknown-coil-hint = mother_coil.csv의 번호(번호 열이 없으면 행 순서대로 M_0, M_1, …)를 그대로 쓰세요.
slitting-width-mismatch = 절단 { $cut }은(는) 모코일 { $mother }의 폭을 { $given } mm로 적었지만 실제는 { $width } mm입니다(10 mm 넘게 차이)
slitting-width-mismatch-hint = 각 모코일의 폭을 mother_coil.csv에서 그대로 옮기세요.
slitting-no-cut-weight = 절단 { $cut }에 0보다 큰 절단 무게가 없습니다({ $value })
slitting-no-cut-weight-hint = 이 절단에서 잘라 낸 무게(kg)를 mother_cut_weight라는 열에 쓰세요.
slitting-light-cut = 절단 { $cut }은(는) { $weight } kg으로 최소 100 kg(허용 오차 10 kg 제외)보다 적습니다
slitting-light-cut-hint = 한 번에 최소 90 kg(100 kg에서 허용 오차 10 kg을 뺀 값)을 자르세요.
slitting-no-strips = 절단 { $cut }에 스트립이 없습니다: 폭과 길이가 모두 0보다 큰 슬롯이 없습니다
slitting-no-strips-hint = 슬롯 1~5개를 채우되, 각각 0보다 큰 폭(sub1_width…sub5_width)과 길이(sub1_long…sub5_long)를 주세요.
slitting-unknown-width = 절단 { $cut }의 슬롯 { $slot }은(는) 폭 { $width } mm로, 어떤 주문에도 없는 폭입니다
slitting-unknown-width-hint = requirements.csv의 폭만 정확히 쓰세요: 허용 오차가 없습니다.
slitting-too-wide = 절단 { $cut }의 스트립 폭 합이 { $total } mm로 모코일 { $mother }({ $width } mm)보다 넓습니다
slitting-too-wide-hint = 한 절단의 스트립 폭 합을 모코일 폭 이내로 하세요.
slitting-overdraw = 절단 { $cut }이(가) 모코일 { $mother }을(를) 초과 사용합니다: 남은 양 { $remaining } kg, -10 kg 미만
slitting-overdraw-hint = 한 코일의 절단 무게 합을 mother_coil.csv의 무게 이내로 하세요(허용 오차 10 kg).
slitting-short = 폭 { $width } mm가 부족합니다: 주문 중 { $remaining } kg이 생산되지 않았습니다(10 kg 초과)
slitting-short-hint = 주문된 모든 폭을 주문량의 ±10 kg 이내로 만드세요: 스트립 무게 = 절단 무게 × 스트립 폭 / 코일 폭.
slitting-over = 폭 { $width } mm가 { $excess } kg 과잉 생산되었습니다(10 kg 초과)
slitting-over-hint = 주문된 모든 폭을 주문량의 ±10 kg 이내로 만드세요: 스트립 무게 = 절단 무게 × 스트립 폭 / 코일 폭.
slitting-length-mismatch = 절단 { $cut }의 슬롯 { $slot }은(는) 길이를 { $given } mm로 적었지만 절단 길이는 { $length } mm입니다(참고: 길이는 채점하지 않음)
slitting-length-mismatch-hint = 스트립 길이는 절단 길이입니다: 무게 / (코일 폭 × 7.65) × 10000 mm. 점수에는 영향이 없습니다.

## 문제 위치: 절단(서버 메시지의 행 레이블), 모코일, 주문 폭.
loc-cut = 절단 { $cut }
loc-mother = 모코일 { $mother }
loc-width = 폭 { $width } mm
