import textwrap

cases = [
    lambda: textwrap.wrap("some text", width=0),
    lambda: textwrap.fill("some text", width=-5),
    lambda: textwrap.shorten("some text", 0),
    lambda: textwrap.wrap("some text", 5, max_lines=1, placeholder=" [truncated]"),
    lambda: textwrap.wrap("some text", 10, max_lines=2, subsequent_indent="      ", placeholder="...."),
    lambda: textwrap.shorten("Hello world", 3),
    lambda: textwrap.wrap(None),
    lambda: textwrap.wrap(12345, 3),
    lambda: textwrap.wrap("text", width="10"),
    lambda: textwrap.dedent(None),
    lambda: textwrap.indent(None, "> "),
    lambda: textwrap.TextWrapper(width=10, bogus=True),
    lambda: textwrap.wrap("", width=0),
]
for case in cases:
    try:
        print(repr(case()))
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
