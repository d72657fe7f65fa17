import unicodedata, textwrap
s = "Crème brûlée café naïve résumé Ångström"
print(len(s), s.upper(), s.encode("utf-8")[:12], len(s.encode("utf-8")))
nfd = unicodedata.normalize("NFD", s)
print(len(nfd), "".join(c for c in nfd if not unicodedata.combining(c)), unicodedata.normalize("NFC", nfd) == s)
print([unicodedata.name(c) for c in "é€😀"], unicodedata.category("A"), unicodedata.category("1"), unicodedata.category(" "), unicodedata.numeric("½"), unicodedata.lookup("SNOWMAN"))
print(unicodedata.normalize("NFKC", "ﬁ①Ａ"), unicodedata.decimal("٣"), unicodedata.east_asian_width("中"), unicodedata.mirrored("("), unicodedata.bidirectional("a"))
emoji = "👍🏽 family: 👨‍👩‍👧 flag: 🇯🇵"
print(len(emoji), [hex(ord(c)) for c in emoji[:3]], emoji[::-1][:3] == emoji[-1:-4:-1], emoji.encode("utf-16")[:4], len(emoji.encode("utf-16-le")))
print("ß".casefold() == "ss", "ǆ".title(), "ǈ".istitle(), "ΣΑΣ".lower(), "ﬃ".upper(), "ŉ".upper(), "İstanbul".lower().encode())
cjk = "漢字とかな混じり文"
print(cjk[2:4], len(cjk), cjk.center(13, "・"), f"{cjk:>12}|", cjk.encode("utf-8")[:6], cjk.isalpha(), "١٢٣".isdecimal(), int("١٢٣"), float("٣.٥"))
print(repr("\u200b zero-width"), "\u00a0".isspace(), "a\u00a0b".split(), "a\u2028b".splitlines(), "x\x1cy".splitlines(), "tab\there".expandtabs(2))
print(ascii("café 😀"), repr("café 😀"), "\N{GREEK SMALL LETTER ALPHA}", "\u03b1" == "α", chr(0x1F600), ord("😀"), "😀".isprintable(), "\x07".isprintable())
print(sorted(["éclair", "eclair", "Zebra", "apple", "Éclair"]), sorted(["éclair", "eclair", "Zebra", "apple"], key=str.casefold))
print(sorted(["b", "A", "a", "B"], key=lambda w: (w.lower(), w)), "straße".encode("ascii", "xmlcharrefreplace"), "é".encode("latin-1"))
print("x".join("αβγ"), "αβγ".index("γ"), "Ωmega".swapcase(), "ǲ".lower(), "ﬀ".isalpha(), "Ⅻ".isnumeric(), "²".isdigit(), "²".isdecimal())
text = "Ünïcödé text wraps across lines with àccents and wide 字符 characters mixed in for testing purposes."
print(textwrap.fill(text, 30))
print(textwrap.wrap(text, 25, max_lines=3, placeholder="…"))
print(b"\xe2\x82\xac".decode(), b"\xc3\xa9".decode("latin-1"), "é".encode().hex(" "), bytes("abc", "utf-16-be"), "Ā".encode("utf-32-le"))
try:
    "é".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
try:
    b"\xc3\x28".decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e, e.start, e.end, e.reason)
print(b"\xc3\x28abc".decode("utf-8", "replace"), b"\xc3\x28".decode("utf-8", "ignore"), "a\udcff".encode("utf-8", "surrogateescape"), b"a\xff".decode("utf-8", "surrogateescape").encode("utf-8", "surrogateescape"))
