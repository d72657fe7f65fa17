class Tree:
    def __init__(self, value, *children):
        self.value = value
        self.children = children

    def walk(self, depth=0):
        yield depth, self.value
        for child in self.children:
            yield from child.walk(depth + 1)

    def leaves(self):
        if not self.children:
            yield self.value
        for child in self.children:
            yield from child.leaves()


t = Tree("root", Tree("a", Tree("a1"), Tree("a2")), Tree("b"))
for depth, value in t.walk():
    print("  " * depth + value)
print(list(t.leaves()))
print(max(d for d, _ in t.walk()))
