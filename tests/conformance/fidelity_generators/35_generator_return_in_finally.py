# A generator whose finally yields one more value when run to the end.
def with_footer(rows):
    try:
        for r in rows:
            yield "row " + r
    finally:
        print("  (finally reached)")
    yield "footer"


print(list(with_footer(["a", "b"])))
g = with_footer([])
print(next(g))
print(next(g, "end"))


def counted(items):
    n = 0
    try:
        for it in items:
            n += 1
            yield it
    finally:
        print("  counted", n)


print(sum(counted([1, 2, 3])), sorted(counted("cab")), max(counted([4, 9, 2])))
