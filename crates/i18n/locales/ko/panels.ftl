## 패널의 문구: 경로 코치, "가장 큰 손실", 보고서의 나머지, 형식 안내, 내 데이터, 공유, 예측 공식.

## 경로 코치 (site/src/components/coach.rs).

coach-title = 코치
coach-lead = 화면의 계획을 다음에 어떻게 고칠지: 비용을 가장 많이 줄이는 한 가지 변경, 또는 계획을 유효하게 만드는 수정.
coach-start = 코치: 다음 최선의 수 찾기
coach-start-repair = 이 계획 수정하기
coach-unreadable = 코치의 답을 읽을 수 없습니다: { $error }
coach-map-label = 매장 { $stores }의 제안된 수를 표시한 계획 지도
coach-map-caption = 이번 수: 없어지는 연결은 점선, 새 연결은 굵은 선, 옮겨지는 매장은 원으로 표시합니다.
coach-move-relocate = 매장 { $stores }을(를) 경로 { $route }의 { $stop }번째 경유지에서 경로 { $route2 }의 { $stop2 }번째 경유지로 이동
coach-move-swap = 매장 { $stores } 교환 (경로 { $route }의 { $stop }번째 ↔ 경로 { $route2 }의 { $stop2 }번째 경유지)
coach-move-reverse = 경로 { $route }의 { $stop }번째 경유지({ $stores })부터 { $stop2 }번째 경유지까지 순서 뒤집기
coach-move-other = 변경
coach-place = 경로 { $route }의 { $stop }번째 경유지
coach-repair-fix-code = 코드 고치기
coach-repair-drop-unknown = 알 수 없는 코드 빼기
coach-repair-drop-duplicate = 중복 방문 빼기
coach-repair-insert-missing = 빠진 매장 넣기
coach-repair-split-route = 경로 나누기
coach-repair-add-route = 빈 경로 추가
coach-repair-remove-empty-route = 빈 경로 삭제
coach-repair-merge-routes = 두 경로 합치기
coach-repair-move-for-capacity = 초과 적재 차량에서 옮기기
coach-why-fix-code = 이 코드는 이 매장을 뜻했을 가능성이 가장 큽니다
coach-why-drop-unknown = 케이스에 이 코드의 매장이 없습니다
coach-why-drop-duplicate = 이 매장을 두 번 이상 방문합니다
coach-why-insert-missing = 어떤 경로도 이 매장을 방문하지 않습니다. 여기에 넣으면 시간이 가장 적게 늘어납니다
coach-why-too-few-routes = 케이스가 더 많은 경로를 요구합니다
coach-why-too-many-routes = 케이스가 더 적은 경로를 요구합니다
coach-why-move-for-capacity = 이 경로는 적재 용량을 넘습니다. 이 매장은 다른 곳에 넣으면 시간이 가장 적게 늘어납니다
coach-run-running = 코치 모드: { $moves }수, 비용 { $cost }, 점수 { $score }
coach-run-ended = 코치 모드 종료: { $moves }수, 비용 { $cost }, 점수 { $score }
coach-run-converged = {" "}(더 나은 수 없음)
coach-run-stopped = {" "}(중지됨)
coach-stop = 중지
coach-looking = 코치가 찾는 중…
coach-apply-one = 적용
coach-apply-with = 적용 (앞의 { $count }개 포함)
coach-repairs-head = 이 계획은 무효입니다. 수정 { $count }개로 유효해집니다:
coach-repairs-head-partial = 이 계획은 무효입니다. 수정 { $count }개로 케이스가 허용하는 만큼 유효해집니다(공간이 부족합니다):
coach-repair-all = 모든 수정 적용
coach-nothing = 이 계획의 비용을 낮추는 단일 수가 없습니다. 코치가 더 제안할 것이 없습니다.
coach-next = 다음 최선의 수:
coach-gain-cost = 비용 { $saved } 절감 ({ $before } → { $after }), 점수 { $score }
coach-gain-seconds = 주행 시간 { $seconds }초 절감
coach-gain-spatial = 침범 { $intrusions }건, 경로 교차 { $crossings }건 제거
coach-found-in = 채점기의 작업 스레드에서 채점기 자체 엔진으로 { $ms }밀리초 만에 찾았습니다. 절감액은 이 수를 적용한 뒤 다시 채점한 값과 같습니다.
coach-apply = 이 수 적용
coach-run = 코치 모드: 더 나아지지 않을 때까지 적용
coach-undo = 되돌리기
coach-download = 이 계획 다운로드 (경로 JSON)

