s = "a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l\x1fm\n"
print(s.splitlines())
print(s.splitlines(True))
print(s.splitlines(keepends=True) == s.splitlines(True))
for t in ["", "\n", "\n\n", "no newline", "x\r", "\r\n\r\n", "\n\r", "trail\n\n"]:
    print(repr(t), t.splitlines(), t.splitlines(keepends=1))
print("a\nb".splitlines(False), "a\nb".splitlines(0))
