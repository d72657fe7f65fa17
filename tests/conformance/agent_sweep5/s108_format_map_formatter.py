import string
from collections import defaultdict
class SafeDict(dict):
    def __missing__(self, key):
        return "{" + key + "}"
print("{name} is {age} years, {unknown}".format_map(SafeDict(name="Ann", age=30)))
print("{a} {b}".format_map(defaultdict(lambda: "?", a=1)))
print("{0.real} {0.imag} {1[0]} {2[key]} {2[key]!r:>6}".format(3 + 4j, [9], {"key": "v"}))
print("{:{fill}{align}{width}}".format("x", fill="*", align="^", width=7), "{0:{1}}".format("y", 4) + "|")
class Upper(string.Formatter):
    def format_field(self, value, spec):
        if spec == "u":
            return str(value).upper()
        return super().format_field(value, spec)
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
f = Upper()
print(f.format("{x:u} {y} {0:>4}", 7, x="hello"), list(string.Formatter().parse("a{b:c!r}d{}{{e}}")))
print(string.Formatter().vformat("{0}-{k}", (1,), {"k": 2}), string.Template("$a ${b}c $$").substitute({"a": 1, "b": 2}))
class T(string.Template):
    delimiter = "%"
print(T("%x and %{y}").safe_substitute(x=1), string.Template("$a $b").get_identifiers() if hasattr(string.Template, "get_identifiers") else None)
try:
    "{0[}".format([1])
except ValueError as e:
    print(e)
try:
    "{a.b}".format(a=1)
except AttributeError as e:
    print(e)
try:
    "{0}".format_map([1])
except Exception as e:
    print(type(e).__name__, e)
print("{!a}".format("é"), "{0!r:^9}".format(1.5), "{:>{}}".format("z", 3), "{{}}{}".format(1))
