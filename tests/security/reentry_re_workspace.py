# expect: ok
# args: --callback-stress
# stdout: AlphaX BetaX GammaY [('a', 'lpha'), ('b', 'eta')]
# stdout: 5 ['a@b.cc', 'e@f.gg'] True
# stdout: [('ab', 'xy'), ('ab', 'zw'), ('cd', 'xy'), ('cd', 'zw')]
# stdout: 0 1 2
# A search holds the re module's workspace (its match data and frames)
# while a sub() repl, a finditer loop body or an __index__ runs: those
# searching the same pattern again, and collections in between, must not
# share or free what the outer search still uses.
import re

word = re.compile(r"(\w)(\w*)")

def churn():
    return len([[str(i) * 5] for i in range(500)])

def repl(m):
    churn()
    inner = word.sub(lambda k: k.group(1).upper() + k.group(2), m.group(0))
    return inner + word.findall("x y")[m.start() % 2][0].upper()

print(word.sub(repl, "alpha beta gamma"), word.findall("alpha beta"))

email = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
seen = []
def tag(m):
    churn()
    seen.append(email.search(m.group()).group())
    return "<" + email.sub(lambda k: k.group().upper(), m.group()) + ">"
out = email.sub(tag, "x a@b.cc y e@f.gg z")
print(len(out.split()), seen, out == "x <A@B.CC> y <E@F.GG> z")

pairs = []
for a in word.finditer("ab cd"):
    churn()
    for b in word.finditer("xy zw"):
        churn()
        pairs.append((a.group(), b.group()))
print(pairs)

class I:
    def __init__(self, v): self.v = v
    def __index__(self):
        churn()
        word.search("zz top", 1)
        return self.v
print(*[word.search("a b c", I(k)).start() // 2 for k in range(0, 5, 2)])

