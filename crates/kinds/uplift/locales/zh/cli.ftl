## `fde-grade coach uplift`：帮助中的一行，以及 `--format table`（值已按列宽补齐，保持原样）。
cli-coach-uplift-about = 增益运行：沟通成本最高的询问日志行，以及去掉这些行后的净得分
cli-coach-uplift-head = { $file }：增益 { $uplift }  沟通成本 { $cost }  净得分 { $net }  { $verdict }
cli-coach-no-line = 询问日志中没有增加沟通成本的行
cli-coach-uplift-line = 第 { $line } 行  { $type } { $to } 成本 { $cost }（占沟通成本的 { $share }%）
cli-coach-uplift-without = 去掉这 { $lines } 行后：沟通成本 { $cost }  净得分 { $net }（{ $gain }）  { $verdict }
cli-coach-verdict-incident = 有事故
cli-coach-verdict-accepted = 通过
cli-coach-verdict-rejected = 未通过
cli-coach-verdict-error = 出错
