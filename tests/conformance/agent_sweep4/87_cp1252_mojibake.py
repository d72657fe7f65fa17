t = bytes(range(0x80, 0x100)).decode("cp1252", "replace")
print([hex(ord(c)) for c in t[:32]], t[32:])
for f in [lambda: "ā€".encode("cp1252"), lambda: "āb".encode("cp1252", "bogus"), lambda: b"\x81".decode("cp1252"), lambda: b"\x81".decode("cp1252", "bogus"),
          lambda: "āē x".encode("windows-1252", "replace"), lambda: "āē\udc81".encode("cp1252", "surrogateescape"), lambda: b"a\x81\x8d".decode("cp1252", "surrogateescape"),
          lambda: "ā".encode("cp1252", "surrogatepass"), lambda: "ā-ē".encode("cp1252", "namereplace"), lambda: b"\x93hi\x94".decode("Windows-1252"),
          lambda: "â€™".encode("cp1252").decode("utf-8"), lambda: b"\x90\x9d".decode("cp1252", "backslashreplace"), lambda: "ā".encode("1252"), lambda: "ā".encode("CP-1252"),
          lambda: "Ÿ€œ".encode("cp1252", "xmlcharrefreplace"), lambda: "x\u0101\u0113y\u20ac".encode("cp1252", "ignore"), lambda: b"\x81\x8dok".decode("cp1252", "ignore"),
          lambda: "naïve café – “quoted” ‘single’ … €5 ™".encode("cp1252"), lambda: str(b"\x80", "cp1252"), lambda: bytearray(b"\x9c").decode("cp1252")]:
    try:
        print(repr(f()))
    except (UnicodeError, LookupError) as e:
        print(type(e).__name__, e, getattr(e, "start", ""), getattr(e, "end", ""), getattr(e, "encoding", ""), getattr(e, "reason", ""))
def fix_mojibake(s):
    try:
        return s.encode("cp1252").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return s
for s in ["CafÃ©", "donâ€™t", "â€œquotesâ€\x9d", "plain", "naÃ¯ve rÃ©sumÃ©", "ðŸ˜€"]:
    print(repr(s), "->", repr(fix_mojibake(s)))
text = "Smart “quotes” – dashes — and ellipses…"
raw = text.encode("cp1252")
print(raw, len(raw), raw.decode("cp1252") == text, raw.decode("latin-1"), raw.decode("utf-8", "replace"))
for s, h in [("™œ\udc80😀", "surrogateescape"), ("\udc80\udc93x", "surrogateescape"), ("a\udc80ā", "surrogateescape"), ("\udc81", "surrogatepass")]:
    try:
        print(repr(s.encode("cp1252", h)))
    except UnicodeEncodeError as e:
        print("UnicodeEncodeError:", e, e.start, e.end)
