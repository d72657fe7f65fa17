# expect: error RecursionError
class C:
    def __contains__(self, x):
        return x in self
1 in C()
