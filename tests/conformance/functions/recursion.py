def factorial(n):
    return 1 if n <= 1 else n * factorial(n - 1)

def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

def flatten(items):
    out = []
    for x in items:
        if isinstance(x, (list, tuple)):
            out.extend(flatten(x))
        else:
            out.append(x)
    return out

def depth(tree):
    if not isinstance(tree, dict) or not tree:
        return 0
    return 1 + max([depth(v) for v in tree.values()])

def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]

print(factorial(0), factorial(5), factorial(25))
print([fib(i) for i in range(15)])
print(flatten([1, [2, [3, [4, (5, 6)]], 7], [], [[8]]]))
print(depth({"a": {"b": {"c": 1}}, "d": 2}), depth({}), depth({"x": {}}))
print(power_set([1, 2, 3]))

def binary_search(xs, target, lo=0, hi=None):
    if hi is None:
        hi = len(xs) - 1
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if xs[mid] == target:
        return mid
    if xs[mid] < target:
        return binary_search(xs, target, mid + 1, hi)
    return binary_search(xs, target, lo, mid - 1)

data = list(range(0, 100, 3))
print([binary_search(data, t) for t in [0, 3, 51, 99, 100, -1]])
