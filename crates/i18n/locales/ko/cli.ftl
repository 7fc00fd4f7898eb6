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
cli-explain-english = (설명은 영어로 되어 있습니다.)
