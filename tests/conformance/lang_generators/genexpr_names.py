# A generator expression's name, as tracebacks and reprs show it.
squares = (n * n for n in range(4))
print(squares.__name__, squares.__qualname__, repr(squares).split(" at ")[0])


def evens(limit):
    return (n for n in range(limit) if n % 2 == 0)


gen = evens(6)
print(gen.__qualname__, list(gen))
print(sum(x for x in [1, 2, 3]), [g.__name__ for g in [(c for c in "ab")]])
