class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)
        assert len(self.items) <= 3, f"stack overflow: {self.items}"

    def pop(self):
        assert self.items, "pop from empty stack"
        return self.items.pop()


s = Stack()
for x in [1, 2, 3]:
    s.push(x)
print(s.pop(), s.pop())
for action in [lambda: s.pop(), lambda: s.pop(), lambda: [s.push(i) for i in range(5)]]:
    try:
        print("result:", action())
    except AssertionError as e:
        print("assertion:", e)
