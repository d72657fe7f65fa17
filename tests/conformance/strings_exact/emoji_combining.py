s = "\U0001f468\u200d\U0001f469\u200d\U0001f467 e\u0301 \U0001f1eb\U0001f1f7"
print(len(s), [len(w) for w in s.split()], s.upper() == s, repr(s[0]), repr(s[-1]))
print(s[::-1] == "".join(reversed(s)), s.find("\u0301"), s.count("\u200d"), repr(s.title()))
print("\U0001f600".isprintable(), "\U0001f600".isalpha(), "e\u0301".isalpha(), "\u0301".isalpha())
