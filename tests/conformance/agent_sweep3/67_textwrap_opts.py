import textwrap
s = "col1\tcol2\nnext\x0bline\x0cform  end"
for kw in [{}, {"replace_whitespace": False}, {"expand_tabs": False}, {"tabsize": 2}, {"drop_whitespace": False}, {"break_on_hyphens": False}, {"max_lines": 2, "placeholder": "~"}]:
    print(kw, textwrap.wrap(s, 9, **kw))
print(textwrap.wrap("well-known self-contained one-to-one mapping", 10))
print(textwrap.wrap("aaaa-bbbb-cccc", 6), textwrap.wrap("--option-name value", 8), textwrap.wrap("em—dash and en–dash", 6))
print(textwrap.wrap("Mr. Smith went.  He said: hi!  OK?  Yes.", 15, fix_sentence_endings=True))
w = textwrap.TextWrapper(width=20)
print(w.width, w.initial_indent == "", w.max_lines, w.placeholder, w.tabsize, w.fix_sentence_endings, w.break_long_words)
w.width = 8; print(w.wrap("changeable width works fine"))
print(textwrap.fill("", 10) == "", textwrap.wrap("x", 1), textwrap.wrap("xy", 1), textwrap.shorten("a b c d", 6, placeholder="+"), textwrap.shorten("abc def", 4, placeholder="."))
print(repr(textwrap.dedent("\n  a\n\n  b\n")), repr(textwrap.dedent("\t\ta\n\t b")), repr(textwrap.indent("x\n  \ny\n", "#")), repr(textwrap.indent("", "#")))
