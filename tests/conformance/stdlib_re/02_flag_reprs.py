# Log which flags a pattern table uses: the flag values print by name.
import re

patterns = [
    (r"^error", re.IGNORECASE | re.MULTILINE),
    (r"\d+ # digits", re.VERBOSE),
    (r"a.b", re.DOTALL),
    (r"\w+", re.ASCII),
    (r"plain", 0),
    (r"x", re.NOFLAG),
]
for text, flags in patterns:
    print(f"{text!r:16} {flags!r:32} {str(flags):32} {int(flags)}")
print(re.I, re.M, re.S, re.X, re.A, re.U, re.L, re.T, re.DEBUG)
print(repr(re.I | re.M | re.S), repr(re.IGNORECASE & re.I), repr(re.I ^ re.I), repr(re.M | 2))
print(f"{re.I|re.X}", "%s / %d / %r" % (re.M, re.M, re.M), format(re.S, "d"), format(re.S, ">6"))
compiled = re.compile(r"^warn", re.I | re.M)
print(compiled, compiled.flags, compiled.flags & re.I == re.I)
