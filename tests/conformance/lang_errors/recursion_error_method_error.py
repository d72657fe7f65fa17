class Node:
    def __init__(self, value, parent=None):
        self.value = value
        self.parent = parent

    def root(self):
        return self if self.parent is None else self.parent.root()


a = Node("a")
b = Node("b", a)
c = Node("c", b)
print(c.root().value)
a.parent = c
print(c.root().value)
