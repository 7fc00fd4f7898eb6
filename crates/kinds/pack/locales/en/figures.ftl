## The pack kind's figures (site/src/kinds/pack/) and pages.

what-pack-data = a load workbook
what-pack-submission = a packing plan
format-pack-submission = solution JSON (placements: each box's sku_id, corner x, y, z and size l, w, h in metres)
