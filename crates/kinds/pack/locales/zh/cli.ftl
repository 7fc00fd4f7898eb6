## 装箱类在 `fde-grade --format table` 中的一行。
cli-table-pack = ITEM_C { $item_c } / 参考 { $reference }  违规 { $violations }

## `fde-grade coach pack`。
cli-coach-pack-about = 集装箱装载：得分的两个数（ITEM_C 箱数、参考值），按重量和按体积还能再放多少 ITEM_C，以及货物后方的空余长度
cli-coach-pack-head = { $file }：得分 { $score } = { $item_c } 个 ITEM_C / { $reference }
cli-coach-pack-weight = 重量 { $weight } / { $max } 千克：最多还能放 { $more } 个 ITEM_C
cli-coach-pack-volume = 体积 { $volume } / { $inner } 立方米：最多还能放 { $more } 个 ITEM_C
cli-coach-pack-limit-weight = 先卡住的是载重：换更重的货物组合无济于事，只能多放 ITEM_C
cli-coach-pack-limit-volume = 先卡住的是体积：先把箱子摆得更紧（减少空隙）
cli-coach-pack-free = 货物之外的空余：长 { $length } 米、宽 { $width } 米、高 { $height } 米（箱子仍须放得下且互不重叠）
