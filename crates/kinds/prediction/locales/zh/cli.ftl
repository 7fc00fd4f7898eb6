## `fde-grade coach prediction`：帮助中的一行，以及 `--format table`（值已按列宽补齐，保持原样）。
cli-coach-prediction-about = 预测案例：代价最大的行和分组，以及去掉最差 1% 的行后的得分
cli-coach-prediction-head = { $file }：得分 { $score }  指标 { $metric }  计分 { $rows } 行
cli-coach-without-worst = 去掉最差的 1%（{ $rows } 行）：得分 { $score }（{ $gain }）
cli-coach-share = 占{ $loss }的 { $share }%
cli-coach-group = 分组 { $by } { $name } { $rows } 行  { $what }  若完全准确：得分 { $score }（{ $gain }）
cli-coach-pair = 预测 { $predicted }，实际 { $truth }
cli-coach-prediction-row = 行 { $key } { $share }  { $pairs }
cli-coach-loss-absolute = 绝对误差
cli-coach-loss-squared = 平方误差
cli-coach-loss-weighted-squared = 按真实值加权的平方误差
cli-coach-loss-percent = 绝对百分比误差
cli-coach-loss-symmetric = 对称相对误差
