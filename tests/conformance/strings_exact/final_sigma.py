# U+03A3 lowercases to final sigma only after a cased letter and not
# before one, skipping case-ignorable characters.
samples = ["\u03a3", "A\u03a3", "\u03a3A", "A\u03a3A", "A\u03a3 B", "A'\u03a3", "A\u03a3'",
           "A\u03a3'B", "\u039f\u0394\u03a5\u03a3\u03a3\u0395\u03a5\u03a3", "A.\u03a3.", "1\u03a3",
           "A\u0301\u03a3", "A\u03a3\u0301", "\u03a3\u03a3", "A\u03a3\u03a3", "a\u00ad\u03a3",
           "\u03a3 \u03a3"]
for s in samples:
    print(repr(s), repr(s.lower()), repr(s.title()), repr(s.swapcase()), repr(s.capitalize()))
