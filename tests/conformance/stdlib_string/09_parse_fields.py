# Find which fields a format string needs before rendering it.
from string import Formatter

templates = ["{user} bought {qty:>3} x {item!r} for {price:.2f}",
             "{{escaped}} {0} {1[key]} {2.attr}",
             "{:>{width}} {:{fill}^{w2}}",
             "plain text", ""]
for t in templates:
    fields = []
    for literal, field, spec, conv in Formatter().parse(t):
        if field is not None:
            fields.append((field, spec, conv))
    print(repr(t))
    print("   ", fields)

f = Formatter()
print(f.get_field("0.real", (5,), {}), f.get_field("x[1]", (), {"x": "ab"}), f.get_value(0, ("a",), {}))
print(f.format_field(3.14159, ".3f"), f.convert_field("x", "r"), f.convert_field(1, None))