## "가장 큰 손실" (site/src/components/coach_kinds.rs).

kinds-title = 가장 큰 손실
kinds-lead = 이 파일이 어디에서 점수를 잃는지, 고치면 얼마나 얻는지: 아래 점수는 모두 채점기가 이 페이지에서 바뀐 파일로 다시 계산한 값입니다({ $ms }밀리초).
kinds-unreadable = 케이스 데이터를 읽을 수 없어 분석할 것이 없습니다.
kinds-data-too-large = 케이스 데이터가 너무 커서 이 페이지에서 분석할 수 없습니다. 명령줄에서 `fde-grade coach`를 실행하세요.
kinds-file-too-large = { $file } 파일이 너무 커서(1 MB 초과) 이 페이지에서 분석할 수 없습니다. 명령줄에서 `fde-grade coach`를 실행하세요.
kinds-not-valid = 이 파일은 여기서 유효하지 않아 점수가 없으므로 분석할 것이 없습니다.
kinds-no-explain = 이 케이스의 엔진은 아직 행별 설명을 지원하지 않아 코치가 행의 순위를 매길 수 없습니다.
kinds-other-case = 이 파일은 다른 케이스로 채점되어 여기서 분석할 것이 없습니다.
kinds-defaulted = 부도
kinds-repaid = 상환
kinds-sc-head = 점수 { $score } (AUC { $auc }, KS { $ks } 기준).
kinds-sc-bands = KS를 제한하는 동점 구간
kinds-sc-no-bands = 부도 고객과 상환 고객이 함께 있는 동점 구간이 없습니다. 동점으로 잃는 점수가 없습니다.
kinds-sc-bands-note = 점수가 같은 고객은 하나의 구간을 이룹니다. KS는 구간 경계에서만 읽고, AUC는 동점을 절반만 맞은 것으로 셉니다. 구간을 나눈다는 것은 그 구간의 부도 고객에게 조금 더 높은 점수(다음 높은 점수까지의 절반)를 주어 상환 고객보다 앞에 두는 것입니다.
kinds-sc-rows = AUC를 가장 많이 깎는 행
kinds-sc-no-rows = 순서가 틀린 행이 없습니다. 모든 부도 고객의 점수가 모든 상환 고객보다 높습니다.
kinds-sc-rows-note = 부도 고객은 자기보다 높게 매겨진 상환 고객마다, 상환 고객은 자기보다 낮게 매겨진 부도 고객마다 AUC를 잃습니다(동점은 절반). 잃은 AUC는 전체 쌍 중 그 비율입니다.
kinds-col-score = 점수
kinds-col-rows = 행 수
kinds-col-ks-if-broken = 나눈 뒤 KS
kinds-col-auc-if-broken = 나눈 뒤 AUC
kinds-col-score-if-broken = 나눈 뒤 점수
kinds-col-gain = 개선
kinds-col-customer = 고객
kinds-col-line = 줄
kinds-col-outcome = 결과
kinds-col-auc-lost = 잃은 AUC
kinds-col-by = 기준
kinds-col-group = 그룹
kinds-col-costs = 손실
kinds-col-score-if-exact = 정확할 때 점수
kinds-col-pred-vs-truth = 예측값 대 정답
kinds-col-share-of = { $loss } 중 비율
kinds-col-type = 유형
kinds-col-to = 대상
kinds-col-cost = 비용
kinds-col-share-cost = 소통 비용 중 비율
kinds-pred-without = 가장 나쁜 1 %의 행({ $scored }행 중 { $rows }행)을 빼면 점수는 { $score }({ $gain })가 됩니다.
kinds-pred-share-of = { $loss } 중 { $share }
kinds-pred-vs = { $name }{ $pred } 대 { $truth }
kinds-pred-head = 점수 { $score } ({ $metric }), 채점된 행 { $rows }개.
kinds-pred-groups = 손실이 가장 큰 그룹
kinds-pred-no-groups = 행을 몇 개의 그룹으로 나눠 비교할 키 열이 없습니다.
kinds-pred-groups-note = 대상 열 또는 키 열의 값으로 묶은 행: 각 그룹이 오차에서 차지하는 몫과, 그 그룹만 정확히 예측했을 때(나머지는 그대로)의 점수입니다.
kinds-pred-rows = 손실이 가장 큰 행
kinds-pred-no-rows = 손실이 있는 채점 행이 없습니다. 모든 예측이 정확합니다.
kinds-up-without = 이 { $lines }줄을 빼면 소통 비용은 { $cost }, 순점수는 { $net }({ $gain })가 됩니다: { $verdict }, { $points }.
kinds-up-ledger-unchecked = {" "}그 로그에 대해서는 원장을 확인하지 않습니다(그 질문을 하지 않은 실행이라면 자기 원장을 서명했을 것입니다).
kinds-up-head = 업리프트 { $uplift }에서 소통 비용 { $cost }를 빼면 순점수 { $net }.
kinds-up-lines = 비용이 가장 큰 질의 로그 줄
kinds-up-no-lines = 소통 비용을 늘리는 질의 로그 줄이 없습니다.
kinds-event-ask = 질문
kinds-event-reply = 자동 응답
kinds-event-inbox = 받은편지함
kinds-event-wait = 대기
kinds-event-pilot = 시범 운영일
kinds-event-other = 기타

