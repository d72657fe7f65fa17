temp = [1, 2, 3]
backup = temp
del temp
print(backup)
a, b, c = 1, 2, 3
del a, c
print(b)
def work():
    scratch = "tmp"
    result = scratch.upper()
    del scratch
    return result
print(work())
for i in range(3):
    pass
del i
x = 5
del x
x = "rebound"
print(x)
