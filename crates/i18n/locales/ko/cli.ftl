## 명령줄(`fde-grade --format table`, `fde-grade explain`).

cli-valid = 유효
cli-rejected = 무효
cli-score = 점수
cli-hint = 도움말: { $hint }
cli-more = … 외 { $n }건
cli-explain-category = 분류
cli-explain-message = 메시지
cli-explain-hint = 도움말
cli-explain-what = 의미
cli-explain-why = 이유
cli-explain-example = 예시
cli-explain-also = { $category }(경우에 따라 { $also })
cli-explain-unknown = 진단 코드 `{ $code }`가 없습니다. 가장 가까운 코드: { $nearest }
cli-explain-all = 모든 코드는 `fde-grade explain --all`로 볼 수 있습니다

## 표의 `[...]`에 적힌 진단 위치(값은 그대로).

## `fde-grade coach ... --format table`(값은 열 너비에 맞춰 채운 그대로).
cli-coach-valid = 유효
cli-coach-not-valid = 무효
cli-coach-place = 경로 { $route } { $stop }번째
cli-coach-repair = 수정 { $n }  { $kind } { $store } { $from } { $to } { $why }
cli-coach-repairs-not-enough = 수정해도 유효한 계획이 되지 않습니다(케이스의 여유가 너무 적음)
cli-coach-cost-score = 비용 { $cost }  점수 { $score }
cli-coach-no-move = 비용을 줄이는 이동이 없습니다
cli-coach-suggestion = 제안 { $n }  { $kind } { $stores } 경로 { $from_route } { $from_stop }번째 -> 경로 { $to_route } { $to_stop }번째  절감 { $saved }  ({ $seconds }초, 침범 { $intrusions }건, 교차 { $crossings }건 감소)
cli-coach-move = 이동 { $n }  { $kind } { $stores } 경로 { $from_route } { $from_stop }번째 -> 경로 { $to_route } { $to_stop }번째  절감 { $saved }  ({ $seconds }초, 침범 { $intrusions }건, 교차 { $crossings }건 감소)
cli-coach-after = 이동 { $moves }번 후: 비용 { $cost }  점수 { $score }  ({ $done })
cli-coach-converged = 남은 이동 없음
cli-coach-bound = 이동 횟수 한도 도달

## `fde-grade --format table`의 종류별 수치 줄(첫 줄 다음).
cli-table-routing = 경로 { $routes }  시간 { $time }초  균형 { $balance }  침범 { $intrusions }  교차 { $crossings }  공간 벌점 { $spatial }  비용 { $cost } / 참조값 { $reference }
cli-table-scorecard = AUC { $auc }  KS { $ks }  종합 { $combined }  참조값 { $reference }  { $rows }행(정답의 연체 { $positive }, 정상 상환 { $negative })  동점 구간 { $bands }
cli-table-prediction = 참조값 { $reference }  { $rows }행  정답 { $truth }행 중 { $scored }행 채점
cli-table-target = { $target }: { $value }({ $rows }행)
cli-table-uplift-head = { $file }  과제 { $task }  { $valid }  { $verdict }  포인트 { $points }
cli-table-uplift = KPI { $kpi }(기준선 { $baseline }, 최적 { $oracle })  업리프트 { $uplift }  제한값 { $bounded }  소통 비용 { $cost }  순점수 { $net }
cli-table-uplift-error = 오류: { $why }
cli-table-uplift-repaired = 수정 시: 순점수 { $net }, { $verdict }, 포인트 { $points }
cli-table-uplift-server = 서버가 청구했을 비용
cli-table-uplift-view = { $label }: 소통 비용 { $cost }, 순점수 { $net }, { $verdict }
cli-table-uplift-ledger = 원장: { $status }

