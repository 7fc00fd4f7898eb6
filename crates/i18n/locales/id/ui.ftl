test-count = { $count } toko
