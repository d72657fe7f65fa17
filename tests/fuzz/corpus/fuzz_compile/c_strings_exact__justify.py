for s in ["abc", "\u00e9t\u00e9", "", "toolongstring"]:
    for w in [0, 2, 5, 6, 9]:
        print(repr(s.center(w)), repr(s.ljust(w)), repr(s.rjust(w)), repr(s.center(w, "*")),
              repr(s.ljust(w, "\u00b7")), repr(s.rjust(w, "\U0001f600")))
print(repr("ab".center(5)), repr("ab".center(6)), repr("abc".center(6)), repr("abc".center(4)), repr("a".center(4)))
print(repr("x".center(-3)), repr("x".ljust(True)))
