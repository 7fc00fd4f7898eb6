## 装箱类在 `fde-grade --format table` 中的一行。
cli-table-pack = ITEM_C { $item_c } / 参考 { $reference }  违规 { $violations }
