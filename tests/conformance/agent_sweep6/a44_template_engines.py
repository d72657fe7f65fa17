import string
import re

class PercentTemplate(string.Template):
    delimiter = "%"
    idpattern = r"[a-z][_a-z0-9]*"

class BraceOnly(string.Template):
    braceidpattern = r"[A-Z]+"

class StrictFormatter(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            raise KeyError(f"template variable {key!r} is missing")
        return super().get_value(key, args, kwargs)
    def format_field(self, value, spec):
        if spec == "upper":
            return str(value).upper()
        if spec.startswith("money"):
            return f"${value:,.2f}"
        return super().format_field(value, spec)
    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)

t = string.Template("Dear $name, your order ${order_id} ships $$free on $date.")
print(t.substitute(name="Ann", order_id=42, date="Mon"))
print(t.safe_substitute({"name": "Bo"}))
print(t.get_identifiers(), t.is_valid(), t.template[:9])
try:
    t.substitute(name="Cy")
except KeyError as e:
    print("KeyError:", e)
try:
    string.Template("cost: $5").substitute()
except ValueError as e:
    print("ValueError:", e)
print(string.Template("$a$b ${a}x $").safe_substitute(a=1), string.Template("$x").substitute({"x": 1}, x=2))
pt = PercentTemplate("Hello %user_name, you have %count items (%%)")
print(pt.substitute(user_name="zed", count=3), pt.pattern.pattern.count("%"))
bt = BraceOnly("${NAME} and $lower and ${ID}")
print(bt.safe_substitute(NAME="N", ID=7, lower="l"))
f = StrictFormatter()
print(f.format("{name:upper} owes {amount:money} ({status!l})", name="ann", amount=1234.5, status="OVERDUE"))
print(f.format("{0} + {0} = {1}", 2, 4), f.vformat("{x}-{y}", (), {"x": 1, "y": 2}))
try:
    f.format("{missing}")
except KeyError as e:
    print("KeyError:", e)
print(list(string.Formatter().parse("Total: {total:>10.2f} for {user.name!r} at {items[0]}")))
print(string.Formatter().get_field("a.b", (), {"a": type("X", (), {"b": 5})()}))
fields = [fname for _, fname, _, _ in string.Formatter().parse("{a} {b.c} {d[0]} {{literal}}") if fname]
print(fields, re.findall(r"\{(\w+)", "{a} {b.c} {d[0]}"))
print(string.capwords("hello   wORLD-wide  web"), string.capwords("a_b c_d", "_"))
print(string.ascii_uppercase[:5], string.digits, string.octdigits, repr(string.printable[-6:]))
