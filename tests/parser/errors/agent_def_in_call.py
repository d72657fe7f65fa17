map(def f(x): x, y)
