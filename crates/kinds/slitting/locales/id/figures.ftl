## Halaman jenis slitting: nama berkasnya.

what-slitting-data = stok koil induk
what-slitting-submission = rencana pemotongan
