# Recursion that passes through built-in functions reaches the limit.


def nest(n):
    return len([nest(n + 1)])


try:
    nest(0)
except RecursionError as e:
    print("RecursionError:", "maximum recursion depth exceeded" in str(e))


class Deep:
    def __len__(self):
        return len(self)


try:
    len(Deep())
except RecursionError:
    print("RecursionError from __len__")


def key(x):
    return sorted([x], key=key)


try:
    key(1)
except RecursionError:
    print("RecursionError through sorted")


def via_map(n):
    return list(map(via_map, [n + 1]))


try:
    via_map(0)
except RecursionError:
    print("RecursionError through map")


class Big:
    def __lt__(self, other):
        return max(self, other) is self
    def __gt__(self, other):
        return min(self, other) is self


try:
    max(Big(), Big())
except RecursionError:
    print("RecursionError through max")


# After the errors the interpreter keeps working normally.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(200), len("ok"), max(1, 2))
