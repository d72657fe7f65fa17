samples = ["  both  ", "\t\n x \r\x0b\x0c", "\u3000\u00a0wide\u2003\u2028", "", "   ", "xyxhixyx", "\u00e9\u00e9a\u00e9",
           "\x1c\x1fsep\x1e\x1d", "\u200bzw\u200b", "\u0085nel\u0085"]
for s in samples:
    print(repr(s), repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
    print(" ", repr(s.strip("xy")), repr(s.lstrip("\u00e9")), repr(s.rstrip("\u00e9a")), repr(s.strip(None)), repr(s.strip("")))
print(repr("www.example.com".strip("cmowz.")), repr("mississippi".rstrip("ipz")))
