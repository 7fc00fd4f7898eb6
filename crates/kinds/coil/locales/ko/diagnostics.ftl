## 코일 유형의 진단: 코드마다 메시지 하나, 힌트는 `<key>-hint`.

coil-file-not-found = { $file }을(를) 읽을 수 없습니다: { $reason }
coil-file-not-found-hint = solution.json을 제출하세요: `sequence`에 모든 코일의 번호를 압연 순서대로 한 번씩 나열한 객체.
coil-bad-data = 사례의 { $data } 때문에 평가기가 제출물을 읽기 전에 "{ $error }"을(를) 냅니다
coil-bad-data-hint = 사례의 데이터 파일(work_plan.csv, grade_catalog.csv)을 확인하세요: 평가기가 읽는 모든 열, 카탈로그의 모든 강종, 숫자인 모든 치수.
coil-not-json = { $file }을(를) JSON으로 읽을 수 없습니다: { $error }
coil-not-json-hint = json.dump로 파일을 쓰세요(UTF-8, 바이트 순서 표시 없이).
coil-not-an-object = { $file }은(는) JSON 객체가 아니라 { $kind }입니다: 서버의 `sub.get("sequence")`가 "{ $error }"을(를) 냅니다
coil-not-an-object-hint = 파일은 키 `sequence`가 있는 JSON 객체 하나여야 합니다.
coil-no-sequence = { $file }에 비어 있지 않은 목록 `sequence`가 없습니다({ $kind })
coil-no-sequence-hint = 코일 번호를 압연 순서대로 키 `sequence` 아래 목록에 넣으세요.
coil-unknown-coil = `sequence[{ $position }]`은(는) { $id }이며 작업 계획의 코일이 아닙니다
coil-unknown-coil-hint = 작업 계획의 出口材料号 번호를 그대로 쓰세요(서버는 str(id).strip()을 비교합니다).
coil-wrong-count = 순서에 코일 { $count }개가 있지만 작업 계획에는 { $coils }개가 있습니다
coil-wrong-count-hint = 작업 계획의 모든 코일을 정확히 한 번씩 나열하세요.
coil-missing-coil = 코일 { $id }이(가) 순서에 없습니다
coil-missing-coil-hint = 작업 계획의 모든 코일을 정확히 한 번씩 나열하세요.
coil-duplicate = 코일 { $id }이(가) 위치 { $position }에 다시 나옵니다(처음은 { $first })
coil-duplicate-hint = 작업 계획의 모든 코일을 정확히 한 번씩 나열하세요.
coil-roll-switch = 위치 { $position }에서 롤 크기가 { $from }에서 { $to }(으)로 바뀝니다: 최대 1번인데 { $switches }번 바뀝니다
coil-roll-switch-hint = 소형 롤 강종은 모두 이어서, 대형 롤 강종도 모두 이어서 압연하세요: 롤 교체는 최대 한 번.
coil-front-width = 코일 { $id }은(는) 위치 { $position }의 전치 폭 코일로, 처음 { $count }개 위치 밖에 있습니다
coil-front-width-hint = 카탈로그의 전치 폭 코일(폭이 강종의 전치 폭과 같은 코일)을 다른 어떤 코일보다 먼저 두세요.

## 문제 위치: 순서상의 위치(0부터), 코일, 데이터 행.
loc-position = 위치 { $index }
loc-coil = 코일 { $coil }
loc-row = { $row }행
