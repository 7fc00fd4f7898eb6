## 水电类型在 `fde-grade --format table` 中的一行。
cli-table-hydro = 发电量 { $energy } / 参考值 { $reference }  违反规则 { $violations }

## `fde-grade coach hydro`：帮助中的一行，以及 `--format table`（值已按列宽补齐，保持原样）。
cli-coach-hydro-about = 水电方案：各电站的发电量与其装机容量可发电量之比，差距最大的电站在前，以及各项规则起约束作用的天数
cli-coach-hydro-head = { $file }：得分 { $score }  发电量 { $energy }  每天满发 { $most }  差 { $lost }
cli-coach-hydro-station = 电站 { $station } 发电量 { $energy } / { $most }  差 { $lost }（占总差额的 { $share }%）  出力封顶 { $capped } 天  达水位上限 { $top } 天  达死水位 { $dead } 天  达生态流量 { $eco } 天  爬坡达上限 { $ramp } 次
cli-coach-hydro-river = 电站 { $station } 发电量 { $energy } / { $most }  差 { $lost }（占总差额的 { $share }%）  出力封顶 { $capped } 天  达生态流量 { $eco } 天  爬坡达上限 { $ramp } 次
