# expect: error ValueError
l = []
class E:
    def __eq__(self, other):
        l.clear()
        return False
l.extend(E() for _ in range(100))
l.index(5)
