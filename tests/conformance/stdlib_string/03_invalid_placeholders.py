# Validate user-written templates and report where they are broken.
from string import Template

drafts = ["Total: $total", "Price: $ 10", "Hello ${name", "Line one\nline $two and $", "$$ and $$$x",
          "ok ${a} $b", "tab\t$\tx", "$1st place"]
for text in drafts:
    t = Template(text)
    if t.is_valid():
        print(repr(text), "valid", t.get_identifiers())
    else:
        try:
            t.substitute(total=1, name="n", two=2, x=3, a=4, b=5)
        except ValueError as e:
            print(repr(text), "invalid:", e)
