def compute():
    totl = 10
    return total + 1
try:
    compute()
except NameError as e:
    print(e)
try:
    print(lenght)
except NameError as e:
    print(e)
try:
    x = Counter()
except NameError as e:
    print(e)
def outer():
    def inner():
        return val
    r = inner()
    val = 1
    return r
try:
    outer()
except NameError as e:
    print(type(e).__name__, e)
def f():
    y = y + 1 if False else 0
    z += 1
try:
    f()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
primt("hi")
