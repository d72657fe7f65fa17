samples = ["Hello World", "stra\u00dfe", "\u0130stanbul", "\ufb01ne", "\u0131", "\u01c4\u01c5\u01c6",
           "\u1e9e", "\u0149", "\u1f80", "\u0390", "MIXed 123 !", "", "\U00010428\U00010400",
           "\u00b5", "\u2160\u2170", "\u24b6\u24d0", "\u0587"]
for s in samples:
    print(repr(s), repr(s.upper()), repr(s.lower()), len(s.upper()), len(s.lower()))
