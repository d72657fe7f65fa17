# Scans of a list or tuple for an item (count, index, in) compare with
# __eq__ whenever either side is a str subclass, whatever the lengths and
# hashes; exact strs of different lengths or hashes never match.
class S(str):
    def __eq__(self, other):
        print("eq", str.__str__(self), other)
        return True
    __hash__ = str.__hash__


a = S("abc")
b = "xyzw"
print([b].count(a), [a].count(b), a in ["q"], ["qq", "r"].index(a))
x = S("same")
y = S("diff")
hash(x), hash(y)
print([x].count(y), (y,).count(x), x in (y,))
words = "the cat and the dog and the bird".split()
print({w: words.count(w) for w in set(words)} == {"the": 3, "cat": 1, "and": 2, "dog": 1, "bird": 1})
print(words.count("the"), words.index("dog"), "bird" in words, "birds" in words)
long1 = "x" * 100 + "a"
long2 = "x" * 100 + "b"
hash(long1), hash(long2)
print([long1, long2].count("x" * 100 + "b"), [1, 2.0, True].count(1), [None, "1", 1].index(1))
