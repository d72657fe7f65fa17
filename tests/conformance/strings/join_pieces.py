# Joining pieces of every length with separators of every length.
pieces = ["x" * k for k in range(20)] + ["é", "☕☕", "", "naïve"]
for sep in ("", " ", ", ", "\n", "-" * 7, "=" * 16, "~" * 17, "→", " ☕ "):
    joined = sep.join(pieces)
    print(len(joined), repr(joined[:40]), repr(joined[-25:]), joined.count(sep) if sep else 0)
print("".join([]), "|".join(["only"]), "+".join(("a", "b")), ".".join(str(i) for i in range(12)))
words = ["w%d" % (i % 97) for i in range(5000)]
text = " ".join(words)
print(len(text), text[:30], text.split() == words)
try:
    print(",".join(["a", 1]))
except TypeError as e:
    print("TypeError:", e)


class S(str):
    pass


print("-".join([S("a"), "b", S("c")]), type(" ".join([S("z")])).__name__)
