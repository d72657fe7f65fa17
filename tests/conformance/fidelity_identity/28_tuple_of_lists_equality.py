# Equality of nested structures and the identity shortcut.
a = ([1, 2], {"k": {3}})
b = ([1, 2], {"k": {3}})
print(a == b, a is b, a[0] is b[0])
a[0].append(3)
print(a == b, a, b)
x = [1]
print([x, x] == [[1], [1]], [x] * 2 == [x, x])
print({1: [1]} == {1: [1]}, {1, 2} == {2, 1}, [1, 2] == [2, 1], (1, 2) == [1, 2])
print(frozenset([1, 2]) == {1, 2}, {1: 2}.items() == {(1, 2)}, {1: 2}.keys() == {1})
print({1: 2}.values() == {1: 2}.values(), list({1: 2}.values()) == [2])
print(range(3) == range(0, 3), range(0) == range(5, 5), list(range(3)) == range(3))
print("abc" == "abc", "abc" == "ab" + "c", ["a"] * 2 == ["a", "a"])
print(1 == 1.0, 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, 2 ** 0.5 * 2 ** 0.5 == 2)
