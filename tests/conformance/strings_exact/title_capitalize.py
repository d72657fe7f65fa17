samples = ["hello world", "HELLO WORLD", "they're bill's friends", "\u01c6ungla", "\u01c4UNGLA",
           "\u00dfen", "\ufb01sh", "hello2world", "o'neil mc-donald", "", "  lead", "\u03c3\u03bf\u03c6\u03bf\u03c3",
           "\u0149n", "\u1f80\u1f81", "\u1fb3", "123abc", "\u0130i", "a\u0301b", "\u2160x"]
for s in samples:
    print(repr(s), repr(s.title()), repr(s.capitalize()))
