allowed = ["read", "write"]
print("read" in allowed, "exec" not in allowed)
settings = {"debug": True, "port": 80}
print("debug" in settings, True in settings, 80 in settings.values())
print("ell" in "hello", "z" not in "hello", "" in "abc")
print(3 in range(0, 10, 3), 4 in range(0, 10, 3))
print((1, 2) in [(1, 2), (3, 4)], [1] in [[1], [2]])
print(2 in {1: "a", 2: "b"}, "a" in {1: "a"})
row = ("id", "name")
print(not "id" in row, "name" in row)
words = "the quick brown fox".split()
print([w for w in ["fox", "cat", "the"] if w in words])
