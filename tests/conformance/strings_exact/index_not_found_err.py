s = "hello"
print(s.index("l"))
print(s.rindex("l"))
print(s.index("z"))
