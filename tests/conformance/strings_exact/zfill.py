for s in ["42", "-42", "+42", "", "abc", "-", "+", "\u00e9", "3.14", "--1", "-0"]:
    print(repr(s), repr(s.zfill(0)), repr(s.zfill(1)), repr(s.zfill(5)), repr(s.zfill(-1)))
