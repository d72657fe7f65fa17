print(repr("42".zfill(5)), repr("-42".zfill(5)), repr("+7".zfill(4)), repr("abc".zfill(2)))
print(repr("hi".center(10)), repr("hi".center(9, "*")), repr("odd".center(8, "-")))
print(repr("left".ljust(10, ".")), repr("right".rjust(10, ".")))
print(repr("toolong".ljust(3)), repr("x".rjust(0)))
rows = [("apple", 3), ("banana", 12), ("kiwi", 150)]
for name, qty in rows:
    print(name.ljust(10) + str(qty).rjust(5))
print("TITLE".center(15, "="))
