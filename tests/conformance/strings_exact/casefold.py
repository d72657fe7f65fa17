samples = ["Stra\u00dfe", "STRASSE", "\ufb03", "\u0130", "\u03a3\u03c3\u03c2", "\u1e9e",
           "\u00b5", "\u0345", "Hello", "", "\U00010400", "\u13a0", "\uab70"]
for s in samples:
    print(repr(s), repr(s.casefold()))
print("Stra\u00dfe".casefold() == "STRASSE".casefold())
