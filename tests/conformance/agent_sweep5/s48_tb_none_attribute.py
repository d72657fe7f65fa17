x = None
print(x.upper())
