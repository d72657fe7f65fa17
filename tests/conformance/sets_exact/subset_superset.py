a = {1, 2}
b = {1, 2, 3}
print(a.issubset(b), b.issubset(a), a.issubset(a))
print(a.issuperset(b), b.issuperset(a), b.issuperset([1, 3]))
print(a.issubset([1, 2, 5]), a.issubset(range(2)), set().issubset([]))
print(b.issuperset(range(1, 4)), b.issuperset([4]))
print(frozenset(a).issubset(b), b.issuperset(frozenset(a)))
try:
    a.issubset([[1]])
except TypeError as e:
    print(e)
print({1}.issuperset([2, []]))
