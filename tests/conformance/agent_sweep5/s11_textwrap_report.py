import textwrap
para = ("Agents often produce long paragraphs of text that need wrapping for display in narrow "
        "terminals; textwrap handles this, including hyphenated-words and   multiple   spaces.")
print(textwrap.fill(para, width=40))
print(textwrap.wrap(para, 25, break_long_words=False)[:3])
print(textwrap.shorten(para, width=50, placeholder=" [...]"))
print(textwrap.indent("line1\n\nline3\n", "> "))
print(textwrap.indent("a\n  \nb", "+ ", predicate=lambda l: True))
print(repr(textwrap.dedent("""
    def f():
        return 1
      x
""")))
w = textwrap.TextWrapper(width=30, initial_indent="* ", subsequent_indent="  ", max_lines=3)
print(w.fill(para))
print(textwrap.fill("tabs\there\tand\tthere", width=12, expand_tabs=True, tabsize=4))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))
print(textwrap.fill("a b c d e f g", width=1))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.fill("Sentence one.  Sentence two. Three!", width=20, fix_sentence_endings=True))
