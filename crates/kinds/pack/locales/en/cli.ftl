## The pack kind's line of `fde-grade --format table`.
cli-table-pack = ITEM_C { $item_c } / reference { $reference }  rules broken { $violations }
