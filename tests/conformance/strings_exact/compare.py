pairs = [("a", "b"), ("abc", "ab"), ("", "a"), ("\u00e9", "z"), ("\u00e9", "\u20ac"),
         ("\U0001f600", "\uffff"), ("Z", "a"), ("same", "same"), ("a\x00", "a")]
for x, y in pairs:
    print(repr(x), repr(y), x < y, x <= y, x == y, x != y, x > y, x >= y)
print(sorted(["b", "\u00e9", "a", "B", "\U0001f600", "\u20ac", ""]))
print(max("hello"), min("h\u00e9llo"))
print("a" == 1, "1" != 1)
