s = "Hello, World"
print(s.lower().upper().swapcase(), s.casefold(), s.isascii(), "\u00e9".isascii())
print(s.center(20, "="), s.ljust(15, "."), s.rjust(15, "."), s.zfill(15))
print(s.partition(", "), s.rpartition("o"), s.split(", "), s.count("o"), s.index("W"))
print(s.replace("World", "There"), s.startswith("Hell"), s.endswith(("d", "x")), s.find("zz"))
print(s.strip("Hd"), s.title(), s.capitalize(), s.expandtabs(), s.isidentifier())
print(str.upper("abc"), str.join("-", ["a", "b"]), str.__len__("abc"), "abc".__getitem__(1))
print("abc".__contains__("b"), "a".__add__("b"), "ab".__mul__(2), "ab".__rmul__(2), "a".__eq__("a"))
print("a".__ne__("a"), "a".__lt__("b"), "a".__eq__(1), "%s".__mod__(1))
