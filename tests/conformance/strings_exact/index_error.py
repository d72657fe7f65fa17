s = "\u00e9t\u00e9"
print(s[2])
print(s[-3])
print(s[3])
