print("abc".removeprefix("a"))
print("abc".removeprefix(None))
