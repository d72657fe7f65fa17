items = ["a", "b"]
print(f"{"\n".join(items)}")
