samples = ["", "   ", "a b  c", "  lead and trail  ", "tab\tsep\nnew\x0bv\x0cf\rr",
           "\u3000ideo\u3000space\u2003em", "nb\u00a0sp", "x\x1cy\x1dz\x1ew\x1fv", "\u0085nel\u0085",
           "\u2028ls\u2029ps", "one", "zw\u200bsp"]
for s in samples:
    print(repr(s), s.split(), s.rsplit())
    print(" ", s.split(None, 1), s.rsplit(None, 1), s.split(maxsplit=0), s.rsplit(maxsplit=0))
print("a b c d".split(None, 2), "a b c d".rsplit(None, 2), "a b c d".split(maxsplit=-1))
print(" a b ".split(None, 1), " a b ".rsplit(None, 1))
