## The pack kind's line of `fde-grade --format table`.
cli-table-pack = ITEM_C { $item_c } / reference { $reference }  rules broken { $violations }

## `fde-grade coach pack`.
cli-coach-pack-about = Container loads: the score's two counts (ITEM_C boxes, the reference's) and the room left for more ITEM_C by weight and by volume, and the free length behind the load
cli-coach-pack-head = { $file }: score { $score } = { $item_c } ITEM_C / { $reference }
cli-coach-pack-weight = weight { $weight } of { $max } kg: room for at most { $more } more ITEM_C
cli-coach-pack-volume = volume { $volume } of { $inner } m³: room for at most { $more } more ITEM_C
cli-coach-pack-limit-weight = the weight limit binds first: a heavier SKU mix will not help, ITEM_C boxes only
cli-coach-pack-limit-volume = the volume binds first: pack tighter (fewer gaps) before anything else
cli-coach-pack-free = free beyond the load: { $length } m of length, { $width } m of width, { $height } m of height (a box must still fit there without overlap)
