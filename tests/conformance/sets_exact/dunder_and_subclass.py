s = {1, 2}
print(s.__contains__(1), s.__len__(), s.__or__({3}), s.__and__({2}), s.__sub__({1}), s.__xor__({2, 5}))
print(s.__eq__({1, 2}), s.__le__({1, 2, 3}), s.__or__([1]))

class S(set):
    def total(self):
        return sum(self)

x = S([3, 1, 2])
print(x, len(x), x.total(), isinstance(x, set))
x.add(10)
print(sorted(x), 10 in x, type(x | {5}).__name__, type(x.copy()).__name__)

class F(frozenset):
    pass

f = F([1, 2])
print(f, hash(f) == hash(frozenset([1, 2])), f == frozenset([1, 2]))
try:
    hash(x)
except TypeError as e:
    print(e)
