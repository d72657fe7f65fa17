# `in` uses __contains__, else __iter__, else __getitem__; each is printed.
class WithContains:
    def __contains__(self, x):
        print("  __contains__", x)
        return x == 1


class WithIter:
    def __iter__(self):
        print("  __iter__")
        return iter([1, 2, 3])


class WithGetitem:
    def __getitem__(self, i):
        print("  __getitem__", i)
        if i > 2:
            raise IndexError
        return i


print(1 in WithContains(), 2 in WithContains(), 2 not in WithContains())
print(2 in WithIter(), 9 in WithIter())
print(1 in WithGetitem(), 7 in WithGetitem())


class TruthyContains:
    def __contains__(self, x):
        return "yes"


print(5 in TruthyContains(), 5 not in TruthyContains())
try:
    1 in object()
except TypeError as e:
    print(type(e).__name__, e)
