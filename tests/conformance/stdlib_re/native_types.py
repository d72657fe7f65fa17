import re

# Pattern and Match are made only by the module.
for make in (lambda: re.Pattern(), lambda: re.Match(), lambda: re.Pattern.__new__(re.Pattern),
             lambda: object.__new__(re.Match)):
    try:
        make()
    except TypeError as e:
        print("TypeError", e)
p = re.compile("(a)(b)?")
print(hash(p) == hash(re.compile("(a)(b)?")), p == re.compile("(a)(b)?"), p != re.compile("a"))

# A replacement function's results, good and bad.
print(re.sub("a", lambda m: m.group(0).upper(), "banana"))
print(re.subn("a", lambda m: None, "banana"))
class Dyn:
    pass
n = [0]
def repl(m):
    n[0] += 1
    return Dyn() if n[0] == 2 else "-"
try:
    re.sub("a", repl, "banana")
except TypeError as e:
    print("TypeError", e, n[0])

# Arguments that are objects with __index__.
class I:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        return self.v
print(p.search("xxab", I(1), I(4)), p.match("ab", I(1)), p.findall("aabab", I(1), I(5)))
print(p.split("xaybz", maxsplit=I(1)), p.sub("-", "aaa", count=I(2)))
for bad in ("a", 1.5, None):
    try:
        p.search("ab", bad)
    except TypeError as e:
        print("TypeError", e)

# Copies of immutable objects are the objects themselves.
import copy
m = p.match("ab")
print(copy.copy(p) is p, copy.deepcopy(p) is p, copy.copy(m) is m, copy.deepcopy(m).span())

# Group numbers given by objects with __index__.
m = re.match("(a)(b)", "ab")
print(m.group(I(1)), m[I(2)], m.group(I(0), I(2)), m.span(I(1)), m.start(I(2)), m.end(I(1)))
for k in (1.5, [], None, "zz", I(3)):
    try:
        m.group(k)
    except IndexError as e:
        print("IndexError", e)
class MI(int):
    pass
class S(str):
    pass
m = re.match("(a)(?P<n>b)", "ab")
print(m.group(MI(1)), m.group(True), m.group("n"), m.group(S("n")), m.span(S("n")))
