## `fde-grade coach prediction`: 도움말의 한 줄과 `--format table`(값은 열 너비에 맞춰 채운 그대로).
cli-coach-prediction-about = 예측 케이스: 비용이 가장 큰 행과 그룹, 그리고 가장 나쁜 1% 행을 제외한 점수
cli-coach-prediction-head = { $file }: 점수 { $score }  지표 { $metric }  채점한 행 { $rows }개
cli-coach-without-worst = 가장 나쁜 1%({ $rows }행) 제외 시: 점수 { $score } ({ $gain })
cli-coach-share = { $loss }의 { $share }%
cli-coach-group = 그룹 { $by } { $name } { $rows }행  { $what }  정확하다면: 점수 { $score } ({ $gain })
cli-coach-pair = 예측 { $predicted }, 실제 { $truth }
cli-coach-prediction-row = 행 { $key } { $share }  { $pairs }
cli-coach-loss-absolute = 절대 오차
cli-coach-loss-squared = 제곱 오차
cli-coach-loss-weighted-squared = 실제값 가중 제곱 오차
cli-coach-loss-percent = 절대 백분율 오차
cli-coach-loss-symmetric = 대칭 상대 오차
