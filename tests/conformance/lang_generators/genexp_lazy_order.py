def noisy(values, name):
    for v in values:
        print(f"  {name} yields {v}")
        yield v


squares = (x * x for x in noisy([1, 2, 3, 4], "src"))
print("genexp built, nothing printed above")
print("first:", next(squares))
big = (s for s in squares if s > 5)
print("next big:", next(big))
print("rest:", list(big))
print("again:", list(squares))
