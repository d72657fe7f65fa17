print("abc".startswith(("a", 1)))
print("abc".startswith(("x", 1)))
