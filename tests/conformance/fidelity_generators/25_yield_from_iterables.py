# yield from works with any iterable, and its value is the generator's return.
def tree_walk(node, depth=0):
    name, children = node
    yield "  " * depth + name
    for child in children:
        yield from tree_walk(child, depth + 1)


tree = ("root", [("a", [("a1", []), ("a2", [])]), ("b", [("b1", [("deep", [])])])])
for line in tree_walk(tree):
    print(line)


def chained(*iterables):
    for it in iterables:
        yield from it


print(list(chained("ab", [1, 2], (3,), {"k": 1}, range(2))))


def leaves(d):
    for k, v in d.items():
        if isinstance(v, dict):
            yield from ((k + "." + sub, val) for sub, val in leaves(v))
        else:
            yield k, v


print(dict(leaves({"a": 1, "b": {"c": 2, "d": {"e": 3}}})))
try:
    list(chained("ab", 5))
except TypeError as e:
    print(type(e).__name__, e)
