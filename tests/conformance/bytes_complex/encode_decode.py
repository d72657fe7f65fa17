# Round trips between str and bytes, as an agent handles text payloads.
texts = ["hello", "café", "naïve façade", "日本語", "emoji 😀!", ""]
for t in texts:
    data = t.encode()
    back = data.decode("utf-8")
    print(repr(t), data, len(t), len(data), back == t)
print("café".encode("latin-1"), b"caf\xe9".decode("latin-1"))
print("abc".encode("ascii"), b"abc".decode("ascii"))
print("price: 5€".encode("ascii", errors="replace"))
print("price: 5€".encode("ascii", "ignore"))
print("price: 5€".encode("ascii", "xmlcharrefreplace"))
print("price: 5€".encode("ascii", "backslashreplace"))
raw = b"valid \xff\xfe tail"
print(raw.decode("utf-8", errors="replace"))
print(raw.decode("utf-8", "ignore"))
print(raw.decode("utf-8", "backslashreplace"))
print(raw.decode("latin-1"))
print(str(b"from str()", "utf-8"), str(bytearray(b"ba"), encoding="ascii"))
print(bytes("héllo", "utf-8"), bytearray("wörld", encoding="utf-8"))
for bad in [b"\xff", b"abc\xc3", b"\xc3\x28", b"\xe2\x82"]:
    try:
        bad.decode()
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
try:
    "naïve".encode("ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
try:
    b"x".decode("no-such-codec")
except LookupError as e:
    print("LookupError:", e)
