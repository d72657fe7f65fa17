for s in ["key=value", "no sep", "=lead", "trail=", "a=b=c", "", "\u00e9=\u20ac=\U0001f600"]:
    print(repr(s), s.partition("="), s.rpartition("="))
print("abcabc".partition("bc"), "abcabc".rpartition("bc"), "a\u00e9\u00e9b".partition("\u00e9"))
