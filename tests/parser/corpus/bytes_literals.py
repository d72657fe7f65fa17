b1 = b"bytes"
b2 = B'BYTES'
b3 = br"raw\bytes"
b4 = Rb"\x00"
b5 = rB"\n"
b6 = b"\x00\xff\n\t\\"
b7 = b"\777"
b8 = b"\u1234\N{BULLET}"
b9 = b"a" b"b" B"c"
b10 = b"""triple
bytes"""
b11 = b"\1\12\123\1234"
b12 = b""
b13 = b"\q\d"
