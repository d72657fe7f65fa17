def g():
    try:
        raise KeyError("k")
    finally:
        def h(a):
            b = [a]
            b.append(a)
            return b
        print(h(2), {k: [k] for k in "ab"})
try:
    g()
except KeyError:
    print("caught")
