funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
def append_to(x, lst=[]):
    lst.append(x)
    return lst
print(append_to(1), append_to(2))
counter = 0
def inc():
    global counter
    counter += 1
    return counter
inc(); inc()
print(counter)
def make():
    n = 0
    def step():
        nonlocal n
        n += 1
        return n
    return step
s = make()
print(s(), s(), s())
class K:
    items = []
    def add(self, x):
        self.items.append(x)
a, b = K(), K()
a.add(1); b.add(2)
print(K.items, a.items is b.items)
x = 10
def shadow():
    print(x)
    x = 5
try:
    shadow()
except UnboundLocalError as e:
    print(e)
try:
    print(undefined_name)
except NameError as e:
    print(e)
def f(): return missing_fn()
try:
    f()
except NameError as e:
    print(e)
