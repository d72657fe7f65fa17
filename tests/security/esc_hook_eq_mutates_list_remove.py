# expect: error ValueError
l = []
class E:
    def __eq__(self, other):
        del l[:]
        l.extend([0] * 3)
        return False
l.extend(E() for _ in range(100))
l.remove(E())
