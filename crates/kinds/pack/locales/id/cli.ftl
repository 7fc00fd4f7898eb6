## Baris jenis pack pada `fde-grade --format table`.
cli-table-pack = ITEM_C { $item_c } / acuan { $reference }  aturan dilanggar { $violations }
