# `is` vs `==` on lists, dicts, None, True and user objects.
a = [1, 2, 3]
b = [1, 2, 3]
c = a
print(a == b, a is b, a is c, a is not b, c == b)
d1 = {"k": [1]}
d2 = {"k": [1]}
print(d1 == d2, d1 is d2, d1["k"] is d2["k"], d1["k"] == d2["k"])
x = None
print(x is None, x == None, None is None, type(None) is type(x))
flag = 1 == 1
print(flag is True, flag == True, (not flag) is False, bool(1) is True, bool([]) is False)
print(True == 1, 1 is not True, (0 == False), [] == False, [] is not False)


class Always:
    def __eq__(self, other):
        return True


obj = Always()
print(obj == None, obj is None, obj == 5, obj is obj, [obj] == [None])
results = [x for x in [None, 0, "", [], False] if x is not None]
print(results, [x for x in [None, 0, "", [], False] if x])
empty = []
print(empty is [], empty == [], len([e for e in (empty, []) if e is empty]))
t = ()
print(t == (), tuple() == (), len(t) == 0)
