## Gambar (site/src/kinds/pack/) dan halaman jenis pack.

what-pack-data = buku kerja muatan
what-pack-submission = rencana pemuatan
format-pack-submission = JSON solusi (placements: sku_id setiap kotak, sudut x, y, z dan ukuran l, w, h dalam meter)
