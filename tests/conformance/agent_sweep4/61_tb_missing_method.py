class Stack:
    def __init__(self):
        self._items = []
    def pop(self):
        return self._items.pop()
s = Stack()
s.push(1)
