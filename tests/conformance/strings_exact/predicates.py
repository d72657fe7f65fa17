names = ["isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier",
         "islower", "isnumeric", "isprintable", "isspace", "istitle", "isupper"]
samples = ["", "abc", "ABC", "Abc", "abc123", "123", "\u0663\u0664", "\u00b2", "\u00bd", "\u2167",
           "\u4e00", "\u4e8c", "\u5341", " \t\n", "\u3000\u00a0", "\x1c\x1d\x1e\x1f", "\u200b",
           "\u00e9t\u00e9", "\u01c5", "\u01c5a", "Hello World", "Hello world", "hello_world",
           "_x", "1x", "x1", "\u00e9l\u00e8ve", "\U0001f600", "a b", "\u0130", "\u02b0",
           "\u2028", "\x7f", "caf\u00e9", "\u0e51", "\u2460", "\U0001d7ce", "\u00aa", "\u0345",
           "AB\u01c5", "\u1f88", "A1B", "a-b", "\u0660"]
for s in samples:
    print(repr(s), " ".join("1" if getattr(s, n)() else "0" for n in names))
