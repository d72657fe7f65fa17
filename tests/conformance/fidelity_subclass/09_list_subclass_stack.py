# A Stack built on list: extra methods, and which list operations keep the subclass.
class Stack(list):
    def push(self, item):
        self.append(item)
        return self

    def peek(self):
        if not self:
            raise IndexError("peek from empty stack")
        return self[-1]

    def __repr__(self):
        return "Stack(%s)" % list.__repr__(self)


s = Stack()
s.push(1).push(2).push(3)
print(s, len(s), s.peek(), bool(s))
print(type(s + [4]).__name__, type(s[:2]).__name__, type(s * 2).__name__)
s += [9]
print(type(s).__name__, s)
print(s.pop(), s.pop(), s)
copy_of = s.copy()
print(type(copy_of).__name__, copy_of)
e = Stack()
try:
    e.peek()
except IndexError as exc:
    print(type(exc).__name__, exc)
try:
    e.pop()
except IndexError as exc:
    print(type(exc).__name__, exc)
print(sorted(Stack([3, 1, 2])), isinstance(s, list), issubclass(Stack, list))
print(s == [1, 2], s != Stack([1, 2]), str(s))
