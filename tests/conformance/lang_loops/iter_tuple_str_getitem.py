# Iterating and indexing tuples and strings, with subclasses whose
# __getitem__ and __iter__ must run, non-ASCII text and indexes out of
# range, and comparisons of strings near the length where they are charged.
class Shout(str):
    def __getitem__(self, i):
        print("getitem", i)
        return "Q"
    def __iter__(self):
        print("iter")
        return iter("zz")

s = Shout("abc")
print(s[0], s[-1])
for ch in s:
    print(ch)

class Pair(tuple):
    def __getitem__(self, i):
        print("tuple getitem", i)
        return 9

t = Pair((1, 2, 3))
print(t[0], t[-1], list(t))
for ch in "héllo":
    print(ch, end=",")
print()
for ch in "hi\x00\x7f":
    print(repr(ch), end=",")
print()
word = "abc"
print(word[0], word[-3], word[2], (1, 2)[True], "ab"[False])
for bad in [lambda: word[3], lambda: word[-4], lambda: (1, 2)[2], lambda: (1, 2)[-3], lambda: "ab"[2**63]]:
    try:
        bad()
    except IndexError as e:
        print("IndexError:", e)
long_a = "x" * 300
long_b = "x" * 299 + "y"
short = "x" * 10
print(long_a < long_b, long_a == long_b, long_a > short, short < long_a, long_a != long_a[:])
print("é" < "z", "z" < "é", "\U0001f600" > "\uffff", "" < "a", "" == "")
it = iter("abc")
print(next(it), list(it), list(it))
it = iter((1, 2))
print(list(it), list(it))

def gen():
    for c in "ab":
        yield c
    for x in (1, 2):
        yield x

print(list(gen()))
