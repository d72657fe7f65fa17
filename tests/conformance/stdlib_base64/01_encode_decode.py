import base64

payload = "user:s3cret-pässword".encode("utf-8")
token = base64.b64encode(payload)
print(token, token.decode("ascii"))
print(base64.b64decode(token).decode("utf-8"))
print(base64.b64decode(token.decode()) == payload)
for n in range(6):
    data = bytes(range(250, 250 + n)) if n else b""
    enc = base64.b64encode(data)
    print(n, enc, base64.b64decode(enc) == data)
raw = bytes([0xfb, 0xff, 0xfe, 0x3e, 0x3f])
print(base64.b64encode(raw), base64.urlsafe_b64encode(raw), base64.b64encode(raw, altchars=b"*-"))
print(base64.urlsafe_b64decode("-__-Pj8="), base64.b64decode(b"+//+Pj8="))
print(base64.standard_b64encode(b"std"), base64.standard_b64decode("c3Rk"))
print(base64.b64decode("aGVs\nbG8g d29y bGQ="))
jwt_part = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=")
print(jwt_part)
padded = jwt_part + b"=" * (-len(jwt_part) % 4)
print(base64.urlsafe_b64decode(padded))
print(base64.encodebytes(b"x" * 70))
print(base64.decodebytes(b"eHh4\neA==\n"))
