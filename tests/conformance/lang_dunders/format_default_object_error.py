class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __str__(self):
        return f"({self.x}, {self.y})"


p = Point(2, 3)
print(f"{p}")
print(f"{p!s:>12}|")
print(format(p, ""))
print(f"{p:>12}|")
