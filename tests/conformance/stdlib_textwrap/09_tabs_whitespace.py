import textwrap

row = "Name:\tWidget\tQty:\t12\tPrice:\t3.50"
print(textwrap.wrap(row, 20))
print(textwrap.wrap(row, 20, tabsize=4))
print(textwrap.wrap(row, 20, expand_tabs=False))
print(textwrap.wrap(row, 20, replace_whitespace=False, tabsize=2))
print(textwrap.wrap("line one\nline two\n\nline four", 12))
print(textwrap.wrap("line one\nline two", 12, replace_whitespace=False))
print(textwrap.wrap("   leading and trailing   ", 10))
print(textwrap.wrap("   leading and trailing   ", 10, drop_whitespace=False))
print(textwrap.wrap("a  b  c  d", 3, drop_whitespace=False))
print(textwrap.wrap("x\u00a0y z\u2003w", 3))
print(repr(textwrap.fill("tab\there", 40, expand_tabs=False, replace_whitespace=False)))
print(textwrap.wrap("\tindented start", 10, tabsize=0))
