def a():
    b()
def b():
    c()
def c():
    raise TypeError("deep")
try:
    a()
except TypeError as e:
    raise RuntimeError("wrapped") from e
