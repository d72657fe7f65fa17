# str() of a UnicodeEncodeError or UnicodeDecodeError reads start, end and
# object as a snippet left them: positions past the object, an empty
# object and ends at the extremes of a 64-bit int are shown as CPython
# shows them.
e = UnicodeDecodeError("utf-8", b"x", 5, 1, "r")
print(str(e))
e = UnicodeDecodeError("utf-8", b"\xffy", 0, 1, "r")
print(str(e))
e.start = 10**9
print(str(e))
e.object = b""
e.start = 0
print(str(e))
e.end = -2**63
print(str(e))
e.start = 2**63 - 1
e.end = 2**63 - 1
print(str(e))
e = UnicodeEncodeError("ascii", "a\xe9\U0001f600", 1, 2, "r")
print(str(e))
e.start, e.end = 2, 3
print(str(e))
e.end = -2**63
print(str(e))
e.start, e.end = 3, 4
print(str(e))
e.object = ""
e.start, e.end = 0, 1
print(str(e))
