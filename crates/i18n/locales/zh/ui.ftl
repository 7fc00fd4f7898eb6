test-count = { $count } 家{ -store }
-store = 门店

