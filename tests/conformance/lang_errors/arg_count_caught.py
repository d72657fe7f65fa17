def greet(name):
    return "hi " + name


class Box:
    def __init__(self, w):
        self.w = w

    def resize(self, factor):
        return self.w * factor


calls = [lambda: greet("a", "b"), lambda: Box(1).resize(2, 3), lambda: Box(1, 2), lambda: greet()]
for c in calls:
    try:
        c()
    except TypeError as e:
        print(e)
print(len("abc"))
try:
    len("a", "b")
except TypeError as e:
    print(e)
