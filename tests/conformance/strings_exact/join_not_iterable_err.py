print(" ".join("ok"))
print(" ".join(5))
