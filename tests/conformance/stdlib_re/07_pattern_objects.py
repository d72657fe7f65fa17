# Compiled pattern and match objects: their attributes and reprs.
import re

p = re.compile(r"(?P<key>\w+)=(?P<value>[^;]*)", re.I)
print(p)
print(p.pattern, p.flags, p.groups, p.groupindex)
m = p.search("  user=ann; role=admin;")
print(m)
print(m.group(), m.group(1, 2), m.groups(), m.groupdict(), m.start(), m.end(), m.span(2))
print(m.pos, m.endpos, m.re is p, m.string, m.lastgroup, m.lastindex)
print(m.expand(r"\g<value> is \1"))
print([mm.groupdict() for mm in p.finditer("a=1;b=2;c=")])
print(p.sub(r"\2:\1", "x=1;y=2"), p.split("k=v;rest", maxsplit=1))
print(p.match("  user=ann"), p.match("  user=ann", 2), p.fullmatch("a=b"))
print(re.compile(r"a", re.I) == re.compile(r"a", re.I), re.compile("x", re.X | re.S))
print(isinstance(p, re.Pattern), isinstance(m, re.Match))
