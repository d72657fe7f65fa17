import textwrap

desc = ("The quick brown fox jumps over the lazy dog. " * 3).strip()
print(textwrap.fill(desc, width=30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap(desc, 25, max_lines=3, placeholder=" [...]"))
print(textwrap.shorten("Hello   world, this is   a long sentence", width=25))
print(textwrap.shorten("Hello world", width=11), textwrap.shorten("Hi", 10, placeholder="~"))
code = """
    def f(x):
        if x:
            return 1
    \treturn 2
"""
print(repr(textwrap.dedent(code)))
print(repr(textwrap.dedent("  a\n\n    b\n  c")))
print(textwrap.indent("line1\n\nline3\n", "> "))
print(textwrap.indent("a\n  \nb", "+ ", predicate=lambda l: True))
w = textwrap.TextWrapper(width=20, break_long_words=False, break_on_hyphens=True)
print(w.wrap("A supercalifragilisticexpialidocious word and well-known hyphen-ated terms"))
w2 = textwrap.TextWrapper(width=12, expand_tabs=True, tabsize=4, replace_whitespace=True, drop_whitespace=False)
print(w2.wrap("col1\tcol2\tcol3 end"))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.fill("x" * 25, 10))
print(textwrap.wrap("Sentence one.  Sentence two. Three", 14, fix_sentence_endings=True))
table = [("id", "description"), (1, desc[:50]), (2, "short"), (3, desc[50:])]
for rid, text in table:
    lines = textwrap.wrap(str(text), 24) or [""]
    print(f"{rid!s:>3} | {lines[0]:<24} |")
    for extra in lines[1:]:
        print(f"{'':>3} | {extra:<24} |")
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print("ValueError:", e)
try:
    textwrap.shorten("abc def", 3, placeholder=" [...]")
except ValueError as e:
    print("ValueError:", e)
print(textwrap.wrap("a-b-c-d-e-f-g-h", 5), textwrap.wrap("über naïve café résumé", 8))
