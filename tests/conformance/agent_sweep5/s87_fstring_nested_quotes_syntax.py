x = {"a": 1}
print(f"{x["a"]}")
