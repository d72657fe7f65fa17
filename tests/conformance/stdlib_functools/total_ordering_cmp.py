from functools import total_ordering, cmp_to_key

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split('.'))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return 'V' + '.'.join(map(str, self.parts))

a, b = Version('1.2.0'), Version('1.10')
print(a < b, a > b, a <= b, a >= b, a == Version('1.2.0'), a != b)
print(sorted([Version('2.0'), Version('1.9.9'), Version('1.10')]), max(a, b))

@total_ordering
class Money:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __gt__(self, o):
        return self.v > o.v
print(Money(1) < Money(2), Money(3) <= Money(3), Money(5) >= Money(9))

def compare(a, b):
    # sort by length, then reverse alphabetical
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)
words = ['pear', 'fig', 'apple', 'kiwi', 'date', 'banana']
print(sorted(words, key=cmp_to_key(compare)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda x, y: y - x)))
print(min(words, key=cmp_to_key(compare)))
try:
    @total_ordering
    class Nothing:
        pass
except ValueError as e:
    print('ValueError', e)
