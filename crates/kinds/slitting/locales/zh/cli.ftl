## 纵剪类型在 `fde-grade --format table` 中的一行。
cli-table-slitting = 断刀 { $cuts }  余料率 { $scrap } / 参考值 { $reference }