## 보고서의 나머지(report.rs), 문제(diagnostics.rs), 내 데이터, 공유.

panels-ms = 밀리초
report-if-repaired-note = 순점수 { $net }에서 { $verdict }: 깨진 줄을 고치면 이 실행이 받을 점수
report-repriced-note = { $label }: 소통 비용 { $cost }, 순점수 { $net } ({ $verdict }), 가격이 다른 줄 { $count }개
report-repriced-label = 서버가 청구했을 금액
report-ledger = 원장
report-ledger-verified = 원장과 대조 확인됨
report-ledger-altered = 변경됨
report-ledger-none = 확인 안 함: 원장 항목이 없어 수정, 추가, 삭제된 질의 로그 줄을 찾을 수 없습니다
report-ledger-not-checked = 확인 안 함: { $why }
diag-none = 파일에 문제가 없습니다. 모든 검사를 통과했습니다.
diag-found = 문제 { $count }개 발견
diag-show-fewer = 접기
diag-show-all = { $count }개 모두 보기
diag-hint = 도움말:
diag-cat-fatal = 치명적
diag-cat-schema = 형식
diag-cat-value = 값
diag-cat-warning = 경고
own-could-not-read = { $file }을(를) 읽을 수 없습니다: { $error }
own-no-such-file = 이 케이스는 { $unknown } 파일을 읽지 않습니다. 읽는 파일: { $names }.
share-the-file = 링크의 파일
share-attempt-too-big = 이 제출 기록의 파일은 너무 커서 보관하지 않았습니다
share-data-unreadable = 케이스 데이터를 읽을 수 없습니다
share-an-attempt = 제출 기록

## 형식 안내 (formats.rs).

