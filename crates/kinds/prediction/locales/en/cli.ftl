## `fde-grade coach prediction`: its line of help, and `--format table` (values come padded, as data).
cli-coach-prediction-about = Prediction cases: the rows and groups that cost the most, and the score without the worst 1% of rows
cli-coach-prediction-head = { $file }: score { $score }  metric { $metric }  { $rows } rows scored
cli-coach-without-worst = without the worst 1% ({ $rows } rows): score { $score } ({ $gain })
cli-coach-share = { $share }% of the { $loss }
cli-coach-group = group { $by } { $name } { $rows } rows  { $what }  if exact: score { $score } ({ $gain })
cli-coach-pair = { $predicted } vs { $truth }
cli-coach-prediction-row = row { $key } { $share }  predicted { $pairs }
cli-coach-loss-absolute = absolute error
cli-coach-loss-squared = squared error
cli-coach-loss-weighted-squared = truth-weighted squared error
cli-coach-loss-percent = absolute percentage error
cli-coach-loss-symmetric = symmetric relative error
