# Non-printable characters are escaped as \xhh, \uXXXX or \UXXXXXXXX;
# printable non-ASCII text stays as is.
samples = ["h\u00e9llo", "\u00a0", "\u00ad", "\x80\x9f", "\u2028\u2029", "\u200b\u200d",
           "\ue000", "\U000f0000", "\u0378", "\U0001f600", "e\u0301", "\u3000",
           "\u4e2d\u6587", "\ufeff", "\U000e0001", "\u0085", "\ufffd", "\U0010ffff",
           "\u0600", "\U0001d400", "\u1680"]
for s in samples:
    print(repr(s), len(s))
