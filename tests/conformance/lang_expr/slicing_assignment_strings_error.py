name = "smolvm"
print(name[:4], name[4:], name[::-1])
print(name[1:5:2], name[-2:])
title = name[0].upper() + name[1:]
print(title)
letters = list(name)
letters[0] = "S"
print("".join(letters))
name[0] = "S"
print(name)
