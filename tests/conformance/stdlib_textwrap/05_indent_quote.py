import textwrap

reply = "Thanks for the update.\n\nCan you send the revised budget?\nI need it by Friday.\n"
print(textwrap.indent(reply, "> "), end="")
print("---")
print(repr(textwrap.indent(reply, "> ")))
print(repr(textwrap.indent(reply, "+ ", lambda line: True)))
print(repr(textwrap.indent("a\r\nb\rc\n  \nd", "| ")))
print(repr(textwrap.indent("line one\nline two", "    ", predicate=lambda l: "two" in l)))

report = {"Revenue": 125000, "Costs": 87300.25, "Margin": 0.3016}
body = "\n".join(f"{k}: {v}" for k, v in report.items())
print(textwrap.indent(body, " " * 4))
nested = textwrap.indent(textwrap.fill("A long explanation that needs to be wrapped and then indented as a block.", 30), "  | ")
print(nested)
