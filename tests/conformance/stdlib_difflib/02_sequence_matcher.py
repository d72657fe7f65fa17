from difflib import SequenceMatcher

s = SequenceMatcher(None, "abcd efgh ijkl", "abxd efgh mnop ijkl")
print(round(s.ratio(), 4), round(s.quick_ratio(), 4), round(s.real_quick_ratio(), 4))
print(s.get_matching_blocks())
for op in s.get_opcodes():
    print(op)
print(s.find_longest_match(0, 14, 0, 19))
s = SequenceMatcher(lambda c: c == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_matching_blocks()[:3])
a = [1, 2, 3, 4, 5, 6, 7, 8]
b = [1, 2, 9, 4, 5, 7, 8, 10]
sm = SequenceMatcher(a=a, b=b)
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"{tag:8} a[{i1}:{i2}] {a[i1:i2]} b[{j1}:{j2}] {b[j1:j2]}")
print(SequenceMatcher(None, "", "").ratio(), SequenceMatcher(None, "abc", "").ratio())
names = ["Jon Smith", "John Smith", "Jane Smyth", "J. Smith"]
for n in names:
    print(n, round(SequenceMatcher(None, "John Smith", n).ratio(), 3))
long_a = "ab" * 150
long_b = "ba" * 150
print(round(SequenceMatcher(None, long_a, long_b).ratio(), 3), round(SequenceMatcher(None, long_a, long_b, autojunk=False).ratio(), 3))
print(list(SequenceMatcher(None, "qabxcd", "abycdf").get_grouped_opcodes(1)))
