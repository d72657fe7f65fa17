print(True, False, None)
print(not True, not None, not 0, not [], not "x")
print(True and False, True or False)
print(0 or "default", "" or None, [] or [1])
print(5 and 10, 0 and 10, None and 1)
print(bool(0), bool(1), bool(-1), bool(""), bool(" "), bool([]), bool([0]), bool({}), bool(0.0))
print(True + 1, True * 10, False - 1)
x = None
print(x is None, x is not None, x == None)
print(type(None), type(True))
print(repr(None), str(True))
result = None
for v in [0, "", None, 7, 8]:
    if v:
        result = v
        break
print(result)
