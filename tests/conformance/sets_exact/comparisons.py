a = {1, 2}
b = {1, 2, 3}
print(a < b, a <= b, a > b, a >= b, a == b, a != b)
print(b < b, b <= b, b > a, b >= a)
print({1, 2} == frozenset([2, 1]), frozenset([1]) < {1, 2})
print({1} == [1], {1} != (1,), set() == frozenset())
print({1, 2} < {3, 4}, {1, 2} > {3}, {1, 2} == {1.0, 2.0})
try:
    {1} < [1, 2]
except TypeError as e:
    print(e)
