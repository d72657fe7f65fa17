samples = ["Hello World", "\u00df", "\u0130", "\u01c5", "\u03a3A", "A\u03a3", "\u1e9e", "\ufb01",
           "123", "", "\u00b5", "\u2160\u2170"]
for s in samples:
    print(repr(s), repr(s.swapcase()))
