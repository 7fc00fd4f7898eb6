test-count = 매장 { $count }곳
