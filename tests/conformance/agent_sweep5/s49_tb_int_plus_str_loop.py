total = 0
for item in [1, "2", 3]:
    total = total + item