formats-routes-json-lists-title = 경로 JSON, 경로마다 목록
formats-routes-json-lists-text = `routes` 목록을 가진 객체 하나. 차량마다 항목 하나이며 빈 경로도 포함합니다(항목 수 = 차량 수). 각 경로는 방문 순서대로 매장 코드를 케이스 데이터의 `网点编码` 열과 같은 표기로 나열합니다. 숫자는 텍스트로 읽습니다(`46`과 `"46"`은 같은 코드지만 사라진 앞자리 0은 다릅니다). 물류센터는 쓰지 마세요. 모든 경로는 그곳에서 출발해 그곳으로 돌아옵니다. BOM 없는 UTF-8로 저장하세요.
formats-routes-json-objects-title = 경로 JSON, 경로마다 객체
formats-routes-json-objects-text = 위와 같지만 각 경로가 객체이고, 그 `customers` 목록에 방문 순서대로 코드를 넣습니다(다른 키는 무시하며, `customers`가 없는 객체는 빈 경로입니다).
formats-routes-csv-stops-title = 경로 CSV, 경유지마다 한 행
formats-routes-csv-stops-text = 머리글 행과 경유지마다 한 행, 쉼표로 구분합니다(세미콜론이나 탭도 인식). 경로 열(`route`, `route_id`, `vehicle`, `vehicle_id`, `truck`, `车辆`, `路线`, …), 매장 코드 열(`store_code`, `store`, `store_id`, `code`, `customer_id`, `网点编码`, …), 그리고 선택적으로 방문 순서 열(`visit_order`, `order`, `seq`, `position`, `顺序`, …). 경로는 처음 나온 순서대로, 경유지는 방문 순서대로(열이 없으면 파일 순서) 읽습니다. 매장 코드가 빈 행은 빈 경로를 뜻합니다.
formats-routes-csv-vehicles-title = 경로 CSV, 차량마다 한 행
formats-routes-csv-vehicles-text = 머리글 행과 차량마다 한 행: 경로 열(위와 같음)과 경유지 열(`stops`, `codes`, `customers`, `stores`, `path`, `网点序列`, …). 경유지 열의 한 칸에 경로의 코드를 방문 순서대로 `;`로 구분해 씁니다(`|`, `->`, `→`, 공백, 또는 따옴표로 감싼 칸 안의 쉼표도 가능).
formats-scorecard-predictions-title = 예측 CSV
formats-scorecard-predictions-text = `customer_id`와 `prob_default` 열이 있는 머리글(이름은 정확히 같아야 하며 대소문자와 공백도 구분, pandas와 같음)과 테스트 세트의 고객마다 한 행, 순서는 자유입니다. `prob_default`는 [0, 1] 범위의 부도 확률입니다(300–850점 척도의 점수는 거부됩니다). 다른 열은 무시합니다.
formats-uplift-result-title = 결과 JSON (케이스 채점기의 출력)
formats-uplift-result-text = JSON 객체 하나. `kpi`(납품한 시스템의 KPI), `kpi_baseline`(바꾸지 않은 시스템의 KPI), `kpi_oracle`(참고 해법의 KPI)는 숫자이며 셋 다 필수입니다. `task`(또는 FDE-Gym의 `engagement`)는 실행의 이름입니다. `incidents`는 목록이며 항목이 하나라도 있으면 업리프트는 0으로 제한됩니다. `contact_cost`는 파일과 함께 질의 로그가 없을 때만 씁니다. 하네스의 전체 결과(`uplift`, `uplift_net`, `discovery`, … 포함)도 읽습니다. 세 KPI 필드가 기준이며 나머지는 다시 계산합니다.
formats-uplift-ask-log-title = 질의 로그 (결과와 함께 끌어 놓기)
formats-uplift-ask-log-text = FDE-Gym 서버가 쓰는 대로 한 줄에 JSON 객체 하나. 이름은 `ask.jsonl`로 하세요(`.jsonl` 또는 `….ask.json`이면 됩니다). 모든 줄에 `to`(사람의 `id`, 또는 `inbox`, `wait`, `pilot`)와 `facts`(텍스트 목록)가 필요합니다. `cost`는 하네스가 그 줄에 매긴 비용(숫자, 없으면 0)이며 소통 비용은 그 합을 소수 4자리로 반올림한 값입니다. `t`(시작부터의 시간), `question`, `topics`, `n_asked`, 대기의 `hours`는 케이스의 사람들로 로그의 가격을 다시 매길 때 읽습니다.
formats-uplift-people-title = 사람 JSON (케이스 데이터: `people.json`)
formats-uplift-people-text = 에이전트가 질문할 수 있는 사람들("내 케이스 데이터 사용"에서 직접 불러올 수 있습니다). `npcs`(또는 `people`)에 나열합니다: `id`(질의 로그의 `to`), `name`, `role`, 질문 한 번의 `cost`. 선택 항목: `soft_limit`(기본 가격의 질문 수, 이후에는 3배), `patience`(답해 주는 질문 수), `off_limits`(true: 항상 기본 가격). 선택 항목 `clock.wait_cost_per_day`, `pilot.cost`(n번째 시범 운영일의 가격), `pilot.max_runs`.
formats-prediction-title = 예측 CSV
formats-the-test-set = 테스트 세트
formats-prediction-about = 쉼표로 구분하고 머리글에 { $columns } 열이 있는 파일. 키({ $key })가 행을 식별합니다. { $test }의 행마다 한 행, 순서는 자유이며 나머지 열에는 예측값을 일반 숫자로 씁니다. 열 이름은 정확히 같아야 합니다(대소문자와 공백 구분). 아래는 유효하게 채점되는 제출 파일 `{ $source }`의 첫 몇 줄입니다.

