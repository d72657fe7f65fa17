from string import Template, Formatter, ascii_letters, digits, capwords, punctuation, hexdigits
from pprint import pprint, pformat, pp
t = Template("Dear $name, your order #${order_id} of $$${amount} ships $when.")
print(t.substitute(name="Ann", order_id=42, amount="19.99", when="today"))
print(t.safe_substitute(name="Bob"))
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError:", e)
try:
    Template("bad $ sign").substitute()
except ValueError as e:
    print("ValueError:", e)
print(Template("$a$b").substitute({"a": 1}, b=2), Template("${x}y").template, Template("$x").get_identifiers() if hasattr(Template, "get_identifiers") else "")
print(Template("$who likes $what and $who").get_identifiers(), Template("$ok ${ok2} $$ $").is_valid())
class Pct(Template):
    delimiter = "%"
print(Pct("100%% of %name").substitute(name="x"))
print(capwords("hello   wORLD  again"), capwords("a-b c-d", "-"), len(ascii_letters + digits), hexdigits, punctuation[:10])
print(list(Formatter().parse("Hi {name!r:>10} and {0} {{x}} end")))
data = {"users": [{"id": i, "name": n, "roles": ["admin", "dev"][: i % 3], "meta": {"active": i % 2 == 0, "score": i * 1.5}} for i, n in enumerate(["ann", "bob", "cy"])], "total": 3, "tags": {30, 1, 2}, "t": (1, 2)}
pprint(data)
pprint(data, width=40, sort_dicts=False)
pprint(data, depth=2)
pprint(data, compact=True, width=60)
print(pformat(list(range(30)), width=40))
print(pformat({"k" * 30: "v" * 50, "short": [1, 2]}, indent=2))
pp({"z": 1, "a": {"nested": [1, 2, 3]}})
pprint("a long string " * 8, width=50)
pprint([("tuple", 1), ("x" * 40, 2)], width=30)
pprint({i: chr(97 + i) * i for i in range(8)}, width=30)
pprint([[1, 2, [3, 4, [5, [6, [7]]]]]], depth=3)
pprint(frozenset(range(5))); pprint(set()); pprint({}); pprint(()); pprint([[]])