## 코치가 수정하는 이유.
cli-repair-depot = 물류센터 코드입니다. 경로는 물류센터를 적지 않아도 물류센터에서 출발해 돌아옵니다
cli-repair-no-match = 케이스에 이 코드와 비슷한 매장이 없습니다
cli-repair-visited = 매장 { $store }을(를) { $n }번 방문합니다. 이 방문을 빼는 것이 가장 저렴합니다
cli-repair-one-route = 매장을 담으려면 계획에 경로가 하나 이상 있어야 합니다
cli-repair-not-visited = 매장 { $store }을(를) 방문하지 않습니다. 여기에 넣으면 시간이 가장 적게 늘어납니다
cli-repair-empty-route = 경로가 { $want }개 필요한데 { $routes }개입니다. 이 경로는 비어 있습니다
cli-repair-merge = 경로가 { $want }개 필요한데 { $routes }개입니다. 경로 { $second }의 경유지를 경로 { $first } 뒤에 잇습니다(시간이 가장 적게 늘어나는 연결)
cli-repair-split = 경로가 { $want }개 필요한데 { $routes }개입니다. 가장 긴 경로의 뒤쪽 절반을 새 경로로 만듭니다
cli-repair-add-route = 경로가 너무 적고 나눌 만큼 긴 경로도 없습니다. 빈 경로도 개수에 포함됩니다
cli-repair-over-capacity = 경로 { $route }이(가) 용량을 넘습니다. 이 매장을 경로 { $target }에 넣으면 시간이 가장 적게 늘어납니다
cli-repair-quotes = 코드 앞뒤에 따옴표나 공백이 있었습니다
cli-repair-decimal = 코드를 소수로 적었습니다
cli-repair-decimal-zeros = 코드를 소수로 적었고 앞의 0도 빠졌습니다
cli-repair-zeros = 코드 앞의 0이 빠졌습니다(스프레드시트가 코드를 숫자로 읽음)
cli-repair-case = 코드가 대소문자만 다릅니다
cli-repair-slips = 코드가 이 매장 코드와 입력 실수 { $n }개만큼 다르고, 다른 매장과는 가깝지 않습니다
cli-table-uplift-harness = 하네스가 이 실행을 채점할 수 없습니다: { $message }
cli-table-ledger-none = 확인하지 않음: 원장 항목이 없어 수정, 추가 또는 삭제된 질의 로그 줄을 찾을 수 없습니다
cli-table-ledger-verified = 원장과 대조해 확인함
cli-table-ledger-unverified = 검증되지 않음: 이 실행은 원장이 생기기 전에 만들어졌습니다
cli-table-ledger-altered = 변경됨
cli-table-ledger-not-checked = 확인하지 않음: { $why }

## Why a run stops (stderr, exit 2), and warnings; after `fde-grade: `. Paths, flags and codes as they are.
cli-warning = 경고: { $warning }
cli-error-cannot-read = { $path }을(를) 읽을 수 없습니다: { $why }
cli-error-cannot-list = { $path }의 파일 목록을 읽을 수 없습니다: { $why }
cli-error-cannot-write = { $path }에 쓸 수 없습니다: { $why }
cli-error-io-not-found = 파일이나 디렉터리가 없습니다
cli-error-io-denied = 권한이 없습니다
cli-error-io-is-dir = 디렉터리입니다
cli-error-io-not-dir = 경로의 일부가 디렉터리가 아닙니다
cli-error-wrong-kind = { $file }은(는) { $kind } 케이스이며 { $want } 케이스가 아닙니다
cli-error-needs-data = { $kind }에는 --{ $role } { $name }이(가) 필요합니다(또는 이를 지정한 --case)
cli-error-no-submission = 제출 파일이 없습니다
cli-error-aggregate = --aggregate는 uplift 결과에만 씁니다
cli-error-aggregate-coach = --aggregate는 채점용이며 코치에는 쓸 수 없습니다
cli-error-server-coach = --format server는 채점용이며 코치에는 쓸 수 없습니다
cli-error-coach-routing = coach routing에는 routing 케이스가 필요합니다
cli-error-not-a-plan = { $file }을(를) 경로 계획으로 읽을 수 없어 코치할 내용이 없습니다:
cli-error-not-scored = { $file }은(는) 유효하게 채점되지 않아({ $verdict }) 점수가 없으므로 코치할 내용이 없습니다. 채점해서 이유를 확인하세요
cli-error-no-explanation = { $file }: 이 케이스의 채점 엔진은 아직 행별 설명을 지원하지 않아 코치가 행의 순위를 매길 수 없습니다
cli-error-not-built = 이 빌드에는 coach { $kind }이(가) 없습니다
cli-error-refused = 파일 { $n }개는 채점하지 않았습니다: 서버가 이 파일을 읽는 방식을 채점기가 재현할 수 없습니다(보고서의 case/unsupported)
cli-error-located = { $location }: { $what }
cli-error-with-hint = { $what } ({ $hint })
