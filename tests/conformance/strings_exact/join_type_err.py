print("-".join(["a", "b"]))
print("-".join(["a", 1, "c"]))
