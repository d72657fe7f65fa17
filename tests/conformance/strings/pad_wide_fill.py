# Centering and aligning labels with fill characters of 1 to 4 UTF-8
# bytes, for widths around a page of text.
fills = ["*", "\u00b7", "\u2500", "\U0001F600"]
for fill in fills:
    for width in (9, 10, 4095, 4096, 4097):
        c = "title".center(width, fill)
        l = "title".ljust(width, fill)
        r = "title".rjust(width, fill)
        print(len(fill.encode()), width, len(c), len(l), len(r), c[:2] == fill * 2, c.count(fill), r[-5:])
print("abc".center(2, "\u2500"), repr("".center(3, "\U0001F600")), "x".zfill(5), "-7".zfill(6))
print(f"{12345678:015,}", f"{-12345678:016_}", f"{3.5:012,.2f}", format(255, "012_x"), "%08.3f" % -2.5)
