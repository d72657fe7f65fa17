# Bad patterns and misuse: re.error with its position, TypeErrors.
import re

for pattern in ["(unclosed", "a{2,1}", "[z-a]", "*start", r"\q", "(?P<1x>a)", "a)b"]:
    try:
        re.compile(pattern)
    except re.error as e:
        print(repr(pattern), "error:", e, "| pos", e.pos, e.lineno, e.colno)
try:
    re.compile("line1\n(line2")
except re.error as e:
    print("multiline:", e, e.lineno, e.colno)
try:
    re.search(r"\d", 123)
except TypeError as e:
    print("TypeError", e)
try:
    re.compile(re.compile("a"), re.I)
except ValueError as e:
    print("ValueError", e)
m = re.match(r"(a)(b)?", "a")
print(m.group(2), m.groups(), m.groups("-"))
try:
    m.group(3)
except IndexError as e:
    print("IndexError", e)
print(re.error.__name__, issubclass(re.error, Exception))
