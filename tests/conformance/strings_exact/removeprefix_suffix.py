for s in ["prefix_body_suffix", "body", "", "\u00e9t\u00e9", "prefix_"]:
    print(repr(s.removeprefix("prefix_")), repr(s.removesuffix("_suffix")), repr(s.removeprefix("")),
          repr(s.removesuffix("")), repr(s.removeprefix("\u00e9")), repr(s.removesuffix("t\u00e9")), repr(s.removeprefix(s)))
