import base64, random
samples = [b"", b"a", b"ab", b"abc", b"abcd", b"hello world", b"\x00" * 4, b"\x00" * 6, b"    ", b"   ", b"\xff" * 7, "é€".encode(), bytes(range(20))]
for s in samples:
    a = base64.a85encode(s); b = base64.b85encode(s)
    print(s[:8], a, b, base64.a85encode(s, pad=True), base64.b85encode(s, pad=True), base64.a85encode(s, foldspaces=True))
    assert base64.a85decode(a) == s and base64.b85decode(b) == s
print(base64.a85encode(b"Man is distinguished by his reason", adobe=True, wrapcol=20))
print(base64.a85encode(bytes(range(40)), wrapcol=10), base64.a85encode(b"xy", adobe=True, wrapcol=3), base64.a85encode(b"abcdef", adobe=True, wrapcol=1))
print(base64.a85decode("<~9jqo^BlbD-BleB1DJ+*+F(f,q~>", adobe=True), base64.a85decode(b"9jqo^\n BlbD-", ignorechars=b" \n"), base64.a85decode("z"), base64.a85decode("y", foldspaces=True))
print(base64.b85decode("Xk~0{Zv"), base64.b85decode(b"VPa!sWoBn+X=-b1ZEkOHadLBXb#`}nd3r%YLqtVJM@UIZOH55pPf$@("), base64.a85encode(bytearray(b"ab")), base64.b85encode(bytearray(b"\x01")))
rnd = random.Random(3)
ok = all(base64.b85decode(base64.b85encode(d)) == d and base64.a85decode(base64.a85encode(d, foldspaces=True), foldspaces=True) == d
         for d in (rnd.randbytes(rnd.randint(0, 30)) for _ in range(200)))
print(ok)
for bad in [lambda: base64.b85decode("ab\x7f"), lambda: base64.b85decode("|NsC0|"), lambda: base64.b85decode("~~~~~"), lambda: base64.a85decode("abz"),
            lambda: base64.a85decode("s8W-\""), lambda: base64.a85decode("x{"), lambda: base64.a85decode("ab", adobe=True), lambda: base64.a85decode("ay", foldspaces=True),
            lambda: base64.b85encode("text"), lambda: base64.a85encode("text"), lambda: base64.b85decode(5), lambda: base64.a85decode("é")]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
