# The encode and decode error handlers write their replacements the same
# way in every codec: backslash escapes of each width, character
# references of every length, names (and escapes for characters without
# one), for the byte codecs and for utf-16/32 in both byte orders.
s = "a\x80\xe9\u20ac\ud800\U0001f600\U0010ffff\udcff\x00z"
for enc in ("ascii", "latin-1", "utf-8", "utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be", "utf-16", "utf-32"):
    for errors in ("backslashreplace", "xmlcharrefreplace", "namereplace", "replace", "ignore"):
        print(enc, errors, s.encode(enc, errors))
for data, enc in ((b"\xff\x00\x80\xfe", "utf-8"), (b"\x00\xd8\x41\x00\x00\xdc\x41", "utf-16-le"),
                  (b"\x00\x00\x11\x00\x41\x00\x00\x00\x00\xd8\x00\x00\xff", "utf-32-le"),
                  (b"\xe9\x80", "ascii")):
    for errors in ("backslashreplace", "replace", "ignore", "surrogateescape"):
        try:
            print(enc, errors, ascii(data.decode(enc, errors)))
        except UnicodeDecodeError as e:
            print(enc, errors, e, e.start, e.end)
print(("\u4e01" * 3 + "\xe9").encode("latin-1", "xmlcharrefreplace"))
print(("x" * 1000 + "\udcff" * 1000).encode("utf-8", "backslashreplace")[-12:])
print(len(("\xe9" * 5000).encode("ascii", "namereplace")))
print(len((b"\xff" * 5000).decode("utf-8", "backslashreplace")))
