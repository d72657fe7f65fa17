import textwrap
rows = [("id", "description", "status"), ("1", "Implement the parser for the new configuration format with validation", "done"),
        ("2", "Write docs", "todo"), ("3", "Refactor the legacy payment module so it no longer depends on global state", "in progress")]
widths = [4, 30, 12]
def render(row):
    cols = [textwrap.wrap(c, w) or [""] for c, w in zip(row, widths)]
    h = max(map(len, cols))
    for i in range(h):
        print("| " + " | ".join((c[i] if i < len(c) else "").ljust(w) for c, w in zip(cols, widths)) + " |")
sep = "+-" + "-+-".join("-" * w for w in widths) + "-+"
print(sep); render(rows[0]); print(sep.replace("-", "="))
for r in rows[1:]:
    render(r); print(sep)
w = textwrap.TextWrapper(width=30, initial_indent="- ", subsequent_indent="  ", break_long_words=True)
for item in ["short", "a somewhat longer bullet point that wraps onto the next line", "x" * 45]:
    print(w.fill(item))
print(textwrap.wrap("don't split-here please, ok?", 8), textwrap.wrap("The end.  New start", 12, fix_sentence_endings=True))
print(textwrap.wrap("\tindented\ttabs here", 12), textwrap.wrap("a  b   c", 3), textwrap.fill("one\ntwo\nthree", 20), textwrap.wrap(" ", 3))
print(textwrap.shorten("   lots   of    space   ", 10), textwrap.shorten("exactlyten", 10), textwrap.shorten("word " * 3, 6))
