## 机柜上架类型在 `fde-grade --format table` 中的一行。
cli-table-racks = 成本 { $cost } / 参考值 { $reference }  服务器 { $servers }

## `fde-grade coach racks`：帮助行与 `--format table`（数值已按数据补齐宽度）。
cli-coach-racks-about = 机柜方案：成本拆成五项，各项占比及去掉该项后的得分，然后是成本最高的已上架服务器
cli-coach-racks-head = { $file }：得分 { $score }  成本 { $cost }  参考 { $reference }  未分配 { $unassigned }
cli-coach-racks-term = { $term } { $cost }（占成本 { $share }%）  去掉此项得分 { $without }
cli-coach-racks-term-power = 剩余功率
cli-coach-racks-term-slot = 槽位高度
cli-coach-racks-term-lit = 新开机柜
cli-coach-racks-term-nic = 网卡权重
cli-coach-racks-term-unassigned = 未分配
cli-coach-racks-server = 服务器 { $server } 机柜 { $rack } 槽位 { $pos } 批次 { $batch }  成本 { $cost }
