# Non-ASCII strings built by appending: lengths, indexing and slicing stay right.
s = "héllo wörld " * 22
keep = s
for ch in "ßüñ€😀":
    s += ch
print(len(keep), len(s), s[-5:], keep[-4:])
print(s[len(keep)], s[-1], keep[-1], s.index("€"), keep.find("€"))
snap = s
s += "日本語"
print(len(snap), len(s), snap[-2:], s[-4:], s[263:266])
print(s.encode("utf-8")[-9:], len(snap.encode()), len(s.encode()))
print([snap[i] for i in range(260, 265)])
print(s.upper()[-6:], snap.lower()[-3:], s[::-1][:4])
