# The RegexFlag enumeration: members, lookup, composition.
import re

print(re.RegexFlag, type(re.I) is re.RegexFlag, isinstance(re.I, int))
print(list(re.RegexFlag))
print(len(re.RegexFlag), [m.name for m in re.RegexFlag])
print(re.RegexFlag["MULTILINE"], re.RegexFlag(8), re.RegexFlag(10), re.RegexFlag(0))
combined = re.I | re.M | re.S
print(combined.name, combined.value, list(combined), len(combined), re.M in combined, re.X in combined)
print(repr(~re.I), repr(re.RegexFlag(1024)), repr(re.RegexFlag(1026)))
print(re.I == 2, hash(re.I) == hash(2), sorted([re.X, re.I, re.M]), re.I + 1, re.I * 3)
try:
    re.RegexFlag["NOPE"]
except KeyError as e:
    print("KeyError", e)
try:
    re.RegexFlag("x")
except ValueError as e:
    print("ValueError", e)
try:
    print(2 in re.I)
except TypeError as e:
    print("TypeError", e)
