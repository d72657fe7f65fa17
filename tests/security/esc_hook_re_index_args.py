# expect: ok
# args: --callback-stress
# stdout: <re.Match object; span=(2, 3), match='a'> None
# stdout: ['b', 'b', 'b']
# stdout: xbxba ('xbxbaba', 2)
# stdout: ['a', 'a']
# stdout: ('a', 'a') a (1, 2)
# The pos, endpos, count and maxsplit arguments of re functions, and group
# numbers of Match methods,
# call user __index__ that drops garbage and forces collections; each
# argument is converted before the subject string is read.
import re
def churn():
    junk = [[str(i) * 10] for i in range(2000)]
    return len(junk)
class I:
    def __init__(self, v): self.v = v
    def __index__(self):
        churn()
        return self.v
p = re.compile("a")
s = "bbabab"
print(p.search(s, I(1), I(5)), p.match(s, I(0), I(1)))
print(p.split("babab", maxsplit=I(2)))
print(p.sub("x", "ababa", count=I(2)), re.subn("a", "x", "abababa", I(2)))
print(p.findall(s, I(0), I(6)))
m = p.search("bab")
print(m.group(I(0), I(0)), m[I(0)], m.span(I(0)))
