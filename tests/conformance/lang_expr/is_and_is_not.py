x = None
print(x is None, x is not None)
a = [1, 2]
b = a
c = [1, 2]
print(a is b, a is c, a == c, a is not c)
flags = [True, False, None]
for f in flags:
    print(repr(f), f is True, f is False, f is None)
def find(items, target):
    for i, item in enumerate(items):
        if item == target:
            return i
    return None
result = find(["a", "b"], "z")
print("not found" if result is None else result)
print(find(["a", "b"], "a") is not None)
print(type(3) is int, type(True) is int, type(3.0) is not int)
