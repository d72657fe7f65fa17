# expect: error RecursionError
f = lambda: f()
f()