## The prediction page (prediction.rs).

pred-peek-caption = 정답 파일의 처음 몇 행

## 예측 공식 (prediction.rs, formula_steps).

pred-f-and = {" "}및{" "}
pred-f-or = {" "}또는{" "}
pred-f-in-truth = {" "}(정답 쪽)
pred-f-both-sides = {" "}(양쪽 모두)
pred-f-inf-too = , ±inf도 마찬가지
pred-f-to-numeric = { $cols }은(는) 숫자로 읽습니다(텍스트는 빈 값{ $inf })
pred-f-not-null = { $cols }에 빈 값 없음
pred-f-finite = { $cols }은(는) 유한한 숫자
pred-f-in-set = { $col }은(는) { $values } 중 하나
pred-f-each = { $cols }의 어떤 값도 { $ops }이(가) 아님
pred-f-within = { $col }은(는) [{ $lo }, { $hi }] 범위 안
pred-f-drop-null = { $cols }이(가) 빈 행은 삭제{ $frame }
pred-f-clip = { $col }은(는) [{ $lo }, { $hi }]로 잘라냄(거부하지 않음)
pred-f-cast-int = { $cols }은(는) 정수로 버림{ $frame } (1.7 → 1)
pred-f-to-str = { $cols }은(는) 텍스트로 비교{ $frame }
pred-f-parse-time = { $cols }은(는) 날짜로 읽음{ $frame }
pred-f-unique = ({ $cols }) 중복 없음
pred-f-covers = 정답의 모든 ({ $cols })에 행이 있음
pred-f-no-extra = 정답에 없는 ({ $cols }) 없음
pred-f-join-complete = 모든 정답 행이 예측을 찾음
pred-f-the-reference = 기준값
pred-f-your-value = 내 값
pred-f-guard = {" "}({ $what }이 { $than }보다 크지 않으면 점수는 { $other })
pred-f-shortfall = 정답이 { $threshold }보다 큰 곳의 평균 부족량
pred-f-percentile = 절대 오차의 { $q }번째 백분위수
pred-f-normaliser = {" "}÷ 기준 해법의 `{ $name }`
pred-f-csv-rows = 모든 행에 키와 유한한 숫자가 있음(Python의 csv 모듈과 `float()`가 읽는 방식)
pred-f-csv-keys = 키 중복 없음, 정답의 모든 키에 행이 있고 다른 키는 없음
pred-f-first = 먼저 { $file }은(는) 모든 검사를 통과해야 합니다: { $columns } 열이 있어야 하며{ $checks }. 그렇지 않으면 점수는 0입니다.
pred-f-order-yours = , 내 파일의 순서로
pred-f-order-key = , 키로 정렬하여
pred-f-order-truth = , 정답의 순서로
pred-f-match = 각 정답 행은 { $keys }이(가) 같은 내 행과 짝지어집니다{ $order }.
pred-f-mask-positive = {" "}(정답이 0보다 큰 행만)
pred-f-mask-not-nan = {" "}(정답이 비어 있지 않은 행만)
pred-f-log = {" "}({ $names }은(는) `log(1 + x)`로 비교)
pred-f-nan = {" "}빈 값이나 무한값은 0으로 셉니다.
pred-f-group = `{ $key }`의 그룹마다 { $metric }, 그다음 그룹 평균.{ $nan }
pred-f-combine-mean = 그다음 대상 열의 평균
pred-f-combine-weighted = 그다음 가중합 { $terms }
pred-f-combine-first = 첫 번째 대상 열의 값
pred-f-per-target = 대상 열마다({ $targets }): { $metric }{ $mask }{ $log }; { $combine }.{ $nan }
pred-f-floor = , 최소 { $min }
pred-f-terms = { $targets }{ $mask }{ $log }: { $terms }{ $floor }.{ $nan }
pred-f-metric = { $targets }의 { $metric }{ $mask }{ $log }.{ $nan }
pred-f-objective = 이 오차를 높을수록 좋은 값으로 바꿉니다: 1 ÷ (1 + 오차).
pred-f-score-over = 점수 = 내 값 ÷ 기준값({ $r })
pred-f-score-under = 점수 = 기준값({ $r }) ÷ 내 값
pred-f-score-other = 점수: 내 값과 기준값({ $r }) 비교
pred-f-clamp = , 내 값은 최소 { $min }
pred-f-rounded = ; 소수 6자리로 반올림, 상한 없음: 기준을 넘으면 1보다 큽니다.
pred-m-mae = 평균 절대 오차(MAE)
pred-m-rmse = 평균 제곱근 오차(RMSE)
pred-m-mape = 평균 절대 백분율 오차(MAPE, %)
pred-m-wape = 가중 절대 백분율 오차(WAPE: Σ|오차| ÷ Σ|정답|)
pred-m-one-minus-wape = 1 − WAPE (1 − Σ|오차| ÷ Σ|정답|)
pred-m-smape = 대칭 MAPE
pred-m-r2 = R² (1 − 제곱 오차 ÷ 정답의 분산)
pred-m-mre = 평균 상대 오차
pred-m-weighted-rmse = 정답으로 가중한 RMSE
pred-m-skill = 0 예측 대비 기술 점수(1 − MAE ÷ 평균 |정답|)
pred-m-composite = 여러 지표의 가중합

## 그림 도구 (embed.rs, EmbedTools).

embed-tools-embed = 임베드
embed-tools-export = SVG 내보내기
embed-tools-alone = 그림만 보기 ↗
embed-tools-saved = SVG를 저장했습니다.
embed-tools-nothing = 이 그림에는 아직 내보낼 내용이 없습니다.
embed-tools-copied = 임베드 코드를 복사했습니다.
embed-tools-select = 코드를 선택해 복사하세요.
embed-tools-colours = 색상
embed-tools-light = 밝게 (밝은 페이지용)
embed-tools-dark = 어둡게 (어두운 페이지용)
embed-tools-auto = 자동 (읽는 사람의 시스템 설정)
embed-tools-paste = 이 코드를 페이지에 붙여 넣으세요. 그림은 컨테이너 크기에 맞춰 페이지 너비를 따릅니다.
embed-tools-copy = 복사
embed-tools-dropped = 끌어 놓은 파일은 이 페이지에만 있어 링크에 담을 수 없습니다. 임베드에는 케이스의 예시가 표시됩니다.
pred-metric-composite = 복합 지표
