import textwrap

text = ("The long-term, well-known cost-benefit analysis--finished last week--shows a "
        "year-over-year gain; e-mail the self-service team. Non-ASCII: café-crème naïve-ish.")
for width in (8, 11, 15, 22):
    print(width, textwrap.wrap(text, width))
print(textwrap.TextWrapper()._split("well-known--really x-y--z"))
print(textwrap.TextWrapper(break_on_hyphens=False)._split("well-known  text"))
print(textwrap.wrap("A-1 B-22 C-333 x-y-z 1-2-3 --start end-- ab--cd", 5))
print(textwrap.wrap("hello---world foo--", 7))
