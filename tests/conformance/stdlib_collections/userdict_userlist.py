from collections import UserDict, UserList, OrderedDict

class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

d = LowerDict({'A': 1})
d['B'] = 2
d.update(C=3)
print(d, len(d), 'a' in d, d['b'], d.get('zz', 0), sorted(d.keys()), list(d.items()))
print(d.data, d == {'a': 1, 'b': 2, 'c': 3}, d.pop('a'), d)

class Stack(UserList):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]

s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), s[0:2], type(s[0:2]).__name__, s + [4], list(reversed(s)))
s.extend([5, 6])
s.sort(reverse=True)
print(s, s.pop(), s.index(3), 2 in s, s == [5, 3, 2, 1])

od = OrderedDict(b=1, a=2)
print(od.keys(), od.values(), od.items())
print('a' in od.keys(), ('a', 2) in od.items(), 2 in od.values(), od.keys() == {'a', 'b'})
print(sorted(od.keys() | {'c'}), od.keys() & {'a', 'x'}, list(reversed(od.keys())))
for k, v in od.items():
    print(k, v)
