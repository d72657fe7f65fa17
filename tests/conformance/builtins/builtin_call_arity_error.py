# An uncaught argument-count error of a built-in method.
items = []
add = items.append
add(1)
print(items)
add(2, 3)
print("not reached")
