a = "ab"
b = "\u00e9\u20ac"
print(a + b, b + a, a + "", "" + b)
print(a * 3, 3 * b, a * 0, a * -2, repr(b * 1), "" * 100)
print(True * "x", "y" * False)
c = "x"
c += "y"
c *= 3
print(c, len(c))
print(("-" * 20))
print(len("\U0001f600" * 1000))
