import string
class Upper(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)
    def format_field(self, value, spec):
        if spec.endswith("$"):
            return "$" + format(value, spec[:-1])
        return super().format_field(value, spec)
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
f = Upper()
print(f.format("{0!u} owes {amt:,.2f$} to {who}", "bob", amt=1234.5))
print(f.format("{} {} {x!r:>6}", 1, 2, x="ab"), f.vformat("{a}-{0}", (9,), {"a": 1}))
print(list(string.Formatter().parse("Hi {name!r:>{w}} {{x}} {0[1].y} end")))
print(string.Formatter().get_field("a.b", (), {"a": type("T", (), {"b": 5})()}) if False else "", string.Formatter().format("{:*^9}", "mid"))
for bad in ["{0} {}", "{", "}", "{0!x}", "{:{:{}}}"]:
    try:
        print(string.Formatter().format(bad, 1, 2, 3))
    except (ValueError, IndexError) as e:
        print(repr(bad), type(e).__name__ + ":", e)
    try:
        print(bad.format(1, 2, 3))
    except (ValueError, IndexError) as e:
        print(repr(bad), type(e).__name__ + ":", e)
