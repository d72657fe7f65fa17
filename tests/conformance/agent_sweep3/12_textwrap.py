import textwrap
text = "The quick brown fox jumps over the lazy dog. " * 3 + "Supercalifragilisticexpialidocious-hyphenated-words are long-ish."
print(textwrap.fill(text, 30))
print(textwrap.wrap(text, 20, break_long_words=False))
print(textwrap.wrap("a-b-c-d-e-f-g-h", 5), textwrap.wrap("a-b-c-d-e-f-g-h", 5, break_on_hyphens=False))
print(textwrap.fill(text, 40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, 40), "|", textwrap.shorten("Hello  world!", width=12), "|", textwrap.shorten("Hello world", 11, placeholder=".."))
print(repr(textwrap.dedent("""
    def f():
        return 1
      odd
""")))
print(repr(textwrap.dedent("  a\n\t b\n")), repr(textwrap.dedent("   x\n   \n   y")))
print(textwrap.indent("a\nb\n\nc", "> "), textwrap.indent("a\n\nb", "+ ", lambda l: True))
w = textwrap.TextWrapper(width=25, max_lines=3, placeholder=" [...]", expand_tabs=True, tabsize=4)
print(w.wrap("col1\tcol2\tcol3 and some more words that go past the limit of lines"))
print(textwrap.fill("Sentence one.  Sentence two. Three", 15, fix_sentence_endings=True))
print(textwrap.wrap("   leading and trailing   ", 10), textwrap.wrap("   leading", 10, drop_whitespace=False), textwrap.wrap("", 5))
print(textwrap.fill("x" * 23, 10), textwrap.wrap("word\nnext\tline", 100))
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print("ValueError", e)
try:
    textwrap.TextWrapper(width=5, max_lines=1, placeholder="too long placeholder").wrap("a b c d e f")
except ValueError as e:
    print("ValueError", e)
