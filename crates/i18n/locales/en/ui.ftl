## The site's pages and components.

# A probe for the walker's tests (plural select, terms).
test-count = { $count } { $count ->
    [one] { -store }
   *[other] stores
}
-store = store

