for s in ["a", "_", "__init__", "1a", "a1", "", "\u00e9", "\u0663", "a\u0663", "\u2118",
          "\u212e", "x\u00b7y", "\u00b7", "a b", "a-b", "\u30a2\u30a4", "\U0001d400", "\u2160",
          "\u0300", "a\u0300", "$", "class", "None", "\u1885", "\u309b"]:
    print(repr(s), s.isidentifier())
