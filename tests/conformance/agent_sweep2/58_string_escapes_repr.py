samples = ["it's", 'say "hi"', "both ' and \"", "tab\there", "nl\n", "\x00\x07\x1b", "\u200b zero width",
           "café", "日本語", "emoji 🎉", "\\back\\slash", "\r\f\v", "\x7f\x80\xa0", "\ud800" if False else "ok",
           "\U0001F600", "\u00ad soft"]
for s in samples:
    print(repr(s), len(s), ascii(s))
print(repr(b"\x00abc\xff'\""), repr(bytearray(b"hi")), b"caf\xc3\xa9".decode())
print("café".encode(), "café".encode("latin-1"), "café".encode("ascii", errors="replace"))
print(b"\xff\xfeA".decode("utf-8", errors="replace"), b"\xffA".decode("utf-8", "ignore"))
print("%r %a" % ("é", "é"), f"{'é'!a}", str(b"x"), str(["é"]), str({"k": "é\n"}))
print([chr(c) for c in (65, 955, 8364)], [ord(c) for c in "Aλ€"], "\N{GREEK SMALL LETTER LAMDA}")
