values = [
    "plain", "it's", 'say "hi"', "both ' and \"", "tab\tnew\nline", "back\\slash",
    "héllo", "日本", "😀", "\x00\x1f\x7f", "\u200b", "\xa0", "\ud7ff",
    1, -1, 10 ** 30, 0.1, 1e-8, 1e16, 123456789.0, -0.0, float("inf"),
    True, None, [], (), {}, (1,), [1, [2, (3, "x")]], {"k": [1.5, None]},
]
for v in values:
    print(repr(v))
print(repr(values[:6]))
print(str(values[:3]), repr(repr("a'b")))
print(repr("a") + repr(1) + str("a"))
