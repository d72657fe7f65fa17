samples = ["123", "12.5", "abc", "abc123", "", "   ", " a ", "ABC", "Hello", "٣", "héllo", "\t\n"]
for s in samples:
    print(repr(s), s.isdigit(), s.isalpha(), s.isspace(), s.isupper(), s.islower())
tokens = "x = 42 + y7 - 15".split()
print([t for t in tokens if t.isdigit()])
print([t for t in tokens if t.isalpha()])
print(sum([int(t) for t in tokens if t.isdigit()]))
