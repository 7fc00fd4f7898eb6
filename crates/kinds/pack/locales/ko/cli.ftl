## pack 종류의 `fde-grade --format table` 한 줄.
cli-table-pack = ITEM_C { $item_c } / 기준 { $reference }  위반 규칙 { $violations }
