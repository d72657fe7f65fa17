import textwrap
para = ("Large language models generate code that must run inside a sandbox. "
        "The sandbox restricts imports, limits memory and time, and reports "
        "errors in the same format as CPython so that the model can fix them.")
print(textwrap.fill(para, width=40))
print("---")
for line in textwrap.wrap(para, width=30, initial_indent="* ", subsequent_indent="  "):
    print(line)
print(textwrap.shorten(para, width=50, placeholder=" [...]"))
print(textwrap.indent("a\nb\n\nc", "> "))
code = """
    def f():
        return 1
"""
print(textwrap.dedent(code))
print(textwrap.wrap("short", 10), textwrap.wrap("", 10))
