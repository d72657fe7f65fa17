s = "a\u00e9\u20ac\U0001f600"
for c in s:
    print(repr(c), len(c), ord(c))
print(list(s), tuple("xy"), len(s), len(""), list(reversed(s)))
print([c.upper() for c in "abc"], sorted("cba"), "".join(reversed("hello")))
print(list(enumerate("ab")), dict(zip("ab", "cd")))
