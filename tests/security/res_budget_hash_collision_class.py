# expect: budget
class K:
    def __hash__(self):
        return 0
d = {}
for _ in range(10**5):
    d[K()] = 1
