# An undecodable payload surfaces as UnicodeDecodeError.
chunks = [b"ok ", "fine ".encode(), b"\xffbad"]
text = ""
for c in chunks:
    text += c.decode("utf-8")
    print(repr(text))
