# expect: error RecursionError
class I:
    def __iter__(self):
        return iter(self)
list(I())
