# upper(), lower() and casefold() of ASCII text of every length and offset.
allc = "".join(chr(i) for i in range(128))
mismatch = 0
for k in range(0, 40):
    t = (allc * 2)[k:k + 70 - k]
    mismatch += t.upper() != "".join(c.upper() for c in t)
    mismatch += t.lower() != "".join(c.lower() for c in t)
    mismatch += t.casefold() != t.lower()
print(mismatch)
print(allc.upper()[60:128])
print(allc.lower()[60:128])
for w in ("", "a", "Zz", "hello", "Hello World 123 @[`{", "item12345", "MiXeD_CaSe-With.Punct!", "x" * 33):
    print(repr(w.upper()), repr(w.lower()), repr(w.casefold()), w.upper().isupper(), w.lower() == w.upper().lower())
names = ["item" + str(i) for i in range(0, 200000, 25000)]
print([n.upper() for n in names])
