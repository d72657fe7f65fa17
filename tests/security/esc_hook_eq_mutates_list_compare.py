# expect: ok
# stdout: 0
l1 = []
class E:
    def __eq__(self, other):
        l1.clear()
        return True
l1.extend(E() for _ in range(10))
l2 = [E() for _ in range(10)]
r = l1 == l2   # CPython: False
print(len(l1))
