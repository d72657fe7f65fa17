transforms = [lambda s: s.strip(), lambda s: s.lower(), lambda s: s.replace(" ", "_")]
text = "  Hello World  "
for t in transforms:
    text = t(text)
    print(repr(text))

pair_sum = lambda a, b: a + b
print(pair_sum(2, 3))
pairs = [(1, 2), (3, 4)]
print([pair_sum(*p) for p in pairs])
print(list(map(pair_sum, pairs)))
