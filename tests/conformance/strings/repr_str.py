samples = ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "new\nline", "back\\slash", "", "\x00\x7f", "é"]
for s in samples:
    print(repr(s), len(s))
print(str("x"), repr(repr("x")))
print([s for s in samples[:4]])
print(("a", "b"))
print({"k": "v's"})
