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
cli-loc-sep = {", "}
cli-loc-line = { $line }번째 줄
cli-loc-line-column = { $line }번째 줄 { $column }번째 열
cli-loc-field = 필드 `{ $field }`
cli-loc-route = 경로 { $route }(인덱스 { $index })
cli-loc-stop = 경유지 { $stop }
cli-loc-store = 매장 { $store }
cli-loc-id = ID { $id }
