from string import Template
import string
t = Template("Hello $name, you owe $$${amount:} ${currency}s")
print(t.substitute(name="Ann", amount=5, currency="USD") if False else "")
t = Template("Hello $name, you owe $$$amount in ${currency}s.")
print(t.substitute(name="Ann", amount="5.00", currency="USD"))
print(t.safe_substitute(name="Bob"))
print(t.substitute({"name": "C", "amount": 1}, currency="EUR"))
for bad in [lambda: t.substitute(name="x"), lambda: Template("$ bad").substitute(), lambda: Template("${x").substitute(x=1), lambda: Template("$1").substitute()]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(Template("$a$b ${a}x").get_identifiers() if hasattr(Template, "get_identifiers") else "", Template("$x").is_valid() if hasattr(Template, "is_valid") else "")
class My(Template):
    delimiter = "%"
    idpattern = r"[a-z]+"
print(My("%who likes %what, 100%%").substitute(who="tim", what="ham"))
print(string.ascii_letters, string.digits, string.punctuation, string.hexdigits, string.octdigits, repr(string.whitespace))
print(string.capwords("hello   wORLD  foo"), string.capwords("a-b c-d", "-"))
f = string.Formatter()
print(f.format("{0}-{x:>4}", 1, x="y"), list(f.parse("a{0:>3}b{x!r}c{{")))
print(Template("$who").template, Template.delimiter, Template("${a}").safe_substitute({}))
