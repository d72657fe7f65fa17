samples = ["a\tb", "\t", "ab\tc\td", "abcdefgh\ti", "x\ty\nz\tw", "\u00e9\tx", "r\rt\tu", "no tabs", ""]
for s in samples:
    print(repr(s.expandtabs()), repr(s.expandtabs(4)), repr(s.expandtabs(1)), repr(s.expandtabs(0)),
          repr(s.expandtabs(-1)), repr(s.expandtabs(tabsize=3)))
