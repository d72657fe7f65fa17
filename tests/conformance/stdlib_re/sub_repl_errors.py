# re.sub and subn with replacements that are neither text nor callable:
# refused before any match is looked for, and before the subject is checked.
import re

class Hashless:
    __hash__ = None

class Plain:
    pass

class Caller:
    def __call__(self, m):
        return m.group(0).upper()

cases = [
    ("a", 5, "zzz"),
    ("a", 5, "aaa"),
    ("a", None, "zzz"),
    ("a", ["a"], "a"),
    ("a", {"a": 1}, "a"),
    ("a", (1,), "a"),
    ("a", Hashless(), "a"),
    ("a", Plain(), "a"),
    ("a", 5, 7),
    ("a", "\\q", 7),
    ("(a)", "\\2", 7),
    ("a", "b", 7),
    ("a", Caller(), "banana"),
    ("a", str.upper, "a"),
]
for pattern, repl, subject in cases:
    for fn in (re.sub, re.subn):
        try:
            print(fn.__name__, repr(fn(pattern, repl, subject)))
        except Exception as e:
            msg = str(e).replace(" object at 0x", "@").split("@")[0]
            print(fn.__name__, type(e).__name__, msg)

compiled = re.compile(r"\d+")
for repl in (0, 1.5, True, {"x"}, compiled):
    try:
        print(compiled.sub(repl, "a1b22"))
    except TypeError as e:
        print("TypeError", e)
