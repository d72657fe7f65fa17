# Group references in replacement templates and group names in patterns:
# which names are identifiers, numbers, or errors.
import re

word = re.compile(r"(?P<first>\w)(?P<rest>\w*)")
print(word.sub(r"\g<rest>\g<first>ay", "hello world"), word.sub(r"\g<2>-\g<1>", "ab cd"))
for t in [r"\g<²>", r"\g<-1>", r"\g<é>", r"\g<a²>", r"\g<99999999999999999999999>", r"\g<3>", r"\g<_x>", r"\g<0>"]:
    try:
        print(t, repr(word.sub(t, "ab cd")))
    except (re.error, IndexError) as e:
        print(t, type(e).__name__, e)
for p in ["(?P<²>a)", "(?P<é>a)(?P=é)", "(?P<a²>a)", "(?P<٣>a)", "(?P<ǅ>a)", "(?P<_1>a)", "(?P<1a>a)", "(?P<x y>a)"]:
    try:
        print(p, re.compile(p).groupindex)
    except re.error as e:
        print(p, "error:", e)
m = re.match(r"(?P<año>\d{4})-(?P<mes>\d\d)", "2024-05")
print(m.group("año"), m.groupdict(), m.expand(r"\g<mes>/\g<año>"))
