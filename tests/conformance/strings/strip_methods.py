raw = "   padded text \n\t"
print(repr(raw.strip()), repr(raw.lstrip()), repr(raw.rstrip()))
print("xxhixx".strip("x"), "xxhixx".lstrip("x"), "xxhixx".rstrip("x"))
print("www.example.com".strip("wcom."))
print("<<tag>>".strip("<>"))
print("0001200".lstrip("0"), "1.500".rstrip("0").rstrip("."))
lines = ["  a  ", "b ", " c"]
print([l.strip() for l in lines])
print(repr("".strip()), repr("   ".strip()))
