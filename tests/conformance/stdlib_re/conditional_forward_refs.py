# Conditional groups that test a group opened later in the pattern, and the
# errors for groups that never exist.
import re

p = re.compile(r"(?(2)x|<)(a)(b)?")
for s in ["<ab", "<a", "ab", "xab"]:
    m = p.search(s)
    print(repr(s), m and (m.group(), m.groups()))
print(re.findall(r"(?:(?(1)b|a)(c)?)+", "acbcb"), re.sub(r"(?(1)y|x)(z)", "#", "xz yz"))
for pat in [r"(?(3)a)(?(2)b)(x)(y)", r"(?(2)a)(x)", r"(?(2)a)(?P=z)", r"(?(1)a)", r"(?(2)a)(x)(?(3)b)(y)", r"(?(0)a)"]:
    try:
        re.compile(pat)
        print(pat, "compiles")
    except re.error as e:
        print(pat, "error:", e)
