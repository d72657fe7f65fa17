for x in y:
print(x)
