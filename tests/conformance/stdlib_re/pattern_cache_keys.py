# Module-level functions and re.compile share a cache of compiled
# patterns: the same text with other flags, a str subclass, and purge.
import re

print(re.search(r"a+", "xaay"), re.search(r"A+", "xaay", re.I), re.search(r"a+", "xaay", 0))
p1 = re.compile("ab")
p2 = re.compile("ab")
p3 = re.compile("ab", re.I)
print(p1 is p2, p1 is p3, p1.flags, p3.flags, p3.match("AB"))
re.purge()
print(re.compile("ab") is p1, re.compile("ab").pattern)

class Pat(str):
    pass

print(re.search(Pat("b+"), "abbc"), re.compile(Pat("b")) is re.compile("b"))
print(re.compile(Pat("b"), re.I) is re.compile("b", re.I))
print(re.findall(r"\w+", "héllo wörld", re.ASCII), re.findall(r"\w+", "héllo wörld"))
try:
    re.compile(p1, re.I)
except ValueError as e:
    print("ValueError:", e)
lines = ["id=1 ok", "id=22 fail", "x", "id=333 ok"]
print([m.group(1) for line in lines if (m := re.search(r"id=(\d+)", line))])
print(sum(1 for line in lines if re.search("ok|fail", line)), re.sub("a", "b", "aaa", 2))
