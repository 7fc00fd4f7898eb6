## 纵剪类型在 `fde-grade --format table` 中的一行。
cli-table-slitting = 断刀 { $cuts }  余料率 { $scrap } / 参考值 { $reference }

## `fde-grade coach slitting`：帮助行与 `--format table`（数值已按数据补齐宽度）。
cli-coach-slitting-about = 纵切方案：少切一刀与零废料哪个对得分帮助更大，然后是废料最多的切割
cli-coach-slitting-head = { $file }：得分 { $score }  切割 { $cuts } 次（目标 { $target }）  废料 { $scrap } kg / 共 { $weight } kg
cli-coach-slitting-fewer = 少切一刀：得分 { $score }（+{ $gain }）
cli-coach-slitting-clean = 零废料：得分 { $score }（+{ $gain }）
cli-coach-slitting-most-cuts = 切割次数最费分：少切一刀比废料全无加分更多
cli-coach-slitting-most-scrap = 废料最费分：零废料比少切一刀加分更多
cli-coach-slitting-cut = 切割 { $cut } 母卷 { $coil } 条宽合计 { $used } / { $width } mm  废料 { $scrap } kg（占废料 { $share }%）
