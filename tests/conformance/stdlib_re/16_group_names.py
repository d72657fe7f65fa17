# Group names: found by name in small and large patterns, str subclasses,
# names that are missing.
import re
m = re.match(r"(?P<a>x)(?P<bb>y)?(z)", "xz")
print(m.group("a"), m.group("bb"), m.span("a"), m.start("bb"), m.groupdict(), m["a"])
class S(str): pass
print(m.group(S("a")))
for k in ["c", "", "aa", "b", 5, -1]:
    try: print(m.group(k))
    except IndexError as e: print("IndexError", e)
big = re.compile("".join("(?P<g%d>%d)" % (i, i % 10) for i in range(20)))
mm = big.match("01234567890123456789")
print(mm.group("g19"), mm.group("g0"), mm.span("g7"))
try: mm.group("g20")
except IndexError as e: print("IndexError", e)
