count = 5
items = ["x", "y"]
print("items: " + ", ".join(items))
print("count: " + count)
