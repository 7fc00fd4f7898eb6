## The routing kind's diagnostics: one message per code (`routing/...` is `routing-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## routing
routing-missing-file = { $file } 파일을 읽을 수 없습니다: { $reason }
routing-missing-file-hint = 경로를 확인하세요. 채점기에는 routes.json(또는 CSV) 파일이 필요합니다.
routing-empty-file = { $file } 파일이 비어 있습니다
routing-empty-file-hint = {"{"}"routes": [["S1", "S2"], ...]{"}"} 같은 routes.json이나 경유지 CSV를 제출하세요.
routing-not-json = { $file }은 올바른 JSON이 아닙니다: { $problem }({ $line }번째 줄, { $column }번째 열)
routing-not-json-hint = JSON 검사기로 파일을 확인하세요. 형식은 {"{"}"routes": [["S1", "S2"], ...]{"}"} 이어야 합니다.
routing-no-routes-list = { $file }에 `routes` 키가 없습니다
routing-no-routes-list-hint = 최상위 객체에 `routes` 목록이 있어야 합니다: {"{"}"routes": [["S1", "S2"], ...]{"}"}.
routing-bad-route-item = 경로 { $route }(인덱스 { $index })가 { $type }입니다. 각 경로는 매장 코드 목록이거나 `customers` 목록이 있는 객체여야 합니다
routing-bad-route-item-hint = 각 경로를 ["S1", "S2", ...] 또는 {"{"}"customers": ["S1", "S2", ...]{"}"}로 쓰세요.
routing-csv-no-rows = { $file }에 머리글만 있고 행이 없어 경로가 없습니다
routing-csv-no-rows-hint = 머리글 아래에 경유지(또는 차량)마다 한 행을 추가하세요: { $accepted }.
routing-csv-columns = { $file }: 머리글({ $header })에 매장 코드 열이나 경유지 열이 없습니다
routing-csv-columns-hint = { $accepted }을(를) 사용하세요.
routing-csv-route-id = { $line }번째 줄에 경로 ID가 없습니다
routing-csv-route-id-hint = 모든 행에 해당 경로(차량)의 ID가 있어야 합니다.
routing-csv-visit-order = { $line }번째 줄: 방문 순서 `{ $value }`가 숫자가 아닙니다
routing-csv-visit-order-hint = 방문 순서는 경로마다 숫자(1, 2, 3, ...)여야 합니다.
routing-depot-in-route = 경로 { $route }(인덱스 { $index }), 경유지 { $stop }: `{ $code }`는 물류센터 코드입니다. 경로에 물류센터를 넣으면 안 됩니다
routing-depot-in-route-hint = 경로는 물류센터에서 출발해 물류센터로 돌아옵니다. 앞뒤에 물류센터 없이 매장만 쓰세요.
routing-unknown-store = 경로 { $route }(인덱스 { $index }), 경유지 { $stop }: 매장 코드 `{ $code }`가 customers.csv에 없습니다{ $why }
routing-unknown-store-hint = 오타, 불필요한 문자, 다른 케이스의 코드가 아닌지 확인하세요.
routing-missing-store = 매장 { $code }를 방문하는 경로가 없습니다
routing-missing-store-hint = 모든 매장은 정확히 한 번 방문해야 합니다. { $code }를 경로에 추가하세요(customers.csv { $line }번째 줄).
routing-duplicate-store = 매장 `{ $code }`가 { $count }번 나옵니다({ $places })
routing-duplicate-store-hint = 각 매장은 모든 경로를 통틀어 한 번만 나와야 합니다. 중복을 지우세요.
routing-over-capacity = 경로 { $route }(인덱스 { $index })의 적재량이 { $load } kg로 적재 용량 { $capacity } kg을 { $over } kg 넘습니다
routing-over-capacity-hint = 이 경로의 매장 일부를 여유가 있는 경로로 옮기세요.
routing-route-count = 경로가 { $n }개입니다. 정확히 { $vehicles }개가 필요합니다
routing-route-count-hint = 경로를 { $missing }개 더 추가하세요. 빈 경로 []도 허용되며 개수에 포함됩니다.
routing-not-measured = 경로 { $routes }개, 경유지 { $stops }개는 이 케이스의 차량 { $vehicles }대, 매장 { $stores }개보다 훨씬 많습니다. 계획은 검사했지만 거리는 계산하지 않았습니다
routing-crossings-uncounted = 경로가 최소 { $found }번 교차합니다. 나머지와 상관없이 점수가 0으로 반올림되므로 탐색을 여기서 멈췄고, 교차 수, 공간 패널티, 비용은 제공하지 않습니다
routing-crossings-uncounted-hint = 서로 교차하지 않는 경로는 창고를 중심으로 한 부채꼴 모양입니다. 매장을 창고 기준 각도로 정렬한 뒤 그 순서를 경로로 나누세요.
## 일부 코드의 다른 문장(codes.rs, VARIANTS).
routing-bad-route-item-customers = 경로 { $route }(인덱스 { $index }): `customers`가 { $type }입니다. 서버가 이를 순회하다 TypeError를 발생시킵니다({ $error })
routing-csv-columns-no-route = { $file }: 매장 코드 열은 있지만 경로/차량 열이 없습니다
routing-csv-visit-order-twice = 경로 { $route }: 방문 순서 { $value }가 두 번 쓰여({ $first_line }번째 줄과 { $line }번째 줄) 경유지 { $a }와 { $b }의 순서가 모호합니다
routing-csv-visit-order-hint-twice = 경로의 경유지마다 서로 다른 방문 순서를 주세요.
routing-no-routes-list-top-list = { $file }의 최상위가 `routes` 목록이 있는 객체가 아니라 목록입니다
routing-no-routes-list-case = { $file }에 `routes` 키가 없습니다(`{ $found }`가 있음. 키는 대소문자와 공백을 구분합니다)
routing-no-routes-list-not-list = { $file }의 `routes`가 목록이 아니라 { $type }입니다
routing-no-routes-list-in-list = { $file }의 최상위가 텍스트 "routes"를 담은 목록입니다. 서버의 `submission["routes"]`가 TypeError를 발생시킵니다({ $error })
routing-no-routes-list-top = { $file }의 최상위가 { $type }입니다. 서버의 `"routes" in submission`이 TypeError를 발생시킵니다({ $error })
routing-no-routes-list-hint-wrap = 목록을 감싸세요: {"{"}"routes": [...]{"}"}.
routing-no-routes-list-hint-list = `routes`는 경로의 목록이어야 하고, 각 경로는 매장 코드 목록이어야 합니다.
routing-not-json-hint-bom = 파일을 BOM 없는 UTF-8로 저장하세요(Excel이나 메모장에서 "UTF-8 with BOM"이 아닌 "UTF-8"). Python의 json.load는 이 표시를 거부합니다.
routing-route-count-one = 경로가 { $n }개입니다. 정확히 { $vehicles }개가 필요합니다
routing-route-count-hint-merge = 경로를 합치세요. 정확히 { $vehicles }개가 필요합니다.

## Where a problem is: a route (counted from 1, its index from 0), a stop, a store.
loc-route = 경로 { $route }(인덱스 { $index })
loc-stop = 경유지 { $stop }
loc-store = 매장 { $store }
