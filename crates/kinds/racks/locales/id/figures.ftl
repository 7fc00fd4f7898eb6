## Gambar dan halaman jenis penempatan rak: kata untuk berkasnya.

what-racks-data = daftar server
what-racks-submission = rencana rak
