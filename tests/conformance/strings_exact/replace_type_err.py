print("abc".replace("a", "b"))
print("abc".replace("a", 1))
