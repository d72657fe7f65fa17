# ASCII-only case mapping and character classes on bytes.
words = [b"hello", b"WORLD", b"Mixed Case", b"123", b"abc123", b"  ", b"", b"caf\xc3\xa9", b"Title Case Words", b"snake_case_name"]
for w in words:
    print(w, w.upper(), w.lower(), w.swapcase(), w.title(), w.capitalize())
for w in words:
    print(w, w.isalpha(), w.isdigit(), w.isalnum(), w.isspace(), w.islower(), w.isupper(), w.istitle(), w.isascii())
ba = bytearray(b"shout")
print(ba.upper(), type(ba.upper()).__name__, ba)
print(b"they're bill's friends".title(), b"hELLO wORLD".capitalize())
tokens = b"id42 name 7 x9y".split()
print([t for t in tokens if t.isdigit()], [t for t in tokens if t.isalpha()], [t for t in tokens if t.isalnum()])
