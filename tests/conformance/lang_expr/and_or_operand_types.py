a = [] or ()
print(type(a).__name__, a)
b = "x" and 0
print(type(b).__name__, b)
c = 0.0 or 0 or False
print(c, type(c).__name__)
d = {} and [1]
print(d)
e = (1, 2) and {"k": 1} and "last"
print(e)
values = [None, 0, "", [], "ok", 5]
print([(v or "empty") for v in values])
print([bool(v) and v for v in values])
